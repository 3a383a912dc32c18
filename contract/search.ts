/**
 * Site search (issue 14, decision 0026): `GET /user/search` and `GET /user/search/suggest`. Results
 * are in the request's language, grouped by kind (people first, then practice areas, news, cases,
 * honours, documents) and ranked within each kind; other languages are only counted.
 */
import { z } from 'zod';
import { storedLang } from './content.js';
import { pageable } from './envelope.js';
import { pagingQuery } from './paging.js';
import { MAX_QUERY_LENGTH, SEARCH_KINDS, SUGGEST_MIN_LENGTH } from './search-limits.js';

export { MAX_QUERY_LENGTH, SEARCH_KINDS, SUGGEST_MIN_LENGTH, type SearchKind } from './search-limits.js';

const q = z.string().trim().min(1).max(MAX_QUERY_LENGTH);

export const searchQuery = pagingQuery.extend({
  q,
  type: z.enum(SEARCH_KINDS).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const suggestQuery = z.object({ q: z.string().trim().min(SUGGEST_MIN_LENGTH).max(MAX_QUERY_LENGTH) });
export type SuggestQuery = z.infer<typeof suggestQuery>;

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The version's id; null for a document, which is named by `link`. */
  id: z.number().int().nullable(),
  title: z.string(),
  /** The title as HTML: escaped text with the matched words in `<mark>`. */
  titleHtml: z.string(),
  /** A passage of the text as HTML: escaped, with the matched words in `<mark>`. */
  snippet: z.string(),
  /** ISO-8601; news, cases and honours have one. */
  date: z.string().nullable(),
  /** The page's path on this site. */
  link: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchResult = z.object({
  query: z.string(),
  lang: storedLang,
  type: z.enum(SEARCH_KINDS).nullable(),
  /** Matches of each kind in this language (whatever `type` asks for); kinds without any are left out. */
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), count: z.number().int() })),
  /** The asked page: grouped by kind in the order of `groups`, the best match first within each. */
  items: z.array(searchHit),
  pageable,
  /** Matches in the other languages, where there are any. */
  otherLanguages: z.array(z.object({ lang: storedLang, count: z.number().int() })),
});
export type SearchResult = z.infer<typeof searchResult>;

export const suggestion = z.object({ kind: z.enum(SEARCH_KINDS), title: z.string(), link: z.string() });
export type Suggestion = z.infer<typeof suggestion>;

export const suggestResult = z.object({
  /** Up to five people. */
  people: z.array(suggestion),
  /** Up to five other pages. */
  pages: z.array(suggestion),
});
export type SuggestResult = z.infer<typeof suggestResult>;
