/**
 * The audit log (issue 13.6): every staff action that changes something leaves one entry, written
 * in the change's transaction (who, when, from which address, entity, item, languages, summary);
 * administrators list and export it; nothing in the application can change or remove an entry.
 */
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COUNT_CAP } from '../../contract/audit.js';
import { audited } from '../../server/modules/audit/record.js';
import { runAsActor } from '../../server/modules/audit/actor.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, createPracticeArea, UPLOADED } from '../helpers/content.js';
import { fileUpload } from '../helpers/uploads.js';

interface Entry {
  id: number;
  time: string;
  userId: number | null;
  userName: string;
  address: string;
  action: string;
  entity: string;
  no: string | null;
  langs: string[];
  summary: string;
}

const ADDRESS = '203.0.113.7';

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

describe.each(dialects)('audit log on %s', (dialect) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<TestContext['staff']>>;
  let editor: Awaited<ReturnType<TestContext['staff']>>;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = await ctx.staff('administrator');
    editor = await ctx.staff('editor');
  });
  afterAll(async () => ctx.close());

  /** A call from the test's address, as `token`'s holder. */
  const call = (method: string, url: string, payload?: unknown, token = editor.token) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token }, remoteAddress: ADDRESS });

  async function entries(query: Record<string, string | number> = {}): Promise<Entry[]> {
    const search = new URLSearchParams(Object.entries({ pageSize: 100, ...query }).map(([k, v]) => [k, String(v)]));
    const response = await call('GET', `/api/admin/audit?${search}`, undefined, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.body_.result as Entry[];
  }

  /** The newest entry of the action on the entity (and item), which the test expects to exist. */
  async function latest(action: string, entity: string, no?: string): Promise<Entry> {
    const found = (await entries({ action, entity })).filter((e) => no === undefined || e.no === no);
    expect(found.length, `${action} ${entity} ${no ?? ''}`).toBeGreaterThan(0);
    return found[0]!;
  }

  function expectByEditor(entry: Entry) {
    expect(entry).toMatchObject({ userId: editor.id, userName: editor.account, address: ADDRESS });
    expect(Date.now() - Date.parse(entry.time)).toBeLessThan(60_000);
  }

  it('records sign-in, failed sign-in (with the account named) and sign-out, with the address', async () => {
    const login = (password: string) =>
      ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: editor.account, password }, remoteAddress: ADDRESS });
    expect((await login('not the password at all')).statusCode).toBe(400);
    const failed = await latest('signInFailed', 'session');
    expect(failed).toMatchObject({ userId: editor.id, userName: editor.account, address: ADDRESS });
    expect(failed.summary).toContain(editor.account);

    const unknown = await ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: 'Nobody.Here', password: 'whatever it is' }, remoteAddress: ADDRESS });
    expect(unknown.statusCode).toBe(400);
    expect(await latest('signInFailed', 'session')).toMatchObject({ userId: null, userName: 'nobody.here', address: ADDRESS });

    const signedIn = await login(editor.password);
    expect(signedIn.statusCode).toBe(200);
    const entry = await latest('signIn', 'session');
    expectByEditor(entry);

    const quit = await call('GET', '/api/admin/quit', undefined, signedIn.body_.result as string);
    expect(quit.statusCode).toBe(200);
    expectByEditor(await latest('signOut', 'session'));
  });

  it('records password changes, two-step set-up, turning it on (new recovery codes) and off, and the avatar', async () => {
    const person = await ctx.staff('editor');
    const as = (method: string, url: string, payload?: unknown) => call(method, url, payload, person.token);
    const mine = (e: Entry) => expect(e).toMatchObject({ userId: person.id, userName: person.account, address: ADDRESS, no: String(person.id) });

    const newPassword = 'A harbour of quiet evenings 7';
    expect((await as('PUT', '/api/admin/modify-password', { oldPassword: person.password, newPassword })).statusCode).toBe(200);
    mine(await latest('changePassword', 'account', String(person.id)));

    const setup = await as('POST', '/api/admin/two-factor/setup', { password: newPassword });
    expect(setup.statusCode, setup.body).toBe(200);
    mine(await latest('startTwoFactor', 'account', String(person.id)));
    const confirm = await as('POST', '/api/admin/two-factor/confirm', { otp: codeFor(setup.body_.result.secret as string) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const enabled = await latest('enableTwoFactor', 'account', String(person.id));
    mine(enabled);
    expect(enabled.summary).toContain('recoveryCodes=10');

    const recovery = (confirm.body_.result.recoveryCodes as string[])[0]!;
    expect((await as('POST', '/api/admin/two-factor/disable', { password: newPassword, otp: recovery })).statusCode).toBe(200);
    mine(await latest('disableTwoFactor', 'account', String(person.id)));

    expect((await as('PUT', '/api/admin/modify-head-img', { headImg: UPLOADED })).statusCode).toBe(200);
    mine(await latest('changeAvatar', 'account', String(person.id)));
  });

  it('records staff account writes and the two-step policy, by the administrator', async () => {
    const created = await call('POST', '/api/admin/users', { loginAccount: 'Audit.Person', password: 'Lanterns along the quay 4', roleId: 2 }, admin.token);
    expect(created.statusCode).toBe(200);
    const id = String(created.body_.result.id);
    const byAdmin = { userId: admin.id, userName: admin.account, address: ADDRESS, entity: 'staffUser', no: id };
    expect(await latest('create', 'staffUser', id)).toMatchObject({ ...byAdmin, summary: 'audit.person' });
    expect((await call('PUT', '/api/admin/users', { id: Number(id), roleId: 3, password: 'Another quiet harbour 8' }, admin.token)).statusCode).toBe(200);
    expect(await latest('resetPassword', 'staffUser', id)).toMatchObject(byAdmin);
    expect((await latest('update', 'staffUser', id)).summary).toBe('audit.person roleId=3');
    expect((await call('DELETE', `/api/admin/users/${id}`, undefined, admin.token)).statusCode).toBe(200);
    expect((await latest('update', 'staffUser', id)).summary).toBe('audit.person disabled=true');

    expect((await call('PUT', '/api/admin/users/two-factor-policy', { required: false }, admin.token)).statusCode).toBe(200);
    expect(await latest('update', 'twoFactorPolicy')).toMatchObject({ userId: admin.id, summary: 'required=false' });
  });

  it('records every content write with the item, its languages and its title', async () => {
    const folder = await createFolder(ctx, editor.token, { en_US: 'Audit Folder', de_DE: 'Prüfordner' });
    expect(await latest('create', 'catalog', folder.no)).toMatchObject({ langs: ['de_DE', 'en_US'], summary: 'Audit Folder' });

    const news = await createNews(ctx, editor.token, folder.ids.en_US!, { en_US: 'Audited merger', zh_CN: '审计并购' });
    const created = await latest('create', 'news', news.no);
    // The helper calls from inject's own default address.
    expect(created).toMatchObject({ userId: editor.id, userName: editor.account, address: '127.0.0.1' });
    expect(created).toMatchObject({ entity: 'news', no: news.no, langs: ['en_US', 'zh_CN'], summary: 'Audited merger' });

    const update = await call('PUT', '/api/admin/latest-news', [
      { id: news.ids.en_US, no: news.no, lang: 'en_US', title: 'Audited merger, revised', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, content: '<p>x</p>' },
    ]);
    expect(update.statusCode, update.body).toBe(200);
    expect(await latest('update', 'news', news.no)).toMatchObject({ langs: ['en_US'], summary: 'Audited merger, revised' });

    expect((await call('PUT', `/api/admin/latest-news/pin?no=${news.no}`)).statusCode).toBe(200);
    expect(await latest('pin', 'news', news.no)).toMatchObject({ langs: ['en_US', 'zh_CN'], summary: 'Audited merger, revised' });
    expect((await call('PUT', `/api/admin/latest-news/unpin?no=${news.no}`)).statusCode).toBe(200);
    await latest('unpin', 'news', news.no);

    // A bulk call: one entry per item, so each item's history is whole.
    const other = await createNews(ctx, editor.token, folder.ids.en_US!, { de_DE: 'Zweite Meldung' });
    expect((await call('PUT', '/api/admin/latest-news/bulk/pin', { nos: [news.no, other.no] })).statusCode).toBe(200);
    expect((await entries({ action: 'pin', entity: 'news' })).slice(0, 2).map((e) => e.no).sort()).toEqual([news.no, other.no].sort());

    expect((await call('DELETE', `/api/admin/latest-news?no=${news.no}`)).statusCode).toBe(200);
    // Described before it went: the deleted item's languages and title.
    expect(await latest('delete', 'news', news.no)).toMatchObject({ langs: ['en_US', 'zh_CN'], summary: 'Audited merger, revised' });

    const lawyer = await call('POST', '/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Ada Audit', intro: '<p>Ada.</p>' }]);
    expect(lawyer.statusCode, lawyer.body).toBe(200);
    const lawyerNo = lawyer.body_.result.no as string;
    expect(await latest('create', 'lawyer', lawyerNo)).toMatchObject({ langs: ['en_US'], summary: 'Ada Audit' });
    expect((await call('PUT', `/api/admin/lawyerTeam/${lawyer.body_.result.id}/3`)).statusCode).toBe(200);
    await latest('pin', 'lawyer', lawyerNo);
    expect((await call('DELETE', `/api/admin/lawyerTeam/${lawyer.body_.result.id}`)).statusCode).toBe(200);
    expect(await latest('delete', 'lawyer', lawyerNo)).toMatchObject({ summary: 'Ada Audit' });

    const area = await createPracticeArea(ctx, editor.token, { en_US: 'Audit Law' });
    expect(await latest('create', 'professionalField', area.no)).toMatchObject({ summary: 'Audit Law', langs: ['en_US'] });

    const banner = await call('POST', '/api/admin/banner', [{ lang: 'zh_CN', imgPath: UPLOADED, title: '审计横幅' }]);
    expect(banner.statusCode, banner.body).toBe(200);
    expect(await latest('create', 'banner', banner.body_.result.no as string)).toMatchObject({ summary: '审计横幅', langs: ['zh_CN'] });

    for (const kind of ['job', 'office'] as const) {
      const made = await call('POST', `/api/admin/${kind}`, [{ lang: 'de_DE', name: `Prüf-${kind}` }]);
      expect(made.statusCode, made.body).toBe(200);
      expect(await latest('create', kind, made.body_.result.no as string)).toMatchObject({ summary: `Prüf-${kind}`, langs: ['de_DE'] });
    }

    const icon = await call('POST', '/api/admin/icon', { name: 'Audit scales', url: UPLOADED });
    expect(icon.statusCode).toBe(200);
    expect(await latest('create', 'icon', String(icon.body_.result.id))).toMatchObject({ summary: 'Audit scales' });
    expect((await call('DELETE', `/api/admin/icon/${icon.body_.result.id}`)).statusCode).toBe(200);
    expect(await latest('delete', 'icon', String(icon.body_.result.id))).toMatchObject({ summary: 'Audit scales' });
  });

  // Each of these deletes has its own `audited` call: one left out would leave no trace of a deletion.
  it.each([
    ['banner', 'banner', { imgPath: UPLOADED, title: 'Gelöschtes Banner' }],
    ['catalog', 'catalog', { name: 'Gelöschter Ordner', type: 0, parentId: null }],
    ['professionalField', 'professionalField', { name: 'Gelöschtes Rechtsgebiet' }],
    ['job', 'job', { name: 'Gelöschte Stelle' }],
    ['office', 'office', { name: 'Gelöschtes Büro' }],
  ] as const)('records the deletion of a %s with what it was', async (entity, path, fields) => {
    const made = await call('POST', `/api/admin/${path}`, [{ lang: 'de_DE', ...fields }]);
    expect(made.statusCode, made.body).toBe(200);
    const result = made.body_.result as { no: string; id?: number; versions?: { id: number }[] };
    const id = result.versions?.[0]?.id ?? result.id;
    const deleted = await call('DELETE', `/api/admin/${path}/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const label = 'title' in fields ? fields.title : fields.name;
    expect(await latest('delete', entity, result.no)).toMatchObject({ langs: ['de_DE'], summary: label, userId: editor.id });
  });

  it.each([
    ['news', 'latest-news', 'title', 'news', (folderId: number) => ({ cataId: folderId, coverUrl: UPLOADED, isLink: 0 })],
    ['lawyer', 'lawyerTeam', 'name', 'lawyer', () => ({})],
    ['professionalField', 'professionalField', 'name', 'practiceArea', () => ({})],
    ['banner', 'banner', 'title', 'banner', () => ({ imgPath: UPLOADED })],
  ] as const)('records a revision restore of a %s as a restore, not an update', async (entity, path, label, revisionEntity, extra) => {
    const folder = await createFolder(ctx, editor.token, { en_US: `Restore ${entity}` });
    const element = { lang: 'en_US', [label]: 'Restored wording', ...extra(folder.ids.en_US!) };
    const created = await call('POST', `/api/admin/${path}`, [element]);
    expect(created.statusCode, created.body).toBe(200);
    const version = (Array.isArray(created.body_.result) ? created.body_.result[0] : created.body_.result) as { id: number; no: string };
    expect((await call('PUT', `/api/admin/${path}`, [{ ...element, id: version.id, [label]: 'Later wording' }])).statusCode).toBe(200);
    const updatesBefore = (await entries({ action: 'update', entity })).filter((e) => e.no === version.no).length;

    const revisions = await call('GET', `/api/admin/revisions?entity=${revisionEntity}&no=${version.no}`);
    const oldest = (revisions.body_.result as { id: number }[]).at(-1)!;
    expect((await call('POST', `/api/admin/revisions/${oldest.id}/restore`)).statusCode).toBe(200);

    const restored = await latest('restore', entity, version.no);
    expectByEditor(restored);
    expect(restored).toMatchObject({ langs: ['en_US'], summary: 'Restored wording' });
    expect((await entries({ action: 'update', entity })).filter((e) => e.no === version.no)).toHaveLength(updatesBefore);
  });

  it('records site settings and the site status', async () => {
    const saved = await call('POST', '/api/admin/portal-config', { lang: 'de_DE', name: 'Kanzlei im Prüfmodus' }, admin.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await latest('update', 'portalConfig')).toMatchObject({ userId: admin.id, langs: ['de_DE'], address: ADDRESS });

    expect((await call('POST', '/api/admin/portal-config/site-status/1', undefined, admin.token)).statusCode).toBe(200);
    expect(await latest('update', 'siteStatus')).toMatchObject({ userId: admin.id, summary: 'maintenance' });
    expect((await call('POST', '/api/admin/portal-config/site-status/0', undefined, admin.token)).statusCode).toBe(200);
    expect(await latest('update', 'siteStatus')).toMatchObject({ summary: 'online' });
  });

  it('records uploads, alternative texts and deletions of files', async () => {
    const png = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
    const body = fileUpload(png, 'audit-photo.png', 'image/png');
    const uploaded = await ctx.request({
      method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: editor.token }, remoteAddress: ADDRESS,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const path = uploaded.body_.result as string;
    const upload = await latest('upload', 'file');
    expectByEditor(upload);
    expect(upload.summary).toBe(`${path} audit-photo.png`);
    const id = Number(upload.no);

    expect((await call('PUT', `/api/admin/files/${id}`, { alt: { en_US: 'A blue square', de_DE: 'Ein blaues Quadrat' } })).statusCode).toBe(200);
    expect(await latest('update', 'file', String(id))).toMatchObject({ langs: ['de_DE', 'en_US'], summary: path });
    expect((await call('DELETE', `/api/admin/files/${id}`)).statusCode).toBe(200);
    expect(await latest('delete', 'file', String(id))).toMatchObject({ summary: path });
  });

  it('filters by person, entity, action and time range, newest first, and counts up to the cap', async () => {
    const all = await entries();
    expect(all.length).toBeGreaterThan(10);
    const times = all.map((e) => `${e.time}#${String(e.id).padStart(10, '0')}`);
    expect(times).toEqual([...times].sort().reverse());

    const mine = await entries({ userId: editor.id });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.userId === editor.id)).toBe(true);
    expect((await entries({ entity: 'news' })).every((e) => e.entity === 'news')).toBe(true);
    expect((await entries({ action: 'create', entity: 'icon' })).every((e) => e.action === 'create' && e.entity === 'icon')).toBe(true);

    const middle = all[Math.floor(all.length / 2)]!.time;
    const later = await entries({ from: middle });
    const earlier = await entries({ to: middle });
    expect(later.every((e) => e.time >= middle) && earlier.every((e) => e.time < middle)).toBe(true);
    expect(later.length + earlier.length).toBe(all.length);
    // An offset names the same instant in UTC.
    const shifted = new Date(Date.parse(middle) + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    expect((await entries({ from: shifted })).length).toBe(later.length);
    expect(await entries({ from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' })).toEqual([]);

    const page = await call('GET', '/api/admin/audit?pageSize=3&pageNo=2', undefined, admin.token);
    expect(page.body_.result.map((e: Entry) => e.id)).toEqual(all.slice(3, 6).map((e) => e.id));
    expect(page.body_.pageable).toEqual({ pageNo: 2, pageSize: 3, totalCount: all.length });
    // `page` is the same as `pageNo`, as on every list.
    const synonym = await call('GET', '/api/admin/audit?pageSize=3&page=2', undefined, admin.token);
    expect(synonym.body_.result).toEqual(page.body_.result);
    expect(synonym.body_.pageable).toEqual(page.body_.pageable);

    const beyond = await call('GET', `/api/admin/audit?pageSize=100&pageNo=${AUDIT_COUNT_CAP / 100 + 1}`, undefined, admin.token);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.body_.result.fieldErrors[0].message).toContain('Narrow the time range');
    const wrong = await call('GET', '/api/admin/audit?entity=planet&action=explode&from=yesterday', undefined, admin.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body_.result.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['action', 'entity', 'from']);
  });

  it('exports the filtered entries as CSV, with cells that could be formulas made text', async () => {
    await call('POST', '/api/admin/icon', { name: '=HYPERLINK("http://evil.example","click")', url: UPLOADED });
    const response = await call('GET', '/api/admin/audit/export?entity=icon', undefined, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-[\dT:Z-]+\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,time,userId,userName,address,action,entity,no,title,langs,summary');
    const listed = await entries({ entity: 'icon' });
    expect(lines.length - 1).toBe(listed.length);
    expect(lines.slice(1).every((line) => line.includes(',icon,'))).toBe(true);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

    const all = await call('GET', '/api/admin/audit/export', undefined, admin.token);
    expect(all.body.trimEnd().split('\r\n').length - 1).toBe((await entries()).length);
  });

  it('writes entries in the change\'s transaction: a write that fails leaves none', async () => {
    const count = async () => Number((await ctx.app.db.selectFrom('audit_entry').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();

    // Refused inside the transaction: an unknown item in a bulk call, a file still in use.
    const folder = await createFolder(ctx, editor.token, { en_US: 'Rollback Folder' });
    const news = await createNews(ctx, editor.token, folder.ids.en_US!, { en_US: 'Stays unpinned' });
    const afterSetup = await count();
    expect(afterSetup).toBe(before + 2);
    expect((await call('PUT', '/api/admin/latest-news/bulk/pin', { nos: [news.no, 'no-such-item'] })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/catalog/${folder.ids.en_US}`)).statusCode).toBe(409);

    // A unique index refusing the second of simultaneous creates of one account.
    const create = () => call('POST', '/api/admin/users', { loginAccount: 'Twin.Account', password: 'Two at the same door 2', roleId: 2 }, admin.token);
    const answers = await Promise.all(Array.from({ length: 4 }, create));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await count()).toBe(afterSetup + 1);
    expect((await entries({ action: 'create', entity: 'staffUser' })).filter((e) => e.summary === 'twin.account')).toHaveLength(1);

    // A failure after the write: both the change and its entry are gone.
    const failing = runAsActor({ userId: editor.id, userName: editor.account, address: ADDRESS }, () =>
      audited(ctx.app.db, { action: 'update', entity: 'icon', summary: 'never' }, async (trx) => {
        await trx.insertInto('icon').values({ name: 'Rolled back', url: UPLOADED, create_time: new Date().toISOString() }).execute();
        throw new Error('fails after the write');
      }),
    );
    await expect(failing).rejects.toThrow('fails after the write');
    expect(await ctx.app.db.selectFrom('icon').select('id').where('name', '=', 'Rolled back').execute()).toEqual([]);
    expect(await count()).toBe(afterSetup + 1);
  });

  it('refuses to change or delete entries, even by SQL through the application\'s database', async () => {
    const [entry] = await entries();
    await expect(ctx.app.db.updateTable('audit_entry').set({ summary: 'rewritten' }).where('id', '=', entry!.id).execute()).rejects.toThrow(/cannot be changed or deleted/);
    await expect(ctx.app.db.deleteFrom('audit_entry').where('id', '=', entry!.id).execute()).rejects.toThrow(/cannot be changed or deleted/);
    await expect(ctx.app.db.deleteFrom('audit_entry').execute()).rejects.toThrow(/cannot be changed or deleted/);
    if (dialect === 'postgres') await expect(sql`truncate audit_entry`.execute(ctx.app.db)).rejects.toThrow(/cannot be changed or deleted/);
    expect((await entries())[0]).toEqual(entry);
    // And no route writes: the only calls are the list and the export.
    const auditRoutes = ctx.app.routeList.filter((r) => r.url.startsWith('/api/admin/audit'));
    expect(auditRoutes.map((r) => r.method).flat().filter((m) => m !== 'HEAD')).toEqual(['GET', 'GET']);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit/export')).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});
