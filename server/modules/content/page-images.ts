/**
 * Rich text as a page shows it: the site's own uploads inside it get resized variants (`srcset`,
 * `sizes`), their width and height (no layout shift), lazy loading and async decoding, the way
 * covers do. Done at render time on what editors stored, which stays as it is; the sizes of every
 * image of a page come from one query.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isResizable, parseStoredPath, VARIANT_WIDTHS } from '../files/kinds.js';
import { type RichTextSanitizer, uploadedImagePaths, uploadPathOf } from './sanitize.js';

/** The variant a browser without `srcset` support loads, and the widest one `src` names. */
const DEFAULT_WIDTH = 960;
/** Narrower variants are too blurry for a column of text. */
const SMALLEST_WIDTH = 320;

type Size = { width: number; height: number };

function positive(value: string | undefined): number | undefined {
  const number = value && /^\d{1,5}$/.test(value) ? Number(value) : undefined;
  return number && number > 0 ? number : undefined;
}

/** One image's attributes on the page; `sizes` is the width the page's column gives it. */
function pageImage(attributes: Record<string, string>, size: Size | undefined, sizes: string): Record<string, string> {
  const result: Record<string, string> = { ...attributes, loading: 'lazy', decoding: 'async' };
  const path = uploadPathOf(attributes.src);
  const parsed = path ? parseStoredPath(path) : null;
  if (!path || !parsed || !size) return result;

  // A width the editor gave keeps its place; the height follows the picture's proportions.
  const shownWidth = positive(attributes.width);
  result.width = String(shownWidth ?? size.width);
  result.height = String(shownWidth ? Math.round((shownWidth * size.height) / size.width) : size.height);
  if (!isResizable(parsed.ext)) return result;

  const original = `/api/upload/${path}`;
  const widths = VARIANT_WIDTHS.filter((w) => w >= SMALLEST_WIDTH && w < size.width);
  if (widths.length === 0) return { ...result, src: original };
  const fallback = widths.filter((w) => w <= DEFAULT_WIDTH).pop() ?? widths[0]!;
  return {
    ...result,
    src: `${original}?w=${fallback}`,
    srcset: [...widths.map((w) => `${original}?w=${w} ${w}w`), `${original} ${size.width}w`].join(', '),
    sizes: shownWidth ? `(max-width: ${shownWidth}px) 100vw, ${shownWidth}px` : sizes,
  };
}

export function createPageImages(db: Kysely<Database>, richText: RichTextSanitizer) {
  return {
    /**
     * Several pieces of one page's rich text, sanitised for the page, with their images made
     * responsive; `sizes` is the width the page's text column takes.
     */
    async render<T extends string | null>(htmls: readonly T[], sizes: string): Promise<T[]> {
      const paths = [...new Set(htmls.flatMap((html) => (html ? uploadedImagePaths(html) : [])))];
      const rows = paths.length
        ? await db.selectFrom('file').select(['path', 'width', 'height']).where('path', 'in', paths).execute()
        : [];
      const sizeOf = new Map(rows.flatMap((r) => (r.width && r.height ? [[r.path, { width: r.width, height: r.height }] as const] : [])));
      return htmls.map((html) =>
        html === null ? html : (richText.forPage(html, (attributes) => pageImage(attributes, sizeOf.get(uploadPathOf(attributes.src) ?? ''), sizes)) as T),
      );
    },
  };
}

export type PageImages = ReturnType<typeof createPageImages>;
