/**
 * Settings → Labels (issue 48 point 3, decision 0086): what administrators read and send at
 * `/api/admin/labels/:lang`. The language and the keys are taken as text and checked by the
 * service, so that an unknown one is refused in words.
 */
import { z } from 'zod';
import { MOST_LABEL_LENGTH } from './site-labels.js';

/** The most labels one save may name: every label, about 200, with room for plural forms. */
export const MOST_LABELS_SAVED = 2000;

export const labelLanguageParams = z.object({
  lang: z.string().trim().min(1).max(16).describe('A site language other than en_US, e.g. pt_BR'),
});
export type LabelLanguageParams = z.infer<typeof labelLanguageParams>;

/** One public label of a language. */
export const siteLabelRow = z.object({
  /** Its path in the public messages (`nav.home`); a counted label's form as its own key (`people.results_few`). */
  key: z.string(),
  /** The key's first part (`nav`), as the screen groups labels. */
  group: z.string(),
  english: z.string(),
  /** The text the language's bundled labels have, if any. */
  bundled: z.string().nullable(),
  /** An administrator's translation, if any: shown instead of the bundled text. */
  stored: z.string().nullable(),
  /** Names of the placeholders (`{{total}}`) the text must keep. */
  placeholders: z.array(z.string()),
});
export type SiteLabelRow = z.infer<typeof siteLabelRow>;

export const siteLabelList = z.object({
  lang: z.string(),
  labels: z.array(siteLabelRow),
});
export type SiteLabelList = z.infer<typeof siteLabelList>;

/** Translations by key: a text stores it; null or '' removes the stored one (the bundled text or English's shows again). */
export const saveSiteLabelsBody = z.object({
  labels: z
    .record(z.string().min(1).max(120), z.string().max(MOST_LABEL_LENGTH * 4).nullable())
    .refine((labels) => Object.keys(labels).length <= MOST_LABELS_SAVED, { message: `at most ${MOST_LABELS_SAVED} labels at once` }),
});
export type SaveSiteLabelsBody = z.infer<typeof saveSiteLabelsBody>;
