/**
 * The public addresses bench:site spreads its load over, found the way a crawler and a visitor
 * find them, over HTTP only: every address of the sitemap (each language's, and the address
 * without `?lang=` it names as x-default), the people finder's filter combinations in each
 * language, and site searches for words of the demo content in each language.
 */
import { type Lang, SPEC_LANGUAGES } from '../contract/languages.js';


export interface SiteAddresses {
  sitemap: string[];
  peopleFinder: string[];
  searches: string[];
}

const unescapeXml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);

/** The path and query of an absolute address: the sitemap names the configured public origin, not the bench's. */
const pathOf = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

async function text(origin: string, path: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** Every `<loc>` and alternate `href` of the sitemap, following a sitemap index when there is one. */
async function sitemapPaths(origin: string, path = '/sitemap.xml'): Promise<string[]> {
  const xml = await text(origin, path, {});
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => unescapeXml(match[1]!.trim()));
  if (/<sitemapindex[\s>]/.test(xml)) return (await Promise.all(locs.map((loc) => sitemapPaths(origin, pathOf(loc))))).flat();
  const alternates = [...xml.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map((match) => unescapeXml(match[1]!));
  return [...new Set([...locs, ...alternates].map(pathOf))];
}

/** The ids a select of the people finder offers (its first option, "all", has no value). */
function optionIds(html: string, name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="(\d+)"/g)].map((match) => match[1]!);
}

/** The people finder's address, its fields in the order its own links write them. */
function peopleHref(lang: Lang, filters: [string, string][]): string {
  const params = new URLSearchParams(filters.filter(([, value]) => value !== ''));
  params.set('lang', lang);
  return `/people?${params.toString()}`;
}

/** Words of a language's texts as a visitor would type them: whole words, or two characters of Chinese. */
function wordsOf(texts: string[], lang: Lang): string[] {
  const counts = new Map<string, number>();
  for (const value of texts) {
    const words = lang === 'zh_CN' ? [...value.matchAll(/(?=(\p{Script=Han}{2}))/gu)].map((match) => match[1]!) : value.match(/\p{L}{7,}/gu) ?? [];
    for (const word of new Set(words)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  // The most frequent first (a common search), then by the word, so the choice does not move between runs.
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

/** One text field of each item a public list call answers (e.g. the titles of the news). */
async function apiTexts(origin: string, call: string, lang: Lang, field: string): Promise<string[]> {
  const body = JSON.parse(await text(origin, `/api/user/${call}?lang=${lang}&pageSize=100`, {})) as { result: Record<string, unknown>[] | null };
  return (body.result ?? []).map((item) => item[field]).filter((value): value is string => typeof value === 'string');
}

/**
 * Every combination of job, office and practice area (each also left at "all") in each language,
 * a few names typed into the finder, and its second page; the unfiltered list is the sitemap's.
 */
async function peopleFinderPaths(origin: string, cookie: string): Promise<string[]> {
  const paths: string[] = [];
  for (const lang of SPEC_LANGUAGES) {
    const html = await text(origin, `/people?lang=${lang}`, { cookie });
    const [jobs, offices, fields] = ['jobId', 'officeId', 'practiceAreaId'].map((name) => ['', ...optionIds(html, name)]);
    for (const jobId of jobs!) {
      for (const officeId of offices!) {
        for (const practiceAreaId of fields!) {
          if (jobId || officeId || practiceAreaId) paths.push(peopleHref(lang, [['jobId', jobId], ['officeId', officeId], ['practiceAreaId', practiceAreaId]]));
        }
      }
    }
    const names = await apiTexts(origin, 'lawyerTeam', lang, 'name');
    const typed = lang === 'zh_CN' ? names.map((name) => name.slice(0, 2)) : names.map((name) => name.split(' ').at(-1) ?? name);
    for (const keyword of [...new Set(typed)].filter(Boolean).slice(0, 4)) paths.push(peopleHref(lang, [['keyword', keyword]]));
    if (html.includes('page=2')) paths.push(peopleHref(lang, [['page', '2']]));
  }
  return paths;
}

/** In each language: the most frequent words of the news titles, alone and two together. */
async function searchPaths(origin: string): Promise<string[]> {
  const paths: string[] = [];
  for (const lang of SPEC_LANGUAGES) {
    const titles = await apiTexts(origin, 'latest-news', lang, 'title');
    const words = wordsOf(titles, lang).slice(0, 4);
    const queries = [...words, ...(words.length >= 2 ? [`${words[0]} ${words[1]}`] : [])];
    for (const q of queries) paths.push(`/search?${new URLSearchParams({ q, lang }).toString()}`);
  }
  return paths;
}

export async function collectSiteAddresses(origin: string, cookie: string): Promise<SiteAddresses> {
  return { sitemap: await sitemapPaths(origin), peopleFinder: await peopleFinderPaths(origin, cookie), searches: await searchPaths(origin) };
}
