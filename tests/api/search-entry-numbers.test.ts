/**
 * Each language's search entries sit together (issue 48), however many languages the site has:
 * written as the items are, an item's languages sat next to each other, and each language added
 * made a search read more pages. SQLite numbers them in a range per language (decision 0091), so
 * they sit together in the full-text tables and in the index a search looks its matches up in;
 * PostgreSQL's rebuild writes its rows one language after the other (decision 0093), so they sit
 * together in the table's pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import type { Database } from '../../server/db/schema.js';
import { LANGUAGE_RANGE, languageRange } from '../../server/modules/search/entry-numbers.js';
import { rebuildIndex, reindexItem } from '../../server/modules/search/indexer.js';
import { createSearchService } from '../../server/modules/search/service.js';
import { dialects } from '../helpers/app.js';

const LANGS = ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'ar_SA'] as const;
const NOW = '2026-12-05T10:00:00.000Z';

/** A news item in every language, its title naming the item and the language, saved and indexed. */
async function addNews(db: Kysely<Database>, i: number): Promise<void> {
  const no = `news-${i}`;
  await db.insertInto('article').values({ no, kind: 'news', cata_no: 'folder', top: 0, cover_url: 'x.webp', create_time: NOW, update_time: NOW }).execute();
  await db
    .insertInto('article_version')
    .values(
      LANGS.map((lang) => ({
        no, lang, title: `Arbitrage ${i} ${lang}`, content: `<p>Text ${lang}</p>`, content_url: null, cover_url: 'x.webp', is_link: 0, note: '', views: 0,
        operator_name: 'test', create_time: NOW, update_time: NOW, kind: 'news' as const, cata_no: 'folder', top: 0, item_time: NOW,
      })),
    )
    .execute();
  await db.transaction().execute((trx) => reindexItem(trx, 'article', no));
}

describe('SQLite search entries', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-search-numbers-'));
  let db: Kysely<Database>;

  /** The languages of the entries in id order, each run of one language once. */
  async function languagesInIdOrder(): Promise<string[]> {
    const rows = await db.selectFrom('search_document').select('lang').orderBy('id').execute();
    return rows.map((r) => r.lang).filter((lang, i, all) => i === 0 || all[i - 1] !== lang);
  }

  beforeAll(async () => {
    ({ db } = connectDatabase({ sqliteFile: path.join(dir, 'site.sqlite') }));
    await migrateToLatest(db as Kysely<unknown>);
    await db.insertInto('catalog').values({ no: 'folder', type: 0, parent_no: null, sort: 0, create_time: NOW, update_time: NOW }).execute();
    for (let i = 0; i < 4; i++) await addNews(db, i);
  });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives every language a range of its own, from its code alone', () => {
    expect(languageRange('aa_AA')).toBe(1);
    expect(languageRange('zz_ZZ')).toBe(26 ** 4);
    expect(new Set(LANGS.map(languageRange)).size).toBe(LANGS.length);
    // The highest id of the highest range is still an exact JavaScript number.
    expect((languageRange('zz_ZZ') + 1) * LANGUAGE_RANGE).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(languageRange('not a code')).toBe(0);
  });

  it('numbers the entries an item adds in its languages’ ranges, so that each language’s sit together', async () => {
    const rows = await db.selectFrom('search_document').select(['id', 'lang']).execute();
    expect(rows).toHaveLength(4 * LANGS.length);
    for (const row of rows) expect(Math.floor(row.id / LANGUAGE_RANGE), `${row.lang} ${row.id}`).toBe(languageRange(row.lang));
    expect(await languagesInIdOrder()).toEqual([...LANGS].sort());
  });

  it('keeps a language’s entries together when items are added later and the index is rebuilt, and finds them', async () => {
    await addNews(db, 4);
    expect(await languagesInIdOrder()).toEqual([...LANGS].sort());
    const search = createSearchService(db);
    const before = await search.search({ q: 'arbitrage 4' }, 'fr_FR');
    expect(before.items.map((hit) => hit.title)).toEqual(['Arbitrage 4 fr_FR']);
    await rebuildIndex(db);
    expect(await languagesInIdOrder()).toEqual([...LANGS].sort());
    const after = await search.search({ q: 'arbitrage' }, 'ar_SA');
    expect(after.items.map((hit) => hit.title).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Arbitrage ${i} ar_SA`));
  });

  it('leaves each full-text table in one segment after a rebuild, so that a search reads one list per word', async () => {
    const segments = async (table: string) => Number((await sql<{ n: number }>`select count(distinct segid) as n from ${sql.table(`${table}_idx`)}`.execute(db)).rows[0]!.n);
    // A small in-memory budget makes the rebuild's writes leave many segments, as a large site's do.
    for (const table of ['search_trigram', 'search_words']) await sql`insert into ${sql.table(table)}(${sql.ref(table)}, rank) values ('hashsize', 512)`.execute(db);
    for (let i = 5; i < 12; i++) await addNews(db, i);
    await rebuildIndex(db);
    expect(await segments('search_trigram')).toBe(1);
    expect(await segments('search_words')).toBe(1);
    expect((await createSearchService(db).search({ q: 'arbitrage 11' }, 'de_DE')).items.map((hit) => hit.title)).toEqual(['Arbitrage 11 de_DE']);
  });
});

describe.skipIf(!dialects.includes('postgres'))('PostgreSQL search rows', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `order_${randomBytes(4).toString('hex')}`;
  let db: Kysely<Database>;

  /** The languages in the order the rows sit in the table's pages (`ctid`), each run of one language once. */
  async function languagesInTableOrder(): Promise<string[]> {
    const rows = await db.selectFrom('search_document').select('lang').orderBy(sql`ctid`).execute();
    return rows.map((r) => r.lang).filter((lang, i, all) => i === 0 || all[i - 1] !== lang);
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    ({ db } = connectDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 2 }));
    await migrateToLatest(db as Kysely<unknown>);
    await db.insertInto('catalog').values({ no: 'folder', type: 0, parent_no: null, sort: 0, create_time: NOW, update_time: NOW }).execute();
  });

  afterAll(async () => {
    await db.destroy();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('writes the rows of a rebuild one language after the other, every row kept, and finds them', async () => {
    for (let i = 0; i < 4; i++) await addNews(db, i);
    // Saved item by item, an item's languages side by side.
    expect((await languagesInTableOrder()).length).toBe(4 * LANGS.length);
    const titles = async () => (await db.selectFrom('search_document').select('title').orderBy('title').execute()).map((r) => r.title);
    const before = await titles();
    await rebuildIndex(db);
    expect(await languagesInTableOrder()).toEqual([...LANGS].sort());
    expect(await titles()).toEqual(before);
    const search = createSearchService(db);
    expect((await search.search({ q: 'arbitrage' }, 'ar_SA')).items.map((hit) => hit.title).sort()).toEqual([0, 1, 2, 3].map((i) => `Arbitrage ${i} ar_SA`));
    expect((await search.search({ q: 'arbitrage 2' }, 'fr_FR')).items.map((hit) => hit.title)).toEqual(['Arbitrage 2 fr_FR']);
  });
});
