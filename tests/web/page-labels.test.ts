/**
 * A page's labels (decision 0056): its own language's, in a JSON data block beside React Router's
 * data rather than inside it, the same whether the page is rendered for its request or sent from
 * the page cache, and written so that no label can end the element.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_LANGUAGES } from '../../contract/languages.js';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { zh_CN } from '../../app/i18n/messages/zh_CN.js';
import { createWebApp } from '../helpers/web.js';

const PUBLIC_MESSAGES = { de_DE, en_US, zh_CN };
// The block's text up to its end tag: a "<" in a label, written as it is, would end it there.
const DATA_BLOCK = /<script type="application\/json" id="page-labels" data-lang="([^"]+)">([^<]*)<\/script>/;

describe("a page's labels", () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  beforeAll(async () => {
    web = await createWebApp();
  });
  afterAll(async () => web.close());

  const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });

  it.each(SPEC_LANGUAGES)('come in %s in a data block of their own, not in the hydration data, rendered or stored', async (lang) => {
    for (const headers of [{ authorization: 'Bearer renders-for-itself' }, {}, {}] as Record<string, string>[]) {
      const html = (await get(`/about?lang=${lang}`, headers)).body;
      const block = DATA_BLOCK.exec(html);
      expect(block?.[1]).toBe(lang);
      expect(JSON.parse(block![2]!)).toEqual(PUBLIC_MESSAGES[lang]);
      // React Router's data carries the page's own data only: no label, no other language's.
      const data = [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].map((match) => match[1]).join('');
      expect(data.length).toBeGreaterThan(0);
      expect(data).not.toContain('skipToContent');
      expect(html.match(/"skipToContent"/g)).toHaveLength(1);
    }
  });

  it('come with back-office pages too, for a move to a public page', async () => {
    const html = (await get('/admin-login', { cookie: 'lang=de_DE' })).body;
    expect(DATA_BLOCK.exec(html)?.[1]).toBe('de_DE');
  });
});
