import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { UPLOADED } from '../helpers/content.js';

type Version = { id: number; no: string; lang: string; top: number; sort: number };

describe.each(dialects)('banners on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { REMOTE_IMAGE_HOSTS: 'cdn.example.com, example.com' } });
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, ...headers } });

  /** Creates a banner with one version per language given, titled with the text given. */
  async function createBanner(titles: Record<string, string>): Promise<{ no: string; ids: Record<string, number> }> {
    const response = await call('POST', '/api/admin/banner', Object.entries(titles).map(([lang, title]) => ({ lang, title, imgPath: UPLOADED })));
    expect(response.statusCode).toBe(200);
    const versions = response.body_.result.versions as Version[];
    return { no: response.body_.result.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
  }

  /** The item numbers of the public banners in a language, in the order shown. */
  async function publicOrder(lang = 'en_US'): Promise<string[]> {
    const response = await ctx.request({ method: 'GET', url: '/api/user/banner', headers: { lang } });
    expect(response.statusCode).toBe(200);
    return (response.body_.result as Version[]).map((v) => v.no);
  }

  const bannerCount = async () => (await call('GET', '/api/admin/banner?pageSize=100')).body_.pageable.totalCount as number;

  it('creates a banner in three languages and answers with every version', async () => {
    const response = await call('POST', '/api/admin/banner', [
      { lang: 'en_US', imgPath: UPLOADED, title: 'Welcome', subTitle: 'Since 1990', linkUrl: '/about' },
      { lang: 'de_DE', imgPath: 'https://cdn.example.com/banner.jpg', title: 'Willkommen', linkUrl: 'https://example.com/de' },
      { lang: 'zh_CN', imgPath: `/api/upload/${UPLOADED}` },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.body_.result;
    expect(result).toEqual({
      id: expect.any(Number),
      no: expect.stringMatching(/^[a-f0-9]{32}$/),
      lang: 'en_US',
      imgPath: UPLOADED,
      title: 'Welcome',
      subTitle: 'Since 1990',
      linkUrl: '/about',
      top: 0,
      sort: expect.any(Number),
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      state: 'published',
      hasPendingChanges: false,
      mayNeedUpdate: false,
      publishTime: null,
      unpublishTime: null,
      versions: expect.any(Array),
    });
    expect(result.versions).toHaveLength(3);
    const zh = result.versions.find((v: Version) => v.lang === 'zh_CN');
    expect(zh).toEqual({ ...zh, no: result.no, title: null, subTitle: null, linkUrl: null, top: 0, sort: result.sort });
    const detail = await call('GET', `/api/admin/banner/detail/${zh.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body_.result).toMatchObject({ id: zh.id, lang: 'zh_CN', imgPath: UPLOADED });
    expect(detail.body_.result.versions).toHaveLength(3);
  });

  it('names each missing required field', async () => {
    const response = await call('POST', '/api/admin/banner', [{}]);
    expect(response.statusCode).toBe(400);
    const errors = response.body_.result.fieldErrors as { field: string; message: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(['0.imgPath', '0.lang']);
    expect(errors).toContainEqual({ field: '0.imgPath', message: 'Please enter image' });
    const update = await call('PUT', '/api/admin/banner', [{ id: 1, lang: 'en_US' }]);
    expect(update.statusCode).toBe(400);
    expect(update.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['0.imgPath']);
  });

  it('accepts site paths and http(s) links only, and media addresses only as images', async () => {
    for (const linkUrl of ['javascript:alert(1)', '//evil.example.com/x', 'about us', 'ftp://example.com/x']) {
      const response = await call('POST', '/api/admin/banner', [{ lang: 'en_US', imgPath: UPLOADED, linkUrl }]);
      expect(response.statusCode, linkUrl).toBe(400);
      expect(response.body_.result.fieldErrors).toEqual([{ field: '0.linkUrl', message: 'Link is not a valid URL' }]);
    }
    const image = await call('POST', '/api/admin/banner', [{ lang: 'en_US', imgPath: 'javascript:alert(1)' }]);
    expect(image.statusCode).toBe(400);
    expect(image.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['0.imgPath']);
  });

  it('writes nothing when one element of the array is bad', async () => {
    const before = await bannerCount();
    const response = await call('POST', '/api/admin/banner', [
      { lang: 'en_US', imgPath: UPLOADED },
      { lang: 'de_DE', imgPath: UPLOADED },
      { lang: 'zh_CN' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['2.imgPath']);
    expect(await bannerCount()).toBe(before);
  });

  it('refuses a second version in one language with 409', async () => {
    const twice = await call('POST', '/api/admin/banner', [
      { lang: 'en_US', imgPath: UPLOADED },
      { lang: 'en_US', imgPath: UPLOADED },
    ]);
    expect(twice.statusCode).toBe(409);
    const banner = await createBanner({ en_US: 'Only English' });
    const again = await call('PUT', '/api/admin/banner', [{ no: banner.no, lang: 'en_US', imgPath: UPLOADED }]);
    expect(again.statusCode).toBe(409);
    const detail = await call('GET', `/api/admin/banner/detail/${banner.ids.en_US}`);
    expect(detail.body_.result.versions).toHaveLength(1);
  });

  it('updates a version and adds a language in one call', async () => {
    const banner = await createBanner({ en_US: 'Old title' });
    const response = await call('PUT', '/api/admin/banner', [
      { id: banner.ids.en_US, lang: 'en_US', imgPath: UPLOADED, title: 'New title', linkUrl: 'https://example.com/' },
      { no: banner.no, lang: 'de_DE', imgPath: UPLOADED, title: 'Neuer Titel' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toMatchObject({ id: banner.ids.en_US, title: 'New title', linkUrl: 'https://example.com/' });
    expect(response.body_.result.versions.map((v: { title: string }) => v.title).sort()).toEqual(['Neuer Titel', 'New title']);

    const unknown = await call('PUT', '/api/admin/banner', [{ id: 999999, lang: 'en_US', imgPath: UPLOADED }]);
    expect(unknown.statusCode).toBe(404);
  });

  it('lists versions paged, filtered by language and item', async () => {
    const banner = await createBanner({ en_US: 'Listed', de_DE: 'Gelistet', zh_CN: '列出' });
    const byItem = await call('GET', `/api/admin/banner?no=${banner.no}`);
    expect(byItem.statusCode).toBe(200);
    expect(byItem.body_.pageable).toEqual({ pageNo: 1, pageSize: 3, totalCount: 3 });
    expect(byItem.body_.result.map((v: Version) => v.lang).sort()).toEqual(['de_DE', 'en_US', 'zh_CN']);

    const german = await call('GET', `/api/admin/banner?no=${banner.no}&lang=de_DE`);
    expect(german.body_.result).toEqual([expect.objectContaining({ id: banner.ids.de_DE, title: 'Gelistet' })]);

    const page = await call('GET', '/api/admin/banner?page=2&pageSize=2');
    expect(page.body_.pageable).toMatchObject({ pageNo: 2, pageSize: 2 });
    expect(page.body_.result).toHaveLength(2);
    expect((await call('GET', '/api/admin/banner?pageSize=101')).statusCode).toBe(400);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await call('GET', '/api/admin/banner/detail/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/banner/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/banner/999999/3')).statusCode).toBe(404);
    const banner = await createBanner({ en_US: 'Real' });
    expect((await call('PUT', '/api/admin/banner/sort', { sourceId: 999999, targetId: banner.ids.en_US })).statusCode).toBe(404);
    const missing = await call('PUT', '/api/admin/banner/sort', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body_.result.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['sourceId', 'targetId']);
  });

  it('deletes the banner in every language', async () => {
    const banner = await createBanner({ en_US: 'Gone', de_DE: 'Weg' });
    const response = await call('DELETE', `/api/admin/banner/${banner.ids.de_DE}`);
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toBe(true);
    expect((await call('GET', `/api/admin/banner/detail/${banner.ids.en_US}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/banner/detail/${banner.ids.de_DE}`)).statusCode).toBe(404);
    expect(await publicOrder()).not.toContain(banner.no);
  });

  it('pins through the path: higher top first, 0 to 9999 only', async () => {
    const low = await createBanner({ en_US: 'Low' });
    const high = await createBanner({ en_US: 'High' });
    expect((await call('PUT', `/api/admin/banner/${low.ids.en_US}/9998`)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/banner/${high.ids.en_US}/9999`)).statusCode).toBe(200);
    const order = await publicOrder();
    expect(order.slice(0, 2)).toEqual([high.no, low.no]);
    const listed = await call('GET', '/api/admin/banner?lang=en_US');
    expect(listed.body_.result.slice(0, 2).map((v: Version) => [v.no, v.top])).toEqual([[high.no, 9999], [low.no, 9998]]);

    for (const top of ['10000', '-1', 'x']) {
      const refused = await call('PUT', `/api/admin/banner/${low.ids.en_US}/${top}`);
      expect(refused.statusCode, top).toBe(400);
      expect(refused.body_.result.fieldErrors[0].field).toBe('top');
    }
    // Unpinning puts it back among the others.
    expect((await call('PUT', `/api/admin/banner/${low.ids.en_US}/0`)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/banner/${high.ids.en_US}/0`)).statusCode).toBe(200);
    const detail = await call('GET', `/api/admin/banner/detail/${high.ids.en_US}`);
    expect(detail.body_.result.top).toBe(0);
  });

  it('moves banners with array-move semantics', async () => {
    const banners: { no: string; ids: Record<string, number> }[] = [];
    for (const name of ['A', 'B', 'C', 'D']) banners.push(await createBanner({ en_US: name, de_DE: name }));
    const nos = new Map(banners.map((banner, i) => [banner.no, 'ABCD'[i]!]));
    const mine = async (lang?: string) => (await publicOrder(lang)).filter((no) => nos.has(no)).map((no) => nos.get(no)).join('');
    expect(await mine()).toBe('ABCD');

    // Any language version names the item.
    const moved = await call('PUT', '/api/admin/banner/sort', { sourceId: banners[0]!.ids.de_DE, targetId: banners[2]!.ids.en_US });
    expect(moved.statusCode).toBe(200);
    expect(moved.body_.result).toBe(true);
    expect(await mine()).toBe('BCAD');
    expect(await mine('de_DE')).toBe('BCAD');

    await call('PUT', '/api/admin/banner/sort', { sourceId: banners[3]!.ids.en_US, targetId: banners[1]!.ids.en_US });
    expect(await mine()).toBe('DBCA');
  });

  it('shows the public banners in the request language only', async () => {
    const both = await createBanner({ en_US: 'Both languages', zh_CN: '两种语言' });
    const english = await createBanner({ en_US: 'English only' });
    const zh = await ctx.request({ method: 'GET', url: '/api/user/banner', headers: { lang: 'zh_CN' } });
    expect(zh.statusCode).toBe(200);
    const versions = zh.body_.result as (Version & { title: string })[];
    expect(versions.every((v) => v.lang === 'zh_CN')).toBe(true);
    expect(versions.find((v) => v.no === both.no)).toMatchObject({ id: expect.any(Number), title: '两种语言', imgPath: UPLOADED });
    expect(versions.some((v) => v.no === english.no)).toBe(false);
  });
});
