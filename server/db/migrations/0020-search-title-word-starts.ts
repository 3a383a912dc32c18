/**
 * PostgreSQL's title lexemes, read by suggestions only, now carry their row's language, and the
 * title's whole words are there too, marked as words' starts (server/modules/search/text.ts,
 * decision 0033's addendum): a suggestion reads the titles of its language with a word starting
 * with its one or two letters, not every title in any language with a word containing them. The
 * lexemes are made in code, so the index is emptied here and the server rebuilds it at its next
 * start, as migration 0019 did. SQLite: nothing to change.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`delete from search_document`.execute(db);
}

/** The rows rebuilt at the next start hold the lexemes of the code that runs then. */
export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`delete from search_document`.execute(db);
}
