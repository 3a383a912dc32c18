/**
 * The firm's time zone (issue 46, decision 0070): an IANA name on the one `site_state` row, in
 * which the back office shows and takes every publish and unpublish time. Europe/London until an
 * administrator sets another.
 *
 * Imports nothing from the application.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('site_state').addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('Europe/London')).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('site_state').dropColumn('time_zone').execute();
}
