/**
 * Uploaded files: the one upload check every path goes through (admin upload, demo seeder), and
 * reading for the public address. Type from the bytes, size limit, rasters re-encoded, SVG
 * sanitised, random names; the `file` row records what was stored and by whom. Cleaning and
 * decoding run in the worker pool (processing-pool.ts), never on the request thread.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { detectFileType, icoSize } from './detect.js';
import { fileMissing, fileTooLarge } from './errors.js';
import {
  FILE_KINDS, type FileExt, isResizable, newStoredPath, parseStoredPath, type ParsedPath, VARIANT_WIDTHS, type VariantFormat, variantPath, type VariantWidth,
} from './kinds.js';
import { createProcessingPool, type ProcessingLimits, type ProcessingPool } from './processing-pool.js';
import type { FileStorage } from './storage.js';
import { createUploadSlots } from './upload-slots.js';
import { audited } from '../audit/record.js';

export interface FileServiceDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Largest upload accepted, in bytes (config.uploadMaxBytes). */
  maxBytes: number;
  /** Worker pool size (config.uploadConcurrency) and, for tests, its limits. */
  processing: ProcessingLimits;
}

export interface NewUpload {
  data: Buffer;
  /** The name the client gave; kept for the record only, never used to build a path. */
  originalName?: string | null;
  uploadedBy?: number | null;
}

export interface ServedFile {
  data: Buffer;
  mime: string;
  /** Strong validator: stored files never change, so size and write time identify the bytes. */
  etag: string;
  /** Stored file name (`<hex>.<ext>`), safe for Content-Disposition. */
  fileName: string;
}

interface Prepared {
  ext: FileExt;
  data: Buffer;
  width: number | null;
  height: number | null;
}

/** The bytes that will be stored for an upload, after the type check and the clean-up. */
async function prepare(pool: ProcessingPool, data: Buffer): Promise<Prepared> {
  const ext = await detectFileType(data);
  switch (ext) {
    case 'svg':
      return { ext, ...(await pool.run({ kind: 'svg', data })) };
    case 'ico':
      return { ext, data, ...icoSize(data) };
    case 'pdf':
      // Kept byte for byte: served sandboxed, a PDF's scripts cannot reach the site.
      return { ext, data, width: null, height: null };
    default:
      return { ext, ...(await pool.run({ kind: 'raster', ext, data })) };
  }
}

/** Base name without folders or control characters, at most the column's 255 characters. */
function cleanOriginalName(name: string | null | undefined): string | null {
  if (!name) return null;
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base ? base.slice(0, 255) : null;
}

/** Checks and stores one file; returns its stored path (`2026/11/<hex>.<ext>`). */
async function storeFile(deps: FileServiceDeps, pool: ProcessingPool, upload: NewUpload): Promise<string> {
  if (upload.data.length === 0) throw fileMissing();
  if (upload.data.length > deps.maxBytes) throw fileTooLarge(deps.maxBytes);
  const prepared = await prepare(pool, upload.data);
  const stored = newStoredPath(prepared.ext);
  const mime = FILE_KINDS[prepared.ext].mime;
  await deps.storage.put(stored, prepared.data, mime);
  const originalName = cleanOriginalName(upload.originalName);
  try {
    await audited(deps.db, { action: 'upload', entity: 'file', summary: originalName ? `${stored} ${originalName}` : stored }, async (trx, note) => {
      const row = await trx
        .insertInto('file')
        .values({
          path: stored,
          mime,
          size: prepared.data.length,
          width: prepared.width,
          height: prepared.height,
          original_name: originalName,
          uploaded_by: upload.uploadedBy ?? null,
          create_time: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      note.no = String(row.id);
    });
  } catch (error) {
    // No row, no file: an orphan would be served but never listed or cleaned up.
    await deps.storage.delete(stored).catch(() => {});
    throw error;
  }
  return stored;
}

function served(data: Buffer, modified: Date, mime: string, fileName: string): ServedFile {
  return { data, mime, fileName, etag: `"${data.length.toString(36)}-${modified.getTime().toString(36)}"` };
}

export function createFileService(deps: FileServiceDeps) {
  const { storage } = deps;
  const pool = createProcessingPool(deps.processing);
  const slots = createUploadSlots(deps.processing.concurrency);

  /** A resized variant of a stored file, made on first request and kept. */
  async function variant(file: ParsedPath, width: VariantWidth, format: VariantFormat): Promise<ServedFile | null> {
    const mime = format === 'jpeg' ? 'image/jpeg' : 'image/webp';
    const fileName = path.posix.basename(file.path);
    const where = variantPath(file, width, format);
    const kept = await storage.get(where);
    if (kept) return served(kept.data, kept.modified, mime, fileName);
    const original = await storage.get(file.path);
    if (!original) return null;
    const { data } = await pool.run({ kind: 'resize', ext: file.ext, width, format, data: original.data });
    await storage.put(where, data, mime);
    // Read back so this answer carries the same ETag as every later one.
    const written = await storage.get(where);
    return written && served(written.data, written.modified, mime, fileName);
  }

  return {
    /** The demo seeder stores its generated images through exactly this check. */
    store: (upload: NewUpload) => storeFile(deps, pool, upload),

    /**
     * A place for one client upload in processing, or 429 when all are taken; taken before the
     * body is read. Call the returned function when the upload is done, whatever the outcome.
     */
    reserveUpload: () => slots.take(),

    /**
     * A stored file for serving, or null when the path is not one of ours or holds nothing. With a
     * width, resizable images come as a WebP variant, made on first request and kept.
     */
    async read(storedPath: string, width?: VariantWidth): Promise<ServedFile | null> {
      const file = parseStoredPath(storedPath);
      if (!file) return null;
      const fileName = path.posix.basename(file.path);

      if (width === undefined || !isResizable(file.ext)) {
        const original = await storage.get(file.path);
        return original && served(original.data, original.modified, FILE_KINDS[file.ext].mime, fileName);
      }

      return variant(file, width, 'webp');
    },

    /**
     * A JPEG at most `width` wide of a stored raster image, for readers that know no WebP (an
     * address book reading a vCard); null when the path holds none.
     */
    async jpeg(storedPath: string, width: VariantWidth): Promise<Buffer | null> {
      const file = parseStoredPath(storedPath);
      if (!file || !isResizable(file.ext)) return null;
      return (await variant(file, width, 'jpeg'))?.data ?? null;
    },

    /**
     * Removes a stored file and the resized variants made of it, once its row is gone (the media
     * library's delete). The original goes first, so that later requests cannot make new variants.
     */
    async discard(storedPath: string): Promise<void> {
      const file = parseStoredPath(storedPath);
      if (!file) return;
      await storage.delete(file.path);
      const formats: VariantFormat[] = ['webp', 'jpeg'];
      if (isResizable(file.ext)) await Promise.all(VARIANT_WIDTHS.flatMap((width) => formats.map((format) => storage.delete(variantPath(file, width, format)))));
    },

    /** Ends the workers; the app calls it when it closes. */
    close: () => pool.close(),
  };
}

export type FileService = ReturnType<typeof createFileService>;
