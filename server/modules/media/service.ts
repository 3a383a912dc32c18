/**
 * The media library: every uploaded file with its alternative texts and where it is used; a file
 * nothing refers to can be deleted, one still in use cannot (409 naming the users).
 */
import type { Kysely } from 'kysely';
import type { Pageable } from '../../../contract/envelope.js';
import { languageName, type Lang } from '../../../contract/languages.js';
import { siteLanguages, isLang } from '../../../contract/site-languages.js';
import type { MediaAltBody, MediaFile, MediaFileDetail, MediaListQuery, MediaUsage } from '../../../contract/media.js';
import { resolvePaging } from '../../../contract/paging.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../http/errors.js';
import { translate } from '../../i18n/translate.js';
import type { FileService } from '../files/service.js';
import {
  altsOf,
  countFiles,
  deleteFileRow,
  fileById,
  type FileFilters,
  type FileRow,
  filesByIds,
  keysOfFiles,
  pageOfFiles,
  writeAlts,
} from './repository.js';
import { countUsages, type UsageCounts, usagesOf } from './usage.js';
import { readContentCounter } from '../content/content-version.js';
import { audited } from '../audit/record.js';

/** How many users the 409 message names before it says how many more there are. */
const NAMED_USERS = 6;

function toMediaFile(row: FileRow, alts: Map<number, MediaFile['alt']>, usageCount: number): MediaFile {
  return {
    id: Number(row.id),
    path: row.path,
    mime: row.mime,
    kind: row.mime.startsWith('image/') ? 'image' : 'document',
    size: Number(row.size),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    originalName: row.original_name,
    alt: alts.get(Number(row.id)) ?? {},
    uploadedBy: row.uploader_name,
    createTime: row.create_time,
    usageCount,
  };
}

async function altsByFile(db: Kysely<Database>, ids: number[]): Promise<Map<number, MediaFile['alt']>> {
  const byFile = new Map<number, MediaFile['alt']>();
  for (const row of await altsOf(db, ids)) {
    if (!isLang(row.lang)) continue;
    const alts = byFile.get(Number(row.file_id)) ?? {};
    alts[row.lang] = row.alt;
    byFile.set(Number(row.file_id), alts);
  }
  return byFile;
}

/** "News “X” (English, Deutsch), Person “Y” (English) and 3 more", in the request's language. */
function describeUsers(lang: Lang, usages: MediaUsage[]): string {
  const groups = new Map<string, { usage: MediaUsage; langs: Lang[]; everyLanguage: boolean }>();
  for (const usage of usages) {
    const key = `${usage.type}\u0000${usage.no ?? usage.id ?? ''}\u0000${usage.name}`;
    const group = groups.get(key) ?? { usage, langs: [], everyLanguage: false };
    if (usage.lang && !group.langs.includes(usage.lang)) group.langs.push(usage.lang);
    // An item's own field (a cover, a photo) is used in every language: none is named.
    if (!usage.lang) group.everyLanguage = true;
    groups.set(key, group);
  }
  const entries = [...groups.values()].map(({ usage, langs: named, everyLanguage }) => {
    const langs = everyLanguage ? [] : named;
    const type = translate(lang, `mediaUsage.${usage.type}`);
    // The firm's office photos belong to no named record: the settings screen is named alone.
    if (!usage.name && usage.type === 'siteSettings' && langs.length === 0) return type;
    const name = usage.name || translate(lang, 'mediaUsage.untitled');
    const ordered = siteLanguages().languages.filter((code) => langs.includes(code));
    return ordered.length
      ? translate(lang, 'mediaUsage.entryInLanguages', { type, name, languages: ordered.map((code) => languageName(code)).join(translate(lang, 'mediaUsage.separator')) })
      : translate(lang, 'mediaUsage.entry', { type, name });
  });
  const list = entries.slice(0, NAMED_USERS).join(translate(lang, 'mediaUsage.separator'));
  return entries.length > NAMED_USERS ? translate(lang, 'mediaUsage.more', { list, count: entries.length - NAMED_USERS }) : list;
}

/** `publicOrigin`: the site's own origin, on which an absolute address names one of its uploads. */
export function createMediaService(db: Kysely<Database>, files: FileService, publicOrigin: string) {
  const siteOrigins = [publicOrigin];
  /**
   * Usage counts of the tables the content counter watches, kept while the counter stays where it
   * was read. The counter is read before the tables, so a change made meanwhile can only make the
   * kept counts newer than their key, never older.
   */
  let kept: { version: number; counts: UsageCounts } | null = null;

  async function usageCount(): Promise<(path: string) => number> {
    const version = await readContentCounter(db);
    if (!kept || kept.version !== version) kept = { version, counts: await countUsages(db, true, siteOrigins) };
    const watched = kept.counts;
    const others = await countUsages(db, false, siteOrigins);
    return (path) => (watched.get(path) ?? 0) + (others.get(path) ?? 0);
  }

  async function detail(id: number, lang: Lang): Promise<MediaFileDetail> {
    const row = await fileById(db, id);
    if (!row) throw notFound('fileNotFound');
    const usages = await usagesOf(db, row.path, siteOrigins, lang);
    return { ...toMediaFile(row, await altsByFile(db, [id]), usages.length), usages };
  }

  return {
    async list(query: MediaListQuery): Promise<{ items: MediaFile[]; pageable: Pageable }> {
      const paging = resolvePaging(query);
      const filters: FileFilters = { keyword: query.keyword || undefined, kind: query.kind };
      const countOf = await usageCount();
      let rows: FileRow[];
      let totalCount: number;
      if (query.unused === undefined) {
        [rows, totalCount] = await Promise.all([pageOfFiles(db, filters, paging.pageSize, paging.offset), countFiles(db, filters)]);
      } else {
        // Usage is not a column: the narrow (id, path) rows are filtered here, then one page is read.
        const matching = (await keysOfFiles(db, filters)).filter((file) => (countOf(file.path) === 0) === query.unused);
        totalCount = matching.length;
        rows = await filesByIds(db, matching.slice(paging.offset, paging.offset + paging.pageSize).map((file) => file.id));
      }
      const alts = await altsByFile(db, rows.map((row) => Number(row.id)));
      return {
        items: rows.map((row) => toMediaFile(row, alts, countOf(row.path))),
        pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount },
      };
    },

    detail,

    async updateAlt(id: number, body: MediaAltBody, lang: Lang): Promise<MediaFileDetail> {
      const row = await fileById(db, id);
      if (!row) throw notFound('fileNotFound');
      const changes = siteLanguages().languages.filter((code) => body.alt[code] !== undefined).map((code): [Lang, string | null] => [code, body.alt[code] || null]);
      await audited(db, { action: 'update', entity: 'file', no: String(id), langs: changes.map(([changed]) => changed), summary: row.path }, (trx) => writeAlts(trx, id, changes));
      return detail(id, lang);
    },

    /**
     * Deletes an unused file: its row in one transaction with the check that nothing refers to it,
     * then its bytes and resized variants, and says which stored path went. Storage that fails
     * after the row is gone leaves only bytes nothing can list or reach by a row;
     * `onLeftInStorage` hears of it.
     */
    async remove(id: number, lang: Lang, onLeftInStorage: (error: unknown) => void): Promise<{ path: string }> {
      const row = await fileById(db, id);
      if (!row) throw notFound('fileNotFound');
      await audited(db, { action: 'delete', entity: 'file', no: String(id), summary: row.path }, async (trx) => {
        const usages = await usagesOf(trx, row.path, siteOrigins, lang);
        if (usages.length) throw new AppError(409, 'fileInUse', { users: describeUsers(lang, usages) }, { result: { usages } });
        if (!(await deleteFileRow(trx, id))) throw notFound('fileNotFound');
      });
      await files.discard(row.path).catch(onLeftInStorage);
      return { path: row.path };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
