import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

type Version = { id: number; no: string; lang: string; name: string; sort: number; address?: string | null; tel?: string | null };
type Kind = 'job' | 'office';

describe.each(dialects)('job titles and offices on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, ...headers } });

  /** Creates an item with one version per language given. */
  async function create(kind: Kind, names: Record<string, string>): Promise<{ no: string; ids: Record<string, number> }> {
    const response = await call('POST', `/api/admin/${kind}`, Object.entries(names).map(([lang, name]) => ({ lang, name })));
    expect(response.statusCode).toBe(200);
    const versions = response.body_.result.versions as Version[];
    return { no: response.body_.result.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
  }

  /** The public list of a kind in a language, as the people filters read it (no token). */
  async function list(kind: Kind, lang: string): Promise<Version[]> {
    const response = await ctx.request({ method: 'GET', url: `/api/admin/${kind}?lang=${lang}` });
    expect(response.statusCode).toBe(200);
    return response.body_.result as Version[];
  }

  /** A lawyer row with its job and office, written directly: the lawyer module is not needed here. */
  async function insertLawyer(jobNo: string | null, officeNo: string | null): Promise<string> {
    const no = `lawyer${Math.random().toString(16).slice(2, 18)}`;
    const now = new Date().toISOString();
    await ctx.app.db.insertInto('lawyer').values({ no, top: 0, sort: 0, office_no: officeNo, create_time: now, update_time: now }).execute();
    if (jobNo) await ctx.app.db.insertInto('lawyer_job').values({ lawyer_no: no, job_no: jobNo, position: 0 }).execute();
    return no;
  }

  it('creates a job title in three languages and answers with every version', async () => {
    const response = await call('POST', '/api/admin/job', [
      { lang: 'en_US', name: 'Partner' },
      { lang: 'de_DE', name: 'Partner' },
      { lang: 'zh_CN', name: '合伙人' },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.body_.result;
    expect(result).toEqual({
      id: expect.any(Number),
      no: expect.stringMatching(/^[a-f0-9]{32}$/),
      lang: 'en_US',
      name: 'Partner',
      sort: expect.any(Number),
      versions: expect.any(Array),
    });
    const zh = result.versions.find((v: Version) => v.lang === 'zh_CN');
    expect(zh).toEqual({ id: expect.any(Number), no: result.no, lang: 'zh_CN', name: '合伙人', sort: result.sort });
    const detail = await call('GET', `/api/admin/job/detail/${zh.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body_.result).toMatchObject({ id: zh.id, name: '合伙人' });
    expect(detail.body_.result.versions).toHaveLength(3);
  });

  it('creates an office with an address per language and one phone number', async () => {
    const response = await call('POST', '/api/admin/office', [
      { lang: 'en_US', name: 'London', address: '1 Fleet Street, London', tel: '+44 20 7946 0000' },
      { lang: 'de_DE', name: 'London', address: 'Fleet Street 1, London' },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.body_.result;
    expect(result).toEqual({
      id: expect.any(Number),
      no: expect.stringMatching(/^[a-f0-9]{32}$/),
      lang: 'en_US',
      name: 'London',
      address: '1 Fleet Street, London',
      tel: '+44 20 7946 0000',
      sort: expect.any(Number),
      versions: expect.any(Array),
    });
    expect(result.versions.find((v: Version) => v.lang === 'de_DE')).toMatchObject({ address: 'Fleet Street 1, London', tel: '+44 20 7946 0000' });
  });

  it.each(['job', 'office'] as const)('names missing and over-long %s fields', async (kind) => {
    const response = await call('POST', `/api/admin/${kind}`, [{ lang: 'en_US' }]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([{ field: '0.name', message: 'Please enter name' }]);
    const noLang = await call('POST', `/api/admin/${kind}`, [{ name: 'x' }]);
    expect(noLang.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['0.lang']);
    const long = await call('POST', `/api/admin/${kind}`, [{ lang: 'en_US', name: 'x'.repeat(201) }]);
    expect(long.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['0.name']);
    expect((await call('PUT', `/api/admin/${kind}`, [{ id: 1, lang: 'en_US' }])).statusCode).toBe(400);
  });

  it('bounds the office address and phone number', async () => {
    const response = await call('POST', '/api/admin/office', [{ lang: 'en_US', name: 'Paris', address: 'a'.repeat(1001), tel: '1'.repeat(65) }]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['0.address', '0.tel']);
  });

  it.each(['job', 'office'] as const)('writes no %s when one element of the array is bad', async (kind) => {
    const before = (await list(kind, 'en_US')).length;
    const response = await call('POST', `/api/admin/${kind}`, [
      { lang: 'en_US', name: 'Counsel' },
      { lang: 'de_DE', name: 'Counsel' },
      { lang: 'zh_CN' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['2.name']);
    expect(await list(kind, 'en_US')).toHaveLength(before);
  });

  it.each(['job', 'office'] as const)('refuses a second %s version in one language with 409', async (kind) => {
    const twice = await call('POST', `/api/admin/${kind}`, [
      { lang: 'de_DE', name: 'A' },
      { lang: 'de_DE', name: 'B' },
    ]);
    expect(twice.statusCode).toBe(409);
    const item = await create(kind, { de_DE: 'Nur eine' });
    const again = await call('PUT', `/api/admin/${kind}`, [{ no: item.no, lang: 'de_DE', name: 'Noch eine' }]);
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/api/admin/${kind}/detail/${item.ids.de_DE}`)).body_.result.versions).toHaveLength(1);
  });

  it('updates names, adds a language and changes the phone number of every office version', async () => {
    const office = await create('office', { en_US: 'Berlin', de_DE: 'Berlin' });
    const response = await call('PUT', '/api/admin/office', [
      { id: office.ids.de_DE, lang: 'de_DE', name: 'Berlin Mitte', address: 'Unter den Linden 1', tel: '+49 30 1234567' },
      { no: office.no, lang: 'zh_CN', name: '柏林' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toMatchObject({ id: office.ids.de_DE, name: 'Berlin Mitte', address: 'Unter den Linden 1' });
    const versions = response.body_.result.versions as Version[];
    expect(versions.map((v) => v.lang).sort()).toEqual(['de_DE', 'en_US', 'zh_CN']);
    expect(versions.every((v) => v.tel === '+49 30 1234567')).toBe(true);
    expect(versions.find((v) => v.lang === 'en_US')).toMatchObject({ name: 'Berlin', address: null });

    const job = await create('job', { en_US: 'Associate' });
    const renamed = await call('PUT', '/api/admin/job', [{ id: job.ids.en_US, lang: 'en_US', name: 'Senior Associate' }]);
    expect(renamed.body_.result).toEqual({ id: job.ids.en_US, no: job.no, lang: 'en_US', name: 'Senior Associate', sort: expect.any(Number), versions: [expect.any(Object)] });
    expect((await call('PUT', '/api/admin/job', [{ id: 999999, lang: 'en_US', name: 'x' }])).statusCode).toBe(404);
  });

  it.each(['job', 'office'] as const)('lists every %s by sort, falling back to another language, without a token', async (kind) => {
    const both = await create(kind, { en_US: 'Both', zh_CN: '两者' });
    const german = await create(kind, { de_DE: 'Nur Deutsch' });
    const english = await list(kind, 'en_US');
    expect(english.find((v) => v.no === both.no)).toMatchObject({ id: both.ids.en_US, lang: 'en_US', name: 'Both' });
    expect(english.find((v) => v.no === german.no)).toMatchObject({ id: german.ids.de_DE, lang: 'de_DE', name: 'Nur Deutsch' });
    expect(english.map((v) => v.sort)).toEqual([...english.map((v) => v.sort)].sort((x, y) => x - y));
    expect(new Set(english.map((v) => v.no)).size).toBe(english.length);
    // Without `lang` the request's language decides.
    const zh = await ctx.request({ method: 'GET', url: `/api/admin/${kind}`, headers: { lang: 'zh_CN' } });
    expect(zh.body_.result.find((v: Version) => v.no === both.no)).toMatchObject({ name: '两者' });
    expect(zh.body_.pageable).toBeUndefined();
  });

  it.each(['job', 'office'] as const)('answers 404 for unknown %s ids', async (kind) => {
    expect((await call('GET', `/api/admin/${kind}/detail/999999`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/${kind}/999999`)).statusCode).toBe(404);
    const item = await create(kind, { en_US: 'Known' });
    expect((await call('PUT', `/api/admin/${kind}/sort`, { sourceId: 999999, targetId: item.ids.en_US })).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/${kind}/sort`, { sourceId: item.ids.en_US })).statusCode).toBe(400);
  });

  it.each(['job', 'office'] as const)('deletes a %s in every language', async (kind) => {
    const item = await create(kind, { en_US: 'Gone', de_DE: 'Weg', zh_CN: '没了' });
    const response = await call('DELETE', `/api/admin/${kind}/${item.ids.en_US}`);
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toBe(true);
    for (const id of Object.values(item.ids)) expect((await call('GET', `/api/admin/${kind}/detail/${id}`)).statusCode).toBe(404);
    expect((await list(kind, 'en_US')).some((v) => v.no === item.no)).toBe(false);
  });

  it('deletes a job title and an office that lawyers use, and the lawyers lose them', async () => {
    const job = await create('job', { en_US: 'Of Counsel' });
    const keptJob = await create('job', { en_US: 'Consultant' });
    const office = await create('office', { en_US: 'Munich' });
    const lawyer = await insertLawyer(job.no, office.no);
    await ctx.app.db.insertInto('lawyer_job').values({ lawyer_no: lawyer, job_no: keptJob.no, position: 1 }).execute();

    expect((await call('DELETE', `/api/admin/job/${job.ids.en_US}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/office/${office.ids.en_US}`)).statusCode).toBe(200);

    const jobs = await ctx.app.db.selectFrom('lawyer_job').select('job_no').where('lawyer_no', '=', lawyer).execute();
    expect(jobs).toEqual([{ job_no: keptJob.no }]);
    const row = await ctx.app.db.selectFrom('lawyer').select(['no', 'office_no']).where('no', '=', lawyer).executeTakeFirst();
    expect(row).toEqual({ no: lawyer, office_no: null });
  });

  it.each(['job', 'office'] as const)('moves %s items with array-move semantics', async (kind) => {
    const four = async () => {
      const items = [];
      for (const name of 'ABCD') items.push(await create(kind, { en_US: name, zh_CN: name }));
      return { items, names: new Map(items.map((item, i) => [item.no, 'ABCD'[i]!])) };
    };
    const order = async (names: Map<string, string>, lang = 'en_US') =>
      (await list(kind, lang)).filter((v) => names.has(v.no)).map((v) => names.get(v.no)).join('');

    const first = await four();
    expect(await order(first.names)).toBe('ABCD');
    const moved = await call('PUT', `/api/admin/${kind}/sort`, { sourceId: first.items[0]!.ids.zh_CN, targetId: first.items[2]!.ids.en_US });
    expect(moved.statusCode).toBe(200);
    expect(moved.body_.result).toBe(true);
    expect(await order(first.names)).toBe('BCAD');
    expect(await order(first.names, 'zh_CN')).toBe('BCAD');

    const second = await four();
    await call('PUT', `/api/admin/${kind}/sort`, { sourceId: second.items[3]!.ids.en_US, targetId: second.items[1]!.ids.en_US });
    expect(await order(second.names)).toBe('ADBC');
  });
});
