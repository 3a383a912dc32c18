/**
 * A deleted upload leaves the reverse proxy in front too (found by an audit, 2026-12-06): its
 * answers are kept for a year (`immutable`: names are never reused), so they carry a cache tag
 * (`upload:<path>`, every width's answer alike) and deleting the file purges it at once.
 * Before, a client document uploaded by mistake and deleted stayed public through Varnish.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialects, type TestContext } from '../helpers/app.js';
import { fileUpload } from '../helpers/uploads.js';

describe.each(dialects)('a deleted upload and the proxy in front on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let proxy: http.Server;
  const purges: { hard: string; soft: string }[] = [];
  beforeAll(async () => {
    proxy = http.createServer((request, response) => {
      if (request.method === 'PURGE') purges.push({ hard: String(request.headers['xkey-purge'] ?? ''), soft: String(request.headers['xkey-softpurge'] ?? '') });
      response.end('purged');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    ctx = await createTestContext(dialect, { env: { CACHE_PURGE_URL: `http://127.0.0.1:${port}/` } });
    admin = (await ctx.staff('administrator')).token;
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => proxy.close(resolve));
  });

  it('tags the file\'s answers and purges the tag when the file is deleted', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const body = fileUpload(pdf, 'client-engagement-letter.pdf', 'application/pdf');
    const uploaded = await ctx.request({ method: 'POST', url: '/api/admin/files/upload', payload: body.payload, headers: { ...body.headers, authorization: admin } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const stored = uploaded.body_.result as string;

    const served = await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.xkey).toBe(`upload:${stored}`);
    expect(served.headers['surrogate-key']).toBe(`upload:${stored}`);

    const listed = await ctx.request({ method: 'GET', url: `/api/admin/files?keyword=${stored.slice(8, 30)}`, headers: { authorization: admin } });
    const id = (listed.body_.result as { id: number }[])[0]!.id;
    purges.length = 0;
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/admin/files/${id}`, headers: { authorization: admin } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Told before the answer went: at once, not refreshed in the background.
    expect(purges.map((purge) => purge.hard.split(' '))).toContainEqual(expect.arrayContaining([`upload:${stored}`]));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/upload/${stored}` })).statusCode).toBe(404);
  });

  it('purges nothing when the delete is refused', async () => {
    purges.length = 0;
    const refused = await ctx.request({ method: 'DELETE', url: '/api/admin/files/999999', headers: { authorization: admin } });
    expect(refused.statusCode).toBe(404);
    expect(purges).toEqual([]);
  });
});
