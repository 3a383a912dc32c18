/**
 * Public pages with five site languages (issue 48, decision 0082): `SITE_LANGUAGES` adds French
 * and Arabic; pages take them from `?lang=`, the picker and Accept-Language, lay Arabic out right
 * to left, list them in hreflang and the sitemap, and show their bundled labels (a language
 * without its own shows English's: tests/unit/page-messages.test.ts). A language outside the set
 * is handled as before: ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar_SA } from '../../app/i18n/messages/ar_SA.js';
import { fr_FR } from '../../app/i18n/messages/fr_FR.js';
import { SPEC_SITE_LANGUAGES, setSiteLanguages } from '../../contract/site-languages.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

describe('pages in five site languages', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  let newsId: number;

  const api = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: { lang: 'en_US', authorization: token }, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json().result as T;
  };
  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { cookie: '', ...headers } });

  beforeAll(async () => {
    web = await createWebApp({ SITE_LANGUAGES: 'de_DE,en_US,zh_CN,fr_FR,ar_SA' });
    app = web.app;
    token = await web.adminToken();
    const folders = await api<{ id: number }[]>('GET', '/user/catalog?type=0');
    const news = await api<{ id: number; lang: string }[]>('POST', '/admin/latest-news', [
      { lang: 'en_US', cataId: folders[0]!.id, coverUrl: '2026/11/0123456789abcdef0123.jpg', title: 'Opening in Paris', isLink: 0, content: '<p>English body.</p>' },
      { lang: 'fr_FR', cataId: folders[0]!.id, coverUrl: '2026/11/0123456789abcdef0123.jpg', title: 'Ouverture à Paris', isLink: 0, content: '<p>Texte français.</p>' },
      { lang: 'ar_SA', cataId: folders[0]!.id, coverUrl: '2026/11/0123456789abcdef0123.jpg', title: 'افتتاح في باريس', isLink: 0, content: '<p>نص عربي.</p>' },
    ]);
    newsId = news.find((version) => version.lang === 'en_US')!.id;
  });
  afterAll(async () => {
    await web?.close();
    setSiteLanguages(SPEC_SITE_LANGUAGES);
  });

  it('shows the French and the Arabic version on the item’s page, with hreflang for each language', async () => {
    const french = await page(`/news/detail/${newsId}?lang=fr_FR`);
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr-FR" dir="ltr"');
    expect(french.body).toContain('Ouverture à Paris');
    expect(french.body).toContain('Texte français.');
    expect(french.body).toMatch(/<link rel="alternate" hrefLang="ar-SA" href="[^"]*lang=ar_SA"/);
    expect(french.body).toMatch(/<link rel="alternate" hrefLang="fr-FR" href="[^"]*lang=fr_FR"/);
    const arabic = await page(`/news/detail/${newsId}?lang=ar_SA`);
    expect(arabic.body).toContain('<html lang="ar-SA" dir="rtl"');
    expect(arabic.body).toContain('افتتاح في باريس');
  });

  it('lays /home in Arabic out right to left, with its Arabic labels, and offers all five in the picker', async () => {
    const home = await page('/home?lang=ar_SA');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="ar-SA" dir="rtl"');
    expect(home.body).toContain(ar_SA.nav.about);
    expect(home.body).toContain(ar_SA.nav.people);
    for (const [code, name] of [['fr_FR', 'Français'], ['ar_SA', 'العربية'], ['de_DE', 'Deutsch']]) {
      expect(home.body).toContain(`lang=${code}&amp;pick=1`);
      expect(home.body).toContain(`>${name}</a>`);
    }
  });

  it('says in French which language an item without a French version is shown in', async () => {
    const english = await app.db.selectFrom('article_version').select('id').where('lang', '=', 'en_US').where('kind', '=', 'news').where('published', '=', 1).where('is_link', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const shown = await page(`/news/detail/${english.id}?lang=fr_FR`);
    expect(shown.statusCode).toBe(200);
    // French writes a no-break space before the semicolon.
    expect(shown.body).toMatch(/n’est pas disponible en français\s;\sil est affiché en anglais\./);
    expect(shown.body).not.toContain('fallback.languages');
  });

  it('gives the French page to a browser asking for fr-FR, without a cookie', async () => {
    const home = await page('/home', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(home.body).toContain('<html lang="fr-FR" dir="ltr"');
    expect(home.body).toContain(fr_FR.nav.about);
  });

  it("marks the firm's words with their language on a page whose language has no settings of its own", async () => {
    // French has no settings: the firm's come from the default language (Simplified Chinese), and
    // say so, for screen readers and for the faces their characters are drawn in.
    const marked = (body: string) => [...body.matchAll(/<(\w+)(?: class="([^"]*)")?(?: id="([^"]*)")? lang="zh-CN"/g)].map(([, tag, cls, id]) => [tag, cls ?? id ?? ''].join('.'));
    const home = (await page('/home?lang=fr_FR')).body;
    expect(home).toContain('<html lang="fr-FR"');
    expect(marked(home)).toEqual(expect.arrayContaining(['span.brand__name', 'h2.intro-title', 'div.rich-text', 'p.site-footer__firm', 'dd.']));
    const about = (await page('/about?lang=fr_FR')).body;
    expect(marked(about)).toEqual(expect.arrayContaining(['p.eyebrow', 'div.rich-text', 'h3.']));
    // A page whose language has settings marks none of them.
    expect(marked((await page('/home?lang=de_DE')).body)).toEqual([]);
  });

  it('handles a code outside the set as before: the default language', async () => {
    for (const code of ['ja_JP', 'xx_XX']) {
      const home = await page(`/home?lang=${code}`);
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<html lang="zh-CN" dir="ltr"');
    }
  });

  it('lists the new languages in the sitemap, with their alternates', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toMatch(new RegExp(`<loc>[^<]*/news/detail/\\d+\\?lang=fr_FR</loc>`));
    expect(sitemap.body).toMatch(/<loc>[^<]*\/home\?lang=ar_SA<\/loc>/);
    expect(sitemap.body).toContain('hreflang="ar-SA"');
    expect(sitemap.body).toContain('hreflang="fr-FR"');
  });

  it('takes French off every page at once when an administrator switches it off, stored pages included, and back on (decision 0083)', async () => {
    const picked = (body: string) => body.includes('lang=fr_FR&amp;pick=1');
    // Asked twice: the page cache stores it (cache-admission.ts).
    await page('/home?lang=de_DE');
    expect(picked((await page('/home?lang=de_DE')).body)).toBe(true);
    const set = (french: boolean) =>
      api('PUT', '/admin/languages', {
        languages: ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'ar_SA'].map((code) => ({ code, enabled: code !== 'fr_FR' || french })),
        defaultLang: 'en_US',
      });
    await set(false);
    const home = await page('/home?lang=de_DE');
    expect(picked(home.body)).toBe(false);
    expect(home.body).not.toContain('hreflang="fr-FR"');
    expect((await page('/sitemap.xml')).body).not.toContain('hreflang="fr-FR"');
    await set(true);
    expect(picked((await page('/home?lang=de_DE')).body)).toBe(true);
  });
});
