/**
 * A write that committed answers as done even when the database goes away right after its commit
 * (issue 45 point 3): the revision kept after the write is work on another connection, and an
 * outage there answered 503, so the client sent the write again and it was made twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('a committed write on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  /** Set by the test: the next query on the revision table meets a connection the database ended. */
  let cutAtRevision = false;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, {
      onQuery: (sql) => {
        if (cutAtRevision && /from "revision"/i.test(sql)) {
          cutAtRevision = false;
          throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        }
      },
    });
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  it('answers 200 when keeping its revision meets an outage after the commit', async () => {
    const name = `Committed before the outage ${dialect}`;
    cutAtRevision = true;
    const response = await ctx.request({
      method: 'POST',
      url: '/api/admin/professionalField',
      headers: { authorization: token, lang: 'en_US' },
      payload: [{ lang: 'en_US', name }],
    });
    expect(cutAtRevision).toBe(false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body_.result.no).toMatch(/^[a-f0-9]{32}$/);
    const stored = await ctx.app.db.selectFrom('professional_field_version').select('no').where('name', '=', name).execute();
    expect(stored).toEqual([{ no: response.body_.result.no }]);
  });
});
