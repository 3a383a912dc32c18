/**
 * Two additions of issue 12:
 *
 * - Key contacts: the lawyers a news item or case concerns, kept on the item like its practice
 *   areas (`article_lawyer`), so that the article shows them and a lawyer's page lists the items
 *   that name them.
 * - The about page's figures (lawyers, people, offices) are facts of the firm, the same in every
 *   language: each is counted automatically or typed (`firm.*_counted`, 1 = counted). A new site
 *   counts them; a site whose settings already show a typed figure keeps showing it until someone
 *   chooses otherwise.
 *
 * Imports nothing from the application but the trigger helper the earlier migrations use.
 */
import type { Kysely } from 'kysely';
import { unwatchTables, watchTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Each figure's mode column on `firm` and its typed value's column on `portal_config`. */
const FIGURES = [
  ['lawyer_count_counted', 'lawyer_count'],
  ['total_people_counted', 'total_people'],
  ['branch_count_counted', 'branch_count'],
] as const;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('article_lawyer')
    .addColumn('article_no', 'varchar(32)', (c) => c.notNull().references('article.no').onDelete('cascade'))
    .addColumn('lawyer_no', 'varchar(32)', (c) => c.notNull().references('lawyer.no').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('article_lawyer_pk', ['article_no', 'lawyer_no'])
    .execute();
  // "The news and cases of this lawyer" reads this index alone.
  await db.schema.createIndex('article_lawyer_lawyer_idx').on('article_lawyer').columns(['lawyer_no', 'article_no']).execute();
  await watchTables(db, { article_lawyer: null });

  for (const [mode, typed] of FIGURES) {
    await db.schema.alterTable('firm').addColumn(mode, 'integer', (c) => c.notNull().defaultTo(1)).execute();
    const shown = await db.selectFrom('portal_config').select(typed).where(typed, '>', 0).executeTakeFirst();
    if (shown) await db.updateTable('firm').set({ [mode]: 0 }).execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const [mode] of FIGURES) await db.schema.alterTable('firm').dropColumn(mode).execute();
  await unwatchTables(db, ['article_lawyer']);
  await db.schema.dropTable('article_lawyer').ifExists().execute();
}
