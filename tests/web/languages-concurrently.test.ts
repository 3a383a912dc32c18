/**
 * Pages of different languages rendered at the same time share one i18next instance per language
 * and one translation function each (issue 15.3): none may show another's words. Each page
 * rendered among many at once is the page rendered alone (but for its CSP nonce).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWebApp } from '../helpers/web.js';

let web: Awaited<ReturnType<typeof createWebApp>>;
beforeAll(async () => {
  web = await createWebApp();
});
afterAll(async () => web.close());

const PAST_THE_CACHE = { authorization: 'Bearer renders-afresh', cookie: '' };
const URLS = ['/about', '/people', '/news', '/case', '/expertises'].flatMap((path) => ['de_DE', 'en_US', 'zh_CN'].map((lang) => `${path}?lang=${lang}`));

async function page(url: string): Promise<string> {
  const response = await web.app.inject({ method: 'GET', url, headers: PAST_THE_CACHE });
  expect(response.statusCode, url).toBe(200);
  // The response's own CSP nonce differs every time, in attributes and in the page's data.
  const nonce = /nonce="([^"]+)"/.exec(response.body)?.[1];
  return nonce ? response.body.replaceAll(nonce, 'NONCE') : response.body;
}

it('renders each language in its own words while all render at once', async () => {
  const alone = new Map<string, string>();
  for (const url of URLS) alone.set(url, await page(url));
  // Interleaved: every language's pages start before any finishes, twice over.
  const together = await Promise.all([...URLS, ...URLS.toReversed()].map(async (url) => [url, await page(url)] as const));
  for (const [url, body] of together) expect(body, url).toBe(alone.get(url));
  // And the languages do differ: the German and Chinese pages are not the English one.
  expect(alone.get('/about?lang=de_DE')).not.toBe(alone.get('/about?lang=en_US'));
  expect(alone.get('/about?lang=zh_CN')).toContain('<html lang="zh-CN"');
});
