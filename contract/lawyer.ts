/**
 * Lawyer team members (spec section 3, PRODUCT section 3): text per language version; office,
 * jobs and practice areas belong to the item and are named in each version's language; photo,
 * phone and e-mail belong to the item and every version answers with them.
 */
import { z } from 'zod';
import { itemNo, lang, recordId, relatedIds, richText, title, topValue, versionArray } from './content.js';
import { blankAsNull, mediaUrl, phoneNumber } from './fields.js';
import { pagingQuery } from './paging.js';
import { publicationFields, publicationView } from './publication.js';
import { itemTranslationStatus, translationStatusView } from './translation-status.js';

export const MAX_CUSTOM_CONTENTS = 20;

/** How the facts of the item (photo, phone, e-mail) are written (decision 0017). */
const ITEM_FACT =
  'The same in every language version: the first non-empty value among the elements sets it for all of them; empty values in every element that gives it clear it.';

export const customContent = z.object({ title, content: blankAsNull(richText) });

export const lawyerElement = z.object({
  id: recordId.optional(),
  no: itemNo.optional(),
  lang,
  ...publicationFields,
  name: title,
  photoUrl: blankAsNull(mediaUrl).describe(ITEM_FACT),
  phoneNumber: blankAsNull(phoneNumber).describe(ITEM_FACT),
  email: blankAsNull(z.string().trim().pipe(z.email().max(320))).describe(ITEM_FACT),
  intro: blankAsNull(richText),
  customContent: blankAsNull(richText),
  customContents: z.array(customContent).max(MAX_CUSTOM_CONTENTS).optional(),
  // Structure of the item: the first element that carries a value decides.
  jobIds: relatedIds.optional(),
  proFieldIds: relatedIds.optional(),
  officeId: recordId.nullish(),
});
export const lawyerBody = versionArray(lawyerElement);
export type LawyerElement = z.infer<typeof lawyerElement>;

/**
 * `officeIds=3,7`: version ids of offices; '' means no filter. The same list given as
 * `officeIds=3&officeIds=7` or `officeIds[]=3&officeIds[]=7` arrives as an array (query-values.ts).
 */
export const idList = z
  .union([z.string(), z.array(z.string()).max(200)])
  .transform((v) => (Array.isArray(v) ? v.join(',') : v))
  .pipe(z.string().max(2000))
  .refine((v) => /^\s*(\d+\s*(,\s*\d+\s*)*)?$/.test(v), { params: { messageKey: 'validation.idList' } })
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean).map(Number))
  .refine((ids) => ids.every((id) => id > 0 && Number.isSafeInteger(id)), { params: { messageKey: 'validation.idList' } });

const nameFilter = z.string().trim().max(200).optional();

export const adminLawyerQuery = pagingQuery.extend({
  name: nameFilter,
  officeIds: idList.optional(),
  lang: lang.optional(),
  no: itemNo.optional(),
});
export type AdminLawyerQuery = z.infer<typeof adminLawyerQuery>;

export const publicLawyerQuery = pagingQuery.extend({
  practiceAreaId: recordId.optional(),
  jobId: recordId.optional(),
  keyword: nameFilter,
  officeIds: idList.optional(),
});
export type PublicLawyerQuery = z.infer<typeof publicLawyerQuery>;

export const lawyerTopParams = z.object({ id: recordId, top: topValue });

export const customContentAnswer = z.object({ title: z.string(), content: z.string().nullable() });
export type CustomContent = z.infer<typeof customContentAnswer>;

export const lawyerJob = z.object({ jobId: z.number().int(), lawyerTeamId: z.number().int(), name: z.string(), lang: z.string() });
export type LawyerJob = z.infer<typeof lawyerJob>;

export const lawyerPracticeArea = z.object({ professionalFieldId: z.number().int(), lawyerTeamId: z.number().int(), name: z.string(), lang: z.string() });
export type LawyerPracticeArea = z.infer<typeof lawyerPracticeArea>;

export const lawyerOffice = z.object({ officeId: z.number().int(), lawyerTeamId: z.number().int(), name: z.string(), lang: z.string() });
export type LawyerOffice = z.infer<typeof lawyerOffice>;

export const lawyerVersion = z.object({
  id: z.number().int(),
  no: z.string(),
  lang: z.string(),
  /** Admin lists only: the languages the person has. */
  langs: z.array(z.string()).optional(),
  /** Admin lists only. */
  langsMayNeedUpdate: itemTranslationStatus.langsMayNeedUpdate.optional(),
  top: z.number().int(),
  sort: z.number().int(),
  name: z.string(),
  /** The item's: the same in every version. */
  photoUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  intro: z.string().nullable(),
  customContent: z.string().nullable(),
  customContents: z.array(customContentAnswer),
  jobIds: z.array(z.number().int()),
  jobs: z.array(lawyerJob),
  proFieldIds: z.array(z.number().int()),
  proFields: z.array(lawyerPracticeArea),
  officeId: z.number().int().nullable(),
  office: lawyerOffice.nullable(),
  views: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type LawyerVersion = z.infer<typeof lawyerVersion>;

/** A version as the back office reads it: pending changes shown, with its publication (decision 0023). */
export const adminLawyerVersion = lawyerVersion.extend(publicationView.shape).extend(translationStatusView.shape);
export type AdminLawyerVersion = z.infer<typeof adminLawyerVersion>;

export const lawyerDetail = adminLawyerVersion.extend({
  /** Every language version of the member, for the edit screen. */
  versions: z.array(adminLawyerVersion),
});
export type LawyerDetail = z.infer<typeof lawyerDetail>;
