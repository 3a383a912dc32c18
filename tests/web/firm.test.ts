/** Server rendering of the firm pages (about, practice areas) and the crawler files (sitemap, robots). */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_LANGUAGES, type SpecLang } from '../../contract/languages.js';
import { bcp47Of } from '../../contract/locale-catalogue.js';
import { siteLanguages } from '../../contract/site-languages.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

const ORIGIN = 'http://127.0.0.1:3000';
const TAG: Record<SpecLang, string> = { de_DE: 'de-DE', en_US: 'en-US', zh_CN: 'zh-CN' };
const FIRM: Record<SpecLang, string> = { de_DE: 'Marlowe Kessler & Shen', en_US: 'Marlowe Kessler & Shen', zh_CN: '麦凯沈律师事务所' };
const LABELS: Record<SpecLang, { about: string; practiceAreas: string; advantages: string; environment: string; offices: string; london: string; next: string; previous: string }> = {
  de_DE: {
    about: 'Über uns', practiceAreas: 'Expertise', advantages: 'Unsere Stärken', environment: 'Unsere Büros', offices: 'Standorte',
    london: 'London (Hauptsitz)', next: 'Nächstes Fachgebiet', previous: 'Vorheriges Fachgebiet',
  },
  en_US: {
    about: 'About us', practiceAreas: 'Expertise', advantages: 'Introduction of advantages', environment: 'Office environment', offices: 'Offices',
    london: 'London (Headquarters)', next: 'Next practice area', previous: 'Previous practice area',
  },
  zh_CN: {
    about: '关于我们', practiceAreas: '业务领域', advantages: '优势介绍', environment: '办公环境', offices: '办公室',
    london: '伦敦（总部）', next: '下一个业务领域', previous: '上一个业务领域',
  },
};

interface Field {
  id: number;
  no: string;
  lang: string;
  name: string;
}

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('firm pages and crawler files, server-rendered', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  /** Every practice area in each language, in the firm's order. */
  const fields = {} as Record<SpecLang, Field[]>;
  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
    for (const lang of SPEC_LANGUAGES) fields[lang] = (await api<Field[]>('/api/user/professionalField/list', lang)).result;
  });
  afterAll(async () => web.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  async function api<T>(url: string, lang: SpecLang): Promise<{ result: T; pageable?: { totalCount: number } }> {
    return (await app.inject({ method: 'GET', url, headers: { lang } })).json();
  }
  /** The version of the field `no` in `lang`. */
  const version = (no: string, lang: SpecLang) => fields[lang].find((f) => f.no === no)!;

  function expectHead(body: string, lang: SpecLang, paths: Record<SpecLang, string>) {
    expect(body).toContain(`<html lang="${TAG[lang]}" dir="ltr">`);
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${paths[lang]}?lang=${lang}"/>`);
    for (const other of SPEC_LANGUAGES) {
      expect(body).toContain(`<link rel="alternate" hrefLang="${TAG[other]}" href="${ORIGIN}${paths[other]}?lang=${other}"/>`);
    }
    // The address without a language, of the default language's version (decision 0088).
    expect(body).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${paths.zh_CN}"/>`);
    expect(body).toMatch(/<meta name="description" content="[^"]{15,}"/);
    expect(body).toMatch(/<h1[^>]*>/);
    expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(body).not.toMatch(/antd|tiptap|dnd-kit|\/admin\//i);
  }

  describe.each(SPEC_LANGUAGES)('in %s', (lang) => {
    it('renders /about with the introduction, counts, advantages, environment, offices and contact', async () => {
      const response = await get(`/about?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      expectHead(body, lang, { de_DE: '/about', en_US: '/about', zh_CN: '/about' });
      expect(body).toContain(`<title>${html(LABELS[lang].about)} | ${html(FIRM[lang])}</title>`);
      expect(body).toContain(`<h1>${html(LABELS[lang].about)}</h1>`);
      expect(body).toContain('class="rich-text"');
      // Lawyers and offices are counted (issue 12.9, tests/web/about-figures.test.ts); people is typed in the demo.
      for (const count of ['42', '3']) expect(body).toContain(`<dd>${count}</dd>`);
      expect(body).toContain(`>${html(LABELS[lang].advantages)}</h2>`);
      expect(body).toContain(`>${html(LABELS[lang].environment)}</h2>`);
      expect(body.match(/<figure>/g)?.length).toBe(4);
      expect(body).toContain(`>${html(LABELS[lang].offices)}</h2>`);
      expect(body).toContain(`<h3>${html(LABELS[lang].london)}</h3>`);
      expect(body).toContain('<a href="tel:+496955501700" dir="ltr">+49 69 5550 1700</a>');
      expect(body).toContain('<a href="tel:+442079460100" dir="ltr">+44 20 7946 0100</a>');
      expect(body).toContain('<a href="mailto:info@marlowe-kessler.example" dir="ltr">info@marlowe-kessler.example</a>');
      const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(body)?.[1];
      const firm = JSON.parse(jsonLd!) as Record<string, string>;
      expect(firm).toMatchObject({ '@type': 'LegalService', name: FIRM[lang], telephone: '+44 20 7946 0100', email: 'info@marlowe-kessler.example', url: `${ORIGIN}/home` });
      expect(firm.address).toMatch(/EC2V 8AY/);
      expect(firm.logo).toMatch(new RegExp(`^${ORIGIN}/api/upload/.+\\.svg$`));
      expect(body).toMatch(/property="og:image" content="http:\/\/127\.0\.0\.1:3000\/api\/upload\/[^"]+"/);
    });

    it('renders /expertises with every practice area, its icon, summary and link', async () => {
      const response = await get(`/expertises?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      expectHead(body, lang, { de_DE: '/expertises', en_US: '/expertises', zh_CN: '/expertises' });
      expect(body).toContain(`<title>${html(LABELS[lang].practiceAreas)} | ${html(FIRM[lang])}</title>`);
      expect(fields[lang].length).toBe(8);
      for (const field of fields[lang]) {
        expect(body).toContain(`href="/expertises/detail/${field.id}"`);
        expect(body).toContain(`>${html(field.name)}</a></h2>`);
      }
      expect(body.match(/class="field-card__icon"/g)).toHaveLength(8);
      expect(body.match(/class="field-card__text">[^<]{30,}</g)).toHaveLength(8);
    });

    it('renders a practice area in the language asked for, with its lawyers and neighbours', async () => {
      const [, second] = fields.en_US;
      // The English version's id, asked for in this language, shows this language's version.
      const response = await get(`/expertises/detail/${second!.id}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      const own = version(second!.no, lang);
      const paths = Object.fromEntries(SPEC_LANGUAGES.map((l) => [l, `/expertises/detail/${version(second!.no, l).id}`])) as Record<SpecLang, string>;
      expectHead(body, lang, paths);
      expect(body).toContain(`<title>${html(own.name)} | ${html(FIRM[lang])}</title>`);
      expect(body).toContain(`<h1>${html(own.name)}</h1>`);
      expect(body).toContain('class="rich-text field-detail__intro"');

      const lawyers = await api<{ id: number; name: string }[]>(`/api/user/lawyerTeam?practiceAreaId=${own.id}&pageSize=24`, lang);
      expect(lawyers.result.length).toBeGreaterThan(0);
      for (const lawyer of lawyers.result) expect(body).toContain(`<a href="/people/detail/${lawyer.id}" data-discover="true">${html(lawyer.name)}</a>`);

      const [first, , third] = fields[lang];
      expect(body).toMatch(new RegExp(`<a rel="prev"[^>]* href="/expertises/detail/${first!.id}"[^>]*>.*?${LABELS[lang].previous}.*?${html(first!.name)}`));
      expect(body).toMatch(new RegExp(`<a rel="next"[^>]* href="/expertises/detail/${third!.id}"[^>]*>.*?${LABELS[lang].next}.*?${html(third!.name)}`));
      expect(body).toContain(`<link rel="prev" href="${ORIGIN}/expertises/detail/${first!.id}?lang=${lang}"/>`);
      expect(body).toContain(`<link rel="next" href="${ORIGIN}/expertises/detail/${third!.id}?lang=${lang}"/>`);
    });
  });

  it.each(SPEC_LANGUAGES)('shows the newest news about each practice area on its page in %s, and no section where there is none', async (lang) => {
    let withNews = 0;
    for (const field of fields[lang]) {
      const body = (await get(`/expertises/detail/${field.id}?lang=${lang}`)).body;
      const related = await api<{ id: number; title: string }[]>(`/api/user/latest-news?proFieldId=${field.id}&pageSize=3`, lang);
      const section = new JSDOM(body).window.document.querySelector('section[aria-labelledby="field-news-title"]');
      if (related.result.length === 0) {
        expect(section, field.name).toBeNull();
        continue;
      }
      withNews += 1;
      const shown = [...section!.querySelectorAll('[data-article-link]')].map((link) => link.textContent?.trim());
      expect(shown.map((text) => text?.split(' (')[0]), field.name).toEqual(related.result.map((item) => item.title));
    }
    // The demo tags most news with practice areas: most pages have some.
    expect(withNews).toBeGreaterThanOrEqual(5);
  });

  it('has no previous link on the first practice area and no next link on the last', async () => {
    const list = fields.en_US;
    const first = (await get(`/expertises/detail/${list[0]!.id}?lang=en_US`)).body;
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain(`<link rel="next" href="${ORIGIN}/expertises/detail/${list[1]!.id}?lang=en_US"/>`);
    const last = (await get(`/expertises/detail/${list.at(-1)!.id}?lang=en_US`)).body;
    expect(last).not.toContain('rel="next"');
    expect(last).toContain(`<link rel="prev" href="${ORIGIN}/expertises/detail/${list.at(-2)!.id}?lang=en_US"/>`);
  });

  it.each(['999999', '0', 'abc', '99999999999', '1.5'])('answers a practice area that does not exist (%s) with the not-found page and 404', async (id) => {
    const response = await get(`/expertises/detail/${id}?lang=en_US`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
    expect(response.body).toContain('class="site-header"');
  });

  it('lists every page in every language in /sitemap.xml, with alternates, as valid XML', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    // Kept by shared caches as a page is, purged by its tags (decision 0098; tests/web/http-caching.test.ts).
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);

    const document = new new JSDOM('').window.DOMParser().parseFromString(response.body, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const urls = [...document.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]!.textContent,
      lastmod: url.getElementsByTagNameNS(SITEMAP, 'lastmod')[0]?.textContent ?? null,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      ),
    }));
    const locs = new Set(urls.map((u) => u.loc));
    expect(locs.size).toBe(urls.length);
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/`)).toBe(true);
      const lang = /[?&]lang=([a-zA-Z_]+)$/.exec(url.loc)?.[1];
      expect(siteLanguages().languages).toContain(lang);
      // Each address names itself among its alternates, and every alternate is listed too.
      expect(url.alternates[bcp47Of(lang!)]).toBe(url.loc);
      expect(url.alternates['x-default']).toMatch(new RegExp(`^${ORIGIN}/[^?]*$`));
      for (const [hreflang, href] of Object.entries(url.alternates)) if (hreflang !== 'x-default') expect(locs.has(href)).toBe(true);
      if (url.lastmod) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
    }

    // A page that is not one item's is in every site language, each the others' alternate.
    const { languages } = siteLanguages();
    const staticPaths = ['/home', '/about', '/expertises', '/people', '/news', '/case', '/docs/privacy', '/docs/terms', '/docs/disclaimer'];
    for (const path of staticPaths) {
      for (const lang of languages) {
        const url = urls.find((u) => u.loc === `${ORIGIN}${path}?lang=${lang}`);
        expect(url, `${path} in ${lang}`).toBeDefined();
        expect(Object.keys(url!.alternates).sort()).toEqual([...languages.map(bcp47Of), 'x-default'].sort());
      }
    }

    // Every version of every detail page (the demo's items are in the spec's three), in its own
    // language, with the item's other versions as alternates.
    for (const lang of SPEC_LANGUAGES) {
      for (const field of fields[lang]) {
        const url = urls.find((u) => u.loc === `${ORIGIN}/expertises/detail/${field.id}?lang=${lang}`);
        expect(url).toBeDefined();
        expect(url!.lastmod).toBeTruthy();
        for (const other of SPEC_LANGUAGES) {
          expect(url!.alternates[TAG[other]]).toBe(`${ORIGIN}/expertises/detail/${version(field.no, other).id}?lang=${other}`);
        }
      }
    }
    const sections: [string, string][] = [
      ['/people/detail/', '/api/user/lawyerTeam'],
      ['/news/detail/', '/api/user/latest-news'],
      ['/case/detail/', '/api/user/case-analysis'],
      ['/honor/detail/', '/api/user/lawfirm-honour'],
    ];
    for (const [path, call] of sections) {
      for (const lang of SPEC_LANGUAGES) {
        const list = await api<{ id: number }[]>(`${call}?pageSize=100`, lang);
        const listed = urls.filter((u) => u.loc.startsWith(`${ORIGIN}${path}`) && u.loc.endsWith(`?lang=${lang}`));
        expect(list.pageable!.totalCount).toBeGreaterThan(0);
        expect(listed.length, `${path} in ${lang}`).toBe(list.pageable!.totalCount);
        for (const item of list.result) expect(locs.has(`${ORIGIN}${path}${item.id}?lang=${lang}`)).toBe(true);
      }
    }
    expect(urls.length).toBe(staticPaths.length * languages.length + urls.filter((u) => u.loc.includes('/detail/')).length);
  });

  it('keeps crawlers out of the back office in /robots.txt and points them at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/admin-login', '/api/admin', '/search', '/api/user/search']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(5);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('shows only the counts marked visible, formatted for the language', async () => {
    const token = await web.adminToken();
    const save = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/admin/portal-config', headers: { authorization: token }, payload: body });
    const typed = await app.inject({ method: 'PUT', url: '/api/admin/portal-config/shared', headers: { authorization: token }, payload: { countedFigures: { lawyerCount: false } } });
    expect(typed.statusCode).toBe(200);
    const saved = await save({ lang: 'de_DE', name: 'Marlowe Kessler & Shen', lawyerCount: 1500, isBranchCountVisible: 0 });
    expect(saved.statusCode).toBe(200);
    const body = (await get('/about?lang=de_DE')).body;
    expect(body).toContain('<dt>Anwälte</dt><dd>1.500</dd>');
    expect(body).toContain('<dt>Mitarbeitende</dt>');
    expect(body).not.toContain('<dt>Standorte</dt>');
    // The English record is untouched.
    expect((await get('/about?lang=en_US')).body).toContain('<dt>Offices</dt><dd>3</dd>');
  });
});
