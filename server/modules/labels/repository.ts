/** The `site_label` table (migration 0029): SQL only. */
import type { Db, SiteLabelTable } from '../../db/schema.js';

export type StoredLabel = SiteLabelTable;

/** Every stored translation, of every language. */
export function listAllLabels(db: Db): Promise<Pick<StoredLabel, 'lang' | 'key' | 'text'>[]> {
  return db.selectFrom('site_label').select(['lang', 'key', 'text']).execute();
}

export function listLabelsOf(db: Db, lang: string): Promise<Pick<StoredLabel, 'key' | 'text'>[]> {
  return db.selectFrom('site_label').select(['key', 'text']).where('lang', '=', lang).execute();
}

/** Stores a translation, replacing the one stored for the key. */
export async function storeLabel(db: Db, row: StoredLabel): Promise<void> {
  await db
    .insertInto('site_label')
    .values(row)
    .onConflict((conflict) => conflict.columns(['lang', 'key']).doUpdateSet({ text: row.text, updated_at: row.updated_at }))
    .execute();
}

export async function removeLabels(db: Db, lang: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('site_label').where('lang', '=', lang).where('key', 'in', keys).execute();
}
