/**
 * The frame of every public page (the firm's settings, the disclaimer and its version, the site
 * status) is read once per content version, not by every page rendered (issue 15.3): a page
 * rendered afresh asks the database only for the version before its own content, and a change
 * shows on the next page. Counted on the queries the app runs, not on time. Pages are rendered
 * past the page cache (an Authorization header), as a page whose address is new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/app.js';
import { createCountingWebApp, PAST_THE_CACHE } from '../helpers/web.js';

type Counting = Awaited<ReturnType<typeof createCountingWebApp>>;
const FRAME_TABLES = /\bfrom\s+"(portal_config|firm)"/i;

describe.each(dialects)('the public frame on %s', (dialect) => {
  let web: Counting['web'];
  let render: Counting['render'];
  beforeAll(async () => {
    ({ web, render } = await createCountingWebApp(dialect));
  });
  afterAll(async () => web.close());

  it('reads the firm and the disclaimer once per content version, whichever page asks', async () => {
    await render('/about?lang=en_US');
    for (const url of ['/about?lang=en_US', '/home?lang=en_US', '/people?lang=en_US', '/news?lang=en_US']) {
      const { ran } = await render(url);
      expect(ran.filter((sql) => FRAME_TABLES.test(sql)), url).toEqual([]);
      expect(ran.filter((sql) => /\bfrom\s+"site_state"/i.test(sql)).length, url).toBe(1);
    }
    // Another language's settings are read once too.
    expect((await render('/about?lang=de_DE')).ran.some((sql) => FRAME_TABLES.test(sql))).toBe(true);
    expect((await render('/about?lang=de_DE')).ran.some((sql) => FRAME_TABLES.test(sql))).toBe(false);
  });

  it('shows a change of the firm and of the site status on the next page', async () => {
    const token = await web.adminToken();
    const current = (await web.app.inject({ method: 'GET', url: '/api/admin/portal-config?lang=en_US', headers: { authorization: token } })).json().result;
    await render('/about?lang=en_US');
    const saved = await web.app.inject({ method: 'POST', url: '/api/admin/portal-config', headers: { authorization: token }, payload: { lang: 'en_US', name: 'Frame & Version LLP' } });
    expect(saved.statusCode).toBe(200);
    try {
      const { body, ran } = await render('/about?lang=en_US');
      expect(body).toContain('Frame &amp; Version LLP');
      expect(ran.some((sql) => FRAME_TABLES.test(sql))).toBe(true);
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/1', headers: { authorization: token } });
      const closed = await web.app.inject({ method: 'GET', url: '/about?lang=en_US', headers: PAST_THE_CACHE });
      expect(closed.statusCode).toBe(503);
    } finally {
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config/site-status/0', headers: { authorization: token } });
      await web.app.inject({ method: 'POST', url: '/api/admin/portal-config', headers: { authorization: token }, payload: { lang: 'en_US', name: current.name } });
    }
    expect((await render('/about?lang=en_US')).body).not.toContain('Frame &amp; Version LLP');
  });
});
