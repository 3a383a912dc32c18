/**
 * Revisions (issue 13.4, decision 0028): every save of a news item, case, honour, lawyer,
 * practice area or banner keeps a copy of the whole item as the back office read it back, with
 * who saved it, when, and which fields changed since the copy before. A revision can be compared
 * with another and restored (as drafts, kept as a new revision).
 */
import { z } from 'zod';
import { itemNo, recordId } from './content.js';

export const REVISION_ENTITIES = ['news', 'case', 'honour', 'lawyer', 'practiceArea', 'banner'] as const;
export const revisionEntity = z.enum(REVISION_ENTITIES);
export type RevisionEntity = z.infer<typeof revisionEntity>;

/** `?entity=&no=`: the revisions of one item. */
export const revisionListQuery = z.object({
  entity: revisionEntity.describe('The kind of item: news, case, honour, lawyer, practiceArea or banner.'),
  no: itemNo.describe('The item, by its `no`.'),
});
export type RevisionListQuery = z.infer<typeof revisionListQuery>;

export const revisionParams = z.object({ id: recordId });

/** One revision as the list shows it. */
export const revisionSummary = z.object({
  id: z.number().int(),
  entity: z.string(),
  no: z.string(),
  /** 1 for the item's first revision kept, counting up; numbers stay when older ones are pruned. */
  number: z.number().int(),
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  createTime: z.string(),
  /** Names of the version and item fields that differ from the revision before (empty for the first). */
  changed: z.array(z.string()),
  /** The languages the item had in this revision. */
  langs: z.array(z.string()),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

/** A revision with its copy of the item: every version (one per language) with its and the item's fields, as the admin calls answer them. */
export const revisionDetail = revisionSummary.extend({
  versions: z.array(z.record(z.string(), z.unknown())),
  missingFiles: z
    .array(
      z.object({
        path: z.string().describe('The upload\'s stored path, as the library named it.'),
        fields: z.array(z.string()).describe('The fields of the copy that use it (e.g. `coverUrl`, `content`).'),
        langs: z.array(z.string()).describe('The languages whose versions use it.'),
      }),
    )
    .describe(
      'Uploads the copy uses (pictures, covers, portraits, linked files) that have been deleted from the media library since: restored, they would show as missing (decision 0099).',
    ),
});
export type RevisionDetail = z.infer<typeof revisionDetail>;
export type MissingFile = RevisionDetail['missingFiles'][number];
