/**
 * Idempotency keys of staff writes (issue 45, decision 0065): one row per staff account and key,
 * claimed when the request starts, marked `committed` inside the write's own transaction, and
 * holding the answer once it is known. `created_at` is indexed so that keys older than 24 hours
 * are removed with one range delete.
 *
 * Imports nothing from the application.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    // processing: claimed, nothing committed yet; committed: the write committed, answer not kept; done: answer kept.
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'varchar(255)')
    .addColumn('body', 'text')
    .addPrimaryKeyConstraint('idempotency_key_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_key_created_at').on('idempotency_key').column('created_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
