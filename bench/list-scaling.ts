/**
 * List and filter calls must stay as fast with 10,000 news items and 1,000 lawyers as with a
 * small site: indexes and a fixed number of queries per page, never a query per row.
 *
 *   npm run bench:lists
 *
 * Builds two SQLite databases (small: 20 news, 15 lawyers; large: 10,000 news, 1,000 lawyers, all
 * in three languages), times each call in-process, and fails when a large-site call takes more
 * than BUDGET_RATIO times its small-site time.
 *
 * The admin title search matches text inside titles, which no B-tree index can seek: it reads
 * every title (from a narrow index, not the rows) and grows with the site. It is printed for
 * reference and not held to the ratio; full-text search is the step beyond.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { connectDatabase } from '../server/db/connection.js';
import type { Database } from '../server/db/schema.js';

import { SPEC_LANGUAGES } from '../contract/languages.js';

const BUDGET_RATIO = 3;
const UNBUDGETED = new Set(['admin news list, title search']);
const ROUNDS = 300;

async function fill(db: Kysely<Database>, news: number, lawyers: number): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('catalog').values({ no: 'folder-root', type: 0, parent_no: null, sort: 0, create_time: now, update_time: now }).execute();
    await trx.insertInto('catalog').values({ no: 'folder-sub', type: 0, parent_no: 'folder-root', sort: 0, create_time: now, update_time: now }).execute();
    for (const no of ['folder-root', 'folder-sub']) {
      await trx.insertInto('catalog_version').values(SPEC_LANGUAGES.map((lang) => ({ no, lang, name: `${no} ${lang}` }))).execute();
    }
    for (let start = 0; start < news; start += 200) {
      const items = Array.from({ length: Math.min(200, news - start) }, (_, i) => start + i);
      await trx
        .insertInto('article')
        .values(items.map((i) => ({
          no: `news-${i}`, kind: 'news' as const, cata_no: i % 2 ? 'folder-sub' : 'folder-root', top: i % 500 === 0 ? 1 : 0,
          cover_url: '2026/11/0123456789abcdef0123.webp', create_time: new Date(Date.UTC(2020, 0, 1) + i * 3600_000).toISOString(), update_time: now,
        })))
        .execute();
      await trx
        .insertInto('article_version')
        .values(items.flatMap((i) => SPEC_LANGUAGES.map((lang) => ({
          no: `news-${i}`, lang, title: `News ${i} ${lang}`, content: `<p>${'Body text. '.repeat(200)}</p>`, content_url: null,
          cover_url: '2026/11/0123456789abcdef0123.webp', is_link: 0, note: 'Summary', views: 0, operator_name: 'bench',
          create_time: now, update_time: now, kind: 'news' as const, cata_no: i % 2 ? 'folder-sub' : 'folder-root',
          top: i % 500 === 0 ? 1 : 0, item_time: new Date(Date.UTC(2020, 0, 1) + i * 3600_000).toISOString(),
        }))))
        .execute();
    }
    const jobs = ['job-a', 'job-b', 'job-c'];
    const fields = ['field-a', 'field-b', 'field-c', 'field-d'];
    const offices = ['office-a', 'office-b', 'office-c'];
    for (const [table, nos] of [['job', jobs], ['professional_field', fields], ['office', offices]] as const) {
      for (const [sort, no] of nos.entries()) {
        await trx.insertInto(table).values({ no, sort, create_time: now, update_time: now }).execute();
        await trx
          .insertInto(`${table}_version` as 'job_version')
          .values(SPEC_LANGUAGES.map((lang) => ({ no, lang, name: `${no} ${lang}`, ...(table === 'professional_field' ? { update_time: now } : {}) })))
          .execute();
      }
    }
    for (let start = 0; start < lawyers; start += 200) {
      const items = Array.from({ length: Math.min(200, lawyers - start) }, (_, i) => start + i);
      await trx
        .insertInto('lawyer')
        .values(items.map((i) => ({ no: `lawyer-${i}`, top: i < 4 ? 10 : 0, sort: i, office_no: offices[i % 3]!, create_time: now, update_time: now })))
        .execute();
      await trx
        .insertInto('lawyer_version')
        .values(items.flatMap((i) => SPEC_LANGUAGES.map((lang) => ({
          no: `lawyer-${i}`, lang, name: `Lawyer ${i} Müller`, name_folded: `lawyer ${i} muller`, intro: '<p>Biography</p>', custom_content: null,
          custom_contents: '[]', views: 0, create_time: now, update_time: now,
        }))))
        .execute();
      await trx.insertInto('lawyer_job').values(items.map((i) => ({ lawyer_no: `lawyer-${i}`, job_no: jobs[i % 3]!, position: 0 }))).execute();
      await trx
        .insertInto('lawyer_practice_area')
        .values(items.flatMap((i) => [{ lawyer_no: `lawyer-${i}`, field_no: fields[i % 4]!, position: 0 }, { lawyer_no: `lawyer-${i}`, field_no: fields[(i + 1) % 4]!, position: 1 }]))
        .execute();
    }
  });
}

async function firstVersionId(db: Kysely<Database>, table: 'catalog_version' | 'job_version' | 'office_version' | 'professional_field_version', no: string) {
  const row = await db.selectFrom(table).select('id').where('no', '=', no).where('lang', '=', 'en_US').executeTakeFirstOrThrow();
  return row.id;
}

async function measure(news: number, lawyers: number): Promise<Map<string, number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-bench-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const database = connectDatabase({ sqliteFile: path.join(dir, 'site.sqlite') });
  const app = await buildApp({ config, database, logger: false });
  await fill(database.db, news, lawyers);
  const folder = await firstVersionId(database.db, 'catalog_version', 'folder-root');
  const job = await firstVersionId(database.db, 'job_version', 'job-b');
  const field = await firstVersionId(database.db, 'professional_field_version', 'field-c');
  const office = await firstVersionId(database.db, 'office_version', 'office-a');
  const calls: Record<string, string> = {
    'news list': '/api/user/latest-news?pageSize=10',
    'news list, page 5': '/api/user/latest-news?pageSize=10&page=5',
    'news by folder (with sub-folders)': `/api/user/latest-news?cataId=${folder}`,
    'lawyer list': '/api/user/lawyerTeam?pageSize=12',
    'lawyer filters combined': `/api/user/lawyerTeam?jobId=${job}&practiceAreaId=${field}&officeIds=${office}&keyword=muller`,
    'admin news list, title search': '/api/admin/latest-news?title=news%2012%20en',
  };
  const token = await (async () => {
    const { ROLE_EDITOR } = await import('../contract/roles.js');
    await app.services.users.create({ loginAccount: 'bench', password: 'Benchmark passphrase 1', roleId: ROLE_EDITOR });
    return (await app.inject({ method: 'POST', url: '/api/admin/login', payload: { loginAccount: 'bench', password: 'Benchmark passphrase 1' } })).json<{ result: string }>().result;
  })();
  const results = new Map<string, number>();
  for (const [name, url] of Object.entries(calls)) {
    const headers = { lang: 'en_US', authorization: token };
    for (let i = 0; i < 20; i++) await app.inject({ url, headers });
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) {
      const response = await app.inject({ url, headers });
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    }
    results.set(name, (performance.now() - started) / ROUNDS);
  }
  await app.close();
  await database.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
  return results;
}

const small = await measure(20, 15);
const large = await measure(10_000, 1_000);
let failed = false;
process.stdout.write(`call                                   small (ms)  large (ms)  ratio\n`);
for (const [name, smallMs] of small) {
  const largeMs = large.get(name)!;
  const ratio = largeMs / smallMs;
  const budgeted = !UNBUDGETED.has(name);
  if (budgeted && ratio > BUDGET_RATIO) failed = true;
  const verdict = !budgeted ? '  (linear by nature, not budgeted)' : ratio > BUDGET_RATIO ? '  OVER BUDGET' : '';
  process.stdout.write(`${name.padEnd(38)} ${smallMs.toFixed(2).padStart(10)}  ${largeMs.toFixed(2).padStart(10)}  ${ratio.toFixed(2).padStart(5)}${verdict}\n`);
}
process.stdout.write(failed ? `\nSome calls slow down more than ${BUDGET_RATIO}x with a large site.\n` : `\nAll calls within ${BUDGET_RATIO}x of the small site.\n`);
process.exit(failed ? 1 : 0);
