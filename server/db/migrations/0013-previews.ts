/**
 * Signed preview links (issue 13.2, decision 0025). A row is one link: the content of one element
 * as the edit form had it when the link was made, for one language of one item, until it expires.
 * The link carries a random token; only its SHA-256 is stored, as with staff sessions, so a copy
 * of the database opens no preview. Expired rows are deleted lazily, when the next link is made.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('preview')
    .addColumn('id', 'integer', (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('lang', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // The account is kept when the link outlives it: the link was shared already.
    .addColumn('created_by', 'integer', (c) => c.references('staff_user.id').onDelete('set null'))
    .addColumn('create_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_time', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('preview_expires_idx').on('preview').column('expires_time').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('preview').ifExists().execute();
}
