/**
 * The media library (`/admin/files`): every uploaded file with its alternative text per language,
 * its size and where it is used. A file still in use cannot be deleted.
 */
import { z } from 'zod';
import { byLanguage, lang } from './content.js';
import { pagingQuery } from './paging.js';

export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Longest alternative text; the rich-text editor's image dialog allows the same. */
export const ALT_MAX = 300;

/**
 * `keyword` matches the file's original name or any of its alternative texts, ignoring case;
 * `kind` keeps images or documents; `unused=true` keeps the files nothing refers to
 * (`unused=false` the ones something does).
 */
export const mediaListQuery = pagingQuery.extend({
  keyword: z.string().trim().max(200).optional(),
  kind: z.enum(MEDIA_KINDS).optional(),
  unused: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

// Checked by a refinement with its own message: the field's label would come from the language
// key (`en_US`), which names captions elsewhere.
const altText = z
  .string()
  .trim()
  .refine((v) => v.length <= ALT_MAX, { params: { messageKey: 'validation.altTooLong', vars: { max: ALT_MAX } } })
  .meta({ maxLength: ALT_MAX })
  .nullable();

/**
 * New alternative texts by language. A language left out keeps its text; '' or null removes it.
 */
export const mediaAltBody = z.object({
  alt: byLanguage(altText.optional()),
});
export type MediaAltBody = z.infer<typeof mediaAltBody>;

export const mediaFile = z.object({
  id: z.number().int(),
  /** The stored path, as media fields hold it (`2026/11/<hex>.webp`). */
  path: z.string(),
  mime: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** Bytes. */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The name of the file on the computer it was uploaded from. */
  originalName: z.string().nullable(),
  /** Alternative text by language; a language without one is absent. */
  alt: z.partialRecord(lang, z.string()),
  uploadedBy: z.string().nullable(),
  createTime: z.string(),
  /** How many places refer to the file (see MediaUsage); 0 means it can be deleted. */
  usageCount: z.number().int(),
});
export type MediaFile = z.infer<typeof mediaFile>;

/** What refers to a file. */
export const MEDIA_USAGE_TYPES = ['news', 'case', 'honour', 'person', 'practiceArea', 'banner', 'icon', 'siteSettings', 'staffAvatar'] as const;
export type MediaUsageType = (typeof MEDIA_USAGE_TYPES)[number];

/** The field of the record that refers to the file. */
export const MEDIA_USAGE_FIELDS = [
  'cover', 'content', 'contentUrl', 'photo', 'intro', 'customContent', 'customContents', 'icon', 'introduce', 'image', 'link',
  'logo', 'advantages', 'environments', 'privacy', 'terms', 'disclaimer', 'avatar',
  /** Unpublished changes of a published version (decision 0023): still its text, so still a use. */
  'pending',
] as const;
export type MediaUsageField = (typeof MEDIA_USAGE_FIELDS)[number];

export const mediaUsage = z.object({
  type: z.enum(MEDIA_USAGE_TYPES),
  field: z.enum(MEDIA_USAGE_FIELDS),
  /** The version's id (news, cases, honours, people, practice areas, banners), the icon's or the staff account's id; null for site settings. */
  id: z.number().int().nullable(),
  /** The item's number, for records that have one. */
  no: z.string().nullable(),
  /** The language version that refers to the file; null for icons and avatars. */
  lang: lang.nullable(),
  /** Title or name of the record, in its own language. */
  name: z.string(),
  /** News only: an external article, edited on its own screen. */
  external: z.boolean().optional(),
});
export type MediaUsage = z.infer<typeof mediaUsage>;

export const mediaFileDetail = mediaFile.extend({ usages: z.array(mediaUsage) });
export type MediaFileDetail = z.infer<typeof mediaFileDetail>;

/** `result` of the 409 answer to deleting a file that is still in use. */
export const mediaInUseResult = z.object({ usages: z.array(mediaUsage) });
export type MediaInUseResult = z.infer<typeof mediaInUseResult>;
