/**
 * The route manifest (decision 0047): the browser loads the whole of it once, from one file made at
 * build time and cached for good; a page carries none of it, and the server is never asked for
 * pieces of it (React Router's `/__manifest`), so rendering a page no longer works out a partial
 * manifest for each of its address's parent paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp } from '../helpers/web.js';

describe('the route manifest', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  beforeAll(async () => {
    web = await createWebApp();
  });
  afterAll(async () => web.close());

  const visitor = { cookie: 'disclaimer=accepted~2026-01-01' };

  it('is not written into a page: the page imports the one file that holds every route', async () => {
    const list = (await web.app.inject({ method: 'GET', url: '/api/user/latest-news?lang=en_US' })).json<{ result: { id: number; isLink?: number }[] }>();
    const news = list.result.find((item) => !item.isLink)!;
    for (const url of ['/home?lang=en_US', `/news/detail/${news.id}?lang=en_US`, '/people?lang=de_DE']) {
      const page = await web.app.inject({ method: 'GET', url, headers: visitor });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('window.__reactRouterManifest');
      const file = /import "(\/assets\/manifest-[\w]+\.js)"/.exec(page.body)?.[1];
      expect(file, url).toBeDefined();
      const manifest = await web.app.inject({ method: 'GET', url: file! });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Every public page's route, so a move to any of them needs nothing more from the server.
      for (const route of ['routes/public/home', 'routes/public/people', 'routes/public/news-detail', 'routes/public/search', 'routes/public/not-found']) {
        expect(manifest.body).toContain(`"${route}"`);
      }
    }
  });

  it('is never handed out in pieces: /__manifest is an unknown address like any other', async () => {
    const answer = await web.app.inject({ method: 'GET', url: '/__manifest?paths=%2Fabout&version=1', headers: visitor });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
  });
});
