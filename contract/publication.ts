/**
 * Drafts and scheduled publishing (issue 13, decision 0023): what a write may say about a
 * version's publication and what the back office reads back.
 */
import { z } from 'zod';
import { itemNo, lang } from './content.js';

/**
 * A version's state as the back office shows it: a draft; published and showing; published from
 * a time still to come; or past its unpublish time.
 */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published', 'expired'] as const;
export const publicationState = z.enum(PUBLICATION_STATES);
export type PublicationState = z.infer<typeof publicationState>;

/** What a write asks for: keep it a draft, or publish it. A write naming neither publishes (the spec's clients). */
export const WRITE_STATES = ['draft', 'published'] as const;
export const writeState = z.enum(WRITE_STATES);
export type WriteState = z.infer<typeof writeState>;

/**
 * The years a schedule time may fall in, in UTC. Stored times compare as text, which holds only
 * for four-digit years: 9999-12-31T23:30-05:00 is `+010000-…` in UTC and would sort before today.
 * 9998 leaves the firm's time zone room to show the time within year 9999.
 */
export const SCHEDULE_YEARS = { first: 1970, last: 9998 } as const;

/** The UTC year of an ISO 8601 time; NaN for a text that is none, which the format check refuses. */
const utcYear = (value: string) => new Date(value).getUTCFullYear();

/** A moment as ISO 8601 with its offset; stored as UTC. */
export const scheduleTime = z.iso
  .datetime({ offset: true })
  .refine((value) => !(utcYear(value) < SCHEDULE_YEARS.first), {
    params: { messageKey: 'validation.tooSmall', vars: { min: `${SCHEDULE_YEARS.first}-01-01T00:00:00Z` } },
  })
  .refine((value) => !(utcYear(value) > SCHEDULE_YEARS.last), {
    params: { messageKey: 'validation.tooBig', vars: { max: `${SCHEDULE_YEARS.last}-12-31T23:59:59Z` } },
  })
  .transform((value) => new Date(value).toISOString())
  .nullish();

/** Fields every publishable element (news, case, honour, lawyer, practice area, banner) may carry. */
export const publicationFields = {
  state: writeState
    .optional()
    .describe(
      "'draft' keeps the version unpublished; on an item visitors can see, the version's changes and the item's facts (the same in every language: folder, pin, cover, practice areas, key contacts, photo, phone, e-mail, office, jobs) wait until published. 'published' publishes it and applies the facts waiting. Left out: 'published' for editors and administrators, 'draft' for reviewers.",
    ),
  publishTime: scheduleTime,
  unpublishTime: scheduleTime,
};

/** What the back office reads on each publishable version. */
export const publicationView = z.object({
  state: publicationState,
  /** A published version has changes (its own, or the item's facts) saved as a draft that visitors do not see yet. */
  hasPendingChanges: z.boolean().describe("Changes saved as a draft to this published version or to its item's facts, which visitors do not see until published."),
  publishTime: z.string().nullable(),
  unpublishTime: z.string().nullable(),
});
export type PublicationView = z.infer<typeof publicationView>;

/**
 * `?no=&lang=`: publish or unpublish one language of an item, or every language without `lang`.
 * Strict: a key it does not know (`langs=de_DE`) is a 400 naming it, not a call on every language.
 */
export const publishQuery = z.strictObject({ no: itemNo, lang: lang.optional() });
export type PublishQuery = z.infer<typeof publishQuery>;
