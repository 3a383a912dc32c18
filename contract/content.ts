/** Field schemas shared by the content calls (PRODUCT section 3, "Validation"). */
import { z } from 'zod';
import { CONTENT_LANGUAGES } from './languages.js';

export const TITLE_MAX = 200;
export const NOTE_MAX = 1000;
export const RICH_TEXT_MAX = 1_000_000;

export const lang = z.enum(CONTENT_LANGUAGES);

/** Ids are 32-bit integer columns (PostgreSQL `integer`): a larger id can name no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as JSON number or numeric string. */
export const recordId = z.coerce.number<unknown>().int().positive().max(MAX_RECORD_ID);

/** Path parameter `{id}`. */
export const idParams = z.object({ id: recordId });

export const MAX_RELATED_IDS = 100;
/** Ids of related records (jobs, practice areas), in the order they should be shown. */
export const relatedIds = z.array(recordId).max(MAX_RELATED_IDS);

/** A required single-line text: titles and names. */
export const title = z.string().trim().min(1).max(TITLE_MAX);
export const optionalTitle = z.string().trim().max(TITLE_MAX).nullish();
export const note = z.string().trim().max(NOTE_MAX).nullish();

/** Rich text from the admin editor; sanitised by the server when saved. */
export const richText = z.string().max(RICH_TEXT_MAX);

/** `top` of news, cases and honours: 0, 1 or a boolean, stored as 0 or 1. */
export const pinFlag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0));

/** `top` set through the path: 0 (not pinned) to 9999; higher shows first. */
export const topValue = z.coerce.number<unknown>().int().min(0).max(9999);

export const sortBody = z.object({ sourceId: recordId, targetId: recordId });
export type SortBody = z.infer<typeof sortBody>;

/** `?no=` naming one item. */
export const itemNo = z.string().trim().min(1).max(64);
export const noQuery = z.object({ no: itemNo });

/**
 * Array bodies carry one element per language of one item. A version given both schedule times
 * must end after it starts: the other way round it would never show, yet read as scheduled.
 */
export function versionArray<T extends z.ZodType>(element: T) {
  return z
    .array(element)
    .min(1)
    .max(CONTENT_LANGUAGES.length)
    .superRefine((elements, context) => {
      elements.forEach((value, index) => {
        const { publishTime, unpublishTime } = (value ?? {}) as { publishTime?: unknown; unpublishTime?: unknown };
        // Both are ISO 8601 in UTC here (contract/publication.ts), so they compare as text.
        if (typeof publishTime === 'string' && typeof unpublishTime === 'string' && unpublishTime <= publishTime) {
          context.addIssue({ code: 'custom', path: [index, 'unpublishTime'], params: { messageKey: 'validation.unpublishBeforePublish' } });
        }
      });
    })
    .describe(
      'One element per language of one item. On an update, an element with `id` rewrites that version and one without adds its language to the item its `no` names; every `id` and `no` of the array must name the same item, else the call answers 409 and writes nothing.',
    );
}
