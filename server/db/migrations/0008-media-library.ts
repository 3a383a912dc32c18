/**
 * The media library (issue 10.7): an alternative text per language for each uploaded file, and an
 * index for the library's newest-first list. Alt texts are rows rather than a JSON column, so that
 * the library's search can match them in SQL on both dialects (decision 0002 keeps JSON text for
 * lists read whole). Every upload already has its `file` row (written by the one upload check since
 * migration 0001), so there is nothing to backfill.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('file_alt')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('file.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(16)', (c) => c.notNull())
    .addColumn('alt', 'varchar(300)', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_alt_pk', ['file_id', 'lang'])
    .execute();
  await db.schema.createIndex('file_time_idx').on('file').columns(['create_time', 'id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('file_time_idx').ifExists().execute();
  await db.schema.dropTable('file_alt').ifExists().execute();
}
