/**
 * PostgreSQL keeps each language's search rows together in the table (issue 48, decision 0093).
 * A search reads the table's pages that hold its matches, and the rows were written as the items
 * were, an item's languages side by side: with five languages a page held fewer rows of the
 * language searched, and the same matches touched a fifth more pages. This writes the rows again,
 * one language after the other, keeping their ids and contents; `rebuildIndex` writes them so
 * from now on.
 *
 * SQLite keeps a language's entries together by their numbers (0032): nothing changes there.
 * Going back leaves the rows where they are: their order changes no answer.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`with moved as (delete from search_document returning *) insert into search_document select * from moved order by lang, id`.execute(db);
}

export async function down(): Promise<void> {
  // The rows stay where they are: see above.
}
