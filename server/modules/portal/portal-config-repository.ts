/**
 * SQL for the portal config: one row per language, keyed by `lang`, and the firm's row (`firm`,
 * id 1) with what is the same in every language.
 */
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Lang } from '../../../contract/languages.js';
import type { DocumentName } from '../../../contract/portal-config.js';
import type { FirmTable, PortalConfigTable } from '../../db/schema.js';
import type { Db } from '../content/items.js';
import { visibleNow } from '../content/publication.js';

export type PortalConfigRow = Selectable<PortalConfigTable>;
export type FirmRow = Selectable<FirmTable>;

/** The firm's only row. */
const FIRM_ID = 1;

/** A language's row with the firm's columns (null while the firm has no row). */
export type PortalConfigWithFirm = PortalConfigRow & {
  firm_email: string | null;
  firm_tel: string | null;
  firm_environments: string | null;
  firm_lawyer_count_counted: number | null;
  firm_total_people_counted: number | null;
  firm_branch_count_counted: number | null;
};

function selectWithFirm(db: Db) {
  return db
    .selectFrom('portal_config')
    .leftJoin('firm', (join) => join.on('firm.id', '=', FIRM_ID))
    .selectAll('portal_config')
    .select([
      'firm.email as firm_email', 'firm.tel as firm_tel', 'firm.environments as firm_environments', 'firm.lawyer_count_counted as firm_lawyer_count_counted',
      'firm.total_people_counted as firm_total_people_counted', 'firm.branch_count_counted as firm_branch_count_counted',
    ]);
}

export async function findFirm(db: Db): Promise<FirmRow | undefined> {
  return db.selectFrom('firm').selectAll().where('id', '=', FIRM_ID).executeTakeFirst();
}

/** Inserts the firm's row or replaces the columns `row` gives. */
export async function upsertFirm(db: Db, row: Omit<Insertable<FirmTable>, 'id'>): Promise<void> {
  await db
    .insertInto('firm')
    .values({ id: FIRM_ID, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

export async function findPortalConfig(db: Db, lang: Lang): Promise<PortalConfigRow | undefined> {
  return db.selectFrom('portal_config').selectAll().where('lang', '=', lang).executeTakeFirst();
}

/** Ranks rows by the position of their language in `order`, so one query can pick the best. */
function rankOf(order: readonly Lang[]) {
  const cases = sql.join(
    order.map((lang, index) => sql`when ${lang} then cast(${index} as integer)`),
    sql` `,
  );
  return sql<number>`case ${sql.ref('portal_config.lang')} ${cases} end`;
}

/**
 * The row in the first language of `order` that has one, with the firm's columns; with
 * `document`, the first whose document is not empty. One query: every public page reads this.
 */
export async function bestPortalConfig(db: Db, order: readonly Lang[], document?: DocumentName): Promise<PortalConfigWithFirm | undefined> {
  let query = selectWithFirm(db).where('portal_config.lang', 'in', order);
  if (document) query = query.where(`portal_config.${document}`, 'is not', null).where(`portal_config.${document}`, '!=', '');
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

/**
 * The figures the about page can count: the team members and the offices (items, whatever their
 * languages). A member counts with a version visitors see at `now`, as the people list shows them
 * (decision 0022): not a draft, nor one taken off the site.
 */
export async function countTeamAndOffices(db: Db, now: string): Promise<{ members: number; offices: number }> {
  const [members, offices] = await Promise.all([
    db
      .selectFrom('lawyer_version')
      .select((eb) => eb.fn.count<number | string>('lawyer_version.no').distinct().as('n'))
      .where(visibleNow('lawyer_version', now))
      .executeTakeFirstOrThrow(),
    db.selectFrom('office').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { members: Number(members.n), offices: Number(offices.n) };
}
