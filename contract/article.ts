/**
 * News items, case analyses and honours: the same shape of content, told apart by section.
 * Required fields follow the spec's section 5.
 */
import { z } from 'zod';
import { itemNo, lang, note, pinFlag, recordId, relatedIds, richText, title, versionArray } from './content.js';
import { blankAsNull, httpUrl, mediaUrl } from './fields.js';
import { pagingQuery } from './paging.js';
import { publicationFields, publicationView } from './publication.js';
import { itemTranslationStatus, translationStatusView } from './translation-status.js';

/** Every element names its version and language, and may say how it is published (decision 0023). */
const versionKeys = { id: recordId.optional(), no: itemNo.optional(), lang, ...publicationFields };

/**
 * The cover belongs to the item, and a version may have its own (decision 0017). A client that
 * knows only `coverUrl` works as before; the back office says which cover is which.
 */
const covers = {
  coverUrl: mediaUrl.describe(
    'The cover this version shows. Unchanged, it changes nothing; changed, it changes the cover of every version that has none of its own, or this version\'s own. On a create, the first element\'s is the item\'s cover and a different one is that version\'s own.',
  ),
  sharedCoverUrl: mediaUrl
    .optional()
    .describe('The item\'s cover, shown by every version without its own; the first element that gives it decides. Answers of the admin calls carry it.'),
  ownCoverUrl: blankAsNull(mediaUrl).describe(
    'This version\'s own cover; null or \'\' shows the item\'s. When given, `coverUrl` of this element is not read. Answers of the admin calls carry it.',
  ),
};

/** The lawyers the item concerns (its key contacts), by the id of any of their versions; left out, they stay as they are. */
const keyContacts = relatedIds.optional().describe('The lawyers the item concerns (its key contacts), by the id of any of their versions; left out, they stay as they are.');

/** A news element's fields; `newsElement` adds its own rule (preview.ts relaxes the fields first). */
export const newsFields = z.object({
  ...versionKeys,
  cataId: recordId,
  ...covers,
  title,
  isLink: z.coerce
    .number<unknown>()
    .int()
    .refine((v) => v === 0 || v === 1, {
      params: { messageKey: 'validation.oneOf', vars: { values: '0, 1' } },
    })
    .meta({ enum: [0, 1] }),
  content: richText.nullish(),
  note,
  contentUrl: z.union([httpUrl, z.literal('')]).nullish(),
  top: pinFlag.optional(),
  /** Practice areas the item is about; shown as related news on their pages. */
  proFieldIds: relatedIds.optional(),
  lawyerIds: keyContacts,
});

/** An external article is only a link: it needs somewhere to link to. */
export function linkNeedsUrl(value: { isLink: number; contentUrl?: string | null | undefined }, ctx: z.RefinementCtx): void {
  if (value.isLink === 1 && !value.contentUrl) {
    ctx.addIssue({ code: 'custom', path: ['contentUrl'], params: { messageKey: 'validation.linkNeedsUrl' } });
  }
}

export const newsElement = newsFields.superRefine(linkNeedsUrl);

export const caseElement = z.object({
  ...versionKeys,
  cataId: recordId,
  ...covers,
  title,
  content: richText.nullish(),
  top: pinFlag.optional(),
  proFieldIds: relatedIds.optional(),
  lawyerIds: keyContacts,
});

export const honourElement = z.object({
  ...versionKeys,
  ...covers,
  title,
  content: richText.nullish(),
  top: pinFlag.optional(),
});

export const newsBody = versionArray(newsElement);
export const caseBody = versionArray(caseElement);
export const honourBody = versionArray(honourElement);

/** What any of the three sections' elements may carry; absent fields do not apply. */
export interface ArticleElement {
  id?: number | undefined;
  no?: string | undefined;
  lang: z.infer<typeof lang>;
  cataId?: number | undefined;
  coverUrl: string;
  sharedCoverUrl?: string | undefined;
  ownCoverUrl?: string | null | undefined;
  title: string;
  content?: string | null | undefined;
  note?: string | null | undefined;
  isLink?: number | undefined;
  contentUrl?: string | null | undefined;
  top?: number | undefined;
  proFieldIds?: number[] | undefined;
  lawyerIds?: number[] | undefined;
  state?: 'draft' | 'published' | undefined;
  publishTime?: string | null | undefined;
  unpublishTime?: string | null | undefined;
}

export const adminArticleQuery = pagingQuery.extend({
  title: z.string().trim().max(200).optional(),
  no: itemNo.optional(),
  lang: lang.optional(),
});
export type AdminArticleQuery = z.infer<typeof adminArticleQuery>;

/** Honours have no folders and no practice areas, so their public list filters by neither. */
export const publicHonourQuery = pagingQuery.extend({
  no: itemNo.optional(),
  lang: z.string().optional(),
});

export const publicArticleQuery = publicHonourQuery.extend({
  cataId: recordId.optional(),
  /** Only items about this practice area (the id of any of its versions). */
  proFieldId: recordId.optional(),
  /** Only items naming this lawyer as a key contact (the id of any of their versions). */
  lawyerId: recordId.optional(),
});
export type PublicArticleQuery = z.infer<typeof publicArticleQuery>;

export const articleVersion = z.object({
  id: z.number().int(),
  no: z.string(),
  lang: z.string(),
  title: z.string(),
  /** Absent in public lists, which show the note instead. */
  content: z.string().optional(),
  cataId: z.number().int().nullable(),
  cataName: z.string().nullable(),
  /** The cover this version shows: its own, else the item's. */
  coverUrl: z.string(),
  contentUrl: z.string().nullable(),
  /** 1: the item is a link to `contentUrl`. */
  isLink: z.union([z.literal(0), z.literal(1)]),
  note: z.string().nullable(),
  top: z.number().int(),
  /** The item's practice areas, by the id of their version in the response's language. */
  proFieldIds: z.array(z.number().int()),
  /** The item's key contacts, by the id of their version in the response's language (else any). */
  lawyerIds: z.array(z.number().int()),
  views: z.number().int(),
  operatorName: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ArticleVersion = z.infer<typeof articleVersion>;

export const adminArticleVersion = articleVersion.extend({
  /** Languages the item has, so lists can show which translations are missing. */
  langs: z.array(z.string()),
  ...itemTranslationStatus,
  /** The item's cover, shown by every version without its own. */
  sharedCoverUrl: z.string(),
  /** This version's own cover, or null when it shows the item's. */
  ownCoverUrl: z.string().nullable(),
}).extend(publicationView.shape).extend(translationStatusView.shape);
export type AdminArticleVersion = z.infer<typeof adminArticleVersion>;
