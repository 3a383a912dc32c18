/** SQL for the portal config: one row per language, keyed by `lang`. */
import { type Selectable, sql } from 'kysely';
import type { Lang } from '../../../contract/languages.js';
import type { DocumentName } from '../../../contract/portal-config.js';
import type { PortalConfigTable } from '../../db/schema.js';
import type { Db } from '../content/items.js';

export type PortalConfigRow = Selectable<PortalConfigTable>;

export async function findPortalConfig(db: Db, lang: Lang): Promise<PortalConfigRow | undefined> {
  return db.selectFrom('portal_config').selectAll().where('lang', '=', lang).executeTakeFirst();
}

/** Ranks rows by the position of their language in `order`, so one query can pick the best. */
function rankOf(order: readonly Lang[]) {
  const cases = sql.join(
    order.map((lang, index) => sql`when ${lang} then cast(${index} as integer)`),
    sql` `,
  );
  return sql<number>`case lang ${cases} end`;
}

/**
 * The row in the first language of `order` that has one; with `document`, the first whose
 * document is not empty. One primary-key query: every public page reads this.
 */
export async function bestPortalConfig(db: Db, order: readonly Lang[], document?: DocumentName): Promise<PortalConfigRow | undefined> {
  let query = db.selectFrom('portal_config').selectAll().where('lang', 'in', order);
  if (document) query = query.where(document, 'is not', null).where(document, '!=', '');
  return query.orderBy(rankOf(order)).limit(1).executeTakeFirst();
}

/** Inserts the row or, when its language has one, replaces it. */
export async function upsertPortalConfig(db: Db, row: PortalConfigRow): Promise<void> {
  const { lang: _lang, ...changes } = row;
  await db
    .insertInto('portal_config')
    .values(row)
    .onConflict((oc) => oc.column('lang').doUpdateSet(changes))
    .execute();
}

/** The disclaimer version of every language that has a record. */
export async function disclaimerVersions(db: Db): Promise<{ lang: string; disclaimer_version: string | null }[]> {
  return db.selectFrom('portal_config').select(['lang', 'disclaimer_version']).orderBy('lang').execute();
}
