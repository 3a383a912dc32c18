/**
 * Tells the reverse proxy in front of the instances (Varnish with xkey, deploy/varnish/) which
 * pages a committed write changed (issue 47.4, decision 0076): one `PURGE` request to
 * `CACHE_PURGE_URL` naming, by their cache tags, the pages that must go at once (`xkey-purge`: an
 * item unpublished or deleted) and those that may be sent stale a moment longer while the proxy
 * fetches them again (`xkey-softpurge`).
 *
 * The proxy being slow, away or refusing must never fail the write nor hold its answer up for
 * long: the request gives up after `timeoutMs`, and any failure is one warning in the log. Pages
 * the proxy then keeps refresh after their `s-maxage` (SHARED_CACHE_MAX_AGE).
 */

/** Tags whose pages must go at once (`hard`) and tags whose pages may be refreshed in the background (`soft`). */
export interface PurgeTags {
  hard: readonly string[];
  soft: readonly string[];
}

export interface CachePurger {
  /** Sends the purge; never rejects. */
  purge(tags: PurgeTags): Promise<void>;
}

export interface CachePurgerOptions {
  /** Where to send `PURGE`; undefined: no proxy to tell, `purge` does nothing. */
  url: string | undefined;
  log: { warn(obj: object, msg: string): void };
  /** How long a purge may take before it is given up (default 1 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 1000;

/** Tags as a header value: each once, none empty (a header cannot carry an empty list item). */
function tagList(tags: readonly string[], except: ReadonlySet<string> = new Set()): string[] {
  return [...new Set(tags.map((tag) => tag.trim()))].filter((tag) => tag !== '' && !except.has(tag));
}

export function createCachePurger(options: CachePurgerOptions): CachePurger {
  const { url, log } = options;
  if (url === undefined) return { purge: () => Promise.resolve() };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The address without its query: a purge endpoint's query could hold a token, and logs keep no secrets.
  const target = new URL(url);
  const shown = `${target.origin}${target.pathname}`;
  return {
    async purge(tags) {
      const hard = tagList(tags.hard);
      // A page purged at once needs no refresh besides.
      const soft = tagList(tags.soft, new Set(hard));
      if (hard.length === 0 && soft.length === 0) return;
      const headers: Record<string, string> = {};
      if (hard.length) headers['xkey-purge'] = hard.join(' ');
      if (soft.length) headers['xkey-softpurge'] = soft.join(' ');
      const counts = { hardTags: hard.length, softTags: soft.length };
      try {
        const signal = AbortSignal.timeout(timeoutMs);
        const response = await fetch(url, { method: 'PURGE', headers, signal });
        // Read to the end (a line or two), so that the connection is free for the next purge.
        await response.arrayBuffer();
        if (!response.ok) log.warn({ purgeUrl: shown, status: response.status, ...counts }, 'cache purge refused by the proxy');
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        log.warn({ purgeUrl: shown, reason: timedOut ? `no answer within ${timeoutMs} ms` : failureOf(error), ...counts }, 'cache purge failed');
      }
    },
  };
}

/** What went wrong, in a few words: fetch's own error says only "fetch failed", its cause says why. */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return typeof cause?.message === 'string' ? cause.message : error.message;
}
