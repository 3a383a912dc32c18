/**
 * The Fetch `Request` a page is rendered from (issue 15.3, decision 0061): the handler makes one,
 * and every loader of the page reads that one. React Router used to copy it twice for each loader
 * (to take its own `index` and `_routes` fields out of the address), six copies for a public page,
 * each with its headers converted again and an abort signal that follows the first. The loaders
 * read the address React Router gives them beside the request, so its data requests (`.data`
 * addresses, `_routes`) still mean what the page means.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, PAST_THE_CACHE } from '../helpers/web.js';

describe('the request a page is rendered from', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  beforeAll(async () => {
    web = await createWebApp();
  });
  afterAll(async () => web.close());

  /** How many Fetch Requests are made while `run` runs. */
  async function requestsMadeBy(run: () => Promise<unknown>): Promise<number> {
    const original = globalThis.Request;
    let made = 0;
    globalThis.Request = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Request>, newTarget) {
        made++;
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
    try {
      await run();
    } finally {
      globalThis.Request = original;
    }
    return made;
  }

  it.each(['/news/detail/1?lang=en_US', '/people?lang=de_DE&keyword=nobody', '/home?lang=zh_CN'])('renders %s from the one request the handler made', async (url) => {
    // Once first, so that nothing made once per process is counted.
    await web.app.inject({ method: 'GET', url, headers: PAST_THE_CACHE });
    let status = 0;
    const made = await requestsMadeBy(async () => {
      status = (await web.app.inject({ method: 'GET', url, headers: PAST_THE_CACHE })).statusCode;
    });
    expect(status).toBe(200);
    expect(made).toBe(1);
  });

  it('reads a people search from the address of its data request, React Router’s own fields left out', async () => {
    const page = await web.app.inject({ method: 'GET', url: '/people.data?lang=en_US&keyword=nobody-by-this-name&_routes=routes/public/people', headers: PAST_THE_CACHE });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('nobody-by-this-name');
    expect(page.body).not.toContain('_routes');
  });

  it('sends the empty path’s data request to the home page with the language asked for and nothing of React Router’s', async () => {
    const answer = await web.app.inject({ method: 'GET', url: '/_root.data?lang=de_DE&_routes=routes/public/root-redirect', headers: PAST_THE_CACHE });
    expect(answer.body).toContain('/home?lang=de_DE');
    expect(answer.body).not.toContain('_routes');
  });

  it('renders the frame of the status page’s data request while the site is closed, and the closed site in place of the other pages', async () => {
    const token = await web.adminToken();
    await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/1', headers: { authorization: token } });
    try {
      // Both answer 503. The frame's loader data (which names the disclaimer to show) comes only
      // when the frame did not stop the page.
      const status = await web.app.inject({ method: 'GET', url: '/status.data?lang=en_US', headers: PAST_THE_CACHE });
      expect(status.statusCode).toBe(503);
      expect(status.body).toContain('"disclaimer"');
      const news = await web.app.inject({ method: 'GET', url: '/news.data?lang=en_US', headers: PAST_THE_CACHE });
      expect(news.statusCode).toBe(503);
      expect(news.body).not.toContain('"disclaimer"');
    } finally {
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/0', headers: { authorization: token } });
    }
  });
});
