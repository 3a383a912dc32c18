/** The `site_language` table (migration 0028): SQL only. */
import type { Db, SiteLanguageTable } from '../../db/schema.js';

export type StoredLanguage = SiteLanguageTable;

/** Every stored language, in picker order. */
export function listLanguages(db: Db): Promise<StoredLanguage[]> {
  return db.selectFrom('site_language').select(['code', 'position', 'enabled', 'is_default']).orderBy('position').orderBy('code').execute();
}

export async function addLanguage(db: Db, row: StoredLanguage): Promise<void> {
  await db.insertInto('site_language').values(row).execute();
}

/** Rewrites every row as given (the codes are the stored ones): position, enabled, default. */
export async function rewriteLanguages(db: Db, rows: readonly StoredLanguage[]): Promise<void> {
  for (const row of rows) {
    await db.updateTable('site_language').set({ position: row.position, enabled: row.enabled, is_default: row.is_default }).where('code', '=', row.code).execute();
  }
}
