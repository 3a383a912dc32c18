/**
 * SQLite numbers each language's index entries in a range of its own (issue 48, decision 0091).
 *
 * A search reads its matches by id: from the full-text tables, whose lists are in id order, and
 * from the index of what it ranks by, keyed by id (migration 0030). Numbered in the order they were
 * written, an item's languages sat next to each other, so one language's entries were spread among
 * all the others' and every language added made a search read more pages for the same matches. In
 * ranges of their own, a language's entries sit together however many languages the site has.
 *
 * The range follows from the code alone (`xx_YY`: four letters, counted base 26), so it needs no
 * table and never moves: a language switched off and on again, or added later, keeps or gets its
 * own. PostgreSQL finds its matches from the full-text index and keeps its own numbering.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Entries one language can number, and the first id of the lowest language's range. */
export const LANGUAGE_RANGE = 2 ** 32;
const CODE = /^([a-z])([a-z])_([A-Z])([A-Z])$/;

/**
 * The range of a language code: 1 + its letters counted base 26, so `aa_AA` is range 1 and
 * `zz_ZZ` range 456,976, whose last id (about 1.96e15) JavaScript still counts exactly. A code of
 * another form (none in the catalogue) shares range 0 with entries written before the ranges.
 */
export function languageRange(lang: string): number {
  const letters = CODE.exec(lang);
  if (!letters) return 0;
  const [a, b, c, d] = letters.slice(1).map((letter) => letter.toLowerCase().charCodeAt(0) - 97) as [number, number, number, number];
  return ((a * 26 + b) * 26 + c) * 26 + d + 1;
}

/** The ids `count` new entries of `lang` take: those after the highest its range holds. */
export async function nextEntryIds(db: Kysely<Database> | Transaction<Database>, lang: string, count: number): Promise<number[]> {
  const first = languageRange(lang) * LANGUAGE_RANGE;
  const { highest } = await db
    .selectFrom('search_document')
    .select((eb) => eb.fn.max('id').as('highest'))
    .where('id', '>=', first)
    .where('id', '<', first + LANGUAGE_RANGE)
    .executeTakeFirstOrThrow();
  const start = highest === null ? first + 1 : Number(highest) + 1;
  return Array.from({ length: count }, (_, i) => start + i);
}
