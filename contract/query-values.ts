/**
 * How every call reads its query string, before its schema checks it. Clients written from the
 * spec send a filter that was left unselected as `cataId=`, `cataId=undefined` or `cataId=null`:
 * each of these means the parameter was not given. A list may come as `ids=1,2`, `ids=1&ids=2` or
 * `ids[]=1&ids[]=2`; the last two are read as the first (see `idList`).
 */

const UNSET_VALUES = new Set(['', 'undefined', 'null']);

const isUnset = (value: unknown) => typeof value === 'string' && UNSET_VALUES.has(value.trim());

/** The query with unset values left out, `name[]` read as `name`, and repeated names as a list. */
export function normaliseQuery(query: unknown): unknown {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return query;
  const merged = new Map<string, unknown[]>();
  for (const [rawName, raw] of Object.entries(query as Record<string, unknown>)) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const values = (Array.isArray(raw) ? (raw as unknown[]) : [raw]).filter((value) => !isUnset(value));
    if (values.length) merged.set(name, [...(merged.get(name) ?? []), ...values]);
  }
  return Object.fromEntries([...merged].map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
}
