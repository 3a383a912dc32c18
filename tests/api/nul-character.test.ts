/**
 * Found by the fuzz suite on PostgreSQL (issue 9): a NUL character in any text (body, query or
 * path) reached the database, which cannot store it in text ("invalid byte sequence"), and the
 * call answered 500. No field has a use for it: it is invalid input, on both databases alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('text with a NUL character, on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { REMOTE_IMAGE_HOSTS: 'cdn.example.com, example.com' } });
    token = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: unknown) =>
    ctx.request({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { authorization: token, lang: 'en_US' },
    });

  it.each([
    ['a name in a body', 'POST', '/api/admin/job', [{ lang: 'de_DE', name: 'Partner\u0000' }], '0.name'],
    ['a nested text', 'POST', '/api/admin/lawyerTeam', [{ lang: 'de_DE', name: 'A', customContents: [{ title: 'x\u0000y' }] }], '0.customContents.0.title'],
    ['an object body', 'POST', '/api/admin/icon', { name: 'x\u0000', url: 'https://example.com/a.png' }, 'name'],
    ['a search keyword', 'GET', '/api/user/lawyerTeam?keyword=a%00b', undefined, 'keyword'],
    ['an item number in the query', 'GET', '/api/user/latest-news?no=a%00b', undefined, 'no'],
    ['an item number in the path', 'GET', '/api/user/professionalField/pageTurn/a%00b', undefined, 'no'],
  ])('%s is invalid input (400) naming the field', async (_, method, url, payload, field) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.body_.result.fieldErrors as { field: string; message: string }[];
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(errors[0]!.message).toMatch(/^There is a character in [^{]+ that is not allowed$/);
  });

  it('other control characters and unusual text are kept', async () => {
    const name = 'Tab\there, line\u2028separator, bell\u0007, 𝒜';
    const response = await call('POST', '/api/admin/job', [{ lang: 'de_DE', name }]);
    expect(response.statusCode, response.body).toBe(200);
  });
});
