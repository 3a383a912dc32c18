/**
 * The front lane (decision 0038): stored pages and API answers, the build's files and /healthz are
 * written in front of Fastify when the request comes over the network. Each is compared with what
 * Fastify's path (inject) sends for the same request: the same status, headers and bytes, so the
 * security headers, ETag, 304, Vary, the language and the site status hold on both.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overNetwork, type RawAnswer } from '../helpers/over-network.js';
import { createWebApp } from '../helpers/web.js';

type Web = Awaited<ReturnType<typeof createWebApp>>;

/** Headers only a network answer has, or whose value is new for every response. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding']);

function comparable(headers: RawAnswer['headers']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_CONNECTION.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join('\n') : String(value)])
      .sort(([a = ''], [b = '']) => a.localeCompare(b)),
  );
}

describe('front lane', () => {
  let web: Web;
  let origin: string;
  beforeAll(async () => {
    // The test's requests come from 127.0.0.1: trusted, so X-Forwarded-Proto counts on both paths.
    web = await createWebApp({ TRUST_PROXY: '127.0.0.1' });
    await web.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(web.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => web.close());

  /** The same request over the network (front lane) and through inject (Fastify's path). */
  async function both(url: string, headers: Record<string, string>): Promise<{ front: RawAnswer; fastify: RawAnswer }> {
    const before = web.app.frontLane.answered();
    const front = await overNetwork(origin, url, headers);
    expect(web.app.frontLane.answered(), `${url} answered in front of Fastify`).toBe(before + 1);
    const injected = await web.app.inject({ method: 'GET', url, headers });
    expect(web.app.frontLane.answered()).toBe(before + 1);
    return { front, fastify: { status: injected.statusCode, headers: injected.headers, body: injected.rawPayload } };
  }

  /** Asks for an address twice through Fastify's path: an answer is stored once asked for again (cache-admission.ts). */
  async function storedBy(url: string, headers: Record<string, string>): Promise<void> {
    for (let time = 0; time < 2; time++) await overNetwork(origin, url, headers);
  }

  function expectSame({ front, fastify }: { front: RawAnswer; fastify: RawAnswer }): void {
    expect(front.status).toBe(fastify.status);
    expect(comparable(front.headers)).toEqual(comparable(fastify.headers));
    expect(front.body.equals(fastify.body)).toBe(true);
    expect(front.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  }

  const browser = { 'accept-encoding': 'gzip, deflate, br', cookie: 'disclaimer=accepted~2026-01-01' };

  it('sends a stored API answer, list and detail, with the headers and bytes of Fastify\'s path, by encoding and language', async () => {
    const list = await web.app.inject({ method: 'GET', url: '/api/user/latest-news?lang=en_US' });
    const id = (list.json().result as { id: number }[])[0]!.id;
    for (const url of ['/api/user/latest-news?lang=en_US', `/api/user/latest-news/${id}?lang=de_DE`, '/api/user/banner']) {
      // The second request stores the answer (through Fastify); the front lane answers from then on.
      await storedBy(url, browser);
      const br = await both(url, browser);
      expect(br.front.status).toBe(200);
      expect(br.front.headers['content-encoding']).toBe('br');
      expect(String(br.front.headers['content-security-policy'])).toContain("script-src 'self';");
      expectSame(br);
      // The first request that takes gzip and not brotli has the entry's gzip copy made, on
      // Fastify's path (decision 0085); the front lane sends it from then on.
      const gzip = { 'accept-encoding': 'gzip', 'accept-language': 'zh-CN' };
      await overNetwork(origin, url, gzip);
      expectSame(await both(url, gzip));
      // The language from a header, or from the browser's: each its own stored answer.
      const bare = url.replace(/\?.*$/, '');
      const variants: Record<string, string>[] = [{ 'accept-encoding': 'gzip', lang: 'de_DE' }, { 'accept-encoding': 'gzip', 'accept-language': 'en-GB,en;q=0.8' }, { 'accept-encoding': 'br' }];
      for (const headers of variants) {
        await storedBy(bare, headers);
        const answer = await both(bare, headers);
        expectSame(answer);
        expect(answer.front.status).toBe(200);
      }
      const revalidated = await both(url, { ...browser, 'if-none-match': String(br.front.headers.etag) });
      expect(revalidated.front.status).toBe(304);
      expect(revalidated.front.body.length).toBe(0);
      expectSame(revalidated);
    }
  });

  it('sends a stored page with its hash policy, and 304, as Fastify\'s path does; HSTS behind a TLS proxy', async () => {
    await storedBy('/about?lang=en_US', browser);
    const page = await both('/about?lang=en_US', browser);
    expect(page.front.status).toBe(200);
    expect(String(page.front.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
    expectSame(page);
    expectSame(await both('/about?lang=en_US', { ...browser, 'if-none-match': String(page.front.headers.etag) }));

    const tls = { ...browser, 'x-forwarded-proto': 'https' };
    await storedBy('/about?lang=en_US', tls);
    const secure = await both('/about?lang=en_US', tls);
    expect(secure.front.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expectSame(secure);
  });

  it('sends /healthz and the build\'s files as Fastify\'s path does, 304 included', async () => {
    const home = await web.app.inject({ method: 'GET', url: '/home?lang=en_US' });
    const script = /\/assets\/[\w.-]+\.js/.exec(home.body)?.[0] ?? '';
    expectSame(await both('/healthz', {}));
    const file = await both(script, browser);
    expect(file.front.headers['content-encoding']).toBe('br');
    expectSame(file);
    expectSame(await both(script, {}));
    expectSame(await both(script, { 'if-none-match': String(file.front.headers.etag) }));
  });

  it('never sends a stored answer older than the content: an item unpublished after it was stored is gone from the next answer', async () => {
    const token = await web.adminToken();
    const url = '/api/user/latest-news?lang=en_US&pageSize=50';
    const gzip = { 'accept-encoding': 'gzip', cookie: browser.cookie };
    const ids = async () => {
      const answer = await overNetwork(origin, url, gzip);
      expect(answer.status).toBe(200);
      return (JSON.parse(zlib.gunzipSync(answer.body).toString('utf8')).result as { id: number; no: string }[]).map((item) => item.no);
    };
    await storedBy(url, gzip);
    const before = web.app.frontLane.answered();
    const listed = await ids();
    expect(web.app.frontLane.answered(), 'the stored answer came from the front lane').toBe(before + 1);
    const gone = listed[0]!;
    const unpublished = await web.app.inject({ method: 'PUT', url: `/api/admin/latest-news/unpublish?no=${gone}`, headers: { authorization: token } });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(await ids()).not.toContain(gone);
  });

  it('follows the site status: a closed site\'s stored answer is the 503 Fastify\'s path sends', async () => {
    const token = await web.adminToken();
    const url = '/api/user/latest-news?lang=en_US';
    await storedBy(url, browser);
    try {
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/1', headers: { authorization: token } });
      // The first request after the change is a miss (the version names the status): Fastify's gate answers.
      const first = await overNetwork(origin, url, browser);
      expect(first.status).toBe(503);
      const closed = await both(url, browser);
      expect(closed.front.status).toBe(503);
      expect(closed.front.headers['retry-after']).toBe('300');
      expectSame(closed);
    } finally {
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/0', headers: { authorization: token } });
    }
    expect((await overNetwork(origin, url, browser)).status).toBe(200);
  });

  it('leaves to Fastify what only it answers: HEAD, Authorization, encodings it makes, unknown addresses', async () => {
    const url = '/api/user/latest-news?lang=en_US';
    await overNetwork(origin, url, browser);
    const before = web.app.frontLane.answered();
    const head = await new Promise<number>((resolve, reject) => {
      http.request(`${origin}/healthz`, { method: 'HEAD' }, (response) => resolve(response.statusCode ?? 0)).on('error', reject).end();
    });
    expect(head).toBe(200);
    expect((await overNetwork(origin, url, { ...browser, authorization: 'Bearer nobody' })).status).toBe(200);
    const deflate = await overNetwork(origin, url, { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect((await overNetwork(origin, '/api/user/no-such-call', browser)).status).toBe(404);
    expect(web.app.frontLane.answered()).toBe(before);
  });
});
