/**
 * Rich text as a page shows it: the site's own uploads inside it get resized variants (`srcset`,
 * `sizes`), their width and height (no layout shift), lazy loading and async decoding, the way
 * covers do. Done at render time on what editors stored, which stays as it is; the sizes of every
 * image of a page come from one query. This is also where stored rich text is sanitised once more
 * for the page (contract/rich-text-policy's allow-list): every public page's rich text goes through
 * `render`.
 *
 * Sanitising costs about 2 ms for a long article (and finding its images half as much again), so
 * each result is remembered, keyed by a hash of the stored HTML, the column width and the sizes of
 * its images: stored HTML changes only by a new version, so a page rebuilt after its cache entry
 * was dropped (any content write empties the page cache) does not sanitise again what did not change.
 */
import { createHash } from 'node:crypto';
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

/** How many bytes of rendered rich text (and found image paths) are remembered, at most. */
const MEMO_MAX_BYTES = 4 * 1024 * 1024;

/** A small least-recently-used map of strings, bounded by their length. */
export function createStringMemo<V>(maxBytes: number, sizeOf: (value: V) => number) {
  const entries = new Map<string, V>();
  let bytes = 0;
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      const size = key.length + sizeOf(value);
      if (size > maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) {
        bytes -= key.length + sizeOf(old);
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += size;
      for (const [k, v] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(k);
        bytes -= k.length + sizeOf(v);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

const sha256Of = (html: string) => createHash('sha256').update(html).digest('base64url');

export function createPageImages(db: Kysely<Database>, richText: RichTextSanitizer) {
  // The hash of a text seen before, looked up by the text itself: the frame's disclaimer, on every
  // page a first-time visitor gets, is the same string each time (issue 47).
  const knownHashes = createStringMemo<string>(MEMO_MAX_BYTES / 4, (v) => v.length);
  const hashOf = (html: string) => {
    let hash = knownHashes.get(html);
    if (hash === undefined) knownHashes.set(html, (hash = sha256Of(html)));
    return hash;
  };
  const rendered = createStringMemo<string>(MEMO_MAX_BYTES / 2, (v) => v.length);
  const imagePaths = createStringMemo<string[]>(MEMO_MAX_BYTES / 2, (v) => v.reduce((n, p) => n + p.length, 16));
  const pathsOf = (hash: string, html: string) => {
    let paths = imagePaths.get(hash);
    if (!paths) imagePaths.set(hash, (paths = uploadedImagePaths(html)));
    return paths;
  };
  return {
    /**
     * Several pieces of one page's rich text, sanitised for the page, with their images made
     * responsive; `sizes` is the width the page's text column takes.
     */
    async render<T extends string | null>(htmls: readonly T[], sizes: string): Promise<T[]> {
      const hashes = htmls.map((html) => (html ? hashOf(html) : ''));
      const pathsPerHtml = htmls.map((html, i) => (html ? pathsOf(hashes[i]!, html) : []));
      const paths = [...new Set(pathsPerHtml.flat())];
      const rows = paths.length
        ? await db.selectFrom('file').select(['path', 'width', 'height']).where('path', 'in', paths).execute()
        : [];
      const sizeOf = new Map(rows.flatMap((r) => (r.width && r.height ? [[r.path, { width: r.width, height: r.height }] as const] : [])));
      return htmls.map((html, i) => {
        if (html === null) return html;
        if (!html) return html;
        // What the result depends on: the HTML, the column and the sizes of the images it embeds.
        const key = [hashes[i], sizes, ...pathsPerHtml[i]!.map((p) => `${p}:${sizeOf.get(p)?.width ?? ''}x${sizeOf.get(p)?.height ?? ''}`)].join('|');
        let page = rendered.get(key);
        if (page === undefined) {
          page = richText.forPage(html, (attributes) => pageImage(attributes, sizeOf.get(uploadPathOf(attributes.src) ?? ''), sizes));
          rendered.set(key, page);
        }
        return page as T;
      });
    },
  };
}

export type PageImages = ReturnType<typeof createPageImages>;
