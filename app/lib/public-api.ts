/**
 * The browser's calls to the public API (spec sections 7 and 8): every call sends the language and
 * route-prefix headers, every GET a timestamp, a call gives up after 20 s, and a 503 (the site is
 * not online) moves the visitor to /status.
 */
import type { ListEnvelope } from '../../contract/envelope.js';
import type { Lang } from '../../contract/languages.js';

export const REQUEST_TIMEOUT_MS = 20_000;

export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function publicGet<T>(path: string, params: Record<string, string | number | undefined>, lang: Lang): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  query.set('_t', String(Date.now()));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`/api${path}?${query}`, {
      headers: { lang, 'route-prefix': window.location.pathname, accept: 'application/json' },
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (response.status === 503) {
      window.location.assign('/status');
      throw new PublicApiError('site unavailable', 503);
    }
    const body = (await response.json()) as { status: number; message: string } & T;
    if (!response.ok) throw new PublicApiError(body.message, response.status);
    return body;
  } finally {
    clearTimeout(timer);
  }
}

export function publicList<T>(path: string, params: Record<string, string | number | undefined>, lang: Lang): Promise<ListEnvelope<T>> {
  return publicGet<ListEnvelope<T>>(path, params, lang);
}
