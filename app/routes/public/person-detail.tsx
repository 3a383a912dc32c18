/**
 * A lawyer's profile: photo, jobs, office, practice areas, contact, biography and the custom
 * sections, with a vCard download and a print layout. The id is a version id; the visitor's
 * language version of the same person is shown, and each language's head links name its own id.
 */
import { useSyncExternalStore } from 'react';
import { data, Link, useLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import type { LawyerVersion } from '../../../contract/lawyer';
import { NEW_ITEM_PREVIEW } from '../../../contract/preview-parameter';
import { FallbackNotice } from '../../components/public/FallbackNotice';
import { formatDate, formatList } from '../../lib/format';
import { otherLang, usePageLang } from '../../lib/lang';
import { pageLanguage } from '../../lib/page-language.server';
import { orNotFound, parseId } from '../../lib/people.server';
import { previewMeta } from '../../lib/preview';
import { pagePreview, previewToken } from '../../lib/preview.server';
import { canonicalUrl, pageMeta, summary } from '../../lib/seo';
import { siteContext } from '../../lib/site-context';
import { mediaSrc, mediaSrcSet, telHref, withLang } from '../../lib/urls';
import type { Route } from './+types/person-detail';

/** How many of the person's news items and cases the profile lists. */
const RECENT_WORK = 6;

/** The width of the biography's column (see people.css): what its pictures are shown at. */
const PROFILE_COLUMN_SIZES = '(min-width: 48rem) 46rem, 100vw';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  const token = previewToken(url);
  // A new person's preview has no version id yet: its page is at `new` (decision 0072).
  const id = params.id === NEW_ITEM_PREVIEW && token !== null ? NEW_ITEM_PREVIEW : parseId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const { lawyers } = context.services;
  // A working preview link shows the person as the link has it, counting no view (decision 0025).
  const preview = await context.services.previews.lawyer(token, id);
  if (preview.state === 'valid') return { ...(await profilePage(context, preview.view, id === NEW_ITEM_PREVIEW ? null : id, lang)), preview: pagePreview(preview) };
  if (id === NEW_ITEM_PREVIEW) throw data(null, { status: 404 });
  // Otherwise the profile is kept for the content version (decision 0058); each page counts its view.
  const shown = await orNotFound(
    context.services.keptPerVersion.once(`person-page:${id}:${lang}`, async () => profilePage(context, await lawyers.publicVersion(id, lang), id, lang)),
  );
  await lawyers.countPublicView(shown.person.id);
  return { ...shown, preview: pagePreview(preview) };
}

/** What the profile of `person` (named by version `id`; null for a new person's preview) shows. */
async function profilePage(context: Route.LoaderArgs['context'], person: LawyerVersion, id: number | null, lang: Lang) {
  // A new person has no other versions and no work yet.
  const none = { items: [] };
  const [item, news, cases] = await Promise.all([
    id === null ? { versions: [] } : orNotFound(context.services.lawyers.detail(id, lang)),
    id === null ? none : context.services.news.publicList({ lawyerId: id, pageSize: RECENT_WORK }, lang),
    id === null ? none : context.services.cases.publicList({ lawyerId: id, pageSize: RECENT_WORK }, lang),
  ]);
  const sections = person.customContents.filter((c) => c.title || c.content);
  const [intro, customContent, ...sectionContents] = await context.services.pageImages.render(
    [person.intro, person.customContent, ...sections.map((c) => c.content)],
    PROFILE_COLUMN_SIZES,
  );
  return {
    person: {
      id: person.id,
      lang: person.lang,
      name: person.name,
      photoUrl: person.photoUrl,
      jobs: person.jobs.map((j) => j.name),
      office: person.office?.name ?? null,
      fields: person.proFields.map((f) => ({ id: f.professionalFieldId, name: f.name })),
      phone: person.phoneNumber,
      email: person.email,
      intro: intro ?? null,
      customContents: sections.map((c, index) => ({ title: c.title, content: sectionContents[index] ?? null })),
      customContent: customContent ?? null,
    },
    /** The newest news items and cases that name this person, newest first. */
    work: [
      ...news.items.map((a) => ({ path: `/news/detail/${a.id}`, section: 'news' as const, lang: a.lang, title: a.title, time: a.createTime })),
      ...cases.items.map((a) => ({ path: `/case/detail/${a.id}`, section: 'deals' as const, lang: a.lang, title: a.title, time: a.createTime })),
    ]
      .sort((a, b) => b.time.localeCompare(a.time))
      .slice(0, RECENT_WORK),
    /** The profile's path in each language that has a version of it visitors see. */
    paths: Object.fromEntries(item.versions.filter((v) => v.state === 'published').map((v) => [v.lang, `/people/detail/${v.id}`])) as Partial<Record<Lang, string>>,
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  if (!loaded) return [];
  const { person, paths } = loaded;
  const path = `/people/detail/${person.id}`;
  const jobs = formatList(person.jobs, site.lang);
  const fallback = [person.name, jobs, site.firmName].filter(Boolean).join(site.lang === 'zh_CN' ? '，' : ', ');
  const photo = mediaSrc(person.photoUrl, 960);
  const tags = pageMeta(site, {
    title: person.name,
    description: summary(person.intro) || fallback,
    path,
    paths,
    image: person.photoUrl,
    type: 'profile',
    contentLang: person.lang,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: person.name,
      jobTitle: jobs || undefined,
      worksFor: { '@type': 'LegalService', name: site.firmName, url: `${site.origin}/home` },
      workLocation: person.office ? { '@type': 'Place', name: person.office } : undefined,
      knowsAbout: person.fields.length ? person.fields.map((f) => f.name) : undefined,
      email: person.email ?? undefined,
      telephone: person.phone ?? undefined,
      image: photo ? (photo.startsWith('/') ? `${site.origin}${photo}` : photo) : undefined,
      url: canonicalUrl(site, { path, paths }),
      description: summary(person.intro, 300) || undefined,
    },
  });
  return [...tags, ...previewMeta(loaded)];
}

const noSubscription = () => () => undefined;

/** Printing needs JavaScript: the button appears once the page is hydrated. */
function PrintButton({ label }: { label: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <button type="button" className="button button--ghost" onClick={() => window.print()}>
      {label}
    </button>
  );
}

export default function PersonDetail() {
  const { person, work } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = usePageLang();
  // A profile in another language (the person has none in the page's) says so.
  const contentLang = otherLang(person.lang, lang);

  return (
    <article className="page profile">
      <p className="profile__back">
        <Link to="/people" prefetch="intent">
          {t('common.backTo', { section: t('nav.people') })}
        </Link>
      </p>

      <header className="profile__head">
        {person.photoUrl ? (
          <img
            className="profile__photo"
            src={mediaSrc(person.photoUrl, 640)}
            srcSet={mediaSrcSet(person.photoUrl, [320, 480, 640, 960])}
            sizes="(min-width: 48rem) 20rem, 60vw"
            alt={t('people.portrait', { name: person.name })}
            width={640}
            height={800}
            fetchPriority="high"
          />
        ) : null}
        <div className="profile__summary">
          {person.jobs.length ? <p className="eyebrow">{formatList(person.jobs, lang)}</p> : null}
          <h1 lang={contentLang}>{person.name}</h1>
          <FallbackNotice kind="profile" contentLang={person.lang} pageLang={lang} />
          <dl className="profile__facts">
            {person.office ? (
              <div>
                <dt>{t('people.office')}</dt>
                <dd>{person.office}</dd>
              </div>
            ) : null}
            {person.fields.length ? (
              <div>
                <dt>{t('people.practiceAreas')}</dt>
                <dd>
                  <ul className="profile__fields">
                    {person.fields.map((field) => (
                      <li key={field.id}>
                        <Link to={`/expertises/detail/${field.id}`} prefetch="intent">
                          {field.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
            {person.phone ? (
              <div>
                <dt>{t('common.contactNumber')}</dt>
                <dd>
                  <a href={telHref(person.phone)} dir="ltr">{person.phone}</a>
                </dd>
              </div>
            ) : null}
            {person.email ? (
              <div>
                <dt>{t('common.mail')}</dt>
                <dd>
                  <a href={`mailto:${person.email}`} dir="ltr">{person.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="profile__actions">
            <a className="button" href={withLang(`/people/detail/${person.id}/vcard`, lang)} download>
              {t('people.downloadVcard')}
            </a>
            <PrintButton label={t('people.print')} />
          </div>
        </div>
      </header>

      <div className="profile__body" lang={contentLang}>
        {person.intro ? (
          <section aria-labelledby="profile-biography">
            <h2 id="profile-biography">{t('common.biography')}</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: person.intro }} />
          </section>
        ) : null}
        {person.customContents.map((section, index) => (
          <section key={index} aria-labelledby={`profile-section-${index}`}>
            <h2 id={`profile-section-${index}`}>{section.title}</h2>
            {section.content ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: section.content }} /> : null}
          </section>
        ))}
        {person.customContent ? <div className="rich-text profile__more" dangerouslySetInnerHTML={{ __html: person.customContent }} /> : null}
      </div>
      {work.length ? (
        <section className="profile__work" aria-labelledby="profile-work">
          <h2 id="profile-work">{t('people.recentWork')}</h2>
          <ul className="profile__work-list">
            {work.map((entry) => (
              <li key={entry.path}>
                <span className="eyebrow">{t(`nav.${entry.section}`)}</span>
                <Link to={entry.path} prefetch="intent" lang={otherLang(entry.lang, lang)}>
                  {entry.title}
                </Link>{' '}
                <time dateTime={entry.time}>{formatDate(entry.time, lang)}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
