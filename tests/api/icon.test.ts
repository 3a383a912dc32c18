import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';

describe.each(dialects)('icon library on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { env: { REMOTE_IMAGE_HOSTS: 'cdn.example.com, example.com' } });
    token = (await ctx.staff('editor')).token;
  });
  afterAll(async () => ctx.close());

  const call = (method: string, url: string, payload?: unknown) =>
    ctx.request({ method: method as 'GET', url, payload: payload as object, headers: { authorization: token } });
  const create = async (name: string, url = 'https://cdn.example.com/icons/scale.svg') => {
    const response = await call('POST', '/api/admin/icon', { name, url });
    expect(response.statusCode).toBe(200);
    return response.body_.result as { id: number; name: string; url: string; createTime: string };
  };

  it('creates an icon and answers with it', async () => {
    const response = await call('POST', '/api/admin/icon', { name: '  Corporate law ', url: '2026/11/5f0c3e2a9b5f0c3e2a9b.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body_).toEqual({
      status: 200,
      message: 'success',
      result: { id: expect.any(Number), name: 'Corporate law', url: '2026/11/5f0c3e2a9b5f0c3e2a9b.svg', createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
  });

  it('names each missing field and a bad url', async () => {
    const missing = await call('POST', '/api/admin/icon', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body_.result.fieldErrors).toEqual([
      { field: 'name', message: 'Please enter name' },
      { field: 'url', message: 'Please enter image address' },
    ]);
    const bad = await call('POST', '/api/admin/icon', { name: 'x'.repeat(201), url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body_.result.fieldErrors).toEqual([
      { field: 'name', message: 'Name cannot be longer than 200 characters' },
      { field: 'url', message: 'Image address must be an absolute http(s) URL or an uploaded file' },
    ]);
  });

  it('lists every icon newest first, filtered by a part of the name in any case', async () => {
    const older = await create('Employment');
    const newer = await create('Employment 100%_special');
    await ctx.app.db.updateTable('icon').set({ create_time: '2020-01-01T00:00:00.000Z' }).where('id', '=', older.id).execute();

    const all = await call('GET', '/api/admin/icon');
    expect(all.statusCode).toBe(200);
    expect(all.body_.pageable).toBeUndefined();
    const ids = all.body_.result.map((i: { id: number }) => i.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids[ids.length - 1]).toBe(older.id);

    const filtered = await call('GET', '/api/admin/icon?name=EMPLOY&_t=123');
    expect(filtered.body_.result.map((i: { id: number }) => i.id)).toEqual([newer.id, older.id]);
    // `%` and `_` are matched as typed, not as wildcards.
    const literal = await call('GET', '/api/admin/icon?name=100%25_');
    expect(literal.body_.result.map((i: { id: number }) => i.id)).toEqual([newer.id]);
    expect((await call('GET', '/api/admin/icon?name=0%25s')).body_.result).toEqual([]);
  });

  it('deletes an icon, and answers 404 for an unknown id', async () => {
    const icon = await create('Disposable');
    const removed = await call('DELETE', `/api/admin/icon/${icon.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.body_.result).toBe(true);
    const list = await call('GET', '/api/admin/icon');
    expect(list.body_.result.map((i: { id: number }) => i.id)).not.toContain(icon.id);

    const again = await call('DELETE', `/api/admin/icon/${icon.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.body_).toEqual({ status: 404, message: 'The requested record does not exist.', result: null });
    expect((await call('DELETE', '/api/admin/icon/abc')).statusCode).toBe(400);
  });
});
