/**
 * A preview link lives on its maker's authority (issue 45.11): disabling the account (by the
 * staff list's change or its DELETE), changing its role, resetting its password or the owner's own
 * password change ends the links it made, as it ends its sessions; a change of another account
 * does not. Each link made is in the audit log: who, which item, which language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REVIEWER } from '../../contract/roles.js';
import type { AuditEntry } from '../../contract/audit.js';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, UPLOADED } from '../helpers/content.js';

describe.each(dialects)('preview links and their maker on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let cataId: number;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = (await ctx.staff('administrator')).token;
    cataId = (await createFolder(ctx, admin, { en_US: 'Updates' })).ids.en_US!;
  });
  afterAll(async () => ctx.close());

  const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.request({ method, url, headers: { authorization: token, lang: 'en_US' }, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A draft news item, and a link an editor made to it showing an unsaved title. */
  async function linkToDraft(maker: string, title: string): Promise<{ no: string; id: number; token: string }> {
    const news = await createNews(ctx, admin, cataId, { en_US: `Stored ${title}` });
    await ctx.app.db.updateTable('article_version').set({ published: 0 }).where('no', '=', news.no).execute();
    const made = await as(maker, 'POST', '/api/admin/previews', {
      entity: 'news',
      no: news.no,
      lang: 'en_US',
      element: { lang: 'en_US', title, cataId, coverUrl: UPLOADED, isLink: 0, content: '<p>Unsaved draft text</p>' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const token = new URL(made.body_.result.url as string, 'http://site').searchParams.get('preview')!;
    return { no: news.no, id: news.ids.en_US!, token };
  }

  const opens = async (link: { id: number; token: string }) => (await ctx.app.services.previews.article(link.token, 'news', link.id)).state;

  const accountChanges: [string, (maker: { id: number; account: string; password: string; token: string }) => Promise<{ statusCode: number }>][] = [
    ['disabling the account', (maker) => as(admin, 'PUT', '/api/admin/users', { id: maker.id, disabled: true })],
    ['deleting the account', (maker) => as(admin, 'DELETE', `/api/admin/users/${maker.id}`)],
    ['changing its role', (maker) => as(admin, 'PUT', '/api/admin/users', { id: maker.id, roleId: ROLE_REVIEWER })],
    ['resetting its password', (maker) => as(admin, 'PUT', '/api/admin/users', { id: maker.id, password: 'A new password 2026 reset' })],
    ['the owner changing the password', (maker) => as(maker.token, 'PUT', '/api/admin/modify-password', { oldPassword: maker.password, newPassword: 'A new password 2026 own' })],
  ];

  it.each(accountChanges)('ends the links an account made on %s', async (_change, change) => {
    const maker = await ctx.staff('editor');
    const link = await linkToDraft(maker.token, 'Unsaved headline of a maker');
    expect(await opens(link)).toBe('valid');

    const changed = await change(maker);
    expect(changed.statusCode).toBe(200);
    expect(await opens(link)).toBe('refused');
    const rows = await ctx.app.db.selectFrom('preview').select('id').where('created_by', '=', maker.id).execute();
    expect(rows).toEqual([]);
  });

  it('keeps the links of an account when another account changes', async () => {
    const maker = await ctx.staff('editor');
    const other = await ctx.staff('editor');
    const link = await linkToDraft(maker.token, 'Unsaved headline kept');
    for (const [, change] of accountChanges.filter(([name]) => name !== 'the owner changing the password')) {
      const fresh = await ctx.staff('editor');
      expect((await change(fresh)).statusCode).toBe(200);
    }
    expect((await as(admin, 'PUT', '/api/admin/users', { id: other.id, disabled: true })).statusCode).toBe(200);
    expect(await opens(link)).toBe('valid');
  });

  it('opens no link whose maker is disabled, however the account was disabled', async () => {
    const maker = await ctx.staff('editor');
    const link = await linkToDraft(maker.token, 'Unsaved headline of a disabled maker');
    await ctx.app.db.updateTable('staff_user').set({ disabled: 1 }).where('id', '=', maker.id).execute();
    expect(await opens(link)).toBe('refused');
  });

  it('records each link made in the audit log: who, which item, which language', async () => {
    const maker = await ctx.staff('editor');
    const link = await linkToDraft(maker.token, 'Audited headline');
    const log = await as(admin, 'GET', `/api/admin/audit?entity=previewLink&userId=${maker.id}`);
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.body_.result as AuditEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: maker.id, userName: maker.account, action: 'create', entity: 'previewLink', no: link.no, langs: ['en_US'] });
    expect(entries[0]!.summary).toBe('news Audited headline');
    expect(JSON.stringify(entries)).not.toContain(link.token);
  });
});
