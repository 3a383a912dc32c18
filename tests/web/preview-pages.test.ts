/**
 * Public pages opened through a preview link (issue 13.2, decision 0025): the real route shows
 * the unsaved content, in the link's language, even for a draft; the answer is kept out of search
 * engines and out of every cache, the page cache included, so a visitor right after sees what is
 * published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_EDITOR } from '../../contract/roles.js';
import { dialects } from '../helpers/app.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

const UNSAVED = 'Unsaved headline 7f3a';

describe.each(dialects)('preview pages on %s', (dialect) => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  let cataId: number;
  beforeAll(async () => {
    web = await createWebApp({}, dialect);
    app = web.app;
    token = await web.adminToken();
    const folders = (await app.inject({ method: 'GET', url: '/api/admin/catalog?type=0&lang=en_US', headers: { authorization: token } })).json().result as { id: number }[];
    cataId = folders[0]!.id;
  });
  afterAll(async () => web.close());

  const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url, headers: { authorization: token, lang: 'en_US' }, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result;
  };
  const get = (url: string) => app.inject({ method: 'GET', url });
  const previewLink = async (body: object) => (await admin('POST', '/api/admin/previews', body)) as { url: string; expiresTime: string };

  /** A news item with an English version that visitors do not see: a draft. */
  async function draftNews(title: string): Promise<{ no: string; id: number }> {
    const [version] = await admin('POST', '/api/admin/latest-news', [{ lang: 'en_US', title, cataId, coverUrl: '2026/11/0123456789abcdef0123.webp', isLink: 0, content: '<p>Stored text</p>' }]);
    await app.db.updateTable('article_version').set({ published: 0 }).where('no', '=', version.no).execute();
    return { no: version.no, id: version.id };
  }

  function expectPreviewAnswer(response: Awaited<ReturnType<typeof get>>) {
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store, private');
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
  }

  it('shows a draft\'s unsaved content on its real route, says it is a preview and until when, and is not indexed or cached', async () => {
    const item = await draftNews('Stored draft title');
    const { url, expiresTime } = await previewLink({
      entity: 'news', no: item.no, lang: 'en_US',
      element: { lang: 'en_US', title: UNSAVED, cataId, coverUrl: '2026/11/0123456789abcdef0123.webp', isLink: 0, content: '<p>Unsaved body text</p>' },
    });
    expect(url.startsWith(`/news/detail/${item.id}?`)).toBe(true);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1`);
    expect(response.body).toContain(UNSAVED);
    expect(response.body).toContain('<p>Unsaved body text</p>');
    expect(response.body).not.toContain('Stored draft title');
    expect(response.body).toContain('class="preview-banner"');
    expect(response.body).toContain(`<time dateTime="${expiresTime}">`);
    expectPreviewAnswer(response);

    // A visitor without the link never sees the unsaved text.
    const visitor = await get(`/news/detail/${item.id}?lang=en_US`);
    // The item is a draft: visitors have no page for it at all.
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain(UNSAVED);
    expect(visitor.body).not.toContain('class="preview-banner"');
  });

  it('shows the page in the link\'s language, whatever the visitor\'s', async () => {
    const item = await draftNews('English only');
    const { url } = await previewLink({
      entity: 'news', no: item.no, lang: 'de_DE',
      element: { lang: 'de_DE', title: 'Ungespeicherte Überschrift', cataId, coverUrl: '2026/11/0123456789abcdef0123.webp', isLink: 0, content: '<p>Text</p>' },
    });
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-CN', cookie: 'lang=zh_CN' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="de-DE"');
    expect(response.body).toContain('Ungespeicherte Überschrift');
    expect(response.body).toContain('Dies ist eine Vorschau');
  });

  it('with a link that does not open: the public page, or the page not found, saying that the link expired or is not valid', async () => {
    const published = (await admin('GET', '/api/user/latest-news?pageSize=1')) as { id: number; title: string }[];
    const refused = await get(`/news/detail/${published[0]!.id}?lang=en_US&preview=${'A'.repeat(43)}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('This preview link has expired or is not valid.');
    expectPreviewAnswer(refused);

    const item = await draftNews('Hidden draft');
    const garbled = await get(`/news/detail/${item.id}?lang=en_US&preview=garbled`);
    expect(garbled.body).toContain('This preview link has expired or is not valid.');
    expect(garbled.headers['x-robots-tag']).toBe('noindex');
    expect(garbled.headers['cache-control']).toBe('no-store, private');

    const missing = await get(`/news/detail/2147483000?lang=en_US&preview=${'A'.repeat(43)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This preview link has expired or is not valid.');
    expectPreviewAnswer(missing);
  });

  it('shows nothing of a draft through a link whose maker was disabled (issue 45.11)', async () => {
    const account = `preview-maker-${dialect}`;
    const password = 'Preview maker password 2026';
    const maker = await app.services.users.create({ loginAccount: account, password, roleId: ROLE_EDITOR });
    const makerToken = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: account, password } })).json().result as string;
    const item = await draftNews('Draft of a disabled maker');
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/previews',
      headers: { authorization: makerToken, lang: 'en_US' },
      payload: { entity: 'news', no: item.no, lang: 'en_US', element: { lang: 'en_US', title: UNSAVED, cataId, coverUrl: '2026/11/0123456789abcdef0123.webp', isLink: 0, content: '<p>Unsaved body text</p>' } },
    });
    const { url } = made.json().result as { url: string };
    expect((await get(url)).body).toContain(UNSAVED);

    await admin('PUT', '/api/admin/users', { id: maker.id, disabled: true });
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(UNSAVED);
    expect(response.body).not.toContain('Unsaved body text');
    expect(response.body).toContain('This preview link has expired or is not valid.');
  });

  it('previews a banner on the home page without serving or storing it in the page cache', async () => {
    const banners = (await admin('GET', '/api/admin/banner?lang=en_US&pageSize=50')) as { no: string; imgPath: string; title: string | null }[];
    const banner = banners[0]!;
    const { url } = await previewLink({ entity: 'banner', no: banner.no, lang: 'en_US', element: { lang: 'en_US', imgPath: banner.imgPath, title: UNSAVED, subTitle: 'Unsaved subtitle' } });
    expect(url.startsWith('/home?lang=en_US&preview=')).toBe(true);

    // A visitor's request fills the cache; the preview right after is not answered from it.
    const before = await get('/home?lang=en_US');
    expect(before.body).not.toContain(UNSAVED);
    const entries = app.pageCache!.stats().entries;
    const shown = await get(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(UNSAVED);
    expect(shown.body).toContain('Unsaved subtitle');
    expectPreviewAnswer(shown);
    expect(app.pageCache!.stats().entries).toBe(entries);
    // Nor is it kept: the visitor right after sees what is published.
    const after = await get('/home?lang=en_US');
    expect(after.body).not.toContain(UNSAVED);
    expect(after.headers['x-robots-tag']).toBeUndefined();
  });

  it('previews a lawyer\'s profile and a practice area on their pages', async () => {
    const [lawyer] = (await admin('GET', '/api/admin/lawyerTeam?lang=en_US&pageSize=1')) as { id: number; no: string; name: string }[];
    const lawyerLink = await previewLink({ entity: 'lawyer', no: lawyer!.no, lang: 'en_US', element: { lang: 'en_US', name: 'Previewed Person Name', intro: '<p>Unsaved biography</p>' } });
    const profile = await get(lawyerLink.url);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('Previewed Person Name');
    expect(profile.body).toContain('Unsaved biography');
    expectPreviewAnswer(profile);

    const [field] = (await admin('GET', '/api/admin/professionalField?lang=en_US&pageSize=1')) as { id: number; no: string }[];
    const fieldLink = await previewLink({ entity: 'practiceArea', no: field!.no, lang: 'en_US', element: { lang: 'en_US', name: 'Previewed Area Name', introduce: '<p>Unsaved introduction</p>' } });
    const area = await get(fieldLink.url);
    expect(area.statusCode).toBe(200);
    expect(area.body).toContain('Previewed Area Name');
    expect(area.body).toContain('Unsaved introduction');
    expectPreviewAnswer(area);
  });

  // Issue 46.2, decision 0072: a new item's preview, before its first save, opens at `new`.
  it('shows a new item\'s unsaved values at its page\'s `new` address, each kind; `new` opens nothing else', async () => {
    const news = await previewLink({ entity: 'news', lang: 'en_US', element: { lang: 'en_US', title: 'Brand-new headline', isLink: 0, content: '<p>Never saved</p>' } });
    expect(news.url.startsWith('/news/detail/new?lang=en_US&preview=')).toBe(true);
    const newsPage = await get(news.url);
    expect(newsPage.statusCode).toBe(200);
    expect(newsPage.body).toContain('Brand-new headline');
    expect(newsPage.body).toContain('<p>Never saved</p>');
    expectPreviewAnswer(newsPage);

    const person = await previewLink({ entity: 'lawyer', lang: 'de_DE', element: { lang: 'de_DE', name: 'Neue Kollegin', intro: '<p>Noch nicht gespeichert</p>' } });
    const profile = await get(person.url);
    expect(person.url.startsWith('/people/detail/new?lang=de_DE&')).toBe(true);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('Neue Kollegin');
    expect(profile.body).toContain('Noch nicht gespeichert');
    expectPreviewAnswer(profile);

    const field = await previewLink({ entity: 'practiceArea', lang: 'en_US', element: { lang: 'en_US', name: 'Brand-new area', introduce: '<p>Unsaved area text</p>' } });
    const area = await get(field.url);
    expect(area.statusCode).toBe(200);
    expect(area.body).toContain('Brand-new area');
    expect(area.body).toContain('Unsaved area text');

    const honour = await previewLink({ entity: 'honour', lang: 'zh_CN', element: { lang: 'zh_CN', title: '新的荣誉' } });
    const honourPage = await get(honour.url);
    expect(honourPage.statusCode).toBe(200);
    expect(honourPage.body).toContain('新的荣誉');

    // Without a link, with a garbled one or with another item's, `new` is no page.
    expect((await get('/news/detail/new?lang=en_US')).statusCode).toBe(404);
    expect((await get(`/news/detail/new?lang=en_US&preview=${'A'.repeat(43)}`)).statusCode).toBe(404);
    const saved = await draftNews('Saved before');
    const savedLink = await previewLink({ entity: 'news', no: saved.no, lang: 'en_US', element: { lang: 'en_US', title: 'Saved, edited', cataId, coverUrl: '2026/11/0123456789abcdef0123.webp', isLink: 0 } });
    expect((await get(savedLink.url.replace(`/news/detail/${saved.id}`, '/news/detail/new'))).statusCode).toBe(404);
    expect((await get(news.url.replace('/news/detail/new', `/news/detail/${saved.id}`))).body).not.toContain('Brand-new headline');
  });
});
