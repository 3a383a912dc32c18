/**
 * Firm settings (PRODUCT section 3, "Calls the spec leaves without a shape"): one portal config
 * per language, holding the spec's fields plus the documents shown at `/docs/{name}`. The e-mail,
 * telephone and office photos are the firm's, the same in every language (decision 0017): every
 * language's answer carries them, a write through any language changes them for all, and the back
 * office edits them once through the shared call, each photo with a caption per language.
 */
import { z } from 'zod';
import { lang, NOTE_MAX, pinFlag, richText, title, TITLE_MAX } from './content.js';
import { blankAsNull, mediaUrl, phoneNumber } from './fields.js';

export const DOCUMENT_NAMES = ['privacy', 'terms', 'disclaimer'] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

export const MAX_ADVANTAGES = 20;
export const MAX_ENVIRONMENTS = 50;
export const MAX_COUNT = 1_000_000;

const count = z.coerce.number<unknown>().int().min(0).max(MAX_COUNT);

/** One advantage of the firm, in one language. */
export const advantageBody = z.object({ title, content: blankAsNull(richText) });

const FIRM_FACT = "The firm's, the same in every language: writing it through one language changes it for all.";

const email = blankAsNull(z.string().trim().pipe(z.email().max(320)));
const tel = blankAsNull(phoneNumber);

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
  advantagesList: z.array(advantageBody).max(MAX_ADVANTAGES).optional(),
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
    // Keyed by language code; the service keeps the catalogue's codes (any language, on or off).
    titles: z.record(z.string(), caption),
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

export const advantage = z.object({ title: z.string(), content: z.string().nullable() });
export type Advantage = z.infer<typeof advantage>;

export const environment = z.object({ title: z.string(), coverUrl: z.string() });
export type Environment = z.infer<typeof environment>;

export const sharedEnvironmentAnswer = z.object({
  coverUrl: z.string(),
  /** The caption in each language that has one. */
  titles: z.partialRecord(lang, z.string()),
});
export type SharedEnvironment = z.infer<typeof sharedEnvironmentAnswer>;

export const countedFiguresAnswer = z.object({ lawyerCount: z.boolean(), totalPeople: z.boolean(), branchCount: z.boolean() });
export type CountedFigures = z.infer<typeof countedFiguresAnswer>;

/** The firm's settings that are the same in every language, as the back office edits them. */
export const sharedPortalConfig = z.object({
  email: z.string().nullable(),
  tel: z.string().nullable(),
  environmentList: z.array(sharedEnvironmentAnswer),
  /** Which figures are counted automatically; the others show the number typed per language. */
  countedFigures: countedFiguresAnswer,
  /** null before they are first saved. */
  updateTime: z.string().nullable(),
});
export type SharedPortalConfig = z.infer<typeof sharedPortalConfig>;

export const portalDocuments = z.object({ privacy: z.string().nullable(), terms: z.string().nullable(), disclaimer: z.string().nullable() });
export type PortalDocuments = z.infer<typeof portalDocuments>;

export const portalConfig = z.object({
  lang: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  address: z.string().nullable(),
  /** The firm's, the same in every language. */
  email: z.string().nullable(),
  tel: z.string().nullable(),
  introduce: z.string().nullable(),
  /** The number shown: counted from the site's content or typed (see SharedPortalConfig.countedFigures); the edit call answers the typed one. */
  lawyerCount: z.number().int(),
  isLawyerCountVisible: z.boolean(),
  totalPeople: z.number().int(),
  isTotalPeopleVisible: z.boolean(),
  branchCount: z.number().int(),
  isBranchCountVisible: z.boolean(),
  advantagesList: z.array(advantage),
  /** The firm's photos, the same in every language, captioned in this one (else in another). */
  environmentList: z.array(environment),
  documents: portalDocuments,
  /** Short hash of the disclaimer text (disclaimer.ts); changes exactly when the text does; null without one. */
  disclaimerVersion: z.string().nullable(),
  /** null for a language that has no record yet. */
  updateTime: z.string().nullable(),
});
export type PortalConfig = z.infer<typeof portalConfig>;

/** One document in one language, as the `/docs/{name}` page shows it. */
export const portalDocument = z.object({
  name: z.enum(DOCUMENT_NAMES),
  lang: z.string(),
  content: z.string(),
  disclaimerVersion: z.string().nullable(),
  updateTime: z.string(),
});
export type PortalDocument = z.infer<typeof portalDocument>;
