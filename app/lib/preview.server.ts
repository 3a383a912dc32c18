/**
 * What the public pages' loaders share for preview links (decision 0025): the token of the
 * address, and what the page says about it.
 */
import { PREVIEW_PARAMETER } from '../../contract/preview';
import type { PreviewOutcome } from '../../server/modules/preview/service';
import type { PagePreview } from './preview';

/** The `preview` field of the page's address; null when there is none. */
export function previewToken(url: URL): string | null {
  return url.searchParams.get(PREVIEW_PARAMETER);
}

/** What the page tells its reader: a preview until its expiry, a link that did not open, or nothing. */
export function pagePreview(outcome: PreviewOutcome<unknown>): PagePreview {
  if (outcome.state === 'valid') return { state: 'shown', expiresTime: outcome.expiresTime };
  return outcome.state === 'refused' ? { state: 'refused' } : null;
}
