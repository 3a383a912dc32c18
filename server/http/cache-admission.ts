/**
 * Which answers earn a place in the page cache: those of an address asked for more than once
 * (decision 0048). Most addresses a crawler or an attacker can make up are asked for once (a
 * people search for a new word, the detail page of an id that does not exist, page 9,999 of a
 * list), and storing each would push the pages visitors do come back to out of the bounded cache
 * and fill the process's memory with answers nobody asks for again. An address is remembered
 * across content versions, so a page visited before a change is stored on its first request
 * after it. The memory of addresses seen is bounded: when full it starts again, which costs each
 * popular page one more render.
 */
export interface CacheAdmission {
  /** Whether this key was asked for before; remembers it either way. */
  askedBefore(key: string): boolean;
  /** How many characters of keys are remembered. */
  size(): number;
}

/**
 * Characters of keys remembered at most: about 1 MB, some 10,000 ordinary addresses. Counted in
 * characters rather than keys because the query in a key is the client's to choose, and one
 * address may be kilobytes long.
 */
export const ADMISSION_MEMORY_CHARS = 1_000_000;

export function createCacheAdmission(limitChars = ADMISSION_MEMORY_CHARS): CacheAdmission {
  const seen = new Set<string>();
  let chars = 0;
  return {
    askedBefore(key) {
      if (seen.has(key)) return true;
      if (chars + key.length > limitChars) {
        seen.clear();
        chars = 0;
      }
      seen.add(key);
      chars += key.length;
      return false;
    },
    size: () => chars,
  };
}
