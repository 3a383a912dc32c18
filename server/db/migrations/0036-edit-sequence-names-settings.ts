/**
 * The edit sequence's notes (decision 0100) named content items only, whose numbers fit
 * `varchar(64)`. They now also name the firm's settings records and single labels (decision 0101):
 * `label:<language>:<key>`, where a language code may take 16 characters and a label's key 120, so
 * the name is text. SQLite does not hold a column to its length; PostgreSQL keeps the stored bytes
 * (no rewrite).
 *
 * Going back leaves it text: a shorter type would refuse names already written.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table item_write alter column no type text`.execute(db);
}

export async function down(): Promise<void> {
  // Stays text: see above.
}
