/**
 * Addresses a visitor or an attacker writes by hand, which the page cache, the preview check and
 * the language picker must read as the pages and calls read them: a second `?` (the query runs on
 * to the end), a `#` in the request line (find-my-way reads a query after it, React Router a
 * fragment), `//host` in the path (another site to a browser). Found by an audit on 2026-12-06;
 * each test failed before its fix. Also: a vCard chosen by the visitor's language names it in `Vary`.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, type WebApp } from '../helpers/web.js';

/** A GET written by hand on a real socket, its address as given (the front lane and Node's parser see it so); the answer as text. */
function rawGet(port: number, url: string, headerLines: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nAccept-Encoding: identity\r\n${headerLines.map((line) => `${line}\r\n`).join('')}\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('addresses written to mislead the caches or the picker', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let token: string;
  beforeAll(async () => {
    web = await createWebApp({});
    app = web.app;
    token = await web.adminToken();
  });
  afterAll(async () => web.close());

  it('the language picker never redirects to another site: //host in the path stays on this one', async () => {
    for (const url of ['//evil.example/home?lang=en_US&pick=1', '/\\evil.example/home?lang=en_US&pick=1']) {
      const response = await app.inject({ method: 'GET', url });
      const location = String(response.headers.location ?? '');
      // A Location starting with // (or /\) is protocol-relative: the browser goes to evil.example.
      expect(location, url).not.toMatch(/^\/[/\\]/);
    }
  });

  it('a preview token after a second `?` neither shows unsaved content to other visitors nor is kept by a cache', async () => {
    const auth = { authorization: token, lang: 'en_US' };
    const banners = (await app.inject({ method: 'GET', url: '/api/admin/banner?lang=en_US&pageSize=50', headers: auth })).json().result as { no: string; imgPath: string }[];
    const banner = banners[0]!;
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/previews',
      headers: auth,
      payload: { entity: 'banner', no: banner.no, lang: 'en_US', element: { lang: 'en_US', imgPath: banner.imgPath, title: 'UNSAVED DRAFT 9c1e', subTitle: 'Unsaved subtitle' } },
    });
    expect(made.statusCode, made.body).toBe(200);
    const previewToken = new URL(made.json().result.url as string, 'http://x').searchParams.get('preview');
    // The address React Router reads has `preview`; the page cache and the preview check read the query only up to the second `?`.
    const crafted = `/home?lang=en_US&?&preview=${previewToken}`;
    const first = await app.inject({ method: 'GET', url: crafted });
    expect(first.body).toContain('UNSAVED DRAFT 9c1e');
    await app.inject({ method: 'GET', url: crafted });
    const visitor = await app.inject({ method: 'GET', url: '/home?lang=en_US' });
    expect(visitor.body).not.toContain('UNSAVED DRAFT 9c1e');
    expect(visitor.body).not.toContain('class="preview-banner"');
    // Shown through a preview link: not for search engines, kept by no cache (decision 0025).
    expect(first.headers['x-robots-tag']).toBe('noindex');
    expect(first.headers['cache-control']).toBe('no-store, private');
  });

  it('a field after a second `?` is read by the page but not by the cache key: /people stays the whole list for the next visitor', async () => {
    const cardNames = (html: string) => [...html.matchAll(/<h2 class="person-tile__name"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
    const whole = cardNames((await app.inject({ method: 'GET', url: '/people?lang=en_US', headers: { authorization: 'Bearer past-the-cache' } })).body);
    expect(whole.length).toBeGreaterThan(0);
    // The page reads `keyword=zzzznobody`; the key reads the query only up to the second `?`: `lang=en_US`.
    const crafted = '/people?lang=en_US&?&keyword=zzzznobody';
    expect(cardNames((await app.inject({ method: 'GET', url: crafted })).body)).toEqual([]);
    await app.inject({ method: 'GET', url: crafted });
    const visitor = await app.inject({ method: 'GET', url: '/people?lang=en_US' });
    expect(cardNames(visitor.body)).toEqual(whole);
  });

  it('a field after a second `?` is read by the call but not by the cache key: the public API list stays page 1', async () => {
    const url = '/api/user/latest-news?lang=en_US&pageSize=1';
    const pageOne = (await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer past-the-cache' } })).json().result;
    const crafted = '/api/user/latest-news?lang=en_US&pageSize=1&?&pageNo=2';
    const pageTwo = (await app.inject({ method: 'GET', url: crafted })).json().result;
    expect(pageTwo).not.toEqual(pageOne);
    await app.inject({ method: 'GET', url: crafted });
    const visitor = await app.inject({ method: 'GET', url });
    expect(visitor.json().result).toEqual(pageOne);
  });

  it('a query after a `#` in the request line is read by the call but not by the cache key: the public API list stays page 1', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    const body = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).result as { id: number }[];
    const url = '/api/user/latest-news?lang=de_DE';
    const pageOne = (await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer past-the-cache' } })).json().result;
    const crafted = '/api/user/latest-news#&lang=de_DE&pageNo=2';
    const first = await rawGet(port, crafted);
    expect(first).toMatch(/^HTTP\/1.1 200/);
    expect(body(first)).not.toEqual(pageOne);
    await rawGet(port, crafted);
    expect(body(await rawGet(port, url))).toEqual(pageOne);
  });

  it('a vCard chosen by the visitor\'s language, kept public by shared caches, says what it varies on', async () => {
    const german = await app.inject({ method: 'GET', url: '/people/detail/1/vcard', headers: { 'accept-language': 'de-DE' } });
    const english = await app.inject({ method: 'GET', url: '/people/detail/1/vcard', headers: { 'accept-language': 'en-US' } });
    expect(german.statusCode).toBe(200);
    // One address, two cards: in the language of the cookie, else of the browser.
    expect(german.body).not.toBe(english.body);
    expect(String(german.headers['cache-control'])).toMatch(/public/);
    // Without Vary a CDN or Varnish keeps the first visitor's card and sends it to everyone for five minutes.
    expect(String(german.headers.vary ?? '')).toMatch(/accept-language/i);
    expect(String(german.headers.vary ?? '')).toMatch(/cookie/i);
  });
});
