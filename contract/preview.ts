/**
 * Signed preview links (issue 13.2, decision 0025; issue 46.2, decision 0072): the edit screen
 * sends the element as its form has it now, for one language of an item, saved or not yet, and
 * gets a link to the real public page showing it, which works without an account until it expires.
 */
import { z } from 'zod';
import { caseElement, honourElement, linkNeedsUrl, newsFields } from './article.js';
import { bannerElement } from './banner.js';
import { itemNo, lang, recordId } from './content.js';
import { mediaUrl } from './fields.js';
import { lawyerElement } from './lawyer.js';
import { practiceAreaElement } from './practice-area.js';
import { NEW_ITEM_PREVIEW } from './preview-parameter.js';

export const PREVIEW_ENTITIES = ['news', 'case', 'honour', 'lawyer', 'practiceArea', 'banner'] as const;
export type PreviewEntity = (typeof PREVIEW_ENTITIES)[number];

export { NEW_ITEM_PREVIEW, PREVIEW_PARAMETER } from './preview-parameter.js';

/** A token as the links carry it: 32 random bytes, base64url. Anything else names no preview. */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const target = {
  no: itemNo
    .optional()
    .describe(`The item previewed; left out for a new item not saved yet, whose page (\`/news/detail/${NEW_ITEM_PREVIEW}\` and the like) shows the element alone.`),
  lang: lang.describe('The language version previewed; the element must be in it.'),
};

/**
 * What a news item's, case's or honour's page can be shown without that a save needs: a folder
 * and a cover. The page of a new item shows none yet; a saved item's keeps its stored ones.
 */
const withoutFolderOrCover = { cataId: recordId.optional(), coverUrl: mediaUrl.optional() };

/**
 * The element each entity's preview takes: the one its write call takes, validated the same way
 * (an external article's link included), except for the fields a page can be shown without.
 */
export const PREVIEW_ELEMENTS = {
  news: newsFields.extend(withoutFolderOrCover).superRefine(linkNeedsUrl),
  case: caseElement.extend(withoutFolderOrCover),
  honour: honourElement.extend({ coverUrl: withoutFolderOrCover.coverUrl }),
  lawyer: lawyerElement,
  practiceArea: practiceAreaElement,
  banner: bannerElement,
} as const satisfies Record<PreviewEntity, z.ZodType>;

export const previewBody = z
  .discriminatedUnion('entity', [
    z.object({ entity: z.literal('news'), ...target, element: PREVIEW_ELEMENTS.news }),
    z.object({ entity: z.literal('case'), ...target, element: PREVIEW_ELEMENTS.case }),
    z.object({ entity: z.literal('honour'), ...target, element: PREVIEW_ELEMENTS.honour }),
    z.object({ entity: z.literal('lawyer'), ...target, element: PREVIEW_ELEMENTS.lawyer }),
    z.object({ entity: z.literal('practiceArea'), ...target, element: PREVIEW_ELEMENTS.practiceArea }),
    z.object({ entity: z.literal('banner'), ...target, element: PREVIEW_ELEMENTS.banner }),
  ])
  .superRefine((body, ctx) => {
    if (body.element.lang !== body.lang) {
      ctx.addIssue({ code: 'custom', path: ['element', 'lang'], params: { messageKey: 'validation.previewLanguage' } });
    }
  });
export type PreviewBody = z.infer<typeof previewBody>;

export const previewLink = z.object({
  /** The public page's path with the token: `/news/detail/12?lang=de_DE&preview=...`, `/news/detail/new?...` for a new item. */
  url: z.string(),
  /** When the link stops working (ISO 8601, UTC). */
  expiresTime: z.string(),
});
export type PreviewLink = z.infer<typeof previewLink>;
