/**
 * Firm settings (PRODUCT section 3, "Calls the spec leaves without a shape"): one portal config
 * per language, holding the spec's fields plus the documents shown at `/docs/{name}`. The e-mail,
 * telephone and office photos are the firm's, the same in every language (decision 0017): every
 * language's answer carries them, a write through any language changes them for all, and the back
 * office edits them once through the shared call, each photo with a caption per language.
 */
import { z } from 'zod';
import { lang, NOTE_MAX, pinFlag, richText, title, TITLE_MAX } from './content.js';
import { CONTENT_LANGUAGES, type Lang } from './languages.js';
import { blankAsNull, mediaUrl } from './fields.js';

export const DOCUMENT_NAMES = ['privacy', 'terms', 'disclaimer'] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

export const MAX_ADVANTAGES = 20;
export const MAX_ENVIRONMENTS = 50;
export const MAX_COUNT = 1_000_000;

const count = z.coerce.number<unknown>().int().min(0).max(MAX_COUNT);

const FIRM_FACT = "The firm's, the same in every language: writing it through one language changes it for all.";

const email = blankAsNull(z.string().trim().pipe(z.email().max(320)));
const tel = blankAsNull(z.string().trim().max(64));

export const portalConfigQuery = z.object({ lang: lang.optional() });

/**
 * The upsert body. A field left out keeps its stored value (a client that knows only the spec's
 * fields cannot wipe the documents); null or '' clears it. `disclaimerVersion` is derived.
 */
export const portalConfigBody = z.object({
  lang,
  name: title,
  iconUrl: blankAsNull(mediaUrl),
  address: blankAsNull(z.string().trim().max(NOTE_MAX)),
  email: email.describe(FIRM_FACT),
  tel: tel.describe(FIRM_FACT),
  introduce: blankAsNull(richText),
  lawyerCount: count.optional(),
  isLawyerCountVisible: pinFlag.optional(),
  totalPeople: count.optional(),
  isTotalPeopleVisible: pinFlag.optional(),
  branchCount: count.optional(),
  isBranchCountVisible: pinFlag.optional(),
  advantagesList: z.array(z.object({ title, content: blankAsNull(richText) })).max(MAX_ADVANTAGES).optional(),
  environmentList: z
    .array(z.object({ title, coverUrl: mediaUrl }))
    .max(MAX_ENVIRONMENTS)
    .optional()
    .describe(
      "The firm's office photos with their captions in this language. The photos are the same in every language: this list replaces them for all; a photo kept (the same coverUrl) keeps its captions in the other languages.",
    ),
  documents: z
    .object({ privacy: blankAsNull(richText), terms: blankAsNull(richText), disclaimer: blankAsNull(richText) })
    .optional(),
});
export type PortalConfigBody = z.infer<typeof portalConfigBody>;

const caption = blankAsNull(z.string().trim().max(TITLE_MAX));

/** One office photo as the back office edits it: uploaded once, a caption per language. */
export const sharedEnvironment = z
  .object({
    coverUrl: mediaUrl,
    titles: z.object(Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, caption])) as Record<Lang, typeof caption>),
  })
  .superRefine((value, ctx) => {
    // The caption is the photo's text alternative: some language must give one.
    if (!Object.values(value.titles).some((t) => t)) ctx.addIssue({ code: 'custom', path: ['titles'], params: { messageKey: 'validation.required' } });
  });

/** Each figure of the about page: true to count it from the site's content, false to show the number typed per language. */
export const countedFigures = z
  .object({ lawyerCount: z.boolean().optional(), totalPeople: z.boolean().optional(), branchCount: z.boolean().optional() })
  .describe(
    'Whether each figure is counted automatically (lawyers and people: the team members on the people page; offices: the offices) or is the number typed per language. A figure left out keeps its mode.',
  );

/** The firm's settings that are the same in every language; a field left out keeps its stored value. */
export const sharedPortalConfigBody = z.object({
  email: email.optional(),
  tel: tel.optional(),
  countedFigures: countedFigures.optional(),
  environmentList: z.array(sharedEnvironment).max(MAX_ENVIRONMENTS).optional(),
});
export type SharedPortalConfigBody = z.infer<typeof sharedPortalConfigBody>;

export const documentParams = z.object({ name: z.string() });

export interface Advantage {
  title: string;
  content: string | null;
}

export interface Environment {
  title: string;
  coverUrl: string;
}

export interface SharedEnvironment {
  coverUrl: string;
  /** The caption in each language that has one. */
  titles: Partial<Record<Lang, string>>;
}

/** The firm's settings that are the same in every language, as the back office edits them. */
export interface SharedPortalConfig {
  email: string | null;
  tel: string | null;
  environmentList: SharedEnvironment[];
  /** Which figures are counted automatically; the others show the number typed per language. */
  countedFigures: CountedFigures;
  /** null before they are first saved. */
  updateTime: string | null;
}

export interface CountedFigures {
  lawyerCount: boolean;
  totalPeople: boolean;
  branchCount: boolean;
}

export interface PortalDocuments {
  privacy: string | null;
  terms: string | null;
  disclaimer: string | null;
}

export interface PortalConfig {
  lang: string;
  name: string;
  iconUrl: string | null;
  address: string | null;
  /** The firm's, the same in every language. */
  email: string | null;
  tel: string | null;
  introduce: string | null;
  /** The number shown: counted from the site's content or typed (see SharedPortalConfig.countedFigures); the edit call answers the typed one. */
  lawyerCount: number;
  isLawyerCountVisible: boolean;
  totalPeople: number;
  isTotalPeopleVisible: boolean;
  branchCount: number;
  isBranchCountVisible: boolean;
  advantagesList: Advantage[];
  /** The firm's photos, the same in every language, captioned in this one (else in another). */
  environmentList: Environment[];
  documents: PortalDocuments;
  /** Short hash of the disclaimer text; changes exactly when the text does; null without one. */
  disclaimerVersion: string | null;
  /** null for a language that has no record yet. */
  updateTime: string | null;
}

/** One document in one language, as the `/docs/{name}` page shows it. */
export interface PortalDocument {
  name: DocumentName;
  lang: string;
  content: string;
  disclaimerVersion: string | null;
  updateTime: string;
}
