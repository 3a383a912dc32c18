/**
 * Varnish in front of two instances on one PostgreSQL database (issue 47.4, decision 0076), run as
 * deploy/varnish/README.md says: the shipped VCL, round-robin over both instances, and the
 * instances purging it by tag after each write (CACHE_PURGE_URL). Public pages and API answers are
 * kept and sent again (`x-proxy-cache: HIT`), the cookies visitors carry besides the site's own
 * make no copy of their own, a publish is visible within 2 s while unrelated pages stay kept, an
 * unpublished item is gone on the first request after the write's answer, and nothing signed in or
 * staff-only is ever kept. Then the same VCL in front of a stand-in instance, for the answers the
 * site sends only at moments a test cannot pick (its own stale copy right after a write).
 *
 * Skipped only when varnishd is missing (CI installs it: .ci/install-varnish.sh).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, startServer, type ServerProcess, type TestDatabase } from '../helpers/server-process.js';
import { compileShippedVcl, findVarnishd, startVarnish, type VarnishProcess } from '../helpers/varnish.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

const varnishd = findVarnishd();
const suite = varnishd ? describe : describe.skip;
const title = varnishd
  ? 'Varnish in front of two instances'
  : 'Varnish in front of two instances (skipped: varnishd not found; apt-get install varnish varnish-modules, or bash .ci/install-varnish.sh)';

const ADMIN = { loginAccount: 'ops-admin', password: 'Operations test 2026' };

interface NewsItem {
  id: number;
  no: string;
  title: string;
  isLink: number;
}

suite(title, () => {
  let db: TestDatabase | undefined;
  const instances: ServerProcess[] = [];
  let varnish: VarnishProcess | undefined;
  let token = '';

  /** Distinct free ports (freePort alone may hand out one twice). */
  async function ports(count: number): Promise<number[]> {
    const found = new Set<number>();
    while (found.size < count) found.add(await freePort());
    return [...found];
  }

  beforeAll(async () => {
    ensurePageBuild();
    db = await createTestDatabase();
    const [varnishPort, firstPort, secondPort] = (await ports(3)) as [number, number, number];
    const env = {
      DATABASE_URL: db.url,
      CACHE_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
      TRUST_PROXY: '127.0.0.1',
      // An instance that has not yet rendered a changed page afresh sends its stale copy for up to
      // this long (less its poll interval): 2 s by default, the whole of the 2 s a publish may take
      // to show through Varnish. Shorter here, so that the check below has room to spare.
      PAGE_CACHE_STALE_WINDOW_MS: '1000',
    };
    // The first loads the demo firm; the second finds it there.
    instances.push(await startServer({ env: { ...env, PORT: String(firstPort), DEMO_CONTENT: 'true' } }));
    instances.push(await startServer({ env: { ...env, PORT: String(secondPort) } }));
    varnish = await startVarnish(varnishd!, varnishPort, [firstPort, secondPort]);
    const login = await fetch(`${varnish.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    token = ((await login.json()) as { result: string }).result;
  });

  afterAll(async () => {
    // Each step on its own, so that one failing leaves none of the others running.
    await Promise.allSettled([varnish?.stop(), ...instances.map((instance) => instance.stop('SIGKILL'))]);
    await db?.drop();
  });

  /** A GET through Varnish. */
  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${varnish!.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, cache: response.headers.get('x-proxy-cache'), body: await response.text() };
  }

  /** A staff call through Varnish (writes carry an Idempotency-Key, as the back office sends). */
  async function staff(method: string, path: string, body?: unknown) {
    const response = await fetch(`${varnish!.url}/api/admin${path}`, {
      method,
      headers: {
        authorization: token,
        lang: 'en_US',
        ...(method === 'GET' ? {} : { 'idempotency-key': `varnish-${Date.now()}-${Math.random()}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { result: unknown; message: string };
    expect(response.status, `${method} ${path}: ${envelope.message}`).toBe(200);
    return envelope.result;
  }

  /** Asks twice and expects the second answer from Varnish's copy; answers that copy. */
  async function kept(path: string, headers: Record<string, string> = {}) {
    const first = await get(path, headers);
    expect(first.status, path).toBe(200);
    const second = await get(path, headers);
    expect(second.cache, path).toBe('HIT');
    return second;
  }

  /** Two published news items of the demo firm that are pages of their own (not links). */
  async function newsItems(): Promise<NewsItem[]> {
    const list = (await fetch(`${instances[0]!.url}/api/user/latest-news?lang=en_US&pageSize=20`).then((r) => r.json())) as { result: NewsItem[] };
    return list.result.filter((item) => !item.isLink);
  }

  it('ships a VCL that compiles as it is', () => {
    expect(compileShippedVcl(varnishd!)).toBe('');
  });

  it('keeps a public page and a public API list: the second request is a hit, with its age', async () => {
    const first = await get('/about?lang=en_US');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    const second = await get('/about?lang=en_US');
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.get('x-proxy-age')).toMatch(/^\d+$/);
    expect(second.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);

    expect((await get('/api/user/lawyerTeam?lang=en_US')).cache).toBe('MISS');
    expect((await get('/api/user/lawyerTeam?lang=en_US')).cache).toBe('HIT');
  });

  it('keeps one copy for visitors whose cookies differ only in what the site does not read', async () => {
    const page = '/expertises?lang=en_US';
    expect((await get(page, { cookie: '_ga=GA1.1.1; lang=en_US; disclaimer=1~2026-01-01' })).cache).toBe('MISS');
    // Another analytics cookie, another acceptance date of the same disclaimer text: the same copy.
    expect((await get(page, { cookie: 'disclaimer=1~2026-03-03; _pk_id=xyz; lang=en_US' })).cache).toBe('HIT');
    // Another language choice is another copy.
    expect((await get(page, { cookie: 'lang=de_DE; disclaimer=1~2026-01-01' })).cache).toBe('MISS');
  });

  it('never keeps a staff call, the back office or a signed-in request, and answers PURGE only from its ACL', async () => {
    for (let i = 0; i < 2; i++) {
      const call = await get('/api/admin/latest-news?lang=en_US', { authorization: token });
      expect(call.status).toBe(200);
      expect(call.cache).toBe('MISS');
      expect(call.headers.get('cache-control')).toContain('no-store');
      expect((await get('/admin-login')).cache).toBe('MISS');
    }
    // A kept public answer is not what a signed-in request gets: it goes to an instance.
    await kept('/api/user/latest-news?lang=en_US&pageSize=3');
    for (let i = 0; i < 2; i++) expect((await get('/api/user/latest-news?lang=en_US&pageSize=3', { authorization: token })).cache).toBe('MISS');

    // From another address than the ACL's (127.0.0.2 is this machine too, but not in local.vcl).
    const refused = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${varnish!.url}/`, { method: 'PURGE', localAddress: '127.0.0.2', headers: { 'xkey-purge': 'site' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(refused).toBe(403);
    expect((await get('/api/user/latest-news?lang=en_US&pageSize=3')).cache).toBe('HIT');
  });

  it('tells visitors nothing of the tags, and a purge of a tag from the ACL drops the pages that carry it', async () => {
    const path = '/api/user/professionalField/list?lang=en_US';
    await kept(path);
    const tags = (await fetch(`${instances[1]!.url}${path}`)).headers.get('xkey');
    expect(tags, 'the app names its answers\' tags in xkey').toBeTruthy();
    const throughVarnish = await get(path);
    expect(throughVarnish.headers.get('xkey')).toBeNull();
    expect(throughVarnish.headers.get('surrogate-key')).toBeNull();

    const purge = await fetch(`${varnish!.url}/`, { method: 'PURGE', headers: { 'xkey-purge': tags!.split(' ')[0]! } });
    expect(purge.status).toBe(200);
    expect(Number(purge.headers.get('xkey-purged'))).toBeGreaterThanOrEqual(1);
    expect((await get(path)).cache).toBe('MISS');
  });

  it('shows an edited and published news item within 2 s, and unrelated pages stay kept', async () => {
    const [item] = await newsItems();
    const page = `/news/detail/${item!.id}?lang=en_US`;
    const call = `/api/user/latest-news/${item!.id}?lang=en_US`;
    const unrelated = ['/expertises?lang=en_US&from=publish', '/api/user/professionalField/list?lang=en_US&from=publish', '/api/user/lawyerTeam?lang=en_US&from=publish'];
    for (const path of [page, call, ...unrelated]) await kept(path);

    const versions = (await staff('GET', `/latest-news?no=${item!.no}`)) as Record<string, unknown>[];
    const english = versions.find((version) => version.lang === 'en_US')!;
    const edited = `Edited behind Varnish ${Date.now()}`;
    await staff('PUT', '/latest-news', [{ ...english, title: edited, state: 'published' }]);
    const answered = Date.now();

    // Polled through Varnish until both show the new title; at most 2 s after the write's answer.
    let shown = false;
    while (!shown && Date.now() - answered < 2000) {
      const [html, json] = await Promise.all([get(page), get(call)]);
      shown = html.body.includes(edited) && json.body.includes(edited);
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(shown, 'the edited title through Varnish within 2 s').toBe(true);

    for (const path of unrelated) expect((await get(path)).cache, path).toBe('HIT');
  });

  it('drops an unpublished news item at once: gone on the first request after the write\'s answer', async () => {
    const item = (await newsItems())[1]!;
    const page = `/news/detail/${item.id}?lang=en_US`;
    const call = `/api/user/latest-news/${item.id}?lang=en_US`;
    const list = '/api/user/latest-news?lang=en_US&pageSize=20&from=unpublish';
    const listed = `/news/detail/${item.id}?lang=en_US<`;
    await kept(page);
    await kept(call);
    expect((await kept(list)).body).toContain(`"id":${item.id},`);
    expect((await kept('/sitemap.xml')).body).toContain(listed);

    await staff('PUT', `/latest-news/unpublish?no=${item.no}`);

    expect((await get(page)).status).toBe(404);
    expect((await get(call)).status).toBe(404);
    const after = await get(list);
    expect(after.status).toBe(200);
    expect(after.body).not.toContain(`"id":${item.id},`);
    // The sitemap too (decision 0098): search engines are not sent to the page taken down.
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).not.toContain(listed);
  });

  it('drops a withdrawn person\'s contact card at once, as the profile (decision 0098)', async () => {
    const people = (await fetch(`${instances[0]!.url}/api/user/lawyerTeam?lang=en_US&pageSize=20`).then((r) => r.json())) as { result: { id: number; no: string }[] };
    const person = people.result.at(-1)!;
    const profile = `/people/detail/${person.id}?lang=en_US`;
    const card = `/people/detail/${person.id}/vcard?lang=en_US`;
    await kept(profile);
    expect((await kept(card)).body).toMatch(/^BEGIN:VCARD\r\n/);

    await staff('PUT', `/lawyerTeam/unpublish?no=${person.no}`);

    expect((await get(profile)).status).toBe(404);
    expect((await get(card)).status).toBe(404);
  });
});

suite(`${title}: what default.vcl does with what an instance answers`, () => {
  let varnish: VarnishProcess | undefined;
  let instance: http.Server | undefined;
  /** Requests the stand-in instance received, by path (probes aside). */
  const asked = new Map<string, number>();
  /** Whether `/changing` answers as the instance's own stale copy. */
  let sendsStale = true;

  beforeAll(async () => {
    instance = http.createServer((request, response) => {
      const path = request.url ?? '';
      if (path === '/readyz') return void response.end('ok');
      const count = (asked.get(path) ?? 0) + 1;
      asked.set(path, count);
      const headers: Record<string, string> = { 'content-type': 'text/plain', xkey: `page:${path.slice(1)}` };
      if (path === '/changing') {
        headers['cache-control'] = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
        headers['x-cache'] = sendsStale ? 'stale' : 'miss';
      } else if (path === '/gone') {
        // As the app sends a 404: kept, never sent stale.
        headers['cache-control'] = 'public, max-age=0, s-maxage=60';
        return void response.writeHead(404, headers).end(`missing ${count}`);
      }
      response.writeHead(200, headers).end(`answer ${count}`);
    });
    await new Promise<void>((resolve) => instance!.listen(0, '127.0.0.1', resolve));
    const instancePort = (instance.address() as { port: number }).port;
    varnish = await startVarnish(varnishd!, await freePort(), [instancePort, instancePort]);
  });

  afterAll(async () => {
    await varnish?.stop();
    instance?.closeAllConnections();
    await new Promise((resolve) => (instance ? instance.close(resolve) : resolve(undefined)));
  });

  const get = async (path: string) => {
    const response = await fetch(`${varnish!.url}${path}`);
    return { status: response.status, cache: response.headers.get('x-proxy-cache'), body: await response.text() };
  };

  async function until(condition: () => boolean): Promise<void> {
    const deadline = Date.now() + 5000;
    while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('keeps an instance\'s stale copy only until the next request has fetched a fresh one, not for its s-maxage', async () => {
    expect(await get('/changing')).toMatchObject({ cache: 'MISS', body: 'answer 1' });
    sendsStale = false;
    // Sent the stale copy at once, while Varnish fetches again in the background.
    expect(await get('/changing')).toMatchObject({ cache: 'HIT', body: 'answer 1' });
    await until(() => asked.get('/changing') === 2);
    expect(asked.get('/changing')).toBe(2);
    // The instance has answered; Varnish stores that answer a moment later, and until then may
    // still send the stale copy (without fetching again: one background fetch at a time).
    let latest = await get('/changing');
    const deadline = Date.now() + 5000;
    while (latest.body !== 'answer 2' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      latest = await get('/changing');
    }
    expect(latest).toMatchObject({ cache: 'HIT', body: 'answer 2' });
    // The fresh answer is kept for its s-maxage: no third fetch.
    expect(await get('/changing')).toMatchObject({ cache: 'HIT', body: 'answer 2' });
    expect(await get('/changing')).toMatchObject({ cache: 'HIT', body: 'answer 2' });
    expect(asked.get('/changing')).toBe(2);
  });

  it('keeps no answer without a lifetime, and sends no stale 404 after a soft purge', async () => {
    await get('/plain');
    expect(await get('/plain')).toMatchObject({ cache: 'MISS', body: 'answer 2' });

    expect(await get('/gone')).toMatchObject({ status: 404, cache: 'MISS' });
    expect(await get('/gone')).toMatchObject({ status: 404, cache: 'HIT', body: 'missing 1' });
    const purge = await fetch(`${varnish!.url}/`, { method: 'PURGE', headers: { 'xkey-softpurge': 'page:gone' } });
    expect(purge.headers.get('xkey-softpurged')).toBe('1');
    expect(await get('/gone')).toMatchObject({ status: 404, cache: 'MISS', body: 'missing 2' });
  });
});

