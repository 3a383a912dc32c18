/**
 * The practice areas a news item or case is about, kept on the item (like a lawyer's), so that a
 * practice area's page can show its related news (PRODUCT section 4) and the public list calls
 * can filter by practice area.
 */
import type { Kysely } from 'kysely';
import { unwatchTables, watchTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('article_practice_area')
    .addColumn('article_no', 'varchar(32)', (c) => c.notNull().references('article.no').onDelete('cascade'))
    .addColumn('field_no', 'varchar(32)', (c) => c.notNull().references('professional_field.no').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('article_practice_area_pk', ['article_no', 'field_no'])
    .execute();
  // The filter "articles about this practice area" reads this index alone.
  await db.schema.createIndex('article_practice_area_field_idx').on('article_practice_area').columns(['field_no', 'article_no']).execute();
  await watchTables(db, { article_practice_area: null });
}

export async function down(db: Db): Promise<void> {
  await unwatchTables(db, ['article_practice_area']);
  await db.schema.dropTable('article_practice_area').ifExists().execute();
}
