/**
 * Who writes comes from the signed-in staff member the guard loaded with the session: a write
 * records its operator's name (on the version and in the audit log) without reading the
 * account again. Counted on the queries the app runs (Kysely's `log`), not on time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { createFolder, createNews, UPLOADED } from '../helpers/content.js';

/** A query that reads staff accounts on their own, not joined to the session being checked. */
const READS_ACCOUNTS = /\bfrom\s+"staff_user"/i;
const LOOKS_UP_SESSION = /\bfrom\s+"staff_session"/i;

describe.each(dialects)('the operator of a write on %s', (dialect) => {
  let ctx: TestContext;
  let queries: string[] = [];
  let token: string;
  let id: number;
  const NAME = 'Clara Writer';

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { onQuery: (sql) => queries.push(sql) });
    const admin = await ctx.staff('administrator');
    const created = await ctx.request({
      method: 'POST', url: '/api/admin/users', headers: { authorization: admin.token },
      payload: { loginAccount: 'clara.writer', userName: NAME, password: 'Ink on a rainy window 7', roleId: 2 },
    });
    expect(created.statusCode, created.body).toBe(200);
    id = created.body_.result.id;
    const login = await ctx.request({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: 'clara.writer', password: 'Ink on a rainy window 7' } });
    token = login.body_.result;
  });
  afterAll(async () => ctx.close());

  /** The queries `call` ran, and its answer. */
  async function queriesOf(call: () => Promise<{ statusCode: number; body: string; body_: any }>): Promise<{ ran: string[]; result: any }> {
    queries = [];
    const response = await call();
    expect(response.statusCode, response.body).toBe(200);
    return { ran: queries, result: response.body_.result };
  }

  it('names the signed-in staff member on each write without reading the account again', async () => {
    const folder = await createFolder(ctx, token, { en_US: 'Operator folder' });
    const news = await createNews(ctx, token, folder.ids.en_US!, { en_US: 'Operator news' });
    const writes = {
      update: () =>
        ctx.request({
          method: 'PUT', url: '/api/admin/latest-news', headers: { authorization: token },
          payload: [{ id: news.ids.en_US, no: news.no, lang: 'en_US', title: 'Operator news, revised', cataId: folder.ids.en_US, coverUrl: UPLOADED, isLink: 0, content: '<p>x</p>' }],
        }),
      pin: () => ctx.request({ method: 'PUT', url: `/api/admin/latest-news/pin?no=${news.no}`, headers: { authorization: token } }),
      avatar: () => ctx.request({ method: 'PUT', url: '/api/admin/modify-head-img', headers: { authorization: token }, payload: { headImg: UPLOADED } }),
    };
    const results: Record<string, any> = {};
    for (const [name, write] of Object.entries(writes)) {
      const { ran, result } = await queriesOf(write);
      results[name] = result;
      // The guard's one lookup of the session (with its account joined) shows the counter sees the call.
      expect(ran.filter((sql) => LOOKS_UP_SESSION.test(sql)), name).toHaveLength(1);
      expect(ran.filter((sql) => READS_ACCOUNTS.test(sql)), name).toEqual([]);
    }

    expect(results.update[0]).toMatchObject({ title: 'Operator news, revised', operatorName: NAME });
    const audit = await ctx.app.services.audit.list({ pageNo: 1, pageSize: 10, userId: id }, 'en_US');
    expect(audit.items.map((entry) => [entry.action, entry.userName]).slice(0, 3)).toEqual([['changeAvatar', NAME], ['pin', NAME], ['update', NAME]]);
  });
});
