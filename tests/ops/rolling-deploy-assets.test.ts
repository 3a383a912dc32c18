/**
 * A rolling deploy as the browser sees it (issue 45.1): instances of two releases behind one
 * balancer, so a page rendered by one asks another for its scripts. Each instance answers the
 * other release's files, the older one (started before the newer release was built) as well as
 * the newer; a name no kept release has stays a 404, and so does a name that tries to leave the
 * assets folders. Two real releases in a throw-away copy: the first is this checkout's current
 * page build, copied; the second is built there after the first instance has started.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureRelease } from '../../scripts/release/ensure-release.js';
import { currentRelease, publishRelease } from '../../scripts/release/layout.js';
import { copyProject, type ServerProcess, startServer } from '../helpers/server-process.js';
import { ensurePageBuild } from '../setup/web-fixture.js';

/** A real build takes one to several minutes, depending on how busy the machine is. */
const BUILD_TIMEOUT = 900_000;

let project: string;
const started: ServerProcess[] = [];
let balancer: net.Server | undefined;

beforeAll(() => {
  ensurePageBuild();
  project = copyProject();
  // The copy's sources are this checkout's: its current page build is the copy's first release.
  const release = currentRelease(process.cwd())!;
  fs.cpSync(release.dir, path.join(project, 'releases', release.manifest.id), { recursive: true });
  publishRelease(project, release.manifest.id);
  ensureRelease(project, { parts: ['pages'] });
}, BUILD_TIMEOUT);

afterAll(async () => {
  await new Promise((resolve) => (balancer ? balancer.close(resolve) : resolve(undefined)));
  for (const server of started) await server.stop('SIGKILL');
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

async function instance(): Promise<ServerProcess> {
  const server = await startServer({ projectDir: project });
  started.push(server);
  return server;
}

/** One address in front of the instances: each new connection goes to the next one in turn. */
async function roundRobin(ports: number[]): Promise<string> {
  let next = 0;
  balancer = net.createServer((client) => {
    const upstream = net.connect(ports[next++ % ports.length]!, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => balancer!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(balancer.address() as net.AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET on a connection of its own, so that through the balancer each goes to the next instance. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: 'close', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Every script and stylesheet a public page and the sign-in screen load, the imports of their module scripts included. */
async function assetsOf(origin: string): Promise<string[]> {
  const pages = await Promise.all(['/home?lang=en_US', '/admin-login'].map((page) => get(`${origin}${page}`)));
  for (const page of pages) expect(page.status).toBe(200);
  const html = pages.map((page) => page.body.toString('utf8')).join('\n');
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]))].sort();
}

it('instances of two releases behind one address each answer the other release\'s scripts and styles', { timeout: BUILD_TIMEOUT + 180_000 }, async () => {
  const older = await instance();
  // The next release, built while the older instance runs: a change to the public pages' layout
  // gives its route module, and the route manifest naming it, other names.
  fs.appendFileSync(path.join(project, 'app/routes/public/layout.tsx'), "\nexport const handle = { release: 'second' };\n");
  ensureRelease(project, { parts: ['pages'] });
  const newer = await instance();

  const olderAssets = await assetsOf(older.url);
  const newerAssets = await assetsOf(newer.url);
  const onlyOlder = olderAssets.filter((url) => !newerAssets.includes(url));
  const onlyNewer = newerAssets.filter((url) => !olderAssets.includes(url));
  for (const differs of [onlyOlder, onlyNewer]) {
    expect(differs.some((url) => url.startsWith('/assets/manifest-')), differs.join(' ')).toBe(true);
    expect(differs.some((url) => url.startsWith('/assets/layout-')), differs.join(' ')).toBe(true);
  }

  // Both directions: the older instance answers the release built after it started, and the
  // newer one the release before it, with the same bytes and headers as the release's own.
  for (const [asker, owner, urls] of [
    [older, newer, onlyNewer],
    [newer, older, onlyOlder],
  ] as const) {
    for (const url of urls) {
      for (const encoding of ['br', 'identity']) {
        const own = await get(`${owner.url}${url}`, { 'accept-encoding': encoding });
        const other = await get(`${asker.url}${url}`, { 'accept-encoding': encoding });
        expect(other.status, `${url} at ${asker === older ? 'the older' : 'the newer'} instance`).toBe(200);
        expect(other.body.equals(own.body), url).toBe(true);
        for (const header of ['content-type', 'content-encoding', 'cache-control', 'etag']) expect(other.headers[header], `${url} ${header}`).toBe(own.headers[header]);
      }
      // Kept once found: asked again, the same answer.
      expect((await get(`${asker.url}${url}`)).status).toBe(200);
    }
  }

  // Behind one address: every file of either page answers, whichever instance each request reaches.
  const address = await roundRobin([older.port, newer.port]);
  const failures: string[] = [];
  for (const url of [...olderAssets, ...newerAssets]) {
    for (let round = 0; round < 2; round++) {
      const { status } = await get(`${address}${url}`);
      if (status !== 200) failures.push(`${url} answered ${status}`);
    }
  }
  expect(failures).toEqual([]);

  // A name no release has is a 404 in the envelope, and no name reaches outside the assets folders.
  const known = onlyNewer.find((url) => url.endsWith('.js'))!;
  for (const url of [
    '/assets/manifest-00000000.js',
    `${known}.br`,
    '/assets/..%2frelease.json',
    '/assets/..%2f..%2frelease.json',
    '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/..%5c..%5crelease.json',
    '/assets/.hidden',
  ]) {
    for (const server of [older, newer]) {
      const answer = await get(`${server.url}${url}`);
      expect(answer.status, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
    }
  }
});
