/**
 * Signed preview links (issue 13.2, decision 0025): the edit screen sends the element as its form
 * has it now, for one language of a saved item, and gets a link to the real public page showing
 * it, which works without an account until it expires.
 */
import { z } from 'zod';
import { caseElement, honourElement, newsElement } from './article.js';
import { bannerElement } from './banner.js';
import { itemNo, lang } from './content.js';
import { lawyerElement } from './lawyer.js';
import { practiceAreaElement } from './practice-area.js';

export const PREVIEW_ENTITIES = ['news', 'case', 'honour', 'lawyer', 'practiceArea', 'banner'] as const;
export type PreviewEntity = (typeof PREVIEW_ENTITIES)[number];

export { PREVIEW_PARAMETER } from './preview-parameter.js';

/** A token as the links carry it: 32 random bytes, base64url. Anything else names no preview. */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const target = {
  no: itemNo.describe('The item previewed: a preview is of a saved item (a new one is saved as a draft first).'),
  lang: lang.describe('The language version previewed; the element must be in it.'),
};

/** The element is the one the entity's write call takes, validated the same way. */
export const previewBody = z
  .discriminatedUnion('entity', [
    z.object({ entity: z.literal('news'), ...target, element: newsElement }),
    z.object({ entity: z.literal('case'), ...target, element: caseElement }),
    z.object({ entity: z.literal('honour'), ...target, element: honourElement }),
    z.object({ entity: z.literal('lawyer'), ...target, element: lawyerElement }),
    z.object({ entity: z.literal('practiceArea'), ...target, element: practiceAreaElement }),
    z.object({ entity: z.literal('banner'), ...target, element: bannerElement }),
  ])
  .superRefine((body, ctx) => {
    if (body.element.lang !== body.lang) {
      ctx.addIssue({ code: 'custom', path: ['element', 'lang'], params: { messageKey: 'validation.previewLanguage' } });
    }
  });
export type PreviewBody = z.infer<typeof previewBody>;

export const previewLink = z.object({
  /** The public page's path with the token: `/news/detail/12?lang=de_DE&preview=...`. */
  url: z.string(),
  /** When the link stops working (ISO 8601, UTC). */
  expiresTime: z.string(),
});
export type PreviewLink = z.infer<typeof previewLink>;
