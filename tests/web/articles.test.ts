/**
 * Server rendering of the article pages: news and deals by folder and page, their details, honour
 * details and the firm's documents, in every language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, type WebApp } from '../helpers/web.js';

const ORIGIN = 'http://127.0.0.1:3000';
const LANGS = [
  ['de_DE', 'de-DE'],
  ['en_US', 'en-US'],
  ['zh_CN', 'zh-CN'],
] as const;
type Lang = (typeof LANGS)[number][0];

interface Item {
  id: number;
  no: string;
  lang: string;
  title: string;
  isLink: number;
  contentUrl: string | null;
  cataId: number | null;
  cataName: string | null;
  coverUrl: string;
}
interface Folder {
  id: number;
  no: string;
  name: string;
  childrenList: Folder[];
}

/** Text as it stands in the HTML (React escapes &, <, >, " and '). */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe('article pages, server-rendered', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
    token = await web.adminToken();
  });
  afterAll(async () => web.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const api = async <T>(url: string, lang: Lang, admin = false) => {
    const response = await app.inject({ method: 'GET', url: `/api${url}`, headers: { lang, ...(admin ? { authorization: token } : {}) } });
    return response.json<{ result: T; pageable: { totalCount: number } }>();
  };
  const list = (section: string, lang: Lang, query = '') => api<Item[]>(`/user/${section}?pageSize=100${query}`, lang);
  /** Every language version of an item, by language. */
  const versions = async (section: string, no: string) => {
    const { result } = await api<Item[]>(`/admin/${section}?no=${no}&pageSize=10`, 'en_US', true);
    return Object.fromEntries(result.map((v) => [v.lang, v])) as Record<Lang, Item>;
  };
  const folders = async (type: number, lang: Lang) => (await api<Folder[]>(`/user/catalog?type=${type}`, lang)).result;

  function expectHead(body: string, tag: string, canonical: string, alternates: Record<string, string>) {
    expect(body).toContain(`<html lang="${tag}" dir="ltr">`);
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}"/>`);
    for (const [hrefLang, href] of Object.entries(alternates)) expect(body).toContain(`hrefLang="${hrefLang}" href="${ORIGIN}${href}"`);
    expect(body).toContain('hrefLang="x-default"');
    expect(body).toMatch(/<meta name="description" content="[^"]{10,}"/);
    expect(body).not.toMatch(/antd|tiptap|dnd-kit|\/admin\//i);
  }
  const cardCount = (body: string) => (body.match(/class="card article-card"/g) ?? []).length;

  describe.each(LANGS)('in %s', (lang, tag) => {
    it('lists the news with folders, nine cards, paging and "Load More"', async () => {
      const response = await get(`/news?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      const all = await list('latest-news', lang);
      const labels = { de_DE: 'Aktuelles', en_US: 'Latest News', zh_CN: '最新动态' }[lang];
      expect(body).toMatch(new RegExp(`<title>${labels} \\| [^<]+</title>`));
      expectHead(body, tag, `/news?lang=${lang}`, { 'de-DE': '/news?lang=de_DE', 'en-US': '/news?lang=en_US', 'zh-CN': '/news?lang=zh_CN' });
      expect(body).toContain(`<h1>${labels}`);
      // Folder navigation: "all" first and current, then every folder and sub-folder.
      expect(body).toMatch(/<nav class="folder-nav" aria-label="[^"]+"><ul><li><a class="folder-nav__link" aria-current="page" href="\/news"/);
      for (const top of await folders(0, lang)) {
        expect(body).toContain(`href="/news?cataId=${top.id}" data-discover="true">${html(top.name)}</a>`);
        for (const sub of top.childrenList) expect(body).toContain(`href="/news?cataId=${sub.id}" data-discover="true">${html(sub.name)}</a>`);
      }
      expect(cardCount(body)).toBe(9);
      for (const item of all.result.slice(0, 9)) expect(body).toContain(html(item.title));
      expect(body).not.toContain(html(all.result[9]!.title));
      expect(body).toContain('href="/news?page=2" data-discover="true">' + { de_DE: 'Mehr laden', en_US: 'Load More', zh_CN: '加载更多' }[lang]);
      expect(body).toContain('aria-current="page" aria-label=');
      expect(body).toContain('rel="next" href="/news?page=2"');
    });

    it('lists the deals with their folders', async () => {
      const response = await get(`/case?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const labels = { de_DE: 'Mandate', en_US: 'Deals', zh_CN: '业绩案例' }[lang];
      expect(response.body).toMatch(new RegExp(`<title>${labels} \\| [^<]+</title>`));
      expectHead(response.body, tag, `/case?lang=${lang}`, { 'en-US': '/case?lang=en_US' });
      const all = await list('case-analysis', lang);
      expect(cardCount(response.body)).toBe(Math.min(9, all.result.length));
      for (const item of all.result.slice(0, 9)) expect(response.body).toContain(`href="/case/detail/${item.id}"`);
      for (const top of await folders(1, lang)) expect(response.body).toContain(`href="/case?cataId=${top.id}"`);
    });

    it('shows a news item with its translations, canonical, hreflang and NewsArticle data', async () => {
      const own = (await list('latest-news', 'en_US')).result.find((item) => item.isLink === 0)!;
      const byLang = await versions('latest-news', own.no);
      // The English version's id, asked for in another language, shows that language's version.
      const response = await get(`/news/detail/${own.id}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      const mine = byLang[lang];
      expect(body).toContain(`<title>${html(mine.title)} | `);
      expect(body).toContain(`<h1>${html(mine.title)}</h1>`);
      expectHead(body, tag, `/news/detail/${mine.id}?lang=${lang}`, {
        'de-DE': `/news/detail/${byLang.de_DE.id}?lang=de_DE`,
        'en-US': `/news/detail/${byLang.en_US.id}?lang=en_US`,
        'zh-CN': `/news/detail/${byLang.zh_CN.id}?lang=zh_CN`,
      });
      expect(body).toContain('class="rich-text"');
      expect(body).toContain('property="og:image"');
      expect(body).toContain('property="og:type" content="article"');
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)![1]!) as Record<string, unknown>;
      expect(ld['@type']).toBe('NewsArticle');
      expect(ld.headline).toBe(mine.title);
      expect(ld.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(ld.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((ld.image as string[])[0]).toMatch(new RegExp(`^${ORIGIN}/api/upload/`));
      expect((ld.publisher as { name: string }).name).toBe(/<meta property="og:site_name" content="([^"]+)"/.exec(body)![1]!.replace(/&amp;/g, '&'));
      expect(body).toContain('href="/news" data-discover="true"><span aria-hidden="true" class="pointing">←</span> ');
    });

    it('shows an external article with a link out, without redirecting', async () => {
      const external = (await list('latest-news', lang)).result.find((item) => item.isLink === 1)!;
      const response = await get(`/news/detail/${external.id}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      const body = response.body;
      expect(body).toContain(`<h1>${html(external.title)}</h1>`);
      expect(body).toContain(`<a class="button" href="${html(external.contentUrl!)}" target="_blank" rel="noopener noreferrer">`);
      expect(body).toContain(new URL(external.contentUrl!).hostname);
      expect(body).not.toContain('class="rich-text"');
      // In the list, the card links straight out.
      const news = await get(`/news?cataId=${external.cataId ?? ''}&lang=${lang}`);
      expect(news.body).toContain(`href="${html(external.contentUrl!)}" target="_blank" rel="noopener noreferrer"`);
    });

    it('shows a deal and an honour with the addresses of their translations', async () => {
      for (const [section, path] of [
        ['case-analysis', '/case/detail'],
        ['lawfirm-honour', '/honor/detail'],
      ] as const) {
        const first = (await list(section, 'en_US')).result[0]!;
        const byLang = await versions(section, first.no);
        const response = await get(`${path}/${first.id}?lang=${lang}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(`<h1>${html(byLang[lang].title)}</h1>`);
        expectHead(response.body, tag, `${path}/${byLang[lang].id}?lang=${lang}`, {
          'de-DE': `${path}/${byLang.de_DE.id}?lang=de_DE`,
          'zh-CN': `${path}/${byLang.zh_CN.id}?lang=zh_CN`,
        });
        expect(response.body).toContain('class="rich-text"');
      }
      const honour = (await list('lawfirm-honour', lang)).result[0]!;
      expect((await get(`/honor/detail/${honour.id}?lang=${lang}`)).body).toContain('href="/home#honours-title"');
    });

    it.each([
      ['privacy', { de_DE: 'Datenschutzerklärung', en_US: 'Privacy Policy', zh_CN: '隐私政策' }],
      ['terms', { de_DE: 'Nutzungsbedingungen', en_US: 'Terms and Conditions', zh_CN: '条款与条件' }],
      ['disclaimer', { de_DE: 'Rechtlicher Hinweis', en_US: 'Disclaimer', zh_CN: '免责声明' }],
    ] as const)('shows the document %s', async (name, titles) => {
      const response = await get(`/docs/${name}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<h1>${titles[lang]}</h1>`);
      expect(response.body).toContain(`<title>${titles[lang]} | `);
      expectHead(response.body, tag, `/docs/${name}?lang=${lang}`, { 'en-US': `/docs/${name}?lang=en_US` });
      expect(response.body).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T[^"]+">[^<]+<\/time>/);
      expect(response.body).toContain('class="rich-text"');
    });
  });

  it('filters by folder, sub-folders included, and names the folder', async () => {
    const insights = (await folders(0, 'en_US')).find((f) => f.childrenList.length > 1 && f.name === 'Insights')!;
    const expected = await list('latest-news', 'en_US', `&cataId=${insights.id}`);
    const response = await get(`/news?cataId=${insights.id}&lang=en_US`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Insights | Latest News | ');
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/news?cataId=${insights.id}&amp;lang=en_US"/>`);
    expect(response.body).toContain(`aria-current="page" href="/news?cataId=${insights.id}"`);
    const subNames = new Set(insights.childrenList.map((c) => c.name));
    const shown = expected.result.slice(0, 9);
    // The folder's articles are filed in its sub-folders.
    expect(shown.some((item) => item.cataName && subNames.has(item.cataName))).toBe(true);
    expect(cardCount(response.body)).toBe(shown.length);
    for (const item of shown) expect(response.body).toContain(html(item.title));
    const others = (await list('latest-news', 'en_US')).result.filter((item) => !expected.result.some((e) => e.id === item.id));
    for (const item of others) expect(response.body).not.toContain(`>${html(item.title)}<`);
    // A folder named by its German version's id is the same folder on the English page.
    const german = (await folders(0, 'de_DE')).find((f) => f.no === insights.no)!;
    const viaGerman = await get(`/news?cataId=${german.id}&lang=en_US`);
    expect(viaGerman.statusCode).toBe(200);
    expect(viaGerman.body).toContain(`aria-current="page" href="/news?cataId=${insights.id}"`);
    expect(viaGerman.body).toContain(`<link rel="canonical" href="${ORIGIN}/news?cataId=${insights.id}&amp;lang=en_US"/>`);
  });

  it('pages through the list with links', async () => {
    const all = (await list('latest-news', 'en_US')).result;
    const second = await get('/news?page=2&lang=en_US');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<link rel="canonical" href="http://127.0.0.1:3000/news?page=2&amp;lang=en_US"/>');
    expect(second.body).toMatch(/<title>Latest News – Page 2 of 3 \| /);
    expect(cardCount(second.body)).toBe(9);
    for (const item of all.slice(9, 18)) expect(second.body).toContain(html(item.title));
    expect(second.body).not.toContain(`>${html(all[0]!.title)}<`);
    expect(second.body).toContain('rel="prev" href="/news"');
    expect(second.body).toContain('rel="next" href="/news?page=3"');
    expect(second.body).toContain('href="/news?page=3" data-discover="true">Load More</a>');
    expect(second.body).toContain('Showing 10–18 of 20');
    const last = await get('/news?page=3&lang=en_US');
    expect(cardCount(last.body)).toBe(all.length - 18);
    expect(last.body).not.toContain('>Load More<');
    expect(last.body).not.toContain('rel="next"');
  });

  it('renders every page "Load More" has shown, so Back and a reload show them all again', async () => {
    const all = (await list('latest-news', 'en_US')).result;
    const shown = await get('/news?from=1&page=3&lang=en_US');
    expect(shown.statusCode).toBe(200);
    expect(cardCount(shown.body)).toBe(all.length);
    for (const item of all) expect(shown.body).toContain(html(item.title));
    expect(shown.body).toContain(`Showing 1–${all.length} of ${all.length}`);
    const fromSecond = await get('/news?from=2&page=3&lang=en_US');
    expect(cardCount(fromSecond.body)).toBe(all.length - 9);
    expect(fromSecond.body).toContain(`Showing 10–${all.length} of ${all.length}`);
  });

  it.each([
    '/news?from=3&page=2',
    '/news?from=0&page=2',
    '/news?from=x&page=2',
    '/news?from=1&page=4',
    '/news?page=4',
    '/news?page=0',
    '/news?page=abc',
    '/news?cataId=999999',
    '/news?cataId=x',
    '/news/detail/999999',
    '/news/detail/abc',
    '/case/detail/999999',
    '/honor/detail/0',
    '/docs/imprint',
    '/docs/',
  ])('answers %s with the not-found page', async (url) => {
    const response = await get(`${url}${url.includes('?') ? '&' : '?'}lang=en_US`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
    expect(response.body).toContain('<title>Page not found');
  });

  it('does not show an item of one section under another', async () => {
    const news = (await list('latest-news', 'en_US')).result[0]!;
    const deal = (await list('case-analysis', 'en_US')).result[0]!;
    expect((await get(`/case/detail/${news.id}?lang=en_US`)).statusCode).toBe(404);
    expect((await get(`/news/detail/${deal.id}?lang=en_US`)).statusCode).toBe(404);
    expect((await get(`/honor/detail/${deal.id}?lang=en_US`)).statusCode).toBe(404);
    const caseFolder = (await folders(1, 'en_US'))[0]!;
    expect((await get(`/news?cataId=${caseFolder.id}&lang=en_US`)).statusCode).toBe(404);
  });
});
