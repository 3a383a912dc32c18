/**
 * Site search (issue 14, decisions 0026 and 0029): what matches, what visitors may see of it now,
 * in which order. Matching, filtering and ordering all run on the index (migrations 0014 and
 * 0016): its rows carry their versions' publication times, compared with the time of the search,
 * so a scheduled version appears and disappears on time without a write.
 *
 * Order: by kind (people, practice areas, news, cases, honours, documents), then by how many of
 * the terms the name or title holds, then pinned first, then newest, then by id.
 */
import { type Expression, type Kysely, PostgresAdapter, sql, type SqlBool } from 'kysely';
import { CONTENT_LANGUAGES, type Lang } from '../../../contract/languages.js';
import { resolvePaging } from '../../../contract/paging.js';
import { SEARCH_KINDS, type SearchHit, type SearchKind, type SearchQuery, type SearchResult, type Suggestion, type SuggestResult } from '../../../contract/search.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { visibleNow } from '../content/publication.js';
import { marked, parseQuery, snippet, type Term } from './text.js';

const SUGGESTIONS = 5;

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

  /** Every term must match: trigram substrings for terms of three or more characters, `grams` tokens for shorter ones. */
  function matches(terms: readonly Term[]): Expression<SqlBool>[] {
    const long = terms.filter((t) => !t.tokens).map((t) => t.text);
    const tokens = [...new Set(terms.flatMap((t) => t.tokens ?? []))];
    const conditions: Expression<SqlBool>[] = [];
    if (postgres) {
      for (const text of long) conditions.push(sql<SqlBool>`d.folded like ${likeContaining(text)}`);
      if (tokens.length) conditions.push(sql<SqlBool>`string_to_array(d.grams, ' ') @> ${tokens}::text[]`);
      return conditions;
    }
    if (long.length) {
      conditions.push(sql<SqlBool>`d.id in (select rowid from search_trigram where search_trigram match ${long.map(ftsString).join(' AND ')})`);
    }
    if (tokens.length) {
      conditions.push(sql<SqlBool>`d.id in (select rowid from search_words where search_words match ${tokens.map(ftsString).join(' AND ')})`);
    }
    return conditions;
  }

  /** How many terms the name or title holds: a match there ranks above one in the text. */
  function titleHits(terms: readonly Term[]) {
    const contains = (text: string) => (postgres ? sql`strpos(d.title_folded, ${text}) > 0` : sql`instr(d.title_folded, ${text}) > 0`);
    return sql<number>`(${sql.join(
      terms.map((t) => sql`case when ${contains(t.text)} then 1 else 0 end`),
      sql` + `,
    )})`;
  }

  /**
   * The index rows that match and that visitors may see now. The rows carry their versions'
   * publication, pin state and date (migration 0016, decision 0029): nothing is joined.
   */
  function matching(terms: readonly Term[], now: string) {
    return db.selectFrom('search_document as d').where((eb) => eb.and([...matches(terms), visibleNow('d', now)]));
  }

  function ranked(terms: readonly Term[], now: string, lang: Lang, byKind = true) {
    const query = matching(terms, now)
      .where('d.lang', '=', lang)
      .select(['d.kind', 'd.version_id', 'd.item_no', 'd.title', 'd.body', 'd.item_time as date', titleHits(terms).as('hits')]);
    return (byKind ? query.orderBy(KIND_ORDER) : query)
      .orderBy('hits', 'desc')
      .orderBy('d.top', 'desc')
      .orderBy(sql`coalesce(d.item_time, '')`, 'desc')
      .orderBy('d.id');
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
      const [counts, rows] = await Promise.all([
        matching(terms, now).select(['d.kind', 'd.lang', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy(['d.kind', 'd.lang']).execute(),
        (type ? ranked(terms, now, lang).where('d.kind', '=', type) : ranked(terms, now, lang)).limit(paging.pageSize).offset(paging.offset).execute(),
      ]);
      const groups = SEARCH_KINDS.flatMap((kind) => {
        const count = counts.filter((c) => c.kind === kind && c.lang === lang).reduce((sum, c) => sum + Number(c.n), 0);
        return count ? [{ kind, count }] : [];
      });
      const otherLanguages = CONTENT_LANGUAGES.filter((l) => l !== lang).flatMap((l) => {
        const count = counts.filter((c) => c.lang === l).reduce((sum, c) => sum + Number(c.n), 0);
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
      // Two letters are rarely a whole word yet: people are found by the start of a name's words.
      const prefix = terms.length === 1 && terms[0]!.tokens && !/[^\p{L}\p{N}]/u.test(terms[0]!.text) && !/\p{Script=Han}/u.test(terms[0]!.text) ? terms[0]!.text : null;
      const peopleQuery = prefix
        ? db
            .selectFrom('search_document as d')
            .where('d.kind', '=', 'person')
            .where('d.lang', '=', lang)
            .where(visibleNow('d', now))
            .where((eb) => eb.or([eb('d.title_folded', 'like', `${prefix}%`), eb('d.title_folded', 'like', `% ${prefix}%`)]))
            .select(['d.kind', 'd.version_id', 'd.item_no', 'd.title'])
            .orderBy('d.top', 'desc')
            .orderBy('d.title')
        : ranked(terms, now, lang).where('d.kind', '=', 'person');
      const [people, pages] = await Promise.all([
        peopleQuery.limit(SUGGESTIONS).execute(),
        ranked(terms, now, lang, false).where('d.kind', '!=', 'person').limit(SUGGESTIONS).execute(),
      ]);
      const toSuggestion = (r: { kind: string; version_id: number | null; item_no: string; title: string }): Suggestion => ({
        kind: r.kind as SearchKind,
        title: r.title,
        link: linkOf(r.kind as SearchKind, r.version_id, r.item_no),
      });
      return { people: people.map(toSuggestion), pages: pages.map(toSuggestion) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
