/**
 * SQLite search reads only its matches (issue 48, decision 0089): it looks each match the
 * full-text tables name up by id in the index of what it ranks by, instead of reading that index
 * whole, every language's rows, so a language added does not slow every search. The plan is
 * asked of SQLite for the very statement the service runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, SQLITE_CACHE_KIB } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import type { Database } from '../../server/db/schema.js';
import { createSearchService } from '../../server/modules/search/service.js';

describe('SQLite search', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-search-plan-'));
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  let db: Kysely<Database>;

  beforeAll(async () => {
    ({ db } = connectDatabase({ sqliteFile: path.join(dir, 'site.sqlite'), onQuery: (event) => statements.push(event.query) }));
    await migrateToLatest(db as Kysely<unknown>);
    const langs = ['de_DE', 'en_US', 'zh_CN', 'fr_FR', 'ar_SA'] as const;
    const rows = Array.from({ length: 50 }, (_, i) =>
      langs.map((lang) => {
        const title = lang === 'en_US' && i % 10 === 0 ? `Arbitration update ${i}` : `Update ${i} ${lang}`;
        return {
          source: 'article_version' as const, version_id: i * 10 + langs.indexOf(lang), item_no: `news-${i}`, kind: 'news', lang, title, body: 'Text',
          title_folded: title.toLowerCase(), folded: `${title}\ntext`.toLowerCase(), grams: '',
        };
      }),
    ).flat();
    await db.insertInto('search_document').values(rows).execute();
  });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('looks its matches up by id instead of reading every row of every language', async () => {
    statements.length = 0;
    const found = await createSearchService(db).search({ q: 'arbitration' }, 'en_US');
    expect(found.items.map((hit) => hit.title)).toHaveLength(5);
    const matching = statements.find((statement) => statement.sql.includes('search_trigram'));
    expect(matching, 'the statement that matches').toBeDefined();
    const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${matching!.sql}`, [...matching!.parameters]));
    const steps = plan.rows.map((row) => row.detail);
    // Reading the whole ranking index was `SCAN d USING COVERING INDEX search_document_rank_idx`.
    expect(steps.filter((step) => /^SCAN d\b/.test(step)), steps.join('\n')).toEqual([]);
    expect(steps).toContain('SEARCH d USING COVERING INDEX search_document_match_idx (id=?)');
  });

  it(`keeps ${SQLITE_CACHE_KIB / 1000} MB of pages in memory, not SQLite's 2 MB`, async () => {
    const { rows } = await db.executeQuery<{ cache_size: number }>(CompiledQuery.raw('pragma cache_size'));
    expect(rows[0]!.cache_size).toBe(-SQLITE_CACHE_KIB);
  });
});
