/**
 * A page rendered for one response only (not kept by the page cache) is compressed in one piece in
 * the thread pool, in the encoding its client takes; never through a compression stream on the
 * thread that renders pages (issue 15.3, decision 0046).
 */
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWebApp } from '../helpers/web.js';

// An Authorization header keeps a page out of the page cache: it is rendered for this response.
const UNSTORED = { authorization: 'Bearer not-a-session', cookie: 'disclaimer=accepted~2026-01-01' };
const BROWSER = 'gzip, deflate, br';

describe('a page rendered for one response', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  beforeAll(async () => {
    web = await createWebApp();
  });
  afterAll(async () => web.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const page = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
    web.app.inject({ method, url: '/people?lang=en_US', headers: { ...UNSTORED, ...headers } });

  it('goes compressed in one piece in the thread pool, never through a compression stream', async () => {
    const streams = [vi.spyOn(zlib, 'createBrotliCompress'), vi.spyOn(zlib, 'createGzip'), vi.spyOn(zlib, 'createDeflate')];
    const onLoop = [vi.spyOn(zlib, 'brotliCompressSync'), vi.spyOn(zlib, 'gzipSync')];
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const answer = await page({ 'accept-encoding': BROWSER });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    const html = zlib.brotliDecompressSync(answer.rawPayload).toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US"/);
    expect(html).toContain('</html>');
    // The page was not stored: its policy trusts this response's nonce.
    expect(String(answer.headers['content-security-policy'])).toContain("'nonce-");
    for (const spy of [...streams, ...onLoop]) expect(spy).not.toHaveBeenCalled();
    const ofPage = brotli.mock.calls.filter(([input]) => Buffer.isBuffer(input) && input.toString('latin1', 0, 15) === '<!DOCTYPE html>');
    expect(ofPage).toHaveLength(1);
  });

  it('goes in gzip to a client that takes only gzip', async () => {
    const answer = await page({ 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.rawPayload).toString('utf8')).toContain('</html>');
  });

  it('is left to @fastify/compress for deflate, and goes as it is to a client that takes no encoding or asks for none', async () => {
    const deflate = await page({ 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflate.rawPayload).toString('utf8')).toContain('</html>');
    const noEncoding: Record<string, string>[] = [{ 'accept-encoding': 'identity' }, {}, { 'accept-encoding': BROWSER, 'x-no-compression': '1' }];
    for (const headers of noEncoding) {
      const plain = await page(headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('</html>');
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await page({ 'accept-encoding': BROWSER }, 'HEAD');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload).toHaveLength(0);
  });

  it('leaves a stored page to the page cache: compressed once, sent as stored', async () => {
    const visitor = { cookie: 'disclaimer=accepted~2026-01-01', 'accept-encoding': BROWSER };
    // Asked for twice, the page is stored (cache-admission.ts): the third is served as stored.
    for (let time = 0; time < 2; time++) await web.app.inject({ method: 'GET', url: '/about?lang=en_US', headers: visitor });
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const stored = await web.app.inject({ method: 'GET', url: '/about?lang=en_US', headers: visitor });
    expect(stored.headers['content-encoding']).toBe('br');
    expect(stored.headers.etag).toBeDefined();
    expect(brotli).not.toHaveBeenCalled();
    expect(zlib.brotliDecompressSync(stored.rawPayload).toString('utf8')).toContain('</html>');
  });
});
