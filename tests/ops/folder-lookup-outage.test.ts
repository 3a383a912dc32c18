/**
 * A folder looked up by its id meets a lost connection: the page answers 503 (the outage
 * screen, kept by no cache), never as if the folder did not exist. A news list filtered by a
 * folder named by another language's version (app/lib/articles.server.ts `loadArticleList`) used
 * to answer 404, which the page cache then kept after the database was back; a news preview
 * naming another folder (server/modules/preview/service.ts) showed the item's stored folder. A real
 * server process on PostgreSQL, its connection cut by a TCP proxy at the lookup's query.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CuttingProxy } from '../helpers/cutting-proxy.js';
import { createTestDatabase, freePort, type ServerProcess, startServer, type TestDatabase } from '../helpers/server-process.js';

/** The query a folder's lookup by id starts with (content/items.ts `itemNoOf`). */
const FOLDER_BY_ID = 'select "no" from "catalog_version" where "id" = $1';

let db: TestDatabase;
let proxy: CuttingProxy;
let server: ServerProcess;
let token: string;
/** A news folder's version ids by language. */
let folder: Record<string, number>;

async function admin(method: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json', lang: 'en_US' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { result: unknown };
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.result;
}

beforeAll(async () => {
  db = await createTestDatabase();
  proxy = new CuttingProxy(await freePort());
  await proxy.open();
  server = await startServer({ env: { DATABASE_URL: proxy.through(db.url) } });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'ops-admin', password: 'Operations test 2026' }),
  });
  token = ((await login.json()) as { result: string }).result;
  const made = (await admin('POST', '/api/admin/catalog', [
    { lang: 'de_DE', name: 'Kanzleinachrichten', type: 0, parentId: null },
    { lang: 'en_US', name: 'Firm news', type: 0, parentId: null },
  ])) as { versions: { id: number; lang: string }[] };
  folder = Object.fromEntries(made.versions.map((v) => [v.lang, v.id]));
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await proxy?.close();
  await db?.drop();
});

it("a news list named by another language's folder whose lookup loses its connection answers 503, and no 404 is kept", async () => {
  // The folder as the German list names it, on the English list (where the language picker of a
  // filtered list leads). Asked once: the page cache stores an address's second answer.
  const url = `${server.url}/news?cataId=${folder.de_DE}&lang=en_US`;
  expect((await fetch(url)).status).toBe(200);

  // The list's own lookup of the folder is the first such query; the folder's by its number the second.
  proxy.cutAt(FOLDER_BY_ID, 2);
  const cut = await fetch(url);
  expect(proxy.cutPending).toBe(false);
  const after = await fetch(url);
  expect([cut.status, after.status, after.headers.get('x-cache')]).toEqual([503, 200, 'miss']);
});

it('a news preview naming another folder whose lookup loses its connection answers 503, not the page without that folder', async () => {
  const link = (await admin('POST', '/api/admin/previews', {
    entity: 'news',
    lang: 'en_US',
    element: { lang: 'en_US', title: 'Unsaved headline', isLink: 0, content: '<p>Not saved yet</p>', cataId: folder.en_US },
  })) as { url: string };
  const url = `${server.url}${link.url}`;
  expect((await fetch(url)).status).toBe(200);

  proxy.cutAt(FOLDER_BY_ID);
  const cut = await fetch(url);
  expect(proxy.cutPending).toBe(false);
  const after = await fetch(url);
  expect([cut.status, after.status]).toEqual([503, 200]);
});
