/**
 * SQLite numbers each language's search entries in a range of its own (issue 48, decision 0091).
 * The entries were numbered as they were written, an item's languages one after the other, so a
 * language's entries were spread among all the others': the same matches touched more pages of
 * the full-text tables and of the index a search looks them up in (0030) with every language
 * added. From now on the indexer gives a new entry the next id of its language's range
 * (server/modules/search/entry-numbers.ts); this moves the entries already there into their
 * ranges, in the order they had, and has both full-text tables build their lists again from the
 * table (their rows are the entries' ids), each into one segment.
 *
 * The range is 1 + the code's four letters counted base 26 (`de_DE`: 55,515), times 2^32, as the
 * indexer computes it. An entry whose language is of another form keeps its id.
 *
 * PostgreSQL finds its matches from its full-text index: nothing changes there. Going back leaves
 * the numbers as they are: the earlier code gives new entries the next id after the highest, which
 * stays right.
 *
 * Imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const LANGUAGE_RANGE = 2 ** 32;
/** A letter of the code counted from `a` (the region's capitals lowered). */
const letter = (position: number) => sql`(unicode(lower(substr(lang, ${sql.lit(position)}, 1))) - 97)`;
const RANGE = sql`(((${letter(1)} * 26 + ${letter(2)}) * 26 + ${letter(4)}) * 26 + ${letter(5)} + 1)`;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  // Out of the way first, so that no new number meets an old one.
  await sql`update search_document set id = -id`.execute(db);
  await sql`
    with numbered as (
      select id as old, row_number() over (partition by lang order by id desc) as n
      from search_document
      where lang glob '[a-z][a-z]_[A-Z][A-Z]'
    )
    update search_document set id = ${RANGE} * ${sql.lit(LANGUAGE_RANGE)} + numbered.n
    from numbered where search_document.id = numbered.old`.execute(db);
  await sql`update search_document set id = -id where id < 0`.execute(db);
  for (const table of ['search_trigram', 'search_words']) {
    await sql`insert into ${sql.table(table)}(${sql.ref(table)}) values ('rebuild')`.execute(db);
    // Into one segment, so that a language's entries sit together in each list.
    await sql`insert into ${sql.table(table)}(${sql.ref(table)}) values ('optimize')`.execute(db);
  }
}

export async function down(): Promise<void> {
  // The numbers stay: see above.
}
