/** Addresses the pages link to. */
import { LANGUAGE_PICK_PARAMETER } from '../../contract/language-pick.js';
import type { Lang } from '../../contract/languages.js';

/** A site path in a language: `/news/detail/3?lang=de_DE`, keeping other query values. */
export function withLang(path: string, lang: Lang): string {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}

/**
 * The language picker's link to a path in a language: the address in that language, marked as
 * picked, which sets the cookie remembering the choice and redirects to the unmarked address
 * (decision 0074). Appended after `withLang`'s address, so the kept frame markup (frame-markup.server)
 * fills in the address as it does for any language link.
 */
export function languagePickHref(path: string, lang: Lang): string {
  return `${withLang(path, lang)}&${LANGUAGE_PICK_PARAMETER}=1`;
}

/**
 * A page of a section's list, in a folder or in all (`/news?cataId=4&page=2`); with `from`, the
 * pages from that one to `page` ("Load More" so far: `/news?from=1&page=3`).
 */
export function listHref(basePath: string, cataId: number | null, page: number, from?: number): string {
  const params = new URLSearchParams();
  if (cataId !== null) params.set('cataId', String(cataId));
  if (from !== undefined && from < page) params.set('from', String(from));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** The digits of a telephone number a phone dials (`+44 20 7946 0000` → `+442079460000`). */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** A `tel:` link for a number as the firm writes it. */
export function telHref(phone: string): string {
  return `tel:${phoneDigits(phone)}`;
}

export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

/** The address of a media field: an uploaded file's public path (optionally resized) or an http(s) URL as it is. */
export function mediaSrc(value: string | null | undefined, width?: (typeof IMAGE_WIDTHS)[number]): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  const path = value.replace(/^\/?(api\/upload\/)?/, '');
  return `/api/upload/${path}${width && !/\.(svg|gif|ico|pdf)$/i.test(path) ? `?w=${width}` : ''}`;
}

/** `srcset` for a raster upload at the given widths. */
export function mediaSrcSet(value: string | null | undefined, widths: readonly (typeof IMAGE_WIDTHS)[number][]): string | undefined {
  if (!value || /^https?:\/\//i.test(value) || /\.(svg|gif|ico|pdf)$/i.test(value)) return undefined;
  return widths.map((w) => `${mediaSrc(value, w)} ${w}w`).join(', ');
}
