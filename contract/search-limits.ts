/**
 * The limits of site search that the header field needs in the browser, apart from the zod
 * schemas of `search.ts` so that the public pages' JavaScript does not carry zod.
 */
export const SEARCH_KINDS = ['person', 'field', 'news', 'case', 'honour', 'document'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const MAX_QUERY_LENGTH = 200;
/** Suggestions start at this many characters. */
export const SUGGEST_MIN_LENGTH = 2;
