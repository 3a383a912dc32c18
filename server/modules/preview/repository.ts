/** SQL of the preview links (table `preview`, migration 0013). */
import type { Insertable } from 'kysely';
import type { PreviewTable } from '../../db/schema.js';
import type { Db } from '../content/items.js';

export async function insertPreview(db: Db, values: Insertable<PreviewTable>): Promise<void> {
  await db.insertInto('preview').values(values).execute();
}

/** The link a token opens, while the account that made it still exists and is not disabled. */
export async function findPreview(db: Db, tokenHash: string) {
  return db
    .selectFrom('preview')
    .innerJoin('staff_user', 'staff_user.id', 'preview.created_by')
    .select(['preview.id', 'preview.entity', 'preview.item_no', 'preview.lang', 'preview.content', 'preview.expires_time'])
    .where('preview.token_hash', '=', tokenHash)
    .where('staff_user.disabled', '=', 0)
    .executeTakeFirst();
}

/** Removes every link an account made: they end with its rights, as its sessions do (issue 45.11). */
export async function deletePreviewsMadeBy(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('preview').where('created_by', '=', userId).execute();
}

/** Removes the links that stopped working at `now` or before. */
export async function deleteExpiredPreviews(db: Db, now: string): Promise<void> {
  await db.deleteFrom('preview').where('expires_time', '<=', now).execute();
}

/** Every version of an item, first made first: (id, language). */
export async function versionsOfItem(
  db: Db,
  table: 'article_version' | 'lawyer_version' | 'professional_field_version' | 'banner_version',
  no: string,
): Promise<{ id: number; lang: string }[]> {
  // Each table has `id`, `no` and `lang`; the union of their names is more than Kysely narrows here.
  const rows = await db.selectFrom(table as 'banner_version').select(['id', 'lang']).where('no', '=', no).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), lang: r.lang }));
}

/** The section of a news item, case or honour. */
export async function articleKindOf(db: Db, no: string): Promise<string | undefined> {
  return (await db.selectFrom('article').select('kind').where('no', '=', no).executeTakeFirst())?.kind;
}
