/**
 * Bulk actions of the admin lists (issue 10.5, decision 0018): one call acts on several items,
 * chosen either by their item numbers (`nos`) or by the list's filter (`matching`) together with
 * the number of items the admin confirmed. Either way it is one transaction: all of it or none.
 */
import { z } from 'zod';
import { itemNo, lang, recordId } from './content.js';
import { envelopeOf } from './envelope.js';

/** Items one call may name by number: a few pages of a list, about 35 KB of body. */
export const MAX_BULK_NOS = 1000;
/**
 * Items one call may reach through a filter. A bigger selection holds the database's write lock
 * (SQLite has one writer) longer than an admin should wait; narrow the filter instead.
 */
export const MAX_BULK_MATCHING = 5000;

const matchedCount = z.coerce
  .number<unknown>()
  .int()
  .min(1)
  .max(MAX_BULK_MATCHING)
  .describe('How many items the admin saw and confirmed; the call is refused (409) when a different number matches now');

/**
 * Strict at both levels: a key the call does not know (a filter the list does not have, `lang` on
 * a delete of every language) is a 400 that names it, not a selection wider than the admin meant.
 */
function selection<F extends z.ZodRawShape, E extends z.ZodRawShape>(filter: F, extra: E) {
  return z
    .strictObject({
      nos: z
        .array(itemNo)
        .min(1)
        .max(MAX_BULK_NOS)
        .optional()
        .describe('The items, by `no`; an unknown one is a 404 that names it and nothing changes'),
      matching: z
        .strictObject({ ...filter, count: matchedCount })
        .optional()
        .describe("Every item the admin list's filter matches, instead of `nos`"),
      ...extra,
    })
    .superRefine((value, ctx) => {
      const chosen = value as { nos?: unknown; matching?: unknown };
      // Exactly one way of choosing. Neither reads as "please enter nos" (the validator words an absent value so).
      if ((chosen.nos === undefined) === (chosen.matching === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['nos'], params: { messageKey: 'validation.oneSelection' } });
      }
    });
}

const articleFilter = {
  title: z.string().trim().max(200).optional(),
  lang: lang.optional(),
};

/** Pin, unpin or delete news items, cases or honours. */
export const articleBulkBody = selection(articleFilter, {});
/** Move news items or cases to a folder (`cataId`: any version id of a folder of the section). */
export const articleMoveBody = selection(articleFilter, { cataId: recordId });

/** Pin, unpin or delete lawyer team members. */
export const lawyerBulkBody = selection(
  {
    name: z.string().trim().max(200).optional(),
    officeIds: z.array(recordId).max(100).optional(),
    lang: lang.optional(),
  },
  {},
);

export type ArticleBulkBody = z.infer<typeof articleBulkBody>;
export type ArticleMoveBody = z.infer<typeof articleMoveBody>;
export type LawyerBulkBody = z.infer<typeof lawyerBulkBody>;

/** What a bulk call answers: how many items it changed or removed. */
export const bulkResult = z.object({ count: z.number().int() });
export type BulkResult = z.infer<typeof bulkResult>;

/** The answer of every bulk call. */
export const bulkDone = { 200: envelopeOf(bulkResult) };
