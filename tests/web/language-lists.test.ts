/**
 * What lists or names languages on public pages follows the site's set (issue 48 point 5), with
 * five site languages: structured data names the language of the version shown (`inLanguage`)
 * and the firm's contact point the languages it publishes in (`availableLanguage`); a person's
 * jobs are listed as the page's language writes a list, on the profile and in the vCard; and
 * `x-default` names the address without a language of the default language's version, never one
 * in a language switched off (decision 0088), in the head and in the sitemap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_SITE_LANGUAGES, setSiteLanguages } from '../../contract/site-languages.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

const FIVE = ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'ar_SA'];

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
const node = (html: string, type: string) => jsonLd(html).find((item) => item['@type'] === type);
const xDefault = (html: string) => /<link rel="alternate" hrefLang="x-default" href="([^"]+)"\/>/.exec(html)?.[1];
const originOf = (html: string) => /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)![1]!;

describe('language lists on pages with five site languages', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  /** Version ids per language of a person with jobs (English, French, German) and of a news item (the same three). */
  let person: Record<string, number>;
  let news: Record<string, number>;

  const api = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: { lang: 'en_US', authorization: token }, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json().result as T;
  };
  const page = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie: '' } });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const versionIds = async (table: 'lawyer_version' | 'article_version', id: number) => {
    const { no } = await app.db.selectFrom(table).select('no').where('id', '=', id).executeTakeFirstOrThrow();
    const rows = await app.db.selectFrom(table).select(['id', 'lang']).where('no', '=', no).execute();
    return Object.fromEntries(rows.map((row) => [row.lang, row.id]));
  };

  beforeAll(async () => {
    web = await createWebApp({ SITE_LANGUAGES: FIVE.join(',') });
    app = web.app;
    token = await web.adminToken();
    const job = (en: string, fr: string, ar: string) =>
      api<{ id: number }>('POST', '/admin/job', [
        { lang: 'en_US', name: en },
        { lang: 'fr_FR', name: fr },
        { lang: 'ar_SA', name: ar },
      ]);
    const jobIds = [(await job('Managing Partner', 'Associée gérante', 'شريك إداري')).id, (await job('Partner', 'Associée', 'شريك')).id];
    const created = await api<{ id: number }>('POST', '/admin/lawyerTeam', [
      { lang: 'en_US', name: 'Claire Dubois', email: 'claire@example.com', phoneNumber: '+33 1 23 45 67 89', jobIds },
      { lang: 'fr_FR', name: 'Claire Dubois' },
      { lang: 'de_DE', name: 'Claire Dubois' },
    ]);
    person = await versionIds('lawyer_version', created.id);
    const folders = await api<{ id: number }[]>('GET', '/user/catalog?type=0');
    const article = (lang: string, title: string) => ({ lang, cataId: folders[0]!.id, coverUrl: '2026/11/0123456789abcdef0123.jpg', title, isLink: 0, content: `<p>${title}.</p>` });
    const versions = await api<{ id: number; lang: string }[]>('POST', '/admin/latest-news', [
      article('en_US', 'Opening in Lyon'),
      article('fr_FR', 'Ouverture à Lyon'),
      article('de_DE', 'Eröffnung in Lyon'),
    ]);
    news = Object.fromEntries(versions.map((version) => [version.lang, version.id]));
  });
  afterAll(async () => {
    await web?.close();
    setSiteLanguages(SPEC_SITE_LANGUAGES);
  });

  it('names in structured data the language of the version shown, the page’s own or the one it falls back to', async () => {
    const arabic = await page(`/people/detail/${person.en_US}?lang=ar_SA`);
    expect(arabic).toContain('<html lang="ar-SA" dir="rtl"');
    // No Arabic version: the English one is shown, and the page says so.
    expect(node(arabic, 'WebPage')).toMatchObject({ '@context': 'https://schema.org', inLanguage: 'en-US', url: `${originOf(arabic)}/people/detail/${person.en_US}?lang=en_US` });
    expect(node(await page(`/people/detail/${person.en_US}?lang=fr_FR`), 'WebPage')).toMatchObject({ inLanguage: 'fr-FR' });

    const article = await page(`/news/detail/${news.en_US}?lang=ar_SA`);
    expect(node(article, 'NewsArticle')).toMatchObject({ inLanguage: 'en-US' });
    expect(node(article, 'WebPage')).toMatchObject({ inLanguage: 'en-US' });
    expect(node(await page(`/news/detail/${news.en_US}?lang=fr_FR`), 'WebPage')).toMatchObject({ inLanguage: 'fr-FR', name: expect.stringContaining('Ouverture à Lyon') });

    expect(node(await page('/home?lang=ar_SA'), 'WebPage')).toMatchObject({ inLanguage: 'ar-SA' });
  });

  it('gives the firm’s contact point the site’s languages, in picker order', async () => {
    const firm = node(await page('/about?lang=fr_FR'), 'LegalService')!;
    expect(firm.contactPoint).toMatchObject({ '@type': 'ContactPoint', availableLanguage: ['de-DE', 'en-US', 'zh-CN', 'fr-FR', 'ar-SA'] });
    expect((firm.contactPoint as { telephone?: string }).telephone).toBe(firm.telephone);
  });

  it('lists a person’s jobs as the page’s language writes a list: on the profile, in its structured data and in the vCard', async () => {
    const arabic = await page(`/people/detail/${person.en_US}?lang=ar_SA`);
    // Arabic joins with و, not with a Latin comma; the jobs are named in Arabic.
    expect(node(arabic, 'Person')).toMatchObject({ jobTitle: 'شريك إداري وشريك' });
    expect(arabic).toContain('<p class="eyebrow">شريك إداري وشريك</p>');
    const card = await page(`/people/detail/${person.en_US}/vcard?lang=ar_SA`);
    expect(card).toContain('\r\nTITLE:شريك إداري وشريك\r\n');
    // French writes a comma, as before (escaped in a vCard).
    expect(await page(`/people/detail/${person.en_US}/vcard?lang=fr_FR`)).toContain('\r\nTITLE:Associée gérante\\, Associée\r\n');
  });

  it('names in x-default the address without a language of the default language’s version, else of the first in picker order', async () => {
    // zh_CN is the default; neither item has a Chinese version: German comes first in the picker.
    const profile = await page(`/people/detail/${person.fr_FR}?lang=fr_FR`);
    expect(xDefault(profile)).toBe(`${originOf(profile)}/people/detail/${person.de_DE}`);
    const home = await page('/home?lang=ar_SA');
    expect(xDefault(home)).toBe(`${originOf(home)}/home`);
  });

  it('never names a language switched off in x-default: with English off and French the default, the head and the sitemap name the French version', async () => {
    await api('PUT', '/admin/languages', { languages: FIVE.map((code) => ({ code, enabled: code !== 'en_US' })), defaultLang: 'fr_FR' });

    const profile = await page(`/people/detail/${person.de_DE}?lang=de_DE`);
    const origin = originOf(profile);
    expect(profile).not.toContain('hrefLang="en-US"');
    expect(xDefault(profile)).toBe(`${origin}/people/detail/${person.fr_FR}`);
    const article = await page(`/news/detail/${news.de_DE}?lang=ar_SA`);
    expect(xDefault(article)).toBe(`${origin}/news/detail/${news.fr_FR}`);
    expect(xDefault(await page('/about?lang=de_DE'))).toBe(`${origin}/about`);

    const sitemap = await page('/sitemap.xml');
    for (const [section, ids] of [['people', person], ['news', news]] as const) {
      const entry = sitemap.split('<url>').find((url) => url.includes(`<loc>${origin}/${section}/detail/${ids.de_DE}?lang=de_DE</loc>`));
      expect(entry, section).toBeDefined();
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/${section}/detail/${ids.fr_FR}"/>`);
      expect(entry).not.toContain('hreflang="en-US"');
    }

    // The firm's contact point no longer offers English.
    const firm = node(await page('/about?lang=fr_FR'), 'LegalService')!;
    expect((firm.contactPoint as { availableLanguage: string[] }).availableLanguage).toEqual(['de-DE', 'zh-CN', 'fr-FR', 'ar-SA']);
  });
});
