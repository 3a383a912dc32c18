/** The `site_language` table (migration 0028): SQL only. */
import { sql } from 'kysely';
import type { Db, SiteLanguageTable } from '../../db/schema.js';

export type StoredLanguage = SiteLanguageTable;

/** Every stored language, in picker order. */
export function listLanguages(db: Db): Promise<StoredLanguage[]> {
  return db.selectFrom('site_language').select(['code', 'position', 'enabled', 'is_default']).orderBy('position').orderBy('code').execute();
}

export async function addLanguage(db: Db, row: StoredLanguage): Promise<void> {
  await db.insertInto('site_language').values(row).execute();
}

/** Adds the language unless it is stored already (another instance starting at the same moment added it). */
export async function addLanguageUnlessStored(db: Db, row: StoredLanguage): Promise<void> {
  await db.insertInto('site_language').values(row).onConflict((oc) => oc.column('code').doNothing()).execute();
}

/**
 * Rewrites every row as given (the codes are the stored ones): position, enabled, default. One
 * statement however many rows; the casts type the parameters for PostgreSQL.
 */
export async function rewriteLanguages(db: Db, rows: readonly StoredLanguage[]): Promise<void> {
  if (rows.length === 0) return;
  const byCode = (column: 'position' | 'enabled' | 'is_default') =>
    sql<number>`case code ${sql.join(rows.map((row) => sql`when ${row.code} then cast(${row[column]} as integer)`), sql` `)} end`;
  await db
    .updateTable('site_language')
    .set({ position: byCode('position'), enabled: byCode('enabled'), is_default: byCode('is_default') })
    .where('code', 'in', rows.map((row) => row.code))
    .execute();
}
