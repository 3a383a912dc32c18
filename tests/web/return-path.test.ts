/**
 * The disclaimer's plain form post sends the visitor back, and only ever to a path on the site
 * (issue 9.5, 9.6; decision 0020). On SQLite only: the post reads no database, which the last test
 * shows by answering with the database closed, so PostgreSQL would run the same code again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_BYPASSES } from '../helpers/redirect-bypasses.js';
import { createWebApp, type WebApp } from '../helpers/web.js';

describe('returning from the disclaimer', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let version: string;
  beforeAll(async () => {
    web = await createWebApp();
    app = web.app;
    version = /name="version" value="([a-f0-9]+)"/.exec((await app.inject({ method: 'GET', url: '/home' })).body)![1]!;
  });
  afterAll(async () => web.close());

  const accept = (body: string) =>
    app.inject({ method: 'POST', url: '/disclaimer/accept', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

  function expectOnSite(response: Awaited<ReturnType<typeof accept>>) {
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    expect(new URL(location, 'https://site.test').origin).toBe('https://site.test');
  }

  it.each(REDIRECT_BYPASSES.map((value) => [JSON.stringify(value).slice(0, 60), value]))('keeps %s on the site', async (_, value) => {
    const response = await accept(`version=${version}&returnTo=${encodeURIComponent(value)}`);
    expectOnSite(response);
    expect(response.headers['set-cookie']).toMatch(/^disclaimer=/);
  });

  it('refuses the tab-in-the-middle address exactly as the report sent it', async () => {
    const response = await accept(`version=${version}&returnTo=%2F%09%2Fevil.example`);
    expectOnSite(response);
    expect(response.headers.location).toBe('/home');
  });

  it.each([
    ['a newline', encodeURIComponent('/home\n')],
    ['a carriage return and a header', encodeURIComponent('/home\r\nSet-Cookie: x=1')],
    ['a non-Latin-1 character', encodeURIComponent('/news?q=中文')],
    ['bytes that are not UTF-8', '%2Fhome%ED%A0%80%FF'],
  ])('answers a return address with %s with a redirect, never a 500', async (_, encoded) => {
    const response = await accept(`version=${version}&returnTo=${encoded}`);
    expectOnSite(response);
    expect(String(response.headers['set-cookie'])).not.toMatch(/x=1/);
  });

  it('goes back to the page the visitor was on, encoded for the header', async () => {
    expect((await accept(`version=${version}&returnTo=${encodeURIComponent('/people?lang=de_DE')}`)).headers.location).toBe('/people?lang=de_DE');
    expect((await accept(`version=${version}&returnTo=${encodeURIComponent('/news?q=中文')}`)).headers.location).toBe('/news?q=%E4%B8%AD%E6%96%87');
  });
});

describe('returning from the disclaimer without a database', () => {
  it('needs none: the answer depends on the form and the site origin only', async () => {
    const web = await createWebApp();
    try {
      await web.app.db.destroy();
      // The proof that it is gone: readiness, which asks it, now fails.
      expect((await web.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      for (const [returnTo, location] of [
        ['/people?lang=de_DE', '/people?lang=de_DE'],
        ['/\t/evil.example', '/home'],
        ['/home\n', '/home'],
      ] as const) {
        const response = await web.app.inject({
          method: 'POST',
          url: '/disclaimer/accept',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `version=abcdef12&returnTo=${encodeURIComponent(returnTo)}`,
        });
        expect(response.statusCode, returnTo).toBe(302);
        expect(response.headers.location).toBe(location);
        expect(response.headers['set-cookie']).toMatch(/^disclaimer=abcdef12~/);
      }
    } finally {
      await web.close();
    }
  });
});
