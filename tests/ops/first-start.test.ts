/**
 * The first start on an empty PostgreSQL database: instances that start together set it up once
 * (one administrator, the demo content once, nobody exits) and build an emptied search index once,
 * a start killed in the middle of the demo load leaves nothing behind and the next one loads it
 * all, and migrations run from several connections at once do not trip over each other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { connectDatabase } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { migrations } from '../../server/db/migrations/index.js';
import { demoContent } from '../../server/db/seed/demo/index.js';
import { demoPictureKeys } from '../../server/db/seed/load-demo.js';
import { createTestDatabase, type ServerProcess, startServer, type TestDatabase } from '../helpers/server-process.js';

/** The demo load draws nothing on a clone (its pictures are kept), but the CPU here is shared. */
const START_TIMEOUT_MS = 300_000;

let database: TestDatabase | undefined;
const servers: ServerProcess[] = [];
const clients: pg.Client[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
  await Promise.all(clients.splice(0).map((c) => c.end().catch(() => {})));
  if (database) {
    // A pool's end() resolves before its connections have closed; dropping the database under
    // them would end them with an error this process does not handle.
    await untilOthersLeft(database).catch(() => {});
    await database.drop();
  }
  database = undefined;
});

async function start(env: Record<string, string>, options: { noWait?: boolean } = {}): Promise<ServerProcess> {
  const server = await startServer({ env, timeoutMs: START_TIMEOUT_MS, ...options });
  servers.push(server);
  return server;
}

/** Rows of what the first start writes, counted on a connection of the test's own. */
async function setupRows(db: TestDatabase) {
  const count = async (from: string) => Number((await db.query(`select count(*) as n from ${from}`)).rows[0].n);
  return {
    administrators: await count('staff_user'),
    offices: await count('office'),
    practiceAreas: await count('professional_field'),
    lawyers: await count('lawyer'),
    folders: await count('catalog'),
    news: await count(`article where kind = 'news'`),
    cases: await count(`article where kind = 'case'`),
    honours: await count(`article where kind = 'honour'`),
    banners: await count('banner'),
    firmLanguages: await count('portal_config'),
  };
}

const FULL_DEMO = {
  administrators: 1,
  offices: demoContent.offices.length,
  practiceAreas: demoContent.practiceAreas.length,
  lawyers: demoContent.lawyers.length,
  folders: demoContent.folders.length,
  news: demoContent.news.length,
  cases: demoContent.cases.length,
  honours: demoContent.honours.length,
  banners: demoContent.banners.length,
  firmLanguages: 3,
};

const NOTHING = Object.fromEntries(Object.keys(FULL_DEMO).map((key) => [key, 0]));

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until no connection but the one asking is open on the test's database. */
async function untilOthersLeft(db: TestDatabase, timeoutMs = 30_000): Promise<void> {
  await until(
    async () =>
      Number((await db.query(`select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [db.name])).rows[0].n) === 0,
    'the other connections to the database to close',
    timeoutMs,
  );
}

it(
  'two instances started together on an empty database both come up, with one administrator and the demo loaded once',
  async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, DEMO_CONTENT: 'true' };
    const started = await Promise.allSettled([start(env), start(env)]);
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures, failures.join('\n')).toEqual([]);

    expect(await setupRows(database)).toEqual(FULL_DEMO);
    // One of the two loaded the demo, from the kept drawings (nothing drawn); the other waited.
    const loads = servers.flatMap((s) => s.logLines().filter((line) => line.msg === 'demo content loaded'));
    expect(loads).toEqual([expect.objectContaining({ pictures: demoPictureKeys(demoContent).length, drawn: 0 })]);
    for (const server of servers) {
      expect((await fetch(`${server.url}/api/user/latest-news?pageSize=100`, { headers: { lang: 'en_US' } }).then((r) => r.json())).pageable.totalCount).toBe(
        demoContent.news.length,
      );
      expect(server.child.exitCode).toBeNull();
    }
  },
  2 * START_TIMEOUT_MS,
);

it(
  'two instances started together on a site whose search index is empty (a migration emptied it for a rebuild) build it once',
  async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, DEMO_CONTENT: 'true' };
    const first = await start(env);
    const rows = async () => Number((await database!.query('select count(*) as n from search_document')).rows[0].n);
    const indexed = await rows();
    expect(indexed).toBeGreaterThan(0);
    await first.stop('SIGTERM');
    servers.splice(servers.indexOf(first), 1);
    // As migrations 0019 and 0020 do: the lexemes are made in code, by the next start.
    await database.query('delete from search_document');

    const started = await Promise.allSettled([start(env), start(env)]);
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await rows()).toBe(indexed);
    const twice = await database.query('select source, version_id, item_no, lang from search_document group by 1, 2, 3, 4 having count(*) > 1');
    expect(twice.rows).toEqual([]);
    const builds = servers.flatMap((s) => s.logLines().filter((line) => line.msg === 'search index built from the existing content'));
    expect(builds).toHaveLength(1);
  },
  3 * START_TIMEOUT_MS,
);

it(
  'a start killed in the middle of the demo load leaves no content behind, and the next start loads all of it',
  async () => {
    database = await createTestDatabase();
    const migrated = connectDatabase({ databaseUrl: database.url, poolSize: 1 });
    await migrateToLatest(migrated.db);
    await migrated.db.destroy();

    // Holding a SHARE lock on `article` lets the load read it but stops it at its first news item,
    // after the pictures, offices, practice areas, lawyers and folders: a known point mid-load.
    const blocker = new pg.Client({ connectionString: database.url });
    blocker.on('error', () => {});
    clients.push(blocker);
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table article in share mode');

    const killed = await start({ DATABASE_URL: database.url, DEMO_CONTENT: 'true' }, { noWait: true });
    const name = database.name;
    await until(
      async () =>
        Number(
          (await database!.query(`select count(*) as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [name])).rows[0].n,
        ) > 0,
      'the demo load to reach the news',
    );
    expect(await killed.stop('SIGKILL')).toBe('SIGKILL');
    await blocker.end();
    // The killed server's connection ends once its blocked statement returns to a closed socket.
    await untilOthersLeft(database);

    expect(await setupRows(database)).toEqual(NOTHING);
    expect(Number((await database.query('select count(*) as n from file')).rows[0].n)).toBe(0);

    await start({ DATABASE_URL: database.url, DEMO_CONTENT: 'true' });
    expect(await setupRows(database)).toEqual(FULL_DEMO);
  },
  2 * START_TIMEOUT_MS,
);

it(
  'two instances started together on one empty SQLite data folder both come up, with the demo loaded once',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-shared-'));
    try {
      const env = { DATA_DIR: dataDir, DEMO_CONTENT: 'true' };
      const started = await Promise.allSettled([start(env), start(env)]);
      const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      expect(failures, failures.join('\n')).toEqual([]);
      const sqlite = new SQLite(path.join(dataDir, 'site.sqlite'), { readonly: true });
      try {
        const count = (table: string) => (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
        expect([count('staff_user'), count('lawyer'), count(`article where kind = 'news'`), count('portal_config')]).toEqual([
          1,
          demoContent.lawyers.length,
          demoContent.news.length,
          3,
        ]);
      } finally {
        sqlite.close();
      }
    } finally {
      await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  2 * START_TIMEOUT_MS,
);

it('migrations run from several connections at once on an empty database all succeed, each once', async () => {
  database = await createTestDatabase();
  const handles = Array.from({ length: 4 }, () => connectDatabase({ databaseUrl: database!.url, poolSize: 2 }));
  try {
    const results = await Promise.allSettled(handles.map((h) => migrateToLatest(h.db)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    const recorded = (await database.query('select name from kysely_migration order by name')).rows.map((r: { name: string }) => r.name);
    expect([...applied].sort()).toEqual(recorded);
  } finally {
    await Promise.all(handles.map((h) => h.db.destroy()));
  }
});

it('a schema migrates while another schema of the same database is migrated already', async () => {
  database = await createTestDatabase();
  await database.query('create schema first_site; create schema second_site');
  for (const pgSchema of ['first_site', 'second_site']) {
    const handle = connectDatabase({ databaseUrl: database.url, pgSchema, poolSize: 1 });
    try {
      expect(await migrateToLatest(handle.db)).toHaveLength(Object.keys(migrations).length);
    } finally {
      await handle.db.destroy();
    }
  }
  const tables = await database.query(`select table_schema from information_schema.tables where table_name = 'kysely_migration' order by 1`);
  expect(tables.rows.map((r: { table_schema: string }) => r.table_schema)).toEqual(['first_site', 'second_site']);
});

it('migrations run by several processes at once on one new SQLite file all succeed', async () => {
  const run = promisify(execFile);
  const migrate = (dataDir: string, afterMs: number) =>
    new Promise((resolve) => setTimeout(resolve, afterMs)).then(() =>
      run(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { env: { PATH: process.env.PATH, DATA_DIR: dataDir } }),
    );
  // Started a little apart, so that one reads the schema while another is migrating it: on the
  // old code most rounds had a process fail with "table already exists".
  for (let round = 0; round < 4; round += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-ops-migrate-'));
    try {
      const runs = await Promise.allSettled([0, 1, 2].map((i) => migrate(dataDir, i * 150 * (round + 1))));
      expect(runs.map((r) => (r.status === 'rejected' ? String((r.reason as { stderr?: string }).stderr ?? r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
});

it('warns at start that uploads stay on this machine when DATABASE_URL is set and S3_BUCKET is not', async () => {
  database = await createTestDatabase();
  const shared = await start({ DATABASE_URL: database.url });
  const local = await start({});
  const warning = (server: ServerProcess) => server.logLines().find((line) => line.level === 40 && /S3_BUCKET/.test(String(line.msg)));
  expect(warning(shared)).toBeDefined();
  expect(warning(local)).toBeUndefined();
});
