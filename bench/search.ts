/**
 * Site search with a large site (issue 14): 10,000 news items and 1,000 people, each in German,
 * English and Chinese, on SQLite and on PostgreSQL.
 *
 *   npm run bench:search
 *
 * Prints the p50 and p95 of the search call and of the suggestions (the service, in-process) over
 * a mix of queries (common and rare words, compound parts, Chinese two-character words, phrases,
 * several words), the time indexing adds to a save (one language changed, all three, none), and the time a full
 * rebuild takes. Budgets (issue 14): search p95 under 30 ms, suggestions under 15 ms, indexing
 * under 5 ms per write. PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
 * server (in a schema of its own, dropped afterwards); BENCH_DIALECTS=postgres (or sqlite) runs one.
 * BENCH_EXTRA_LANGUAGES=fr_FR,ar_SA gives every item those versions too (issue 48: what two more
 * languages cost a search); the measured queries stay the spec's three's, so runs compare.
 * Not part of CI: it measures this machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { SPEC_LANGUAGES, type SpecLang } from '../contract/languages.js';

import { connectDatabase, type Dialect } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import type { Database } from '../server/db/schema.js';
import { startSearchIndexMerging } from '../server/modules/search/index-merging.js';
import { rebuildIndex, reindexItem } from '../server/modules/search/indexer.js';
import { createSearchService } from '../server/modules/search/service.js';

const NEWS = Number(process.env.BENCH_NEWS ?? 10_000);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const BUDGET = { search: 30, suggest: 15, write: 5 };

/** Languages whose versions a run may add besides the spec's three (BENCH_EXTRA_LANGUAGES). */
const EXTRA_LANGUAGES = ['fr_FR', 'ar_SA'] as const;
type BenchLang = SpecLang | (typeof EXTRA_LANGUAGES)[number];
const EXTRA: BenchLang[] = (process.env.BENCH_EXTRA_LANGUAGES ?? '')
  .split(',')
  .map((code) => code.trim())
  .filter(Boolean)
  .map((code) => {
    if (!(EXTRA_LANGUAGES as readonly string[]).includes(code)) throw new Error(`BENCH_EXTRA_LANGUAGES: ${code} is not one of ${EXTRA_LANGUAGES.join(', ')}`);
    return code as BenchLang;
  });
/** Every language the run's items have versions in. */
const LANGUAGES: readonly BenchLang[] = [...SPEC_LANGUAGES, ...EXTRA];

/** Deterministic, so every run searches the same site. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const WORDS: Record<BenchLang, string[]> = {
  de_DE: (
    'Datenschutz Gesellschaftsrecht Arbeitsrecht Schiedsverfahren Mandant Vertrag Übernahme Kartellrecht Finanzierung Beratung Gericht Urteil ' +
    'Unternehmen Insolvenzverfahren Steuerrecht Kanzlei Prozess Verhandlung Fusion Compliance Vergleich Rechtsstreit Lieferkette Haftung Gewährleistung ' +
    'und der die das mit für von bei nach über im'
  ).split(' '),
  en_US: (
    'privacy corporate employment arbitration client contract acquisition competition financing advice court judgment company insolvency tax ' +
    'firm litigation negotiation merger compliance settlement dispute supply liability warranty regulatory cross border the and of for with in on'
  ).split(' '),
  zh_CN: '并购 仲裁 合规 诉讼 合同 客户 公司 法律 融资 竞争 劳动 税务 数据 保护 争议 和解 监管 跨境 交易 破产 责任 供应 律师 法院 判决 的 和 在 与'.split(' '),
  fr_FR: (
    'protection données société arbitrage client contrat acquisition concurrence financement conseil tribunal jugement entreprise ' +
    'insolvabilité fiscalité cabinet contentieux négociation fusion conformité règlement litige responsabilité garantie et de la le les du pour avec'
  ).split(' '),
  ar_SA: 'الخصوصية الشركات التحكيم العميل العقد الاستحواذ المنافسة التمويل الاستشارة المحكمة الحكم الضرائب التقاضي التفاوض الاندماج الامتثال التسوية النزاع المسؤولية الضمان و في من إلى على'.split(' '),
};
/**
 * The practice areas' names as a firm writes them in each language: named `arbitration fr_FR`,
 * every French and Arabic person's entry held the English word, so a search for it matched a
 * thousand more entries with five languages than a real site would.
 */
type PracticeArea = 'privacy' | 'arbitration';
const PRACTICE_AREA_NAMES: Record<PracticeArea, Record<BenchLang, string>> = {
  privacy: { de_DE: 'Datenschutz', en_US: 'Privacy', zh_CN: '数据保护', fr_FR: 'Protection des données', ar_SA: 'حماية البيانات' },
  arbitration: { de_DE: 'Schiedsverfahren', en_US: 'Arbitration', zh_CN: '仲裁', fr_FR: 'Arbitrage', ar_SA: 'التحكيم' },
};
const NAMES = ['Müller', 'Schröder', 'Kessler', 'Whitfield', 'Okafor', 'Marlowe', 'Mehta', 'Price', 'Ramírez', 'Shen', 'Weber', 'Fischer'];
const GIVEN = ['Anna', 'Hans', 'Eleanor', 'Rajiv', 'Zoë', 'Thomas', 'Hannah', 'José', 'Jürgen', 'Lena', 'Wei', 'Mei'];

/** Filler vocabulary per language, so that a domain word is in some items, not in all. */
const SYLLABLES: Record<BenchLang, string> = {
  de_DE: 'ka be ri lo sta gen ver hal tung sch ein kom mun mar', en_US: 'ta po ri ven ex lor dan sit mer con pre tion al ly', zh_CN: '山 水 明 天 文 化 春 秋 金 石 风 云 光 华',
  fr_FR: 'la ré té pou ver an ment eau ci bre mai son vé lo', ar_SA: 'كا لي مو سا نا ري تو با دي ها جو فا',
};
const FILLER = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const syllables = SYLLABLES[lang].split(' ');
    const next = random(lang.length * 7 + 1);
    return [lang, Array.from({ length: 3000 }, () => Array.from({ length: 2 + Math.floor(next() * 2) }, () => syllables[Math.floor(next() * syllables.length)]).join(''))];
  }),
) as Record<BenchLang, string[]>;

function text(lang: BenchLang, next: () => number, words: number): string {
  // About one word in thirty is one of the firm's terms: each is in roughly one item in six.
  const picked = Array.from({ length: words }, () => {
    const pool = next() < 0.03 ? WORDS[lang] : FILLER[lang];
    return pool[Math.floor(next() * pool.length)]!;
  });
  return lang === 'zh_CN' ? picked.join('') : picked.join(' ');
}

async function fill(db: Kysely<Database>): Promise<void> {
  const spec = random(42);
  // The added languages draw from a sequence of their own: the spec's three get the same text
  // with or without them.
  const added = random(43);
  const drawFor = (lang: BenchLang) => ((SPEC_LANGUAGES as readonly string[]).includes(lang) ? spec : added);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('catalog').values({ no: 'folder', type: 0, parent_no: null, sort: 0, create_time: now, update_time: now }).execute();
    for (let start = 0; start < NEWS; start += 100) {
      const items = Array.from({ length: Math.min(100, NEWS - start) }, (_, i) => start + i);
      const time = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString();
      await trx
        .insertInto('article')
        .values(items.map((i) => ({ no: `news-${i}`, kind: 'news' as const, cata_no: 'folder', top: i % 500 === 0 ? 1 : 0, cover_url: 'x.webp', create_time: time(i), update_time: now })))
        .execute();
      await trx
        .insertInto('article_version')
        .values(
          items.flatMap((i) =>
            LANGUAGES.map((lang) => ({
              no: `news-${i}`, lang, title: text(lang, drawFor(lang), 6), content: `<p>${text(lang, drawFor(lang), 120)}</p><p>${text(lang, drawFor(lang), 120)}</p>`, content_url: null,
              cover_url: 'x.webp', is_link: 0, note: text(lang, drawFor(lang), 15), views: 0, operator_name: 'bench', create_time: now, update_time: now,
              kind: 'news' as const, cata_no: 'folder', top: i % 500 === 0 ? 1 : 0, item_time: time(i),
            })),
          ),
        )
        .execute();
    }
    for (const [table, nos] of [['job', ['partner', 'associate']], ['office', ['london', 'berlin']], ['professional_field', ['privacy', 'arbitration']]] as const) {
      for (const [sort, no] of nos.entries()) {
        await trx.insertInto(table).values({ no, sort, create_time: now, update_time: now }).execute();
        await trx
          .insertInto(`${table}_version` as 'job_version')
          .values(LANGUAGES.map((lang) => ({ no, lang, name: table === 'professional_field' ? PRACTICE_AREA_NAMES[no as PracticeArea][lang] : `${no} ${lang}`, ...(table === 'professional_field' ? { update_time: now } : {}) })))
          .execute();
      }
    }
    for (let start = 0; start < PEOPLE; start += 100) {
      const items = Array.from({ length: Math.min(100, PEOPLE - start) }, (_, i) => start + i);
      await trx
        .insertInto('lawyer')
        .values(items.map((i) => ({ no: `lawyer-${i}`, top: i < 4 ? 10 : 0, sort: i, office_no: i % 2 ? 'london' : 'berlin', create_time: now, update_time: now })))
        .execute();
      await trx
        .insertInto('lawyer_version')
        .values(
          items.flatMap((i) =>
            LANGUAGES.map((lang) => {
              const name = `${GIVEN[i % GIVEN.length]} ${NAMES[Math.floor(i / GIVEN.length) % NAMES.length]} ${i}`;
              return {
                no: `lawyer-${i}`, lang, name, name_folded: name.toLowerCase(), intro: `<p>${text(lang, drawFor(lang), 80)}</p>`, custom_content: null,
                custom_contents: '[]', views: 0, create_time: now, update_time: now,
              };
            }),
          ),
        )
        .execute();
      await trx.insertInto('lawyer_job').values(items.map((i) => ({ lawyer_no: `lawyer-${i}`, job_no: i % 3 ? 'associate' : 'partner', position: 0 }))).execute();
      await trx.insertInto('lawyer_practice_area').values(items.map((i) => ({ lawyer_no: `lawyer-${i}`, field_no: i % 2 ? 'privacy' : 'arbitration', position: 0 }))).execute();
    }
  });
}

const SEARCHES: [SpecLang, string][] = [
  ['en_US', 'arbitration'], ['en_US', 'merger compliance'], ['en_US', '"cross border"'], ['en_US', 'schroder'], ['en_US', 'warranty settlement tax'],
  ['de_DE', 'schutz'], ['de_DE', 'Datenschutz Fusion'], ['de_DE', 'muller'], ['de_DE', 'insolvenz'],
  ['zh_CN', '并购'], ['zh_CN', '仲裁'], ['zh_CN', '合规 诉讼'], ['zh_CN', '跨境交易'], ['en_US', 'xylophone'],
];
const SUGGESTS: [SpecLang, string][] = [
  ['en_US', 'sc'], ['en_US', 'schr'], ['en_US', 'arbit'], ['de_DE', 'mül'], ['de_DE', 'daten'], ['zh_CN', '并购'], ['zh_CN', '仲'], ['en_US', 'an'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeAll(run: () => Promise<unknown>, rounds: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** p50 and p95 of the times each run answers (what it measured itself). */
async function timeEach(run: () => Promise<number>, rounds: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push(await run());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function timeMix(queries: [SpecLang, string][], call: (q: string, lang: SpecLang) => Promise<unknown>): Promise<{ p50: number; p95: number; slowest: string }> {
  for (const [lang, q] of queries) await call(q, lang);
  const times: number[] = [];
  let slowest = { ms: 0, q: '' };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [lang, q] of queries) {
      const started = performance.now();
      await call(q, lang);
      const ms = performance.now() - started;
      times.push(ms);
      if (ms > slowest.ms) slowest = { ms, q: `${q} (${lang})` };
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), slowest: slowest.q };
}

async function open(dialect: Dialect): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-bench-search-'));
    const { db } = connectDatabase({ sqliteFile: path.join(dir, 'bench.sqlite') });
    return { db, close: async () => { await db.destroy(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL!;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const { db } = connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
  return {
    db,
    close: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

interface Row {
  dialect: Dialect;
  measure: string;
  p50: number;
  p95: number;
  budget: number | null;
  note: string;
}

async function bench(dialect: Dialect): Promise<Row[]> {
  const { db, close } = await open(dialect);
  try {
    await migrateToLatest(db as Kysely<unknown>);
    let started = performance.now();
    await fill(db);
    const fillMs = performance.now() - started;
    started = performance.now();
    const { documents } = await rebuildIndex(db);
    const rebuildMs = performance.now() - started;
    if (dialect === 'postgres') await (await import('kysely')).sql`analyze`.execute(db);
    const search = createSearchService(db);
    const searchTimes = await timeMix(SEARCHES, (q, lang) => search.search({ q, pageSize: 10 }, lang));
    const typedTimes = await timeMix(SEARCHES.slice(0, 5), (q, lang) => search.search({ q, type: 'news', page: 3, pageSize: 10 }, lang));
    const suggestTimes = await timeMix(SUGGESTS, (q, lang) => search.suggest(q, lang));
    // What a save pays for the index: the reindex inside its transaction, after the save changed
    // the text of one language (the usual save) or of all three. Saves come seconds apart, so the
    // full-text segments are merged (SQLite) and the pending lexemes moved (PostgreSQL) between
    // them, untimed, as the server's timer does (index-merging.ts, decisions 0031 and 0044).
    const merging = startSearchIndexMerging(db, { intervalMs: 3_600_000 });
    const next = random(7);
    let n = 0;
    const save = async (table: 'article_version' | 'lawyer_version', entity: 'article' | 'lawyer', no: string, langs: readonly SpecLang[]) => {
      const ms = await db.transaction().execute(async (trx) => {
        for (const lang of langs) {
          const changed = table === 'article_version' ? { content: `<p>${text(lang, next, 240)}</p>` } : { intro: `<p>${text(lang, next, 80)}</p>` };
          await trx.updateTable(table).set(changed).where('no', '=', no).where('lang', '=', lang).execute();
        }
        const started = performance.now();
        await reindexItem(trx, entity, no);
        return performance.now() - started;
      });
      await merging.mergeNow();
      return ms;
    };
    const articleOne = await timeEach(() => save('article_version', 'article', `news-${(n++ * 37) % NEWS}`, ['en_US']), 100);
    const articleAll = await timeEach(() => save('article_version', 'article', `news-${(n++ * 37) % NEWS}`, SPEC_LANGUAGES), 100);
    const lawyerOne = await timeEach(() => save('lawyer_version', 'lawyer', `lawyer-${(n++ * 7) % PEOPLE}`, ['de_DE']), 100);
    const unchanged = await timeEach(() => save('article_version', 'article', `news-${(n++ * 37) % NEWS}`, []), 100);
    await merging.stop();
    const emptyWrite = await timeAll(() => db.transaction().execute(() => Promise.resolve(undefined)), 100);
    return [
      { dialect, measure: 'search, all kinds', ...searchTimes, budget: BUDGET.search, note: `slowest: ${searchTimes.slowest}` },
      { dialect, measure: 'search, news page 3', ...typedTimes, budget: BUDGET.search, note: '' },
      { dialect, measure: 'suggestions', ...suggestTimes, budget: BUDGET.suggest, note: `slowest: ${suggestTimes.slowest}` },
      { dialect, measure: 'indexing a news save, one language changed', ...articleOne, budget: BUDGET.write, note: `an empty transaction: p95 ${emptyWrite.p95.toFixed(2)} ms` },
      { dialect, measure: 'indexing a news save, three languages changed', ...articleAll, budget: BUDGET.write, note: '' },
      { dialect, measure: 'indexing a person save, one language changed', ...lawyerOne, budget: BUDGET.write, note: '' },
      { dialect, measure: 'indexing a news save, no text changed', ...unchanged, budget: BUDGET.write, note: 'e.g. a pin or a date' },
      { dialect, measure: 'rebuild the whole index', p50: rebuildMs, p95: rebuildMs, budget: null, note: `${documents} entries; filling the site took ${(fillMs / 1000).toFixed(1)} s` },
    ];
  } finally {
    await close();
  }
}

async function main(): Promise<number> {
  const available: Dialect[] = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  // BENCH_DIALECTS=postgres measures one of them (e.g. while working on its indexing).
  const asked = process.env.BENCH_DIALECTS?.split(',').map((name) => name.trim());
  const dialects = asked ? available.filter((dialect) => asked.includes(dialect)) : available;
  if (dialects.length === 0) throw new Error(`BENCH_DIALECTS=${process.env.BENCH_DIALECTS} names no database this run can reach (${available.join(', ')})`);
  const rows: Row[] = [];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  for (const dialect of dialects) {
    process.stdout.write(`${dialect}: ${NEWS} news items and ${PEOPLE} people in ${LANGUAGES.length} languages (${LANGUAGES.join(', ')})...\n`);
    const measured = await bench(dialect);
    for (const row of measured) process.stdout.write(`  ${row.measure}: p50 ${row.p50.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms\n`);
    rows.push(...measured);
  }
  process.stdout.write(`\n${line(['database', 'measure', 'p50 ms', 'p95 ms', 'budget ms', 'within', 'note'])}\n${line(Array<string>(7).fill('---'))}\n`);
  let failed = false;
  for (const row of rows) {
    const within = row.budget === null ? '' : row.p95 <= row.budget ? 'yes' : 'NO';
    if (within === 'NO') failed = true;
    process.stdout.write(`${line([row.dialect, row.measure, row.p50.toFixed(2), row.p95.toFixed(2), row.budget === null ? '' : String(row.budget), within, row.note])}\n`);
  }
  process.stdout.write(`\n(load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${os.cpus().length} cores)\n`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
