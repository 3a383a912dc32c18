/**
 * Firm settings (PRODUCT section 3, "Calls the spec leaves without a shape"): one portal config
 * per language, holding the spec's fields plus the documents shown at `/docs/{name}`.
 */
import { z } from 'zod';
import { lang, NOTE_MAX, pinFlag, richText, title } from './content.js';
import { mediaUrl } from './fields.js';

export const DOCUMENT_NAMES = ['privacy', 'terms', 'disclaimer'] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

export const MAX_ADVANTAGES = 20;
export const MAX_ENVIRONMENTS = 50;
export const MAX_COUNT = 1_000_000;

/** Edit forms send '' for a field left empty: it means "none", so it is checked as null. */
function blankAsNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish());
}

const count = z.coerce.number<unknown>().int().min(0).max(MAX_COUNT);

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
  email: blankAsNull(z.string().trim().pipe(z.email().max(320))),
  tel: blankAsNull(z.string().trim().max(64)),
  introduce: blankAsNull(richText),
  lawyerCount: count.optional(),
  isLawyerCountVisible: pinFlag.optional(),
  totalPeople: count.optional(),
  isTotalPeopleVisible: pinFlag.optional(),
  branchCount: count.optional(),
  isBranchCountVisible: pinFlag.optional(),
  advantagesList: z.array(z.object({ title, content: blankAsNull(richText) })).max(MAX_ADVANTAGES).optional(),
  environmentList: z.array(z.object({ title, coverUrl: mediaUrl })).max(MAX_ENVIRONMENTS).optional(),
  documents: z
    .object({ privacy: blankAsNull(richText), terms: blankAsNull(richText), disclaimer: blankAsNull(richText) })
    .optional(),
});
export type PortalConfigBody = z.infer<typeof portalConfigBody>;

export const documentParams = z.object({ name: z.string() });

export interface Advantage {
  title: string;
  content: string | null;
}

export interface Environment {
  title: string;
  coverUrl: string;
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
  email: string | null;
  tel: string | null;
  introduce: string | null;
  lawyerCount: number;
  isLawyerCountVisible: boolean;
  totalPeople: number;
  isTotalPeopleVisible: boolean;
  branchCount: number;
  isBranchCountVisible: boolean;
  advantagesList: Advantage[];
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
