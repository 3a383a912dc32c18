/** Professional fields (practice areas): a name, introduction and icon per language, ordered by `sort`. */
import { z } from 'zod';
import { itemNo, lang, recordId, richText, title, versionArray } from './content.js';
import { mediaUrl } from './fields.js';
import { pagingQuery } from './paging.js';
import { publicationFields, publicationView } from './publication.js';
import { translationStatusView } from './translation-status.js';

/**
 * An optional media field; the admin form sends an empty string when no icon is chosen. Anything
 * else is a media field's value: stored as one (an upload as its bare path), refused as one.
 */
const optionalIcon = z
  .string()
  .trim()
  .max(2048)
  .transform((v, ctx) => {
    if (v === '') return v;
    const parsed = mediaUrl.safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, params: (issue as { params?: Record<string, unknown> }).params });
    return z.NEVER;
  })
  .nullish();

export const practiceAreaElement = z.object({
  id: recordId.optional(),
  no: itemNo.optional(),
  lang,
  ...publicationFields,
  name: title,
  introduce: richText.nullish(),
  iconUrl: optionalIcon,
});
export const practiceAreaBody = versionArray(practiceAreaElement);
export type PracticeAreaElement = z.infer<typeof practiceAreaElement>;

export const adminPracticeAreaQuery = pagingQuery.extend({ lang: lang.optional() });
export type AdminPracticeAreaQuery = z.infer<typeof adminPracticeAreaQuery>;

/** `GET /admin/professionalField/lang/list`; without `lang` the request's language applies. */
export const practiceAreaLangQuery = z.object({ lang: lang.optional() });

/** `{no}` of the page-turn call: an item number, or a version id (all digits). */
export const pageTurnParams = z.object({ no: itemNo });

export const practiceAreaVersion = z.object({
  id: z.number().int(),
  no: z.string(),
  lang: z.string(),
  name: z.string(),
  introduce: z.string().nullable(),
  iconUrl: z.string().nullable(),
  sort: z.number().int(),
  views: z.number().int(),
  updateTime: z.string(),
});
export type PracticeAreaVersion = z.infer<typeof practiceAreaVersion>;

/** A version as the back office reads it: pending changes shown, with its publication (decision 0023). */
export const adminPracticeAreaVersion = practiceAreaVersion.extend(publicationView.shape).extend(translationStatusView.shape);
export type AdminPracticeAreaVersion = z.infer<typeof adminPracticeAreaVersion>;

export const practiceAreaDetail = adminPracticeAreaVersion.extend({
  /** Every language version of the field, for the edit screen. */
  versions: z.array(adminPracticeAreaVersion),
});
export type PracticeAreaDetail = z.infer<typeof practiceAreaDetail>;

export const pageTurnLink = z.object({ id: z.number().int(), name: z.string() });
export type PageTurnLink = z.infer<typeof pageTurnLink>;

export const pageTurn = z.object({ prev: pageTurnLink.nullable(), next: pageTurnLink.nullable() });
export type PageTurn = z.infer<typeof pageTurn>;
