/**
 * The production pages' handler (server/http/page-handler.ts, decision 0053): a page goes out as
 * the bytes entry.server rendered, not read back through the `Response`'s stream; what React
 * Router answers without rendering (a resource route, a redirect, a form's post, HEAD) goes as
 * React Router made it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mayNameBackOffice, publicRoutesOf } from '../../server/http/page-handler.js';
import { createWebApp } from '../helpers/web.js';

const VISITOR = { cookie: 'disclaimer=accepted~2026-01-01', authorization: 'Bearer keeps-it-out-of-the-page-cache' };

describe('the production pages handler', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  beforeAll(async () => {
    web = await createWebApp();
  });
  afterAll(async () => web.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a rendered page as the bytes rendered, with its status, type and cookie', async () => {
    const fromWeb = vi.spyOn(Readable, 'fromWeb');
    const page = await web.app.inject({ method: 'GET', url: '/nowhere-at-all?lang=de_DE', headers: VISITOR });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // A language picked in the picker is remembered by a cookie on its redirect; the address alone sets none.
    expect(page.headers['set-cookie']).toBeUndefined();
    const picked = await web.app.inject({ method: 'GET', url: '/nowhere-at-all?lang=de_DE&pick=1', headers: VISITOR });
    expect(picked.headers['set-cookie']).toMatch(/^lang=de_DE/);
    expect(page.body).toMatch(/^<!DOCTYPE html><html lang="de-DE"/);
    expect(page.body.endsWith('</html>')).toBe(true);
    expect(fromWeb).not.toHaveBeenCalled();
  });

  it('streams what a resource route answers, and sends redirects and HEAD as React Router made them', async () => {
    const fromWeb = vi.spyOn(Readable, 'fromWeb');
    const robots = await web.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toMatch(/Sitemap: /);
    expect(fromWeb).toHaveBeenCalled();
    const redirect = await web.app.inject({ method: 'GET', url: '/disclaimer/accept' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/home');
    const head = await web.app.inject({ method: 'HEAD', url: '/about?lang=en_US', headers: VISITOR });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.rawPayload).toHaveLength(0);
  });

  it("hands a form's body to the page's action", async () => {
    const version = 'abcdef123456';
    const accepted = await web.app.inject({
      method: 'POST',
      url: '/disclaimer/accept',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `version=${version}&returnTo=${encodeURIComponent('/people?lang=en_US')}`,
    });
    expect(accepted.statusCode).toBe(302);
    expect(accepted.headers.location).toBe('/people?lang=en_US');
    expect(accepted.headers['set-cookie']).toContain(version);
  });

  it("answers a back-office address from the back office's routes in every spelling React Router matches, and a public one from the public routes", async () => {
    // Public addresses go to a handler that knows only the public routes (issue 47); the back
    // office's must not end on the public not-found page.
    const routeModules = (body: string) => /window\.__reactRouterRouteModules = (\{[^}]*\})/.exec(body)?.[1];
    const backOffice = await web.app.inject({ method: 'GET', url: '/admin/users' });
    expect(backOffice.statusCode).toBe(200);
    expect(routeModules(backOffice.body)).toContain('"routes/admin/layout"');
    for (const url of ['/ADMIN/users', '/Admin/Users?lang=en_US', '/adm%69n/users', '/admin-login', '/%41dmin/users']) {
      const page = await web.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).not.toBe(404);
      expect(routeModules(page.body), url).toMatch(/"routes\/admin\//);
    }
    const unknown = await web.app.inject({ method: 'GET', url: '/administration-fees', headers: VISITOR });
    expect(unknown.statusCode).toBe(404);
    const news = await web.app.inject({ method: 'GET', url: '/news?lang=en_US', headers: VISITOR });
    expect(news.statusCode).toBe(200);
    expect(routeModules(news.body)).toContain('"routes/public/news"');
  });

  it("matches public addresses against a build without the back office's routes, and with every other route", async () => {
    const build = (await import(pathToFileURL(path.join(fs.realpathSync('build'), 'server', 'index.js')).href)) as ServerBuild;
    const all = Object.keys(build.routes);
    const kept = Object.keys(publicRoutesOf(build.routes));
    // The back office's routes: the files under app/routes/admin/, some given ids of their own in app/routes.ts.
    const backOffice = all.filter((id) => /^(routes\/admin\/|admin-)/.test(id));
    expect(backOffice.length).toBeGreaterThan(20);
    expect(all.filter((id) => !kept.includes(id))).toEqual(backOffice);
    expect(kept).toEqual(expect.arrayContaining(['root', 'routes/public/layout', 'routes/public/news-detail']));
  });

  it('sends to the handler of every route an address that may name the back office once decoded, in any case', () => {
    for (const url of ['/admin', '/admin/users?x=1', '/ADMIN', '/admin-login', '/adm%69n/users', '/%41DMIN', '/news/%E0%A4%A']) {
      expect(mayNameBackOffice(url), url).toBe(true);
    }
    for (const url of ['/', '/news/detail/1?lang=en_US&admin=1', '/people?keyword=adm', '/docs/imprint']) {
      expect(mayNameBackOffice(url), url).toBe(false);
    }
  });
});
