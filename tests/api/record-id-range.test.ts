/**
 * Found by the fuzz suite on PostgreSQL (issue 9): an id past the 32-bit integer columns reached
 * the database and came back as a 500 ("value out of range for type integer"). Ids are checked
 * against that range with the rest of the input, on both databases alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

const PAST_RANGE = 2 ** 31;

describe.each(dialects)('record ids past the database range, on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { authorization: token } });

  it.each([
    ['a public detail', 'GET', `/api/user/latest-news/${PAST_RANGE}`, undefined, 'id'],
    ['a public list filter', 'GET', `/api/user/lawyerTeam?jobId=${PAST_RANGE}`, undefined, 'jobId'],
    ['an admin detail', 'GET', `/api/admin/lawyerTeam/detail/${Number.MAX_SAFE_INTEGER}`, undefined, 'id'],
    ['an admin delete', 'DELETE', `/api/admin/icon/${PAST_RANGE}`, undefined, 'id'],
    ['a related id in a body', 'POST', '/api/admin/catalog', [{ lang: 'de_DE', name: 'x', type: 0, parentId: PAST_RANGE }], '0.parentId'],
    ['a sort body', 'PUT', '/api/admin/catalog/sort', { sourceId: PAST_RANGE, targetId: 1 }, 'sourceId'],
    ['a list of related ids', 'PUT', '/api/admin/lawyerTeam', [{ id: 1, lang: 'de_DE', name: 'x', jobIds: [PAST_RANGE] }], '0.jobIds.0'],
    ['a staff account', 'PUT', '/api/admin/users', { id: PAST_RANGE }, 'id'],
  ])('%s is invalid input (400) naming the field', async (_, method, url, payload, field) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('the largest id the database holds is still a valid id (no such record: 404)', async () => {
    const response = await call('GET', `/api/user/latest-news/${PAST_RANGE - 1}`);
    expect(response.statusCode).toBe(404);
  });
});
