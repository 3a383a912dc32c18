/**
 * Administrators' translations of the public labels (issue 48 point 3, decision 0086): one row
 * per language and label key (`nav.home`, `people.results_few`), its text as the administrator
 * wrote it, and when. A label without a row shows the bundled text of its language, or English's.
 *
 * Its rows show on every public page of their language: triggers record the `labels` tag, on which
 * every instance reloads the stored labels and drops everything it kept, as a change of the
 * language set does (migration 0028).
 *
 * Imports nothing from the application but the trigger helpers.
 */
import type { Kysely } from 'kysely';
import { tagTables, untagTables } from '../content-triggers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('site_label')
    .addColumn('lang', 'varchar(16)', (c) => c.notNull())
    .addColumn('key', 'varchar(120)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_label_pk', ['lang', 'key'])
    .execute();
  await tagTables(db, { site_label: { kind: 'labels', columns: null } });
}

export async function down(db: Db): Promise<void> {
  await untagTables(db, ['site_label']);
  await db.schema.dropTable('site_label').execute();
}
