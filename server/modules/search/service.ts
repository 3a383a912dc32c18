/**
 * Site search (issue 14, decisions 0026, 0029 and 0033): what matches, what visitors may see of it
 * now, in which order. Matching, filtering and ordering all run on the index (migrations 0014,
 * 0016 and 0019): its rows carry their versions' publication times, compared with the time of the
 * search, so a scheduled version appears and disappears on time without a write.
 *
 * Order: by kind (people, practice areas, news, cases, honours, documents), then by how many of
 * the terms the name or title holds, then pinned first, then newest, then by id. A common word
 * matches thousands of rows: counting and ranking them read only short columns (the id, kind,
 * language, publication, pin, date and folded title), and the long text is read for the page's
 * rows alone.
 */
import { type Expression, type Kysely, PostgresAdapter, type Selectable, sql, type SqlBool } from 'kysely';
import { type Lang } from '../../../contract/languages.js';
import { siteLanguages } from '../../../contract/site-languages.js';
import { resolvePaging } from '../../../contract/paging.js';
import { SEARCH_KINDS, type SearchHit, type SearchKind, type SearchQuery, type SearchResult, type Suggestion, type SuggestResult } from '../../../contract/search.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { visibleNow } from '../content/publication.js';
import { reindexItem } from './indexer.js';
import { hasCjk, marked, parseQuery, snippet, type Term, termLexemes, titleLexeme, wordStartLexeme } from './text.js';

const SUGGESTIONS = 5;
/** SQLite's index of the columns a search reads, keyed by id (migration 0030). */
const SEARCH_MATCH_INDEX = 'search_document_match_idx';
/** A match as the ranking reads it. */
type MatchedRow = Pick<Selectable<Database['search_document']>, 'id' | 'kind' | 'lang' | 'top' | 'item_time' | 'title_folded'>;
/** How search answers are ranked (`inRankOrder`): kind, title hits, pinned first, newest, then id. */
const RANKING = [['k', 'asc'], ['h', 'desc'], ['t', 'desc'], ['it', 'desc'], ['id', 'asc']] as const;

function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function linkOf(kind: SearchKind, versionId: number | null, itemNo: string): string {
  switch (kind) {
    case 'person':
      return `/people/detail/${versionId}`;
    case 'field':
      return `/expertises/detail/${versionId}`;
    case 'news':
      return `/news/detail/${versionId}`;
    case 'case':
      return `/case/detail/${versionId}`;
    case 'honour':
      return `/honor/detail/${versionId}`;
    case 'document':
      return `/docs/${itemNo}`;
  }
}

const KIND_ORDER = sql<number>`case d.kind ${sql.join(
  SEARCH_KINDS.map((kind, index) => sql`when ${sql.lit(kind)} then ${sql.lit(index)}`),
  sql` `,
)} end`;

export function createSearchService(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /**
   * Every term must match. PostgreSQL: one full-text query over `terms` (a word as a prefix of a
   * tail, i.e. anywhere in a word; Chinese characters and pairs and short words as lexemes), and
   * the folded text compared where that only narrows (phrases, longer Chinese words). SQLite:
   * trigram substrings for terms of three or more characters, `grams` tokens for shorter ones.
   */
  function matches(terms: readonly Term[]): Expression<SqlBool>[] {
    const conditions: Expression<SqlBool>[] = [];
    if (postgres) {
      const lexemes: string[] = [];
      for (const term of terms) {
        const { prefixes, tokens, exact } = termLexemes(term);
        lexemes.push(...prefixes.map((p) => `${tsLexeme(p)}:*`), ...tokens.map(tsLexeme));
        if (!exact) conditions.push(sql<SqlBool>`d.folded like ${likeContaining(term.text)}`);
      }
      if (lexemes.length) conditions.unshift(sql<SqlBool>`d.terms @@ ${lexemes.join(' & ')}::tsquery`);
      return conditions;
    }
    const long = terms.filter((t) => !t.tokens).map((t) => t.text);
    const tokens = [...new Set(terms.flatMap((t) => t.tokens ?? []))];
    // Each match is looked up by id in the index that holds what a search filters and orders by
    // (`matchedRows`, migration 0030), never in the table's rows with their long text.
    if (long.length) {
      conditions.push(sql<SqlBool>`d.id in (select rowid from search_trigram where search_trigram match ${long.map(ftsString).join(' AND ')})`);
    }
    if (tokens.length) {
      conditions.push(sql<SqlBool>`d.id in (select rowid from search_words where search_words match ${tokens.map(ftsString).join(' AND ')})`);
    }
    return conditions;
  }

  const contains = (column: 'd.title_folded', text: string) =>
    postgres ? sql<SqlBool>`strpos(${sql.ref(column)}, ${text}) > 0` : sql<SqlBool>`instr(${sql.ref(column)}, ${text}) > 0`;

  /** How many terms the name or title holds: a match there ranks above one in the text. */
  function titleHits(terms: readonly Term[]) {
    return sql<number>`(${sql.join(
      terms.map((t) => sql`case when ${contains('d.title_folded', t.text)} then 1 else 0 end`),
      sql` + `,
    )})`;
  }

  /**
   * The ranking, written once: the page's rows are picked in this order (kind, title hits, pinned,
   * newest, id) and the union answers them in it, so the two can never disagree.
   */
  function inRankOrder<Q extends { orderBy(expression: Expression<unknown>, direction: 'asc' | 'desc'): Q }>(query: Q): Q {
    return RANKING.reduce((ordered, [column, direction]) => ordered.orderBy(sql.ref(column), direction), query);
  }

  /**
   * The rows that match every term and that visitors may see now, with the short columns a search
   * counts and ranks by. SQLite reads them from the index keyed by id (migration 0030, decision
   * 0089), named because its planner, without statistics, would look each match up in the table's
   * rows, where these columns come after the long text: the ranking index it read before held
   * every row of every language, so each language added slowed every search.
   */
  function matchedRows(terms: readonly Term[], now: string) {
    const from = postgres ? sql`search_document as d` : sql`search_document as d indexed by ${sql.id(SEARCH_MATCH_INDEX)}`;
    return sql<MatchedRow>`(select d.id, d.kind, d.lang, d.top, d.item_time, d.title_folded from ${from} where ${sql.join([...matches(terms), visibleNow('d', now)], sql` and `)})`;
  }

  /**
   * The matches' counts by kind and language, and the ids of the asked page's rows in order, in
   * one statement that finds the matches once: the index rows that match and that visitors may
   * see now, with the short columns counting and ranking read (the rows carry their versions'
   * publication, pin state and date, migration 0016, decision 0029: nothing is joined). Ranking
   * a common word's thousands of matches reads those columns only; the long text is read for the
   * page's rows alone (`rowsOf`). PostgreSQL finds the matches first, as a materialised step, so
   * its planner cannot start from the language's index and test each row's lexemes instead.
   */
  async function countAndRank(reader: Kysely<Database>, terms: readonly Term[], now: string, lang: Lang, type: SearchKind | null, page: { limit: number; offset: number }) {
    const rows = await reader
      .with(
        (cte) => (postgres ? cte('m').materialized() : cte('m')),
        () => matchedRows(terms, now),
      )
      .with('r', (qb) => {
        const ranked = qb
          .selectFrom('m as d')
          .where('d.lang', '=', lang)
          .select([
            (type ? sql<number>`0` : KIND_ORDER).as('k'),
            titleHits(terms).as('h'),
            'd.top as t',
            sql<string>`coalesce(d.item_time, '')`.as('it'),
            'd.id as id',
          ]);
        return inRankOrder(type ? ranked.where('d.kind', '=', type) : ranked)
          .limit(page.limit)
          .offset(page.offset);
      })
      .selectFrom('m as d')
      .select([
        sql<string | null>`d.kind`.as('kind'),
        sql<string | null>`d.lang`.as('lang'),
        (eb) => eb.fn.countAll<number | string>().as('n'),
        sql<number | null>`null`.as('k'),
        sql<number | null>`null`.as('h'),
        sql<number | null>`null`.as('t'),
        sql<string | null>`null`.as('it'),
        sql<number | null>`null`.as('id'),
      ])
      .groupBy(['d.kind', 'd.lang'])
      .unionAll((qb) =>
        qb
          .selectFrom('r')
          .select([
            sql<string | null>`null`.as('kind'),
            sql<string | null>`null`.as('lang'),
            sql<number | string>`0`.as('n'),
            'r.k',
            'r.h',
            'r.t',
            'r.it',
            'r.id',
          ]),
      )
      .$call(inRankOrder)
      .execute();
    return {
      counts: rows.flatMap((r) => (r.kind !== null && r.lang !== null ? [{ kind: r.kind, lang: r.lang, n: Number(r.n) }] : [])),
      ids: rows.flatMap((r) => (r.id !== null ? [r.id] : [])),
    };
  }

  /**
   * PostgreSQL: in a transaction that rules out reading the whole table. Its planner prices a
   * sequential scan by the table's pages, which hold only short columns, not by the lexemes each
   * row would have to fetch from its TOAST table to be matched: a word it expects in many rows
   * (or a GIN pending list it expects to be long) made it choose that scan, a hundred times
   * slower than the index on the bench's site.
   */
  async function withoutTableScans<T>(read: (reader: Kysely<Database>) => Promise<T>): Promise<T> {
    if (!postgres) return read(db);
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return read(trx);
    });
  }

  /** The rows of `ids`, with their text, in the order of `ids`. */
  async function rowsOf(ids: number[]) {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('search_document as d')
      .select(['d.id', 'd.kind', 'd.version_id', 'd.item_no', 'd.title', 'd.body', 'd.item_time as date'])
      .where('d.id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Suggestions look at names and titles only, never the text: what a visitor types is the start
   * of a name or a title. A term of one or two letters is the start of a word of it, a longer one
   * (or Chinese) anywhere in it.
   */
  function wordStart(term: Term): boolean {
    return !!term.tokens && !hasCjk(term.text) && !/[^\p{L}\p{M}\p{N}]/u.test(term.text);
  }

  function inTitle(term: Term): Expression<SqlBool> {
    // After a space or a hyphen: the second part of "Müller-Lüdenscheidt" starts a word too.
    if (wordStart(term)) {
      return sql<SqlBool>`(d.title_folded like ${`${term.text}%`} or d.title_folded like ${`% ${term.text}%`} or d.title_folded like ${`%-${term.text}%`})`;
    }
    return contains('d.title_folded', term.text);
  }

  /**
   * The titles in `lang` that hold every term. PostgreSQL narrows by the titles' lexemes first,
   * which carry their language (text.ts, `titleLexemesOf`): a word's start is a prefix of a marked
   * whole word, anything longer a prefix of a tail. Those lexemes say the language, so the
   * language is not asked again: an index of languages and kinds, read as well, made each
   * suggestion read every row of the language. SQLite reads the folded titles from the index
   * that holds them.
   */
  function suggested(terms: readonly Term[], now: string, lang: Lang) {
    const conditions = terms.map(inTitle);
    const lexemes = postgres
      ? terms.flatMap((term) => {
          if (wordStart(term)) return [`${tsLexeme(wordStartLexeme(lang, term.text))}:*`];
          const { prefixes, tokens } = termLexemes(term);
          return [...prefixes.map((p) => `${tsLexeme(titleLexeme(lang, p))}:*`), ...tokens.map((t) => tsLexeme(titleLexeme(lang, t)))];
        })
      : [];
    const query = db.selectFrom('search_document as d').select('d.id');
    return (lexemes.length ? query.where(sql<SqlBool>`d.title_terms @@ ${lexemes.join(' & ')}::tsquery`) : query.where('d.lang', '=', lang))
      .where((eb) => eb.and([...conditions, visibleNow('d', now)]))
      .orderBy('d.top', 'desc');
  }

  return {
    async search(query: SearchQuery, lang: Lang): Promise<SearchResult> {
      const paging = resolvePaging(query);
      const terms = parseQuery(query.q);
      const type = query.type ?? null;
      const empty: SearchResult = {
        query: query.q, lang, type, groups: [], items: [], pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount: 0 }, otherLanguages: [],
      };
      if (!terms.length) return empty;
      const now = nowIso();
      const { counts, ids } = await withoutTableScans((reader) =>
        countAndRank(reader, terms, now, lang, type, { limit: paging.pageSize, offset: paging.offset }),
      );
      const rows = await rowsOf(ids);
      const groups = SEARCH_KINDS.flatMap((kind) => {
        const count = counts.filter((c) => c.kind === kind && c.lang === lang).reduce((sum, c) => sum + c.n, 0);
        return count ? [{ kind, count }] : [];
      });
      const otherLanguages = siteLanguages().languages.filter((l) => l !== lang).flatMap((l) => {
        const count = counts.filter((c) => c.lang === l).reduce((sum, c) => sum + c.n, 0);
        return count ? [{ lang: l, count }] : [];
      });
      const totalCount = type ? (groups.find((g) => g.kind === type)?.count ?? 0) : groups.reduce((sum, g) => sum + g.count, 0);
      const items = rows.map((r): SearchHit => {
        const kind = r.kind as SearchKind;
        return {
          kind,
          id: r.version_id,
          title: r.title,
          titleHtml: marked(r.title, terms),
          snippet: snippet(r.body, terms),
          date: kind === 'person' || kind === 'field' ? null : r.date,
          link: linkOf(kind, r.version_id, r.item_no),
        };
      });
      return { ...empty, groups, items, otherLanguages, pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount } };
    },

    /** Up to five people and five other pages for the header field, best first. */
    async suggest(q: string, lang: Lang): Promise<SuggestResult> {
      const terms = parseQuery(q);
      if (!terms.length) return { people: [], pages: [] };
      const now = nowIso();
      const [people, pages] = await Promise.all([
        suggested(terms, now, lang).where('d.kind', '=', 'person').orderBy('d.title_folded').orderBy('d.id').limit(SUGGESTIONS).execute(),
        suggested(terms, now, lang).where('d.kind', '!=', 'person').orderBy(sql`coalesce(d.item_time, '')`, 'desc').orderBy('d.id').limit(SUGGESTIONS).execute(),
      ]);
      const rows = await rowsOf([...people, ...pages].map((r) => r.id));
      const toSuggestion = (r: { kind: string; version_id: number | null; item_no: string; title: string }): Suggestion => ({
        kind: r.kind as SearchKind,
        title: r.title,
        link: linkOf(r.kind as SearchKind, r.version_id, r.item_no),
      });
      return { people: rows.filter((r) => r.kind === 'person').map(toSuggestion), pages: rows.filter((r) => r.kind !== 'person').map(toSuggestion) };
    },

    /**
     * Told the cache tags of items whose schedule time passed (content-version.ts): a practice
     * area going live or off the site changes the names its people are found by (indexer.ts),
     * which no trigger can rewrite. Its own rows follow by trigger already.
     */
    async followScheduledChanges(tags: readonly string[]): Promise<void> {
      const areas = tags.flatMap((tag) => (tag.startsWith('practice_area:') ? [tag.slice('practice_area:'.length)] : []));
      for (const no of areas) await db.transaction().execute((trx) => reindexItem(trx, 'field', no));
    },
  };
}

/** A lexeme quoted for the tsquery input syntax (lexemes are letters and digits; quoted anyway). */
function tsLexeme(lexeme: string): string {
  return `'${lexeme.replace(/['\\]/g, (c) => `\\${c}`)}'`;
}

export type SearchService = ReturnType<typeof createSearchService>;
