import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { UPLOADED } from '../helpers/content.js';
import { LANGUAGE_NOT_ON_SITE } from '../helpers/test-languages.js';

type Version = { id: number; no: string; lang: string; name: string; sort: number; views: number; introduce: string | null };

describe.each(dialects)('professional fields on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { REMOTE_IMAGE_HOSTS: 'cdn.example.com, example.com' } });
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token, ...headers } });
  const visit = (url: string, lang: string) => ctx.request({ method: 'GET', url, headers: { lang } });

  /** Creates a field with one version per language given. */
  async function createField(names: Record<string, string>): Promise<{ no: string; ids: Record<string, number> }> {
    const response = await call('POST', '/api/admin/professionalField', Object.entries(names).map(([lang, name]) => ({ lang, name })));
    expect(response.statusCode).toBe(200);
    const versions = response.body_.result.versions as Version[];
    return { no: response.body_.result.no, ids: Object.fromEntries(versions.map((v) => [v.lang, v.id])) };
  }

  const fieldCount = async () => (await call('GET', '/api/admin/professionalField')).body_.pageable.totalCount as number;

  it('creates a field in three languages and answers with every version', async () => {
    const response = await call('POST', '/api/admin/professionalField', [
      { lang: 'en_US', name: 'Corporate Law', introduce: '<p>Mergers and acquisitions</p>', iconUrl: UPLOADED },
      { lang: 'de_DE', name: 'Gesellschaftsrecht', iconUrl: '' },
      { lang: 'zh_CN', name: '公司法', iconUrl: 'https://cdn.example.com/icon.svg' },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.body_.result;
    expect(result).toEqual({
      id: expect.any(Number),
      no: expect.stringMatching(/^[a-f0-9]{32}$/),
      lang: 'en_US',
      name: 'Corporate Law',
      introduce: '<p>Mergers and acquisitions</p>',
      iconUrl: UPLOADED,
      sort: expect.any(Number),
      views: 0,
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      state: 'published',
      hasPendingChanges: false,
      mayNeedUpdate: false,
      publishTime: null,
      unpublishTime: null,
      versions: expect.any(Array),
    });
    expect(result.versions.find((v: Version) => v.lang === 'de_DE')).toMatchObject({ iconUrl: null, introduce: null, sort: result.sort });
    const detail = await call('GET', `/api/admin/professionalField/detail/${result.versions[2].id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body_.result).toMatchObject({ id: result.versions[2].id, no: result.no });
    expect(detail.body_.result.versions).toHaveLength(3);
  });

  it('names each missing required field and checks the icon address', async () => {
    const response = await call('POST', '/api/admin/professionalField', [{ lang: 'en_US' }]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors).toEqual([{ field: '0.name', message: 'Please enter name' }]);
    const noLang = await call('POST', '/api/admin/professionalField', [{ name: 'x' }]);
    expect(noLang.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['0.lang']);
    const icon = await call('POST', '/api/admin/professionalField', [{ lang: 'en_US', name: 'x', iconUrl: 'javascript:alert(1)' }]);
    expect(icon.statusCode).toBe(400);
    expect(icon.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['0.iconUrl']);
    const long = await call('POST', '/api/admin/professionalField', [{ lang: 'en_US', name: 'x'.repeat(201) }]);
    expect(long.statusCode).toBe(400);
  });

  it('writes nothing when one element of the array is bad', async () => {
    const before = await fieldCount();
    const response = await call('POST', '/api/admin/professionalField', [
      { lang: 'en_US', name: 'Tax' },
      { lang: 'de_DE', name: 'Steuerrecht' },
      { lang: 'zh_CN' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body_.result.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['2.name']);
    expect(await fieldCount()).toBe(before);
  });

  it('refuses a second version in one language with 409, and the update writes nothing', async () => {
    const twice = await call('POST', '/api/admin/professionalField', [
      { lang: 'en_US', name: 'A' },
      { lang: 'en_US', name: 'B' },
    ]);
    expect(twice.statusCode).toBe(409);
    const field = await createField({ en_US: 'Employment' });
    const again = await call('PUT', '/api/admin/professionalField', [
      { id: field.ids.en_US, lang: 'en_US', name: 'Employment Law' },
      { no: field.no, lang: 'en_US', name: 'Second English' },
    ]);
    expect(again.statusCode).toBe(409);
    const detail = await call('GET', `/api/admin/professionalField/detail/${field.ids.en_US}`);
    expect(detail.body_.result).toMatchObject({ name: 'Employment', versions: [expect.objectContaining({ name: 'Employment' })] });
  });

  it('updates a version and adds a language, sanitising the introduction', async () => {
    const field = await createField({ en_US: 'Litigation' });
    const introduce =
      '<p onclick="steal()">Court work<SCRIPT>alert(1)</SCRIPT><img src="/api/upload/2026/11/0123456789abcdef0123.webp" ONERROR="alert(2)">' +
      '<a href="JaVaScRiPt:alert(3)">bad</a><a href="java&#x09;script:alert(4)">worse</a><a href="https://example.com/">good</a></p>';
    const response = await call('PUT', '/api/admin/professionalField', [
      { id: field.ids.en_US, lang: 'en_US', name: 'Litigation & Arbitration', introduce },
      { no: field.no, lang: 'de_DE', name: 'Prozessführung', introduce: '<p>Gerichtsverfahren</p><script>x()</script>' },
    ]);
    expect(response.statusCode).toBe(200);
    const saved = response.body_.result.introduce as string;
    expect(saved).toContain('Court work');
    expect(saved).toContain('<img src="/api/upload/2026/11/0123456789abcdef0123.webp" />');
    expect(saved).toContain('<a href="https://example.com/">good</a>');
    expect(saved).not.toMatch(/script|onerror|onclick|alert\(1\)/i);
    const german = response.body_.result.versions.find((v: Version) => v.lang === 'de_DE');
    expect(german.introduce).toBe('<p>Gerichtsverfahren</p>');
    expect(response.body_.result.name).toBe('Litigation & Arbitration');

    expect((await call('PUT', '/api/admin/professionalField', [{ id: 999999, lang: 'en_US', name: 'x' }])).statusCode).toBe(404);
  });

  it('lists versions paged by sort, filtered by language', async () => {
    const field = await createField({ en_US: 'Banking', de_DE: 'Bankrecht' });
    const all = await call('GET', '/api/admin/professionalField?pageSize=100');
    expect(all.statusCode).toBe(200);
    const sorts = (all.body_.result as Version[]).map((v) => v.sort);
    expect(sorts).toEqual([...sorts].sort((x, y) => x - y));
    const german = await call('GET', '/api/admin/professionalField?lang=de_DE&pageSize=100');
    expect((german.body_.result as Version[]).every((v) => v.lang === 'de_DE')).toBe(true);
    expect((german.body_.result as Version[]).some((v) => v.id === field.ids.de_DE)).toBe(true);
    const page = await call('GET', '/api/admin/professionalField?pageNo=2&pageSize=1');
    expect(page.body_.pageable).toEqual({ pageNo: 2, pageSize: 1, totalCount: all.body_.pageable.totalCount });
    expect(page.body_.result).toEqual([all.body_.result[1]]);
    expect((await call('GET', '/api/admin/professionalField?pageSize=0')).statusCode).toBe(400);
  });

  it('lists every field of a language without a token', async () => {
    const field = await createField({ en_US: 'Real Estate', zh_CN: '房地产' });
    const response = await ctx.request({ method: 'GET', url: '/api/admin/professionalField/lang/list?lang=zh_CN' });
    expect(response.statusCode).toBe(200);
    const versions = response.body_.result as Version[];
    expect(versions.every((v) => v.lang === 'zh_CN')).toBe(true);
    expect(versions.find((v) => v.no === field.no)).toMatchObject({ id: field.ids.zh_CN, name: '房地产' });
    expect(versions.map((v) => v.sort)).toEqual([...versions.map((v) => v.sort)].sort((x, y) => x - y));
    expect(response.body_.pageable).toBeUndefined();
    const bad = await ctx.request({ method: 'GET', url: `/api/admin/professionalField/lang/list?lang=${LANGUAGE_NOT_ON_SITE.code}` });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await call('GET', '/api/admin/professionalField/detail/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/professionalField/999999')).statusCode).toBe(404);
    expect((await visit('/api/user/professionalField/999999', 'en_US')).statusCode).toBe(404);
    expect((await visit('/api/user/professionalField/pageTurn/999999', 'en_US')).statusCode).toBe(404);
    expect((await visit('/api/user/professionalField/pageTurn/nosuchitem', 'en_US')).statusCode).toBe(404);
    expect((await visit('/api/user/professionalField/pageTurn/99999999999999999999', 'en_US')).statusCode).toBe(404);
    const field = await createField({ en_US: 'Sortable' });
    expect((await call('PUT', '/api/admin/professionalField/sort', { sourceId: field.ids.en_US, targetId: 999999 })).statusCode).toBe(404);
  });

  it('deletes the field in every language', async () => {
    const field = await createField({ en_US: 'Obsolete', de_DE: 'Veraltet', zh_CN: '过时' });
    const response = await call('DELETE', `/api/admin/professionalField/${field.ids.zh_CN}`);
    expect(response.statusCode).toBe(200);
    expect(response.body_.result).toBe(true);
    for (const id of Object.values(field.ids)) {
      expect((await call('GET', `/api/admin/professionalField/detail/${id}`)).statusCode).toBe(404);
    }
    const list = await visit('/api/user/professionalField/list', 'de_DE');
    expect((list.body_.result as Version[]).some((v) => v.no === field.no)).toBe(false);
  });

  it('moves fields with array-move semantics', async () => {
    const order = async (names: Map<string, string>) => {
      const list = await visit('/api/user/professionalField/list', 'en_US');
      return (list.body_.result as Version[]).filter((v) => names.has(v.no)).map((v) => names.get(v.no)).join('');
    };
    const four = async () => {
      const fields = [];
      for (const name of 'ABCD') fields.push(await createField({ en_US: name, de_DE: name }));
      return { fields, names: new Map(fields.map((f, i) => [f.no, 'ABCD'[i]!])) };
    };

    const first = await four();
    expect(await order(first.names)).toBe('ABCD');
    const moved = await call('PUT', '/api/admin/professionalField/sort', { sourceId: first.fields[0]!.ids.en_US, targetId: first.fields[2]!.ids.de_DE });
    expect(moved.statusCode).toBe(200);
    expect(moved.body_.result).toBe(true);
    expect(await order(first.names)).toBe('BCAD');

    const second = await four();
    await call('PUT', '/api/admin/professionalField/sort', { sourceId: second.fields[3]!.ids.de_DE, targetId: second.fields[1]!.ids.en_US });
    expect(await order(second.names)).toBe('ADBC');
    const admin = await call('GET', '/api/admin/professionalField?lang=en_US&pageSize=100');
    expect((admin.body_.result as Version[]).filter((v) => second.names.has(v.no)).map((v) => second.names.get(v.no)).join('')).toBe('ADBC');
  });

  it('shows the public list in the request language, by sort', async () => {
    const field = await createField({ de_DE: 'Nur Deutsch' });
    const de = await visit('/api/user/professionalField/list', 'de_DE');
    expect(de.statusCode).toBe(200);
    expect((de.body_.result as Version[]).every((v) => v.lang === 'de_DE')).toBe(true);
    expect((de.body_.result as Version[]).some((v) => v.no === field.no)).toBe(true);
    const en = await visit('/api/user/professionalField/list', 'en_US');
    expect((en.body_.result as Version[]).some((v) => v.no === field.no)).toBe(false);
  });

  it('answers a public detail in the request language and counts each view', async () => {
    const field = await createField({ en_US: 'Intellectual Property', de_DE: 'Geistiges Eigentum' });
    const german = await visit(`/api/user/professionalField/${field.ids.en_US}`, 'de_DE');
    expect(german.statusCode).toBe(200);
    expect(german.body_.result).toMatchObject({ id: field.ids.de_DE, no: field.no, lang: 'de_DE', name: 'Geistiges Eigentum', views: 1 });
    expect(german.body_.result.versions).toBeUndefined();
    // Views are written in batches (content/view-counter.ts); the next batch, now.
    await ctx.app.services.views.flush();
    const again = await visit(`/api/user/professionalField/${field.ids.en_US}`, 'de_DE');
    expect(again.body_.result.views).toBe(2);
    // No Chinese version: the version the id names answers.
    const zh = await visit(`/api/user/professionalField/${field.ids.en_US}`, 'zh_CN');
    expect(zh.body_.result).toMatchObject({ id: field.ids.en_US, lang: 'en_US', views: 1 });
    // Admin calls never count.
    await ctx.app.services.views.flush();
    const detail = await call('GET', `/api/admin/professionalField/detail/${field.ids.de_DE}`);
    expect(detail.body_.result.views).toBe(2);
  });

  it('turns pages to the neighbours by sort in the request language, null at the ends', async () => {
    const fields = [];
    for (const name of ['One', 'Two', 'Three']) fields.push(await createField({ en_US: name, de_DE: `${name} DE` }));
    const skipped = await createField({ en_US: 'English only' });
    await call('PUT', '/api/admin/professionalField/sort', { sourceId: skipped.ids.en_US, targetId: fields[2]!.ids.en_US });
    // Order now: One, Two, English only, Three.

    const middle = await visit(`/api/user/professionalField/pageTurn/${fields[1]!.no}`, 'de_DE');
    expect(middle.statusCode).toBe(200);
    // The English-only field has no German page, so the German reader skips it.
    expect(middle.body_.result).toEqual({
      prev: { id: fields[0]!.ids.de_DE, name: 'One DE' },
      next: { id: fields[2]!.ids.de_DE, name: 'Three DE' },
    });
    const english = await visit(`/api/user/professionalField/pageTurn/${fields[1]!.ids.de_DE}`, 'en_US');
    expect(english.body_.result.next).toEqual({ id: skipped.ids.en_US, name: 'English only' });

    const list = (await visit('/api/user/professionalField/list', 'en_US')).body_.result as Version[];
    const first = await visit(`/api/user/professionalField/pageTurn/${list[0]!.no}`, 'en_US');
    expect(first.body_.result).toEqual({ prev: null, next: { id: list[1]!.id, name: list[1]!.name } });
    const last = await visit(`/api/user/professionalField/pageTurn/${list.at(-1)!.id}`, 'en_US');
    expect(last.body_.result).toEqual({ prev: { id: list.at(-2)!.id, name: list.at(-2)!.name }, next: null });
  });
});
