/**
 * Requests no browser sends but scanners do: a method the pages' Fetch requests cannot carry, a
 * form post without a form. Each gets a 4xx that says why, never an internal error (which was
 * logged as one and, at volume, would page whoever watches the error rate).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, type WebApp } from '../helpers/web.js';

describe('unusual requests to page addresses', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  /** What the app logged at level warn or above. */
  const errorsLogged: string[] = [];
  beforeAll(async () => {
    web = await createWebApp({}, 'sqlite', { onLog: (line) => errorsLogged.push(line) });
    app = web.app;
  });
  afterAll(async () => web.close());

  it.each([
    ['/news', 'GET, HEAD'],
    ['/home', 'GET, HEAD'],
    ['/no-such-page', 'GET, HEAD'],
    ['/disclaimer/accept', 'GET, HEAD, POST'],
  ])('TRACE %s is 405 in the envelope, in the language asked for, naming the methods it takes', async (url, allow) => {
    // light-my-request's method type lists the common methods only; it sends any.
    const response = await app.inject({ method: 'TRACE' as 'GET', url, headers: { lang: 'en_US' } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ status: 405, message: 'This address does not accept TRACE.', result: null });
  });

  it.each([
    ['/news', 'GET, HEAD'],
    ['/news.data', 'GET, HEAD'],
    ['/home?lang=en_US', 'GET, HEAD'],
    ['/no-such-page', 'GET, HEAD'],
    ['/sitemap.xml', 'GET, HEAD'],
    ['/disclaimer/accept', 'GET, HEAD, POST'],
    ['/disclaimer/accept.data', 'GET, HEAD, POST'],
  ])('OPTIONS %s answers which methods it takes, with no page and nothing logged', async (url, allow) => {
    // React Router refuses OPTIONS at its root, where its default boundary printed the refusal to the log.
    errorsLogged.length = 0;
    const response = await app.inject({ method: 'OPTIONS', url });
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe(allow);
    expect(response.body).toBe('');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(errorsLogged).toEqual([]);
  });

  it.each([
    ['no body', {}, undefined],
    ['JSON', { 'content-type': 'application/json' }, '{"version":"abcdef12"}'],
    ['plain text', { 'content-type': 'text/plain' }, 'version=abcdef12'],
  ])('a disclaimer post with %s, which is no form, returns to the home page and remembers nothing', async (_, headers, payload) => {
    const response = await app.inject({ method: 'POST', url: '/disclaimer/accept', headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a post to a page, which takes none, is 405 and logs no error', async () => {
    errorsLogged.length = 0;
    for (const url of ['/news', '/news.data', '/home?lang=en_US']) {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'q=1' });
      expect(response.statusCode, url).toBe(405);
    }
    expect(errorsLogged).toEqual([]);
  });

  it('the disclaimer form takes a post only: PUT, PATCH and DELETE are 405', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/disclaimer/accept', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'version=abcdef12' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD, POST');
      expect(response.headers['set-cookie'], method).toBeUndefined();
    }
  });

  it.each([
    ['/home?lang=en_US', 200, 'text/html; charset=utf-8'],
    ['/people/detail/1?lang=en_US', 200, 'text/html; charset=utf-8'],
    ['/no-such-page', 404, 'text/html; charset=utf-8'],
    ['/robots.txt', 200, 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 200, 'application/xml; charset=utf-8'],
  ])('HEAD %s says what a GET would send (its type; no length it does not know), without a body', async (url, status, type) => {
    const head = await app.inject({ method: 'HEAD', url });
    const get = await app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(status);
    expect(String(get.headers['content-type'])).toBe(type);
    expect(head.statusCode).toBe(status);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    // A Content-Length of 0 would say the page is empty; one it does not know is left out (RFC 9110, 9.3.2).
    expect(head.headers['content-length']).toBeUndefined();
    expect(head.body).toBe('');
  });
});
