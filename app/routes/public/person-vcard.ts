/**
 * A lawyer's contact card as a vCard 3.0 download, in the visitor's language: name, jobs, firm,
 * mail, telephone, office, the profile's address and the photo. 404 for an unknown id; while the
 * site is not online, 503 like every public page.
 */
import { SITE_ONLINE } from '../../../contract/site-status';
import { asciiFileName, parseId, vcard } from '../../lib/people.server';
import { formatList } from '../../lib/format';
import { pageLanguage } from '../../lib/page-language.server';
import { withLang } from '../../lib/urls';
import { resourceUnlessDatabaseUnavailable } from '../../lib/database-outage.server';
import type { Route } from './+types/person-vcard';

/** Wide enough for a contact's picture on a phone, small enough to embed (about 30 KB). */
const PHOTO_WIDTH = 480;

/** The portrait to embed: a JPEG of an upload, the address of a picture elsewhere, or none. */
async function vcardPhoto(services: Route.LoaderArgs['context']['services'], photoUrl: string | null) {
  if (!photoUrl) return null;
  if (/^https?:\/\//i.test(photoUrl)) return { uri: photoUrl };
  const jpeg = await services.files.jpeg(photoUrl.replace(/^\/?(api\/upload\/)?/, ''), PHOTO_WIDTH);
  return jpeg ? { jpeg } : null;
}

async function answer({ request, params, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  const { services, config } = context;
  if ((await services.siteFrame.status()) !== SITE_ONLINE) {
    return new Response('Service unavailable', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' } });
  }
  const id = parseId(params.id);
  // The same person in the visitor's language when visitors see one, as the profile page shows; never a draft.
  const [[person], [english], firm] = await Promise.all([
    id === undefined ? [] : services.lawyers.publicCards([id], lang),
    id === undefined ? [] : services.lawyers.publicCards([id], 'en_US'),
    // The firm's name only: not the counted figures, which read every person.
    services.siteFrame.frameConfig(lang),
  ]);
  if (!person) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const offices = person.office ? await services.publicLists.offices(lang) : [];
  const office = person.office ? offices.find((o) => o.id === person.office?.officeId) : undefined;
  const photo = await vcardPhoto(services, person.photoUrl);

  const body = vcard({
    name: person.name,
    title: formatList(person.jobs.map((j) => j.name), lang),
    org: firm?.name ?? null,
    email: person.email,
    phone: person.phoneNumber,
    office: person.office ? { name: person.office.name, address: office?.address ?? null } : null,
    url: `${config.publicOrigin}${withLang(`/people/detail/${person.id}`, lang)}`,
    photo,
  });
  // A plain ASCII file name: from this name, else from the name in another language (a Chinese
  // name has no Latin letters, its English version has), else from the id.
  const names = [person, ...(english ? [english] : [])].map((v) => asciiFileName(v.name));
  const fileName = `${names.find(Boolean) ?? `lawyer-${person.id}`}.vcf`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      // No Cache-Control or Vary of its own: kept and purged as the profile page is, and chosen by
      // the visitor's language as it is (server/http/shared-cache.ts, decision 0098).
      'X-Robots-Tag': 'noindex',
    },
  });
}

export function loader(args: Route.LoaderArgs) {
  return resourceUnlessDatabaseUnavailable(() => answer(args));
}
