/**
 * The audit log's list answers under 50 ms with 1,000,000 entries, whatever the filter (issue 13,
 * "Numbers"). Not a test: run by hand on the machine that matters.
 *
 *   npm run bench:audit                                   # SQLite
 *   npm run bench:audit -- postgres://postgres@127.0.0.1:5432/postgres   # and PostgreSQL
 *
 * Fills a fresh database (SQLite in a temporary folder; PostgreSQL in a schema of its own,
 * dropped afterwards) with ENTRIES entries in one INSERT ... SELECT, then times the service's list
 * call (one page and its capped count, as the admin screen asks for them) with each filter and
 * some combinations, and prints p50 and p95 per case. Exits non-zero when a p95 passes BUDGET_MS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditListQuery } from '../contract/audit.js';
import { connectDatabase, type DatabaseHandle } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import type { Database } from '../server/db/schema.js';
import { createAuditService } from '../server/modules/audit/service.js';

const ENTRIES = Number(process.env.AUDIT_BENCH_ENTRIES ?? 1_000_000);
const BUDGET_MS = 50;
const ROUNDS = 200;
const USERS = 40;
/** One entry a minute, newest last: about 1.9 years for a million. */
const START_SECONDS = Date.UTC(2025, 0, 1) / 1000;
const STEP_SECONDS = 60;

const say = (line: string) => process.stdout.write(`${line}\n`);

const actions = (values: readonly string[]) => `'${values.join("','")}'`;

/**
 * Realistic skew: most entries are content writes and sign-ins; failed sign-ins and two-step
 * changes are rare (every 997th and 1,999th entry), so filtering by them reads a sparse index.
 */
function fillSql(dialect: 'sqlite' | 'postgres', count: number): string {
  const common = AUDIT_ACTIONS.filter((a) => a !== 'signInFailed' && a !== 'disableTwoFactor');
  const entities = AUDIT_ENTITIES;
  const i = 'n.i';
  const pick = (list: readonly string[], salt: number) =>
    dialect === 'sqlite'
      ? `(${actions(list).split(',').map((v, k) => `when ${k} then ${v}`).reduce((acc, w) => `${acc} ${w}`, `case ((${i} * ${salt}) % ${list.length})`)} end)`
      : `(array[${actions(list)}])[((${i} * ${salt}) % ${list.length}) + 1]`;
  const action = `case when ${i} % 997 = 0 then 'signInFailed' when ${i} % 1999 = 0 then 'disableTwoFactor' else ${pick(common, 7)} end`;
  const time =
    dialect === 'sqlite'
      ? `strftime('%Y-%m-%dT%H:%M:%fZ', ${START_SECONDS} + ${i} * ${STEP_SECONDS}, 'unixepoch')`
      : `to_char(to_timestamp(${START_SECONDS} + ${i} * ${STEP_SECONDS}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const series =
    dialect === 'sqlite'
      ? `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count}) `
      : '';
  const from = dialect === 'sqlite' ? 'from n' : `from generate_series(1, ${count}) as n(i)`;
  const userName = dialect === 'sqlite' ? `'Person ' || (${i} % ${USERS} + 1)` : `'Person ' || (${i} % ${USERS} + 1)::text`;
  const no = dialect === 'sqlite' ? `'item' || (${i} % 5000)` : `'item' || (${i} % 5000)::text`;
  return `${series}insert into audit_entry (time, user_id, user_name, address, action, entity, item_no, langs, summary)
    select ${time}, ${i} % ${USERS} + 1, ${userName}, '203.0.113.' || (${i} % 250), ${action}, ${pick(entities, 11)}, ${no}, 'de_DE,en_US', 'Title of the item'
    ${from}`;
}

interface Case {
  name: string;
  query: AuditListQuery;
}

function cases(): Case[] {
  const day = (offsetDays: number) => new Date((START_SECONDS + (ENTRIES * STEP_SECONDS) / 2) * 1000 + offsetDays * 86_400_000).toISOString();
  return [
    { name: 'no filter, first page', query: {} },
    { name: 'no filter, page 50', query: { pageNo: 50, pageSize: 100 } },
    { name: 'person', query: { userId: 7 } },
    { name: 'entity', query: { entity: 'news' } },
    { name: 'action (common)', query: { action: 'update' } },
    { name: 'action (rare: failed sign-in)', query: { action: 'signInFailed' } },
    { name: 'time range (one day)', query: { from: day(0), to: day(1) } },
    { name: 'time range (old: until a year ago)', query: { to: day(-200) } },
    { name: 'person + entity', query: { userId: 7, entity: 'news' } },
    { name: 'person + action', query: { userId: 7, action: 'update' } },
    { name: 'entity + action', query: { entity: 'news', action: 'update' } },
    { name: 'person + rare action', query: { userId: 7, action: 'signInFailed' } },
    { name: 'entity + rare action', query: { entity: 'session', action: 'disableTwoFactor' } },
    { name: 'person + entity + action + week', query: { userId: 7, entity: 'news', action: 'update', from: day(0), to: day(7) } },
    { name: 'nothing matches', query: { userId: 999 } },
  ];
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function benchDatabase(label: string, handle: DatabaseHandle): Promise<{ label: string; rows: [string, number, number, number][] }> {
  const db: Kysely<Database> = handle.db;
  await migrateToLatest(db);
  const fillMs = await time(() => sql.raw(fillSql(handle.dialect, ENTRIES)).execute(db));
  // PostgreSQL: what autovacuum does to a table soon after a bulk load; it lets the capped count read the index alone.
  await sql.raw(handle.dialect === 'postgres' ? 'vacuum analyze audit_entry' : 'analyze').execute(db);
  say(`${label}: ${ENTRIES.toLocaleString('en')} entries written in ${(fillMs / 1000).toFixed(1)} s`);
  const audit = createAuditService(db);
  const rows: [string, number, number, number][] = [];
  for (const { name, query } of cases()) {
    const q = { pageSize: 20, ...query };
    let found = 0;
    for (let i = 0; i < 10; i++) found = (await audit.list(q, 'en_US')).pageable.totalCount;
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push(await time(() => audit.list(q, 'en_US')));
    times.sort((a, b) => a - b);
    rows.push([name, found, percentile(times, 50), percentile(times, 95)]);
  }
  return { label, rows };
}

function print(result: { label: string; rows: [string, number, number, number][] }): boolean {
  say(`\n${result.label} (${ENTRIES.toLocaleString('en')} entries; list call = page of 20 + count capped at 10,000)`);
  say(`${'filter'.padEnd(38)} ${'matches'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  let ok = true;
  for (const [name, found, p50, p95] of result.rows) {
    const over = p95 > BUDGET_MS;
    ok &&= !over;
    say(`${name.padEnd(38)} ${String(found).padStart(8)} ${p50.toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)}${over ? '  OVER BUDGET' : ''}`);
  }
  return ok;
}

async function main(): Promise<void> {
  const results = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-audit-bench-'));
  const sqlite = connectDatabase({ sqliteFile: path.join(dir, 'audit.sqlite') });
  try {
    results.push(await benchDatabase('SQLite', sqlite));
  } finally {
    await sqlite.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  if (url) {
    const schema = `audit_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const postgres = connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
    try {
      results.push(await benchDatabase('PostgreSQL', postgres));
    } finally {
      await postgres.db.destroy();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  }

  let ok = true;
  for (const result of results) ok = print(result) && ok;
  say(ok ? `\nEvery p95 is under ${BUDGET_MS} ms.` : `\nSome p95 passed ${BUDGET_MS} ms.`);
  if (!ok) process.exitCode = 1;
}

await main();
