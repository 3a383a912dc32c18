/**
 * A reload of the demo stores its pictures afresh (load-demo.ts), so the earlier load's copies
 * would stay in the media library, unused, one more set a reload. These are the demo's own: files
 * no staff account uploaded, named as a picture of the new load, that nothing uses any more.
 * Files staff uploaded stay, used or not.
 */
import type { Kysely } from 'kysely';
import { AppError } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { Database } from '../schema.js';

/** The files no staff account uploaded, before a reload: what may be the demo's earlier pictures. */
export async function filesWithoutUploader(db: Kysely<Database>): Promise<Set<number>> {
  const rows = await db.selectFrom('file').select('id').where('uploaded_by', 'is', null).execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Deletes the earlier load's pictures (`before`: filesWithoutUploader's answer before the reload)
 * that the new load stored again under the same name and that nothing uses, as the library deletes
 * an unused file: its usage checked again, the deletion audited, its bytes removed from storage.
 * One that something still uses stays. Says how many went, and of those how many left their bytes
 * in storage.
 */
export async function discardEarlierDemoPictures(db: Kysely<Database>, services: Services, before: Set<number>): Promise<{ deleted: number; leftInStorage: number }> {
  const withoutUploader = await db.selectFrom('file').select(['id', 'original_name']).where('uploaded_by', 'is', null).execute();
  const storedAgain = new Set(withoutUploader.filter((row) => !before.has(Number(row.id))).map((row) => row.original_name));
  const earlier = withoutUploader.filter((row) => before.has(Number(row.id)) && row.original_name !== null && storedAgain.has(row.original_name));
  const outcome = { deleted: 0, leftInStorage: 0 };
  for (const row of earlier) {
    try {
      await services.media.remove(Number(row.id), 'en_US', () => (outcome.leftInStorage += 1));
      outcome.deleted += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    }
  }
  return outcome;
}
