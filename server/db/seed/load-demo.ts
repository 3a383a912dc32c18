/**
 * Loads the demo firm (./demo) through the services, so it passes the same validation and
 * sanitising as content typed into the admin. Pictures come from ./artwork-store (kept drawings,
 * drawn only when their code changed) and are stored through the upload check. Every item gets
 * all three languages. The caller decides the transaction: the services handed in may be built
 * on one (server/startup.ts does, so that a load either completes or leaves nothing).
 */
import os from 'node:os';
import { caseBody, honourBody, newsBody } from '../../../contract/article.js';
import { bannerBody } from '../../../contract/banner.js';
import { catalogBody } from '../../../contract/catalog.js';
import { jobBody, officeBody } from '../../../contract/job-office.js';
import { type Lang, SPEC_LANGUAGES, type SpecLang } from '../../../contract/languages.js';
import { isLang } from '../../../contract/site-languages.js';
import { lawyerBody } from '../../../contract/lawyer.js';
import { portalConfigBody, sharedPortalConfigBody } from '../../../contract/portal-config.js';
import { practiceAreaBody } from '../../../contract/practice-area.js';
import type { Services } from '../../services.js';
import { type ArtworkStore, createArtworkStore } from './artwork-store.js';
import { demoContent } from './demo/index.js';
import type { DemoContent } from './demo/types.js';

const OPERATOR = 'Demo content';
const WRITE = { lang: 'en_US' as Lang, operatorName: OPERATOR, canPublish: true };

/** The demo's languages: the spec's three it has text in, as far as the site publishes in them. */
function demoLanguages(): SpecLang[] {
  return SPEC_LANGUAGES.filter((lang) => isLang(lang));
}

/** One element per language, built from a function of the language. */
function perLanguage<T>(build: (lang: SpecLang) => T): (T & { lang: SpecLang })[] {
  return demoLanguages().map((lang) => ({ ...build(lang), lang }));
}

/** The demo's text in `lang`, or in English where the demo has none in it. */
const pick = <T>(value: Record<SpecLang, T>, lang: SpecLang): T => value[lang];

/**
 * Pictures are stored a few at a time: the upload check re-encodes each one with sharp, which
 * runs on libuv's thread pool, so this keeps every core busy.
 */
const STORING_AT_ONCE = Math.min(4, os.availableParallelism() + 1);

async function eachAtMost<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/** Every picture the content names, each once. */
export function demoPictureKeys(content: DemoContent): string[] {
  return [
    ...new Set<string>([
      content.firm.logo,
      ...content.firm.environment.map((e) => e.image),
      ...content.practiceAreas.map((p) => p.icon),
      ...content.lawyers.map((l) => l.portrait),
      ...content.news.map((n) => n.cover),
      ...content.cases.map((c) => c.cover),
      ...content.honours.map((h) => h.cover),
      ...content.banners.map((b) => b.image),
    ]),
  ];
}

/** Stores every picture the content names; the stored path by picture key. */
async function storeArtwork(services: Services, content: DemoContent, artwork: ArtworkStore): Promise<Map<string, string>> {
  const keys = demoPictureKeys(content);
  const paths = await eachAtMost(keys, STORING_AT_ONCE, async (key) => {
    const art = await artwork.picture(key);
    return services.files.store({ data: art.data, originalName: `${key.replace(':', '-')}.${art.ext}` });
  });
  return new Map(keys.map((key, i) => [key, paths[i]!]));
}

/** Version ids by demo key, in English: how later items name the ones they relate to. */
type Ids = Map<string, number>;

function englishId(result: { versions: { id: number; lang: string }[] }): number {
  return result.versions.find((v) => v.lang === 'en_US')!.id;
}

export interface DemoLoad {
  /** Pictures stored. */
  pictures: number;
  /** Of those, how many had to be drawn rather than read from the kept drawings. */
  drawn: number;
}

export async function loadDemoContent(
  services: Services,
  options: { content?: DemoContent; artwork?: ArtworkStore } = {},
): Promise<DemoLoad> {
  const content = options.content ?? demoContent;
  const artwork = options.artwork ?? createArtworkStore();
  const image = await storeArtwork(services, content, artwork);
  const art = (key: string) => image.get(key)!;

  const offices: Ids = new Map();
  for (const office of content.offices) {
    const created = await services.office.create(
      officeBody.parse(perLanguage((lang) => ({ name: pick(office.name, lang), address: pick(office.address, lang), tel: office.tel }))),
    );
    offices.set(office.key, englishId(created));
  }

  const jobs: Ids = new Map();
  for (const job of content.jobs) {
    jobs.set(job.key, englishId(await services.job.create(jobBody.parse(perLanguage((lang) => ({ name: pick(job.name, lang) }))))));
  }

  const fields: Ids = new Map();
  for (const area of content.practiceAreas) {
    const created = await services.practiceArea.create(
      practiceAreaBody.parse(
        perLanguage((lang) => ({ name: pick(area.name, lang), introduce: pick(area.introduce, lang), iconUrl: art(area.icon) })),
      ),
      WRITE,
    );
    fields.set(area.key, englishId(created));
    await services.icons.create({ name: area.name.en_US, url: art(area.icon) });
  }

  for (const lawyer of content.lawyers) {
    const created = await services.lawyers.create(
      lawyerBody.parse(
        perLanguage((lang) => ({
          name: pick(lawyer.name, lang),
          photoUrl: art(lawyer.portrait),
          phoneNumber: lawyer.phoneNumber,
          email: lawyer.email,
          intro: pick(lawyer.intro, lang),
          customContents: pick(lawyer.customContents, lang),
          jobIds: lawyer.jobKeys.map((k) => jobs.get(k)!),
          proFieldIds: lawyer.practiceAreaKeys.map((k) => fields.get(k)!),
          officeId: offices.get(lawyer.officeKey)!,
        })),
      ),
      WRITE,
    );
    if (lawyer.top > 0) await services.lawyers.setTop(englishId(created), lawyer.top);
  }

  // Parents before children: the demo lists folders in that order.
  const folders: Ids = new Map();
  for (const folder of content.folders) {
    const created = await services.catalog.create(
      catalogBody.parse(
        perLanguage((lang) => ({
          name: pick(folder.name, lang),
          type: folder.type,
          parentId: folder.parentKey ? folders.get(folder.parentKey)! : null,
        })),
      ),
      'en_US',
    );
    folders.set(folder.key, englishId(created));
  }

  for (const item of content.news) {
    await services.news.create(
      newsBody.parse(
        perLanguage((lang) => ({
          title: pick(item.title, lang),
          note: pick(item.note, lang),
          content: pick(item.content, lang),
          cataId: folders.get(item.folderKey)!,
          coverUrl: art(item.cover),
          isLink: item.externalUrl ? 1 : 0,
          contentUrl: item.externalUrl ? pick(item.externalUrl, lang) : null,
          top: item.pinned ? 1 : 0,
          proFieldIds: (item.practiceAreaKeys ?? []).map((k) => fields.get(k)!),
        })),
      ),
      { ...WRITE, createTime: item.date },
    );
  }

  for (const item of content.cases) {
    await services.cases.create(
      caseBody.parse(
        perLanguage((lang) => ({
          title: pick(item.title, lang),
          content: pick(item.content, lang),
          cataId: folders.get(item.folderKey)!,
          coverUrl: art(item.cover),
          top: item.pinned ? 1 : 0,
          proFieldIds: (item.practiceAreaKeys ?? []).map((k) => fields.get(k)!),
        })),
      ),
      { ...WRITE, createTime: item.date },
    );
  }

  for (const item of content.honours) {
    await services.honours.create(
      honourBody.parse(
        perLanguage((lang) => ({ title: pick(item.title, lang), content: pick(item.content, lang), coverUrl: art(item.cover), top: item.pinned ? 1 : 0 })),
      ),
      { ...WRITE, createTime: item.date },
    );
  }

  for (const banner of content.banners) {
    await services.banner.create(
      bannerBody.parse(
        perLanguage((lang) => ({ imgPath: art(banner.image), title: pick(banner.title, lang), subTitle: pick(banner.subTitle, lang), linkUrl: banner.linkUrl })),
      ),
      WRITE,
    );
  }

  const firm = content.firm;
  for (const lang of demoLanguages()) {
    await services.portalConfig.save(
      portalConfigBody.parse({
        lang,
        name: firm.name[lang],
        iconUrl: art(firm.logo),
        address: firm.address[lang],
        email: firm.email,
        tel: firm.tel,
        introduce: firm.introduce[lang],
        lawyerCount: firm.lawyerCount,
        isLawyerCountVisible: 1,
        totalPeople: firm.totalPeople,
        isTotalPeopleVisible: 1,
        branchCount: firm.branchCount,
        isBranchCountVisible: 1,
        advantagesList: firm.advantages[lang],
        environmentList: firm.environment.map((e) => ({ title: e.title[lang], coverUrl: art(e.image) })),
        documents: { privacy: firm.privacy[lang], terms: firm.terms[lang], disclaimer: firm.disclaimer[lang] },
      }),
    );
  }
  // Lawyers and offices are counted from the site; the firm's people include staff the site does
  // not list, so that figure is typed.
  await services.portalConfig.saveShared(sharedPortalConfigBody.parse({ countedFigures: { totalPeople: false } }));
  return { pictures: image.size, drawn: artwork.drawn };
}
