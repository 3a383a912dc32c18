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

/** A moment as ISO 8601 with its offset; stored as UTC. */
export const scheduleTime = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString())
  .nullish();

/** Fields every publishable element (news, case, honour, lawyer, practice area, banner) may carry. */
export const publicationFields = {
  state: writeState.optional(),
  publishTime: scheduleTime,
  unpublishTime: scheduleTime,
};

/** What the back office reads on each publishable version. */
export const publicationView = z.object({
  state: publicationState,
  /** A published version has changes saved as a draft that visitors do not see yet. */
  hasPendingChanges: z.boolean(),
  publishTime: z.string().nullable(),
  unpublishTime: z.string().nullable(),
});
export type PublicationView = z.infer<typeof publicationView>;

/** `?no=&lang=`: publish or unpublish one language of an item, or every language without `lang`. */
export const publishQuery = z.object({ no: itemNo, lang: lang.optional() });
export type PublishQuery = z.infer<typeof publishQuery>;
