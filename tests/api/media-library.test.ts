/**
 * The media library (issue 10.7): every upload listed with its size, type, alternative texts and
 * where it is used; search and filters; a file in use cannot be deleted (409 naming the users), an
 * unused one can, with its bytes and resized variants.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { MediaFile, MediaFileDetail, MediaUsage } from '../../contract/media.js';
import { siteLanguages } from '../../contract/site-languages.js';
import { USAGE_COLUMNS } from '../../server/modules/media/usage.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, createPracticeArea } from '../helpers/content.js';
import { fileUpload } from '../helpers/uploads.js';
import { LANGUAGE_NOT_ON_SITE } from '../helpers/test-languages.js';

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(dialects)('media library on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let editor: string;
  let editorName: string;
  let folderId: number;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = (await ctx.staff('administrator')).token;
    const editorAccount = await ctx.staff('editor');
    editor = editorAccount.token;
    editorName = editorAccount.account;
    folderId = (await createFolder(ctx, admin, { en_US: 'Firm News' })).ids.en_US!;
  });
  afterAll(async () => ctx.close());

  async function upload(data: Buffer, name: string, type = 'image/png', token = admin): Promise<string> {
    const body = fileUpload(data, name, type);
    const response = await ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: token } });
    expect(response.statusCode, response.body).toBe(200);
    return response.body_.result as string;
  }

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, lang = 'en_US') =>
    ctx.request({ method, url, payload: payload as object, headers: { authorization: token, lang } });

  async function list(query: string, token = admin): Promise<{ items: MediaFile[]; totalCount: number }> {
    const response = await call('GET', `/api/admin/files${query}`, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body_).toMatchObject({ status: 200, message: 'success', pageable: expect.any(Object) });
    return { items: response.body_.result, totalCount: response.body_.pageable.totalCount };
  }

  async function fileOf(stored: string): Promise<MediaFile> {
    const found = (await list(`?keyword=${encodeURIComponent(stored)}`)).items.find((file) => file.path === stored);
    if (!found) throw new Error(`${stored} is not in the library`);
    return found;
  }

  async function detail(stored: string): Promise<MediaFileDetail> {
    const response = await call('GET', `/api/admin/files/${(await fileOf(stored)).id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.body_.result;
  }

  it('lists every upload, newest first, with its type, size, dimensions and uploader, a page at a time', async () => {
    const own = await createTestContext(dialect);
    try {
      const token = (await own.staff('administrator')).token;
      const stored: string[] = [];
      for (const [index, name] of ['first.png', 'second.png', 'third.png'].entries()) {
        const body = fileUpload(await picture(40 + index, 30, '#204080'), name, 'image/png');
        const response = await own.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: token } });
        stored.push(response.body_.result);
      }
      const first = await own.request({ method: 'GET', url: '/api/admin/files?pageSize=2', headers: { authorization: token } });
      expect(first.body_.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 3 });
      expect(first.body_.result.map((f: MediaFile) => f.path)).toEqual([stored[2], stored[1]]);
      expect(first.body_.result[0]).toMatchObject({
        id: expect.any(Number),
        mime: 'image/png',
        kind: 'image',
        size: expect.any(Number),
        width: 42,
        height: 30,
        originalName: 'third.png',
        alt: {},
        uploadedBy: expect.stringMatching(/^administrator-/),
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        usageCount: 0,
      });
      expect(first.body_.result[0].size).toBeGreaterThan(0);
      const second = await own.request({ method: 'GET', url: '/api/admin/files?pageNo=2&pageSize=2', headers: { authorization: token } });
      expect(second.body_.result.map((f: MediaFile) => f.path)).toEqual([stored[0]]);
      expect(second.body_.pageable).toEqual({ pageNo: 2, pageSize: 2, totalCount: 3 });
    } finally {
      await own.close();
    }
  });

  it('filters images and documents and searches names, addresses and alternative texts', async () => {
    const photo = await upload(await picture(20, 20, '#aa3300'), 'Harbour_Photo 100%.png');
    const brochure = await upload(PDF, 'Firm brochure.pdf', 'application/pdf');
    await call('PUT', `/api/admin/files/${(await fileOf(photo)).id}`, { alt: { de_DE: 'Der Hafen von Hamburg bei Nacht' } });

    const images = await list('?kind=image&pageSize=100');
    expect(images.items.map((f) => f.path)).toContain(photo);
    expect(images.items.every((f) => f.kind === 'image' && f.mime.startsWith('image/'))).toBe(true);
    const documents = await list('?kind=document&pageSize=100');
    expect(documents.items.map((f) => f.path)).toEqual([brochure]);
    expect(documents.items[0]).toMatchObject({ kind: 'document', mime: 'application/pdf', width: null, height: null });

    expect((await list('?keyword=harbour_photo')).items.map((f) => f.path)).toEqual([photo]);
    expect((await list(`?keyword=${encodeURIComponent('100%')}`)).items.map((f) => f.path)).toEqual([photo]);
    // `_` and `%` are taken literally, not as wildcards.
    expect((await list(`?keyword=${encodeURIComponent('harbour%photo')}`)).totalCount).toBe(0);
    expect((await list('?keyword=HAFEN%20VON')).items.map((f) => f.path)).toEqual([photo]);
    expect((await list(`?keyword=${encodeURIComponent(photo.slice(8, 20))}`)).items.map((f) => f.path)).toEqual([photo]);
    expect((await list('?keyword=brochure&kind=image')).totalCount).toBe(0);

    const wrong = await call('GET', '/api/admin/files?kind=video&unused=maybe');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body_.result.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['kind', 'unused']);
  });

  it('keeps an alternative text per language: sets, keeps the ones left out, clears with an empty text', async () => {
    const stored = await upload(await picture(30, 20, '#335577'), 'lobby.png');
    const { id } = await fileOf(stored);
    const set = await call('PUT', `/api/admin/files/${id}`, { alt: { de_DE: 'Empfang', en_US: 'Reception', zh_CN: '前台' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.body_.result.alt).toEqual({ de_DE: 'Empfang', en_US: 'Reception', zh_CN: '前台' });

    const changed = await call('PUT', `/api/admin/files/${id}`, { alt: { en_US: '  Reception of the London office  ', zh_CN: '' } });
    expect(changed.body_.result.alt).toEqual({ de_DE: 'Empfang', en_US: 'Reception of the London office' });
    expect((await fileOf(stored)).alt).toEqual({ de_DE: 'Empfang', en_US: 'Reception of the London office' });

    const tooLong = await call('PUT', `/api/admin/files/${id}`, { alt: { en_US: 'x'.repeat(301) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body_.result.fieldErrors).toEqual([{ field: 'alt.en_US', message: 'A text alternative cannot be longer than 300 characters' }]);
    const unknownLanguage = await call('PUT', `/api/admin/files/${id}`, { alt: { [LANGUAGE_NOT_ON_SITE.code]: 'Accueil' } });
    expect(unknownLanguage.statusCode).toBe(400);
    const missing = await call('PUT', '/api/admin/files/999999', { alt: { en_US: 'Nothing' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body_).toEqual({ status: 404, message: 'No such file.', result: null });
  });

  it('names every place a file is used, counts them in the list and filters used and unused files', async () => {
    const shared = await upload(await picture(64, 48, '#112233'), 'shared.png');
    const inText = await upload(await picture(64, 48, '#445566'), 'in-text.png');
    const document = await upload(PDF, 'terms.pdf', 'application/pdf');
    const loose = await upload(await picture(16, 16, '#778899'), 'loose.png');

    const news = await createNews(ctx, admin, folderId, { en_US: 'Firm opens an office in Milan', de_DE: 'Kanzlei eröffnet Büro in Mailand' }, {
      coverUrl: shared,
      content: `<p>Photo:</p><img src="/api/upload/${inText}?w=640" alt="x"><p><a href="/api/upload/${document}">Terms</a></p>`,
    });
    const person = await ctx.request({
      method: 'POST',
      url: '/api/admin/lawyerTeam',
      headers: { authorization: admin },
      payload: [{ lang: 'en_US', name: 'Eleanor Marlowe', photoUrl: `/api/upload/${shared}`, customContents: [{ title: 'Talks', content: `<p><img src="/api/upload/${inText}" alt="talk"></p>` }] }],
    });
    expect(person.statusCode, person.body).toBe(200);
    const area = await createPracticeArea(ctx, admin, { en_US: 'Arbitration' });
    await ctx.request({ method: 'PUT', url: '/api/admin/professionalField', headers: { authorization: admin }, payload: [{ id: area.ids.en_US, no: area.no, lang: 'en_US', name: 'Arbitration', iconUrl: shared }] });
    const banner = await ctx.request({ method: 'POST', url: '/api/admin/banner', headers: { authorization: admin }, payload: [{ lang: 'zh_CN', imgPath: shared, title: '伦敦办公室' }] });
    expect(banner.statusCode, banner.body).toBe(200);
    const config = await ctx.request({
      method: 'POST',
      url: '/api/admin/portal-config',
      headers: { authorization: admin },
      payload: { lang: 'de_DE', name: 'Marlowe Kessler & Shen', environmentList: [{ title: 'Empfang', coverUrl: shared }] },
    });
    expect(config.statusCode, config.body).toBe(200);
    const icon = await ctx.request({ method: 'POST', url: '/api/admin/icon', headers: { authorization: admin }, payload: { name: 'Scales', url: shared } });
    expect(icon.statusCode, icon.body).toBe(200);
    const avatar = await ctx.request({ method: 'PUT', url: '/api/admin/modify-head-img', headers: { authorization: editor }, payload: { headImg: shared } });
    expect(avatar.statusCode, avatar.body).toBe(200);

    const sharedDetail = await detail(shared);
    const where = (usages: MediaUsage[]) => usages.map((u) => `${u.type}:${u.field}:${u.lang ?? '-'}:${u.name}`).sort();
    expect(where(sharedDetail.usages)).toEqual(
      [
        // A cover and a photo belong to the item (migration 0007): one usage, named in the request's language.
        'news:cover:-:Firm opens an office in Milan',
        'person:photo:-:Eleanor Marlowe',
        'practiceArea:icon:en_US:Arbitration',
        'banner:image:zh_CN:伦敦办公室',
        'siteSettings:environments:-:',
        'icon:icon:-:Scales',
        `staffAvatar:avatar:-:${editorName}`,
      ].sort(),
    );
    expect(sharedDetail.usageCount).toBe(7);
    const newsUsage = sharedDetail.usages.find((u) => u.type === 'news')!;
    expect(newsUsage).toEqual({ type: 'news', field: 'cover', id: news.ids.en_US, no: news.no, lang: null, name: 'Firm opens an office in Milan', external: false });
    const inGerman = (await call('GET', `/api/admin/files/${sharedDetail.id}`, undefined, admin, 'de_DE')).body_.result as MediaFileDetail;
    expect(inGerman.usages.find((u) => u.type === 'news')!.name).toBe('Kanzlei eröffnet Büro in Mailand');

    expect(where((await detail(inText)).usages)).toEqual(['news:content:de_DE:Kanzlei eröffnet Büro in Mailand', 'news:content:en_US:Firm opens an office in Milan', 'person:customContents:en_US:Eleanor Marlowe']);
    expect(where((await detail(document)).usages)).toEqual(['news:content:de_DE:Kanzlei eröffnet Büro in Mailand', 'news:content:en_US:Firm opens an office in Milan']);
    expect((await detail(loose)).usages).toEqual([]);

    // The list counts the same places, and filters on them.
    const counts = Object.fromEntries((await list('?pageSize=100')).items.map((f) => [f.path, f.usageCount]));
    expect(counts).toMatchObject({ [shared]: 7, [inText]: 3, [document]: 2, [loose]: 0 });
    const unused = (await list('?unused=true&pageSize=100')).items.map((f) => f.path);
    expect(unused).toContain(loose);
    expect(unused).not.toContain(shared);
    expect(unused).not.toContain(document);
    const used = await list('?unused=false&kind=document&pageSize=100');
    expect(used.items.map((f) => f.path)).toEqual([document]);
    expect(used.totalCount).toBe(1);
    const paged = await list('?unused=false&pageSize=1&pageNo=2');
    expect(paged.items).toHaveLength(1);
    expect(paged.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('reads every column that can hold the address of an upload', async () => {
    // A media or rich-text column added (or moved, as migration 0007 moves photos and covers to
    // the item) without being read for usage would let a file in use be deleted.
    const schema = dialect === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(ctx.app.db)).rows[0]!.name : undefined;
    const tables = (await ctx.app.db.introspection.getTables()).filter((table) => table.schema === schema);
    const mayHoldAddresses = /(?:url|path|img)$|^(?:content|intro|introduce|custom_contents?|advantages|environments|privacy|terms|disclaimer|pending|pending_facts)$/;
    const columns = tables.flatMap((table) => table.columns.filter((c) => mayHoldAddresses.test(c.name)).map((c) => `${table.name}.${c.name}`));
    // `file.path` is the file itself; `article_version.cover_url` copies a cover read elsewhere (migration 0007);
    // a preview link's content lives an hour and shows nothing once the file is gone (decision 0025);
    // `search_document.terms` is the search index's lexemes on PostgreSQL (migration 0019), not the firm's terms.
    const notReferences = ['file.path', 'article_version.cover_url', 'preview.content', 'search_document.terms'];
    expect(columns.filter((column) => !notReferences.includes(column)).sort()).toEqual([...USAGE_COLUMNS].sort());
  });

  it('counts a file used only in unpublished changes as in use', async () => {
    const cover = await upload(await picture(24, 24, '#303030'), 'cover.png');
    const figure = await upload(await picture(24, 24, '#404040'), 'figure.png');
    const news = await createNews(ctx, admin, folderId, { en_US: 'Figure to come' }, { coverUrl: cover });
    const saved = await ctx.request({
      method: 'PUT',
      url: '/api/admin/latest-news',
      headers: { authorization: admin },
      payload: [{ id: news.ids.en_US, no: news.no, lang: 'en_US', title: 'Figure to come', cataId: folderId, coverUrl: cover, isLink: 0, state: 'draft', content: `<p><img src="/api/upload/${figure}" alt="Chart"></p>` }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await fileOf(figure)).usageCount).toBe(1);
    const refused = await ctx.request({ method: 'DELETE', url: `/api/admin/files/${(await fileOf(figure)).id}`, headers: { authorization: admin } });
    expect(refused.statusCode).toBe(409);
  });

  it('counts a file named only by the waiting facts of a live item as in use', async () => {
    const before = await upload(await picture(24, 24, '#505050'), 'portrait.png');
    const after = await upload(await picture(24, 24, '#606060'), 'portrait-new.png');
    const created = await ctx.request({
      method: 'POST', url: '/api/admin/lawyerTeam', headers: { authorization: admin }, payload: [{ lang: 'en_US', name: 'Pending Portrait', intro: '<p>Counsel.</p>', photoUrl: before }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.body_.result.versions as { id: number }[])[0]!.id;
    expect((await fileOf(after)).usageCount).toBe(0);
    // A draft save of the published person: the new photo waits for publishing (decision 0023).
    const saved = await call('PUT', '/api/admin/lawyerTeam', [{ id, lang: 'en_US', name: 'Pending Portrait', intro: '<p>Counsel.</p>', photoUrl: after, state: 'draft' }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await fileOf(after)).usageCount).toBe(1);
    expect((await detail(after)).usages.map((u) => u.field)).toEqual(['pending']);
    expect((await call('DELETE', `/api/admin/files/${(await fileOf(after)).id}`)).statusCode).toBe(409);
  });

  it('sees a change of content at once: a file no longer referred to becomes unused', async () => {
    const cover = await upload(await picture(24, 24, '#101010'), 'cover.png');
    const other = await upload(await picture(24, 24, '#202020'), 'other.png');
    const news = await createNews(ctx, admin, folderId, { en_US: 'Changing covers' }, { coverUrl: cover });
    expect((await fileOf(cover)).usageCount).toBe(1);
    await ctx.request({
      method: 'PUT',
      url: '/api/admin/latest-news',
      headers: { authorization: admin },
      payload: [{ id: news.ids.en_US, no: news.no, lang: 'en_US', title: 'Changing covers', cataId: folderId, coverUrl: other, isLink: 0 }],
    });
    expect((await fileOf(cover)).usageCount).toBe(0);
    expect((await fileOf(other)).usageCount).toBe(1);
    expect((await list('?unused=true&pageSize=100')).items.map((f) => f.path)).toContain(cover);

    // Avatars are not content: their changes show at once too.
    await ctx.request({ method: 'PUT', url: '/api/admin/modify-head-img', headers: { authorization: admin }, payload: { headImg: cover } });
    expect((await fileOf(cover)).usageCount).toBe(1);
  });

  it('refuses to delete a file in use with 409 naming the users, in the request language', async () => {
    const stored = await upload(await picture(32, 32, '#334455'), 'busy.png');
    await createNews(ctx, admin, folderId, { en_US: 'Annual review', de_DE: 'Jahresrückblick' }, { coverUrl: stored });
    const person = await ctx.request({ method: 'POST', url: '/api/admin/lawyerTeam', headers: { authorization: admin }, payload: [{ lang: 'en_US', name: 'Hao Chen', photoUrl: stored }] });
    expect(person.statusCode).toBe(200);
    const { id } = await fileOf(stored);

    const refused = await call('DELETE', `/api/admin/files/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body_.status).toBe(409);
    expect(refused.body_.message).toBe('This file is still used by News “Annual review”, Person “Hao Chen”. Replace or remove it there first; then it can be deleted.');
    expect(refused.body_.result.usages).toHaveLength(2);
    const inGerman = await call('DELETE', `/api/admin/files/${id}`, undefined, admin, 'de_DE');
    expect(inGerman.body_.message).toBe(
      'Diese Datei wird noch verwendet von Nachricht „Jahresrückblick“, Person „Hao Chen“. Ersetzen oder entfernen Sie sie dort zuerst; dann kann sie gelöscht werden.',
    );
    const inChinese = await call('DELETE', `/api/admin/files/${id}`, undefined, admin, 'zh_CN');
    expect(inChinese.body_.message).toContain('新闻“Jahresrückblick”、人员“Hao Chen”');
    // A text's image is used in that text's language.
    await createNews(ctx, admin, folderId, { en_US: 'Pictures of the year' }, { content: `<p><img src="/api/upload/${stored}" alt="x"></p>` });
    const withText = await call('DELETE', `/api/admin/files/${id}`);
    expect(withText.body_.message).toContain('News “Pictures of the year” (English)');

    // Still there, still served.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}` })).statusCode).toBe(200);
    expect((await detail(stored)).usageCount).toBe(3);
    expect(withText.body_.result.usages).toHaveLength(3);
  });

  it('deletes an unused file with its resized variants, so that it is neither listed nor served', async () => {
    const stored = await upload(await picture(400, 300, '#556677'), 'unused.png');
    const { id } = await fileOf(stored);
    await call('PUT', `/api/admin/files/${id}`, { alt: { en_US: 'A picture nobody uses' } });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}?w=160` })).statusCode).toBe(200);
    const uploads = path.join(ctx.dataDir, 'uploads');
    const variant = path.join(uploads, stored.replace(/\.png$/, '.w160.webp'));
    expect(fs.existsSync(variant)).toBe(true);

    const deleted = await call('DELETE', `/api/admin/files/${id}`, undefined, editor);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.body_).toEqual({ status: 200, message: 'success', result: true });
    expect(fs.existsSync(path.join(uploads, stored))).toBe(false);
    expect(fs.existsSync(variant)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}` })).statusCode).toBe(404);
    expect((await list(`?keyword=${stored.slice(8, 30)}`)).totalCount).toBe(0);
    expect(await ctx.app.db.selectFrom('file_alt').selectAll().where('file_id', '=', id).execute()).toEqual([]);
    expect((await call('GET', `/api/admin/files/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/files/${id}`)).statusCode).toBe(404);
  });

  it('is open to editors as uploads are, and to no one without a token', async () => {
    const stored = await upload(await picture(10, 10, '#aabbcc'), 'editor.png', 'image/png', editor);
    expect((await list('?pageSize=1', editor)).totalCount).toBeGreaterThan(0);
    const { id } = await fileOf(stored);
    expect((await call('GET', `/api/admin/files/${id}`, undefined, editor)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/files/${id}`, { alt: { en_US: 'Set by an editor' } }, editor)).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/admin/files' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'DELETE', url: `/api/admin/files/${id}` })).statusCode).toBe(401);
  });

  it('is described in the API document with its query and body schemas', async () => {
    const doc = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).body_;
    const listCall = doc.paths['/api/admin/files'].get;
    expect(listCall.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['pageNo', 'pageSize', 'keyword', 'kind', 'unused']));
    expect(listCall.parameters.find((p: { name: string }) => p.name === 'kind').schema.enum).toEqual(['image', 'document']);
    const update = doc.paths['/api/admin/files/{id}'].put;
    expect(Object.keys(update.requestBody.content['application/json'].schema.properties.alt.properties)).toEqual(siteLanguages().languages);
    const remove = doc.paths['/api/admin/files/{id}'].delete;
    expect(Object.keys(remove.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409']));
    expect(doc.paths['/api/admin/files/{id}'].get.security).toEqual([{ token: [] }]);
  });

  it('refuses an uploaded document where a picture belongs, at the field and in words: cover, photo, banner, avatar', async () => {
    const document = await upload(PDF, 'brochure.pdf', 'application/pdf');
    const photo = await upload(await picture(32, 32, '#203040'), 'photo.png');
    const as = (method: 'POST' | 'PUT', url: string, payload: unknown) => ctx.request({ method, url, payload: payload as object, headers: { authorization: admin, lang: 'en_US' } });
    const news = (coverUrl: string) => as('POST', '/api/admin/latest-news', [{ lang: 'en_US', title: 'Cover check', cataId: folderId, isLink: 0, content: '<p>x</p>', coverUrl }]);
    const attempts = [
      [await news(document), '0.coverUrl'],
      [await news(`https://example.com/api/upload/${document}`.replace('https://example.com', '')), '0.coverUrl'],
      [await as('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Pdf Portrait', photoUrl: document }]), '0.photoUrl'],
      [await as('POST', '/api/admin/banner', [{ lang: 'en_US', imgPath: document }]), '0.imgPath'],
      [await as('PUT', '/api/admin/modify-head-img', { headImg: document }), 'headImg'],
    ] as const;
    for (const [answer, field] of attempts) {
      expect(answer.statusCode, field).toBe(400);
      const error = (answer.body_.result.fieldErrors as { field: string; message: string }[])[0]!;
      expect(error.field).toBe(field);
      expect(error.message).toMatch(/ must be a picture \(JPEG, PNG, WebP, GIF, AVIF, SVG or ICO\), not a document$/);
    }
    // A picture is taken, and the document is still linked to in a text.
    expect((await news(photo)).statusCode).toBe(200);
    expect((await as('POST', '/api/admin/latest-news', [{ lang: 'en_US', title: 'Linked', cataId: folderId, isLink: 0, content: `<p><a href="/api/upload/${document}">Brochure</a></p>`, coverUrl: photo }])).statusCode).toBe(200);
  });
});
