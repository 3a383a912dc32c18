/**
 * Revisions (issue 13.4, decision 0028): every save of a publishable item keeps a revision (who,
 * when, which fields changed); the list and one revision's copy are open to every staff role; a
 * restore writes the old text back as drafts (pending changes on a published version) and is
 * kept as a new revision; only the newest REVISIONS_KEPT per item stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import sharp from 'sharp';
import { createFolder, UPLOADED } from '../helpers/content.js';
import { fileUpload } from '../helpers/uploads.js';

interface Summary { id: number; number: number; authorName: string; authorId: number | null; changed: string[]; langs: string[]; createTime: string }

describe('REVISIONS_KEPT', () => {
  it('defaults to 50 and takes a positive whole number', () => {
    expect(loadConfig({}).revisionsKept).toBe(50);
    expect(loadConfig({ REVISIONS_KEPT: '7' }).revisionsKept).toBe(7);
    expect(() => loadConfig({ REVISIONS_KEPT: 'many' })).toThrow();
  });
});

describe.each(dialects)('revisions on %s', (dialect) => {
  let ctx: TestContext;
  let editor: { token: string; id: number; name: string };
  let reviewer: string;
  let folder: { no: string; ids: Record<string, number> };
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    const e = await ctx.staff('editor');
    editor = { token: e.token, id: e.id, name: e.account };
    reviewer = (await ctx.staff('reviewer')).token;
    folder = await createFolder(ctx, editor.token, { en_US: 'Firm News' });
  });
  afterAll(async () => ctx.close());

  const as = (token: string, method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });
  const element = (lang: string, title: string, extra: Record<string, unknown> = {}) => ({
    lang, title, cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, content: `<p>${title} text</p>`, ...extra,
  });
  const revisionsOf = async (entity: string, no: string): Promise<Summary[]> => {
    const answer = await as(editor.token, 'GET', `/api/admin/revisions?entity=${entity}&no=${no}`);
    expect(answer.statusCode).toBe(200);
    return answer.body_.result as Summary[];
  };

  it('keeps a revision of every save with its author, time and changed fields, and lists them newest first', async () => {
    const created = await as(editor.token, 'POST', '/api/admin/latest-news', [element('en_US', 'First title'), element('de_DE', 'Erster Titel')]);
    const versions = created.body_.result as { id: number; no: string; lang: string }[];
    const no = versions[0]!.no;
    const en = versions.find((v) => v.lang === 'en_US')!;
    await as(editor.token, 'PUT', '/api/admin/latest-news', [element('en_US', 'Second title', { id: en.id })]);
    await as(editor.token, 'PUT', `/api/admin/latest-news/unpublish?no=${no}&lang=en_US`);

    const list = await revisionsOf('news', no);
    expect(list.map((r) => r.number)).toEqual([3, 2, 1]);
    expect(list[2]).toMatchObject({ authorName: editor.name, authorId: editor.id, changed: [] });
    expect(list[2]!.langs.sort()).toEqual(['de_DE', 'en_US']);
    expect(list[1]!.changed).toEqual(expect.arrayContaining(['title', 'content']));
    expect(list[1]!.changed).not.toContain('updateTime');
    expect(list[0]!.changed).toContain('state');
    expect(new Date(list[0]!.createTime).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const first = await as(reviewer, 'GET', `/api/admin/revisions/${list[2]!.id}`);
    expect(first.statusCode).toBe(200);
    const titles = (first.body_.result.versions as { lang: string; title: string }[]).map((v) => v.title).sort();
    expect(titles).toEqual(['Erster Titel', 'First title']);
  });

  it('restores a revision as pending changes of a published version, kept as a new revision', async () => {
    const created = await as(editor.token, 'POST', '/api/admin/latest-news', [element('en_US', 'Approved wording')]);
    const { id, no } = created.body_.result[0];
    await as(editor.token, 'PUT', '/api/admin/latest-news', [element('en_US', 'Newer wording', { id })]);
    const [, oldest] = await revisionsOf('news', no);

    const restored = await as(editor.token, 'POST', `/api/admin/revisions/${oldest!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    const list = restored.body_.result as Summary[];
    expect(list.map((r) => r.number)).toEqual([3, 2, 1]);
    expect(list[0]!.changed).toEqual(expect.arrayContaining(['title', 'content']));

    const admin = await as(editor.token, 'GET', `/api/admin/latest-news?no=${no}`);
    expect(admin.body_.result[0]).toMatchObject({ title: 'Approved wording', content: '<p>Approved wording text</p>', state: 'published', hasPendingChanges: true });
    // Visitors still see the published text until the restored one is published.
    const live = await ctx.request({ method: 'GET', url: `/api/user/latest-news/${id}`, headers: { lang: 'en_US' } });
    expect(live.body_.result.title).toBe('Newer wording');
  });

  it('lets a reviewer restore, as a draft', async () => {
    const created = await as(editor.token, 'POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Ada Original', state: 'draft' }]);
    const { id, no } = created.body_.result;
    await as(editor.token, 'PUT', '/api/admin/lawyerTeam', [{ id, lang: 'en_US', name: 'Ada Renamed', state: 'draft' }]);
    const [, oldest] = await revisionsOf('lawyer', no);
    const restored = await as(reviewer, 'POST', `/api/admin/revisions/${oldest!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.body_.result[0].changed).toContain('name');
    const detail = await as(editor.token, 'GET', `/api/admin/lawyerTeam/detail/${id}`);
    expect(detail.body_.result).toMatchObject({ name: 'Ada Original', state: 'draft' });
  });

  it('restores practice areas and banners through their own writes', async () => {
    const area = await as(editor.token, 'POST', '/api/admin/professionalField', [{ lang: 'en_US', name: 'Space Law', state: 'draft' }]);
    await as(editor.token, 'PUT', '/api/admin/professionalField', [{ id: area.body_.result.id, lang: 'en_US', name: 'Orbit Law', state: 'draft' }]);
    const [, areaFirst] = await revisionsOf('practiceArea', area.body_.result.no);
    expect((await as(editor.token, 'POST', `/api/admin/revisions/${areaFirst!.id}/restore`)).statusCode).toBe(200);
    expect((await as(editor.token, 'GET', `/api/admin/professionalField/detail/${area.body_.result.id}`)).body_.result.name).toBe('Space Law');

    const banner = await as(editor.token, 'POST', '/api/admin/banner', [{ lang: 'en_US', imgPath: UPLOADED, title: 'Banner one', state: 'draft' }]);
    await as(editor.token, 'PUT', '/api/admin/banner', [{ id: banner.body_.result.id, lang: 'en_US', imgPath: UPLOADED, title: 'Banner two', state: 'draft' }]);
    const [, bannerFirst] = await revisionsOf('banner', banner.body_.result.no);
    expect((await as(editor.token, 'POST', `/api/admin/revisions/${bannerFirst!.id}/restore`)).statusCode).toBe(200);
    expect((await as(editor.token, 'GET', `/api/admin/banner/detail/${banner.body_.result.id}`)).body_.result.title).toBe('Banner one');
  });

  it('keeps only the newest 50 revisions of an item', async () => {
    const created = await as(editor.token, 'POST', '/api/admin/latest-news', [element('en_US', 'Save 1')]);
    const { id, no } = created.body_.result[0];
    for (let save = 2; save <= 52; save += 1) {
      await as(editor.token, 'PUT', '/api/admin/latest-news', [element('en_US', `Save ${save}`, { id })]);
    }
    const list = await revisionsOf('news', no);
    expect(list).toHaveLength(50);
    expect(list[0]!.number).toBe(52);
    expect(list.at(-1)!.number).toBe(3);
  });

  it('restores a revision naming a key contact deleted since, without them; one naming a folder deleted since is 409 in words', async () => {
    const partner = await as(editor.token, 'POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Departed Partner' }]);
    const partnerId = (partner.body_.result as { id: number }).id;
    const stays = await as(editor.token, 'POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Staying Partner' }]);
    const staysId = (stays.body_.result as { id: number }).id;
    const created = await as(editor.token, 'POST', '/api/admin/latest-news', [element('en_US', 'Deal closed', { lawyerIds: [partnerId, staysId] })]);
    const { id, no } = (created.body_.result as { id: number; no: string }[])[0]!;
    expect((await as(editor.token, 'PUT', '/api/admin/latest-news', [element('en_US', 'Deal closed, renamed', { id, lawyerIds: [staysId] })])).statusCode).toBe(200);
    // The partner leaves the firm; the first revision still names them.
    expect((await as(editor.token, 'DELETE', `/api/admin/lawyerTeam/${partnerId}`)).statusCode).toBe(200);
    const first = (await revisionsOf('news', no)).at(-1)!;
    const restored = await as(editor.token, 'POST', `/api/admin/revisions/${first.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const version = ((await as(editor.token, 'GET', `/api/admin/latest-news?no=${no}`)).body_.result as { title: string; lawyerIds: number[] }[])[0]!;
    expect(version).toMatchObject({ title: 'Deal closed', lawyerIds: [staysId] });

    // A folder is required: a revision filed in one removed since cannot be written back.
    const gone = await createFolder(ctx, editor.token, { en_US: 'Short-lived desk' });
    const other = await as(editor.token, 'POST', '/api/admin/latest-news', [{ ...element('en_US', 'Filed away'), cataId: gone.ids.en_US }]);
    const filed = (other.body_.result as { id: number; no: string }[])[0]!;
    expect((await as(editor.token, 'PUT', '/api/admin/latest-news', [element('en_US', 'Filed away, moved', { id: filed.id })])).statusCode).toBe(200);
    expect((await as(editor.token, 'DELETE', `/api/admin/catalog/${gone.ids.en_US}`)).statusCode).toBe(200);
    const inGone = (await revisionsOf('news', filed.no)).at(-1)!;
    const refused = await ctx.request({ method: 'POST', url: `/api/admin/revisions/${inGone.id}/restore`, headers: { authorization: editor.token, lang: 'en_US' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body_.message).toBe('This revision can no longer be restored: it names records that are gone or values no longer accepted.');
  });

  it('names the files a revision uses that were deleted from the media library since, before it is restored (decision 0099)', async () => {
    const upload = async (name: string, background: string) => {
      const body = fileUpload(await sharp({ create: { width: 8, height: 8, channels: 3, background } }).png().toBuffer(), name, 'image/png');
      const answer = await ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: editor.token } });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.body_.result as string;
    };
    const idOf = async (stored: string) => {
      const listed = await as(editor.token, 'GET', `/api/admin/files?keyword=${stored.slice(8, 30)}`);
      return (listed.body_.result as { id: number; path: string }[]).find((file) => file.path === stored)!.id;
    };
    const oldCover = await upload('old-cover.png', '#123');
    const oldPicture = await upload('old-picture.png', '#456');
    const kept = await upload('kept-picture.png', '#789');
    // The first save uses three uploads: a cover (a media field's bare path) and two pictures in the text, in two spellings.
    const created = await as(editor.token, 'POST', '/api/admin/latest-news', [
      element('en_US', 'Office opening', { coverUrl: oldCover, content: `<p>Opening</p><img src="/api/upload/${oldPicture}" alt="Lobby"><img src="http://127.0.0.1:3000/api/upload/${kept}" alt="Desk">` }),
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const { id, no } = (created.body_.result as { id: number; no: string }[])[0]!;
    // The next save uses none of the first two, so the library lets them go.
    const resaved = await as(editor.token, 'PUT', '/api/admin/latest-news', [element('en_US', 'Office opening', { id, coverUrl: kept, content: '<p>Opening</p>' })]);
    expect(resaved.statusCode, resaved.body).toBe(200);
    for (const stored of [oldCover, oldPicture]) expect((await as(editor.token, 'DELETE', `/api/admin/files/${await idOf(stored)}`)).statusCode).toBe(200);

    const [newest, first] = await revisionsOf('news', no);
    const before = await as(reviewer, 'GET', `/api/admin/revisions/${first!.id}`);
    expect(before.statusCode).toBe(200);
    const missing = [
      { path: oldCover, fields: ['coverUrl', 'sharedCoverUrl'], langs: ['en_US'] },
      { path: oldPicture, fields: ['content'], langs: ['en_US'] },
    ].sort((a, b) => a.path.localeCompare(b.path));
    expect(before.body_.result.missingFiles).toEqual(missing);
    // The newest revision uses only what the library still holds.
    expect((await as(reviewer, 'GET', `/api/admin/revisions/${newest!.id}`)).body_.result.missingFiles).toEqual([]);
  });

  it('gives each language back the translation status it had in the revision: a translation out of date then is marked again', async () => {
    const created = await as(editor.token, 'POST', '/api/admin/latest-news', [element('en_US', 'Fee cap 10%'), element('de_DE', 'Gebührendeckel 10%')]);
    const versions = created.body_.result as { id: number; no: string; lang: string }[];
    const ids = Object.fromEntries(versions.map((v) => [v.lang, v.id]));
    const no = versions[0]!.no;
    const marked = async () =>
      ((await as(editor.token, 'GET', `/api/admin/latest-news?no=${no}`)).body_.result as { lang: string; mayNeedUpdate: boolean }[])
        .filter((v) => v.mayNeedUpdate)
        .map((v) => v.lang);
    // Revision 2: English says 20%, German still 10% and marked; revision 3: both 30%, nothing marked.
    await as(editor.token, 'PUT', '/api/admin/latest-news', [element('en_US', 'Fee cap 20%', { id: ids.en_US }), element('de_DE', 'Gebührendeckel 10%', { id: ids.de_DE })]);
    expect(await marked()).toEqual(['de_DE']);
    await as(editor.token, 'PUT', '/api/admin/latest-news', [element('en_US', 'Fee cap 30%', { id: ids.en_US }), element('de_DE', 'Gebührendeckel 30%', { id: ids.de_DE })]);
    expect(await marked()).toEqual([]);
    // Restoring revision 2 brings back the German 10% beside the English 20%: out of date, as it was.
    const second = (await revisionsOf('news', no)).find((revision) => revision.number === 2)!;
    expect((await as(editor.token, 'POST', `/api/admin/revisions/${second.id}/restore`)).statusCode).toBe(200);
    expect(await marked()).toEqual(['de_DE']);
  });

  it('answers 404 for an unknown revision', async () => {
    expect((await as(editor.token, 'GET', '/api/admin/revisions/999999')).statusCode).toBe(404);
    expect((await as(editor.token, 'POST', '/api/admin/revisions/999999/restore')).statusCode).toBe(404);
  });
});
