/**
 * Rich text is cleaned again when a public page renders it (issue 16.7): hostile HTML written
 * straight into the database, past the API's save-time cleaning (an import, a restore, rules
 * older than today's), reaches no page. Each vector of the shared table (tests/helpers/xss-vectors.ts,
 * also run against saving in tests/api/rich-text-sanitising.test.ts) is put into every rich-text
 * field a page shows, and every such page is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { createWebApp, type WebApp } from '../helpers/web.js';
import { unsafeMarkup, XSS_VECTORS } from '../helpers/xss-vectors.js';

/** The stretches of a page between the markers around the stored rich text, one per place it is shown. */
function marked(html: string, index: number): string[] {
  return [...html.matchAll(new RegExp(`BEGIN-XSS-${index}</p>(.*?)<p>END-XSS-${index}`, 'gs'))].map((m) => m[1]!);
}

describe.each(dialects)('rich text on the public pages, on %s', (dialect) => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let app: WebApp;
  let newsId: number;
  let lawyerId: number;
  let fieldId: number;

  beforeAll(async () => {
    // Written straight to the database below, as at a SQL prompt: pages showing it would be sent
    // stale for the window while refreshed; with none, the next page shows it.
    web = await createWebApp({ PAGE_CACHE_STALE_WINDOW_MS: '0' }, dialect);
    app = web.app;
    const token = await web.adminToken();
    const write = async (url: string, payload: unknown) => {
      const response = await app.inject({ method: 'POST', url, headers: { authorization: token }, payload: payload as object });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
      return response.json().result;
    };
    const folders = (await app.inject({ method: 'GET', url: '/api/user/catalog?type=0', headers: { lang: 'en_US' } })).json().result as { id: number }[];
    newsId = (await write('/api/admin/latest-news', [{ lang: 'en_US', cataId: folders[0]!.id, title: 'Hostile news', coverUrl: '/api/upload/2026/11/0123456789abcdef0123.webp', isLink: 0, content: '<p>Harmless</p>' }]))[0].id;
    lawyerId = (await write('/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Hostile Person', intro: '<p>Harmless</p>' }])).id;
    fieldId = (await write('/api/admin/professionalField', [{ lang: 'en_US', name: 'Hostile Area', introduce: '<p>Harmless</p>' }])).id;
  });
  afterAll(async () => web?.close());

  /** Every rich-text field a public page shows, set to `html` in the database itself. */
  async function storeDirectly(html: string) {
    const { db } = app;
    await db.updateTable('article_version').set({ content: html }).where('id', '=', newsId).execute();
    await db
      .updateTable('lawyer_version')
      .set({ intro: html, custom_content: html, custom_contents: JSON.stringify([{ title: 'More', content: html }]) })
      .where('id', '=', lawyerId)
      .execute();
    await db.updateTable('professional_field_version').set({ introduce: html }).where('id', '=', fieldId).execute();
    await db
      .updateTable('portal_config')
      .set({ introduce: html, advantages: JSON.stringify([{ title: 'One', content: html }]), privacy: html, disclaimer: html, disclaimer_version: html.length.toString(36) })
      .execute();
  }

  const PAGES = () => [
    { path: `/news/detail/${newsId}`, shows: ['news'] },
    { path: `/people/detail/${lawyerId}`, shows: ['biography', 'more', 'section'] },
    { path: `/expertises/detail/${fieldId}`, shows: ['introduction'] },
    { path: '/home', shows: ['introduction'] },
    { path: '/about', shows: ['introduction', 'advantage'] },
    { path: '/docs/privacy', shows: ['privacy'] },
  ];

  it.each(XSS_VECTORS.map((vector, index) => ({ ...vector, index })))('shows nothing unsafe of: $name', async ({ html, index }) => {
    await storeDirectly(`<p>BEGIN-XSS-${index}</p>${html}<p>END-XSS-${index}</p>`);
    for (const page of PAGES()) {
      const response = await app.inject({ method: 'GET', url: `${page.path}?lang=en_US` });
      expect(response.statusCode, page.path).toBe(200);
      const shown = marked(response.body, index);
      // Each place that shows rich text (and the disclaimer, not yet accepted, over every page).
      expect(shown.length, page.path).toBeGreaterThanOrEqual(page.shows.length + 1);
      for (const part of shown) expect(unsafeMarkup(part), `${page.path}: ${part}`).toEqual([]);
    }
  });
});
