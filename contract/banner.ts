/** Home-page banners: an image per language with optional texts and link; pinned by `top`, ordered by `sort`. */
import { z } from 'zod';
import { idParams, itemNo, lang, note, optionalTitle, recordId, topValue, versionArray } from './content.js';
import { httpUrl, mediaUrl } from './fields.js';
import { pagingQuery } from './paging.js';
import { publicationFields, publicationView } from './publication.js';
import { translationStatusView } from './translation-status.js';

/** A path on this site (`/news/12`); `//host` would leave the site, so it is not one. */
const SITE_PATH = /^\/(?![/\\])\S*$/;

/** Where a banner leads: a site path or an absolute http(s) URL; empty means no link. */
export const bannerLink = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || SITE_PATH.test(v) || httpUrl.safeParse(v).success, { params: { messageKey: 'validation.url' } });

export const bannerElement = z.object({
  id: recordId.optional(),
  no: itemNo.optional(),
  lang,
  ...publicationFields,
  imgPath: mediaUrl,
  title: optionalTitle,
  subTitle: note,
  linkUrl: bannerLink.nullish(),
});
export const bannerBody = versionArray(bannerElement);
export type BannerElement = z.infer<typeof bannerElement>;

export const adminBannerQuery = pagingQuery.extend({ lang: lang.optional(), no: itemNo.optional() });
export type AdminBannerQuery = z.infer<typeof adminBannerQuery>;

/** `PUT /admin/banner/{id}/{top}`. */
export const bannerTopParams = idParams.extend({ top: topValue });

export const bannerVersion = z.object({
  id: z.number().int(),
  no: z.string(),
  lang,
  imgPath: z.string(),
  title: z.string().nullable(),
  subTitle: z.string().nullable(),
  linkUrl: z.string().nullable(),
  top: z.number().int(),
  sort: z.number().int(),
  updateTime: z.string(),
});
export type BannerVersion = z.infer<typeof bannerVersion>;

/** A version as the back office reads it: pending changes shown, with its publication (decision 0023). */
export const adminBannerVersion = bannerVersion.extend(publicationView.shape).extend(translationStatusView.shape);
export type AdminBannerVersion = z.infer<typeof adminBannerVersion>;

export const bannerDetail = adminBannerVersion.extend({
  /** Every language version of the banner, for the edit screen. */
  versions: z.array(adminBannerVersion),
});
export type BannerDetail = z.infer<typeof bannerDetail>;
