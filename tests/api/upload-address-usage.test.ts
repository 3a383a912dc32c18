/**
 * A file is in use under every address the upload route serves it by (issue 45.10): percent
 * escapes (`%2F`, `%2f`, `%61pi`), dot segments, the site's absolute or protocol-relative address,
 * a query (`?w=` variants), a fragment, a trailing slash. Rich text and media fields store such an
 * address in its one form, and content stored before in another spelling still counts, so a file
 * a published page shows can neither be reported unused nor be deleted.
 */
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFile, MediaFileDetail } from '../../contract/media.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews } from '../helpers/content.js';
import { fileUpload } from '../helpers/uploads.js';

const SITE = 'https://www.example-law.test';

/** Every spelling of `/api/upload/<stored>` that `GET` serves as the same file. */
function spellings(stored: string): Record<string, string> {
  const [year, month, name] = stored.split('/') as [string, string, string];
  return {
    'upper-case %2F': `/api/upload/${year}%2F${month}/${name}`,
    'lower-case %2f': `/api/upload/${year}%2f${month}/${name}`,
    'escaped letters': `/%61pi/upload/${year}/${month}/%${name.charCodeAt(0).toString(16).toUpperCase()}${name.slice(1)}`,
    './': `/api/upload/./${stored}`,
    '../ back inside': `/api/upload/${year}/${month}/../${month}/${name}`,
    'absolute on the site': `${SITE}/api/upload/${stored}`,
    'protocol-relative': `//www.example-law.test/api/upload/${stored}`,
    'query and fragment': `/api/upload/${stored}?w=320#top`,
    'trailing slash': `/api/upload/${stored}/`,
    'all at once': `${SITE}/api/./upload/${year}%2F${month}/${name}?w=640#top`,
  };
}

const picture = (seed: number) => sharp({ create: { width: 40 + seed, height: 30, channels: 3, background: '#204080' } }).png().toBuffer();

describe.each(dialects)('a file in use under any address of it on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let folderId: number;
  let seed = 0;

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { PUBLIC_ORIGIN: SITE } });
    admin = (await ctx.staff('administrator')).token;
    folderId = (await createFolder(ctx, admin, { en_US: 'Firm News' })).ids.en_US!;
  });
  afterAll(async () => ctx.close());

  async function upload(): Promise<string> {
    const body = fileUpload(await picture(seed++), 'picture.png', 'image/png');
    const response = await ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return response.body_.result as string;
  }

  const call = (method: 'GET' | 'DELETE', url: string) => ctx.request({ method, url, headers: { authorization: admin, lang: 'en_US' } });

  async function fileOf(stored: string): Promise<MediaFile> {
    const response = await call('GET', `/api/admin/files?pageSize=100&keyword=${encodeURIComponent(stored)}`);
    const found = (response.body_.result as MediaFile[]).find((file) => file.path === stored);
    if (!found) throw new Error(`${stored} is not in the library`);
    return found;
  }

  /** The library reports the file in use (list and detail) and refuses to delete it. */
  async function expectInUse(stored: string, spelling: string, field: string): Promise<void> {
    const file = await fileOf(stored);
    expect(file.usageCount, `${spelling}: counted in the list`).toBeGreaterThan(0);
    const detail = (await call('GET', `/api/admin/files/${file.id}`)).body_.result as MediaFileDetail;
    expect(detail.usages.map((u) => u.field), `${spelling}: named in the detail`).toContain(field);
    const refused = await call('DELETE', `/api/admin/files/${file.id}`);
    expect(refused.statusCode, `${spelling}: delete refused`).toBe(409);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}` })).statusCode).toBe(200);
  }

  it('serves the file under each spelling the tests use', async () => {
    const stored = await upload();
    for (const [spelling, address] of Object.entries(spellings(stored))) {
      // An address on another host, absolute or protocol-relative, cannot be asked of `inject`.
      if (/^\/[^/]/.test(address)) expect((await ctx.app.inject({ method: 'GET', url: address })).statusCode, spelling).toBe(200);
    }
  });

  it('stores an image or link of rich text in the one form, and counts it as a use', async () => {
    for (const spelling of Object.keys(spellings('2000/01/00000000000000000000.png'))) {
      const image = await upload();
      const document = await upload();
      const item = await createNews(ctx, admin, folderId, { en_US: `Spelt ${spelling}` }, {
        content: `<p><img src="${spellings(image)[spelling]}" alt="x"><a href="${spellings(document)[spelling]}">file</a></p>`,
      });
      const { content: stored, published } = await ctx.app.db.selectFrom('article_version').select(['content', 'published']).where('no', '=', item.no).executeTakeFirstOrThrow();
      expect(Number(published), 'the page is published').toBe(1);
      expect(stored, spelling).toContain(`src="/api/upload/${image}"`);
      expect(stored, spelling).toContain(`href="/api/upload/${document}${spellings(document)[spelling]!.endsWith('#top') ? '#top' : ''}"`);
      await expectInUse(image, spelling, 'content');
      await expectInUse(document, spelling, 'content');
    }
  });

  it('counts rich text and media fields stored before in another spelling', async () => {
    for (const spelling of Object.keys(spellings('2000/01/00000000000000000000.png'))) {
      const inText = await upload();
      const cover = await upload();
      const item = await createNews(ctx, admin, folderId, { en_US: `Old ${spelling}` });
      await ctx.app.db
        .updateTable('article_version')
        .set({ content: `<p><img src="${spellings(inText)[spelling]}" alt="x" /></p>` })
        .where('no', '=', item.no)
        .execute();
      await ctx.app.db.updateTable('article').set({ cover_url: spellings(cover)[spelling]! }).where('no', '=', item.no).execute();
      // Moves the content counter, as any save does, so the list reads the tables again.
      await sql`update site_state set content_version = content_version + 1`.execute(ctx.app.db);
      await expectInUse(inText, spelling, 'content');
      await expectInUse(cover, spelling, 'cover');
    }
  });

  it('stores a media field given in any spelling as the bare path, in use: cover, photo, banner, icon', async () => {
    for (const spelling of Object.keys(spellings('2000/01/00000000000000000000.png'))) {
      const [cover, photo, banner, icon] = [await upload(), await upload(), await upload(), await upload()];
      const item = await createNews(ctx, admin, folderId, { en_US: `Cover ${spelling}` }, { coverUrl: spellings(cover)[spelling] }).catch((error: Error) => {
        throw new Error(`${spelling}: ${error.message}`);
      });
      const storedCover = await ctx.app.db.selectFrom('article').select('cover_url').where('no', '=', item.no).executeTakeFirstOrThrow();
      expect(storedCover.cover_url, spelling).toBe(cover);
      const person = await ctx.request({ method: 'POST', url: '/api/admin/lawyerTeam', headers: { authorization: admin }, payload: [{ lang: 'en_US', name: `Photo ${spelling}`, photoUrl: spellings(photo)[spelling] }] });
      expect(person.statusCode, person.body).toBe(200);
      const slide = await ctx.request({ method: 'POST', url: '/api/admin/banner', headers: { authorization: admin }, payload: [{ lang: 'en_US', imgPath: spellings(banner)[spelling], title: spelling }] });
      expect(slide.statusCode, slide.body).toBe(200);
      const symbol = await ctx.request({ method: 'POST', url: '/api/admin/icon', headers: { authorization: admin }, payload: { name: spelling.slice(0, 30), url: spellings(icon)[spelling] } });
      expect(symbol.statusCode, symbol.body).toBe(200);
      await expectInUse(cover, spelling, 'cover');
      await expectInUse(photo, spelling, 'photo');
      await expectInUse(banner, spelling, 'image');
      await expectInUse(icon, spelling, 'icon');
    }
  });
});
