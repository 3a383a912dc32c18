/** SQL for the media library: the `file` rows with their alternative texts. */
import { type Selectable, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { MediaKind } from '../../../contract/media.js';
import type { Database, FileTable } from '../../db/schema.js';
import type { Db } from '../content/items.js';

export type FileRow = Selectable<FileTable> & { uploader_name: string | null };

export interface FileFilters {
  keyword?: string | undefined;
  kind?: MediaKind | undefined;
}

type FileQuery<O> = SelectQueryBuilder<Database, 'file', O>;

/** The text matched literally: `%` and `_` typed by the editor are not wildcards. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered<O>(query: FileQuery<O>, filters: FileFilters): FileQuery<O> {
  let result = query;
  if (filters.kind === 'image') result = result.where('file.mime', 'like', 'image/%');
  if (filters.kind === 'document') result = result.where('file.mime', 'not like', 'image/%');
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    result = result.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(file.original_name) like ${pattern} escape '\\'`,
        sql<SqlBool>`file.path like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('file_alt')
            .select('file_alt.file_id')
            .whereRef('file_alt.file_id', '=', 'file.id')
            .where(sql<SqlBool>`lower(file_alt.alt) like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  return result;
}

function newestFirst<O>(query: FileQuery<O>): FileQuery<O> {
  return query.orderBy('file.create_time', 'desc').orderBy('file.id', 'desc');
}

/** The row with the name of the account that uploaded it. */
function withColumns<O>(query: FileQuery<O>) {
  return query.leftJoin('staff_user', 'staff_user.id', 'file.uploaded_by').selectAll('file').select('staff_user.user_name as uploader_name');
}

export async function countFiles(db: Db, filters: FileFilters): Promise<number> {
  const row = await filtered(db.selectFrom('file').select(db.fn.countAll<number>().as('n')), filters).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the files the filters keep, newest first. */
export async function pageOfFiles(db: Db, filters: FileFilters, limit: number, offset: number): Promise<FileRow[]> {
  return withColumns(newestFirst(filtered(db.selectFrom('file'), filters)))
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Id and path of every file the filters keep, newest first: narrow rows for filtering by usage. */
export async function keysOfFiles(db: Db, filters: FileFilters): Promise<{ id: number; path: string }[]> {
  const rows = await newestFirst(filtered(db.selectFrom('file').select(['file.id', 'file.path']), filters)).execute();
  return rows.map((row) => ({ id: Number(row.id), path: row.path }));
}

/** The files with these ids, in the order given. */
export async function filesByIds(db: Db, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  const rows = await withColumns(db.selectFrom('file')).where('file.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is FileRow => row !== undefined);
}

export async function fileById(db: Db, id: number): Promise<FileRow | undefined> {
  return withColumns(db.selectFrom('file')).where('file.id', '=', id).executeTakeFirst();
}

export async function altsOf(db: Db, ids: number[]): Promise<{ file_id: number; lang: string; alt: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('file_alt').select(['file_id', 'lang', 'alt']).where('file_id', 'in', ids).execute();
}

/** Sets (a text) or removes (null) the alternative text of each language given. */
export async function writeAlts(db: Db, fileId: number, alts: [lang: string, alt: string | null][]): Promise<void> {
  for (const [lang, alt] of alts) {
    await db.deleteFrom('file_alt').where('file_id', '=', fileId).where('lang', '=', lang).execute();
    if (alt) await db.insertInto('file_alt').values({ file_id: fileId, lang, alt }).execute();
  }
}

/** Deletes the row (its alternative texts go with it); false when there was none. */
export async function deleteFileRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('file').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
