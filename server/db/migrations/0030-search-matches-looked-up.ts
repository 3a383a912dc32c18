/**
 * SQLite search reads only its matches (issue 48, decision 0089). A search found its matches by
 * reading the whole ranking index (migration 0019), every row of every language, and keeping those
 * the full-text tables named: each language added made every search slower, even one that matched
 * nothing. This index is keyed by the row's id and holds the columns a search filters, counts and
 * ranks by, so each match the full-text tables name is looked up in it, and the rows of languages
 * and words that do not match are never read. (The table's own rows hold those columns after the
 * long text, so looking a match up there read the text's overflow pages.)
 *
 * PostgreSQL's search starts from its full-text index already: nothing changes there.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const SEARCH_MATCH_INDEX = 'search_document_match_idx';

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema
    .createIndex(SEARCH_MATCH_INDEX)
    .on('search_document')
    .columns(['id', 'lang', 'kind', 'published', 'publish_time', 'unpublish_time', 'top', 'item_time', 'title_folded'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.dropIndex(SEARCH_MATCH_INDEX).execute();
}
