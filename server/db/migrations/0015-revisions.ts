/**
 * Revisions (issue 13.4, decision 0028). A row is one save of one item: the item as the admin
 * calls answered after the write (every version with its and the item's fields, JSON), who saved
 * it and when, and the names of the fields that changed since the revision before. The newest 50
 * per item are kept. The author's name is copied: the revision outlives a deleted account.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('revision')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('staff_user.id').onDelete('set null'))
    .addColumn('author_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('changed', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revision_item_idx').on('revision').columns(['entity', 'item_no', 'id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('revision').ifExists().execute();
}
