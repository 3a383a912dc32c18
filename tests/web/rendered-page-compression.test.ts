/**
 * A page rendered for one response only (not kept by the page cache) is compressed in the encoding
 * its client takes, never through a compression stream on the thread that renders pages (issue
 * 15.3, decision 0046); in gzip, the text every page carries as it is was deflated once, when the
 * server started (decision 0053).
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

  it('goes in gzip to a browser, deflating per response only what is not the same on every page', async () => {
    const streams = [vi.spyOn(zlib, 'createBrotliCompress'), vi.spyOn(zlib, 'createGzip'), vi.spyOn(zlib, 'createDeflate')];
    const whole = [vi.spyOn(zlib, 'brotliCompress'), vi.spyOn(zlib, 'gzip'), vi.spyOn(zlib, 'brotliCompressSync'), vi.spyOn(zlib, 'gzipSync')];
    const pieces = [vi.spyOn(zlib, 'deflateRaw'), vi.spyOn(zlib, 'deflateRawSync')];
    const answer = await page({ 'accept-encoding': BROWSER });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    const html = zlib.gunzipSync(answer.rawPayload).toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US"/);
    expect(html).toContain('</html>');
    // The page was not stored: its policy trusts this response's nonce.
    expect(String(answer.headers['content-security-policy'])).toContain("'nonce-");
    for (const spy of [...streams, ...whole]) expect(spy).not.toHaveBeenCalled();
    // The stylesheet and the English labels were deflated when the server started: what was
    // deflated for this response is the rest of the page, and much less than all of it.
    const stylesheet = /<style id="public-styles">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(stylesheet.length).toBeGreaterThan(10_000);
    const inputs: unknown[] = [...pieces[0]!.mock.calls, ...pieces[1]!.mock.calls].map(([input]) => input);
    const deflated = inputs.reduce<number>((sum, input) => sum + Buffer.byteLength(input as Buffer), 0);
    expect(deflated).toBeGreaterThan(0);
    expect(deflated).toBeLessThan(Buffer.byteLength(html) - Buffer.byteLength(stylesheet) - 5_000);
  });

  it('goes in brotli, in one piece in the thread pool, to a client that takes only brotli', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const answer = await page({ 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString('utf8')).toContain('</html>');
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
