/**
 * The audit log's list of the languages a write touched (`audit_entry.langs`, the codes joined by
 * commas) was `varchar(64)`: room for ten five-character codes. On PostgreSQL a write of eleven or
 * more languages at once (creating an item in all of them, publishing or deleting one that has
 * them) failed with 500 when its entry was recorded; SQLite does not hold a column to its length.
 * A site may publish in any of the catalogue's languages (decision 0082), so the list is text.
 *
 * Going back leaves it text: a shorter type would refuse entries already written.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // varchar to text keeps the stored bytes: no rewrite, and the log's triggers (no update) are not involved.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table audit_entry alter column langs type text`.execute(db);
}

export async function down(): Promise<void> {
  // Stays text: see above.
}
