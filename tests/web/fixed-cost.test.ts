/**
 * The fixed cost of an answer (issue 15.1): the browser's files come from memory, compressed at
 * build time, cached for good and revalidated by ETag; /healthz and those files never touch the
 * database; stored pages and API answers go out in the client's encoding with an ETag and 304,
 * and the cache's state is read once per round of concurrent requests, not once per request.
 * On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { FIXED_SECURITY_HEADERS } from '../../server/http/security-headers.js';
import { blockedScripts } from '../helpers/csp.js';
import { createWebApp } from '../helpers/web.js';

type Web = Awaited<ReturnType<typeof createWebApp>>;

/** A script the home page loads. */
async function someScript(web: Web): Promise<string> {
  const home = await web.app.inject({ method: 'GET', url: '/home?lang=en_US' });
  const script = /\/assets\/[\w.-]+\.js/.exec(home.body)?.[0];
  if (!script) throw new Error('the home page names no script');
  return script;
}

describe.each(dialects)('%s', (dialect) => {
  describe('browser files', () => {
    let web: Web;
    beforeAll(async () => {
      web = await createWebApp({}, dialect);
    });
    afterAll(async () => web.close());

    it('sends the build-time brotli and gzip copies by Accept-Encoding, immutable, with an ETag per encoding and 304', async () => {
      const script = await someScript(web);
      const get = (headers: Record<string, string>) => web.app.inject({ method: 'GET', url: script, headers });
      const plain = await get({});
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers['x-content-type-options']).toBe('nosniff');

      const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      const gzip = await get({ 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

      const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
      expect(tags.size).toBe(3);
      const again = await get({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(br.headers.etag);
      // Another encoding's tag names the same file.
      expect((await get({ 'if-none-match': `W/${String(gzip.headers.etag)}` })).statusCode).toBe(304);
      expect((await get({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    });

    it('answers /healthz and the browser files in the fast lane with every header any answer carries', async () => {
      const script = await someScript(web);
      for (const url of [script, '/healthz', '/favicon.svg']) {
        const answer = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', cookie: 'lang=de_DE', 'x-request-id': 'from-a-client' } });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        for (const name of Object.keys(FIXED_SECURITY_HEADERS)) expect(answer.headers[name]).toBe(FIXED_SECURITY_HEADERS[name]);
        expect(String(answer.headers['content-security-policy'])).toContain("script-src 'self';");
      }
      // HEAD takes the route's own way, with the same headers.
      const head = await web.app.inject({ method: 'HEAD', url: script });
      expect(head.statusCode).toBe(200);
      expect(head.headers['x-content-type-options']).toBe('nosniff');
      expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers a browser file that is not there (a page of an older build asking) with a short 404, not the site page', async () => {
      for (const url of ['/assets/entry.client-0ld8uild.js', '/assets/fonts/none.woff2', '/assets/public-site-0ld.css?v=2']) {
        const answer = await web.app.inject({ method: 'GET', url, headers: { lang: 'de_DE', 'accept-encoding': 'br' } });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
        expect(answer.json(), url).toEqual({ status: 404, message: 'Diese Datei gibt es nicht.', result: null });
        expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      }
    });

    it('has the icons browsers ask for by name, drawn from the site icon, and names the phone one in every page', async () => {
      const ico = await web.app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(ico.statusCode).toBe(200);
      expect(ico.headers['content-type']).toBe('image/x-icon');
      // An ICO of one 32 px image, held as a PNG.
      expect([...ico.rawPayload.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
      expect(await sharp(ico.rawPayload.subarray(22)).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
      const touch = await web.app.inject({ method: 'GET', url: '/apple-touch-icon.png' });
      expect(touch.statusCode).toBe(200);
      expect(touch.headers['content-type']).toBe('image/png');
      // Opaque: iOS shows transparency as black.
      expect(await sharp(touch.rawPayload).metadata()).toMatchObject({ format: 'png', width: 180, height: 180, hasAlpha: false });
      const home = await web.app.inject({ method: 'GET', url: '/home?lang=en_US' });
      expect(home.body).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/apple-touch-icon.png"/);
    });

    it('answers /healthz and the browser files with the database gone', async () => {
      const script = await someScript(web);
      await web.app.db.destroy();
      expect((await web.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const file = await web.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'br' } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-encoding']).toBe('br');
      expect((await web.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    });
  });

  describe('stored answers', () => {
    let web: Web;
    beforeAll(async () => {
      web = await createWebApp({}, dialect);
    });
    afterAll(async () => web.close());

    const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });

    it('answers 304 to a page the browser holds, whichever response it came from, with the stored policy', async () => {
      // Asked for once, a page is sent and not stored (cache-admission.ts); the second response stores it.
      await get('/about?lang=en_US');
      const first = await get('/about?lang=en_US', { 'accept-encoding': 'gzip' });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+-gz"$/);
      const stored = await get('/about?lang=en_US', { 'accept-encoding': 'br' });
      expect(stored.statusCode).toBe(200);
      // One hash of the content for every response (no nonce in it), a strong tag per encoding sent.
      expect(stored.headers.etag).toBe(etag.replace(/-gz"$/, '-br"'));

      const revalidated = await get('/about?lang=en_US', { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      // Held in gzip, told so with the tag of what it would be sent now (uncompressed).
      expect(revalidated.headers.etag).toBe(etag.replace(/-gz"$/, '"'));
      // The policy a 304 brings runs the scripts of the copy held, the first response's included.
      expect(blockedScripts(zlib.gunzipSync(first.rawPayload).toString('utf8'), revalidated.headers['content-security-policy'])).toEqual([]);
      expect(revalidated.headers['content-security-policy']).toBe(stored.headers['content-security-policy']);
      expect((await get('/about?lang=en_US', { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
      expect((await get('/about?lang=en_US', { 'if-none-match': '*' })).statusCode).toBe(304);
      // A tag of some other content gets the page.
      expect((await get('/about?lang=en_US', { 'if-none-match': etag.replace(/"[^"]+"/, '"x"') })).statusCode).toBe(200);
    });

    it('sends a stored API answer as brotli, with an ETag that changes with the content', async () => {
      await get('/api/user/banner?lang=en_US');
      const first = await get('/api/user/banner?lang=en_US', { 'accept-encoding': 'gzip, deflate, br' });
      const again = await get('/api/user/banner?lang=en_US', { 'accept-encoding': 'gzip, deflate, br' });
      expect(again.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(again.rawPayload).toString('utf8'))).toEqual(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString('utf8')));
      expect(again.headers.etag).toBe(first.headers.etag);
      expect((await get('/api/user/banner?lang=en_US', { 'if-none-match': String(again.headers.etag) })).statusCode).toBe(304);

      const token = await web.adminToken();
      const banner = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString('utf8')).result[0];
      const moved = await web.app.inject({ method: 'PUT', url: `/api/admin/banner/${banner.id}/4321`, headers: { authorization: token } });
      expect(moved.statusCode).toBe(200);
      const changed = await get('/api/user/banner?lang=en_US', { 'if-none-match': String(again.headers.etag) });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(again.headers.etag);
    });

    it('reads the content state once for a round of concurrent requests, not once per request', async () => {
      await get('/home?lang=en_US');
      const before = web.app.pageCache!.stats().stateReads;
      const answers = await Promise.all(Array.from({ length: 30 }, () => get('/home?lang=en_US')));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      const reads = web.app.pageCache!.stats().stateReads - before;
      expect(reads).toBeGreaterThanOrEqual(1);
      // Those that arrive in one turn of the event loop share one read, even where a read ends
      // within the request's own callback (SQLite).
      expect(reads).toBeLessThanOrEqual(2);
    });
  });
});
