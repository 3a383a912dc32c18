/**
 * Translation status and the languages a save changed (issue 46, decision 0071).
 *
 * - `may_need_update` on each publishable version table: 1 once another language's text of the
 *   item changed in a write that left this version's text alone ("may need updating"); editing
 *   this version's text or marking it current sets it back to 0. Not a column visitors see: the
 *   triggers of migrations 0003/0011 watch named columns on three of the tables (banner_version
 *   watches every column, so marking a banner bumps the content version, which costs one cache
 *   refill and nothing else).
 * - `revision.langs`: the languages the saved revision changed (JSON list). Rows kept before are
 *   null and read as the languages their copy holds, as the list showed them until now.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const VERSION_TABLES = ['article_version', 'lawyer_version', 'professional_field_version', 'banner_version'] as const;

export async function up(db: Db): Promise<void> {
  for (const table of VERSION_TABLES) {
    await db.schema.alterTable(table).addColumn('may_need_update', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('revision').addColumn('langs', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('revision').dropColumn('langs').execute();
  for (const table of VERSION_TABLES) await db.schema.alterTable(table).dropColumn('may_need_update').execute();
}
