/**
 * The query field of a public page's address that carries a preview link's token (contract/preview.ts).
 * A module of its own, free of zod: the public pages' bundle reads it, and zod's schemas would
 * add about 25 KB of gzipped JavaScript to every page.
 */
export const PREVIEW_PARAMETER = 'preview';

/** The id segment of a detail page's address that shows a new item's preview: it has no version id yet. */
export const NEW_ITEM_PREVIEW = 'new';
