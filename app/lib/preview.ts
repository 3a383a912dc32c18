/** Preview links on the public pages (decision 0025): what a loader hands the page, and its head tags. */
import type { MetaDescriptor } from 'react-router';

/** A page shown through a preview link, until `expiresTime`; or one whose link did not open. */
export type PagePreview = { state: 'shown'; expiresTime: string } | { state: 'refused' } | null;

/** A page opened through a preview link, working or not, is not for search engines. */
export function previewMeta(loaded: { preview?: PagePreview } | undefined): MetaDescriptor[] {
  return loaded?.preview ? [{ name: 'robots', content: 'noindex' }] : [];
}
