/**
 * The edit sequence (decision 0100): one counter that every write through the back office moves,
 * and, per item, the counter's value at the item's last write. An edit screen reads the counter
 * before it reads its item; its save names that value, and is refused (412) when the item was
 * written since, so one editor's save never silently replaces what another saved meanwhile.
 *
 * Not watched by the content triggers: nothing public shows these values.
 *
 * Imports nothing from the application.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('edit_sequence')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('edit_sequence').values({ id: 1, value: 0 }).execute();
  await db.schema
    .createTable('item_write')
    .addColumn('no', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('item_write').ifExists().execute();
  await db.schema.dropTable('edit_sequence').ifExists().execute();
}
