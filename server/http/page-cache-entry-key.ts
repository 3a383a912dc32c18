/**
 * The key a page cache entry is stored under. A page is keyed by its address (path and the query
 * fields it reads, see page-cache-keys.ts), the protocol, the visitor's language and whether the
 * visitor accepted the current disclaimer: everything else a page depends on comes from the
 * database. The public API's calls are keyed by route (the path, for a detail call), the fields of
 * its query schema and the request's language.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { acceptsDisclaimer } from '../../contract/disclaimer.js';
import { resolvePageLanguage } from '../../contract/language-match.js';
import type { Lang } from '../../contract/languages.js';
import type { CacheAddress } from './page-cache-keys.js';

/**
 * `api`: the request's language for an API call, and whether its address named it (the answer
 * then does not vary on the headers: shared-cache.ts); undefined for a page.
 */
export function entryKeyOf(
  protocol: string,
  headers: IncomingHttpHeaders,
  address: CacheAddress,
  api: { lang: Lang; named: boolean } | undefined,
  disclaimerVersion: string | null,
  defaultLang: Lang,
): string {
  if (api) return `api|${address.canonical}|${api.lang}|${api.named ? 'address' : 'headers'}`;
  // Read as the page reads it (the first `lang` of the address), so both pick one language.
  const { lang } = resolvePageLanguage({
    queryLang: address.queryLang,
    cookieHeader: headers.cookie,
    acceptLanguage: headers['accept-language'],
    defaultLang,
  });
  // Any other accepted version shows the page just as no acceptance does.
  const accepted = acceptsDisclaimer(headers.cookie, disclaimerVersion);
  return `page|${protocol}|${address.canonical}|${lang}|${accepted ? 'accepted' : ''}`;
}
