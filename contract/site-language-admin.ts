/**
 * Site settings → Languages (issue 48, decision 0083): what administrators read and send at
 * `/api/admin/languages`. Codes are taken as text and checked against the locale catalogue by the
 * service, so that an unknown one is refused in words ("… is not in the catalogue").
 */
import { z } from 'zod';
import { CATALOGUE_CODES } from './locale-catalogue.js';

// No enum in the API description: openapi-languages.ts would narrow a catalogue-wide one to the site's languages.
const code = z.string().trim().min(1).max(16).describe('A code of the locale catalogue, e.g. fr_FR');

/** One of the site's languages, as the back office lists it. */
export const siteLanguageRow = z.object({
  code: z.string(),
  /** Its name in its own language (what the picker shows). */
  name: z.string(),
  english: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  position: z.number().int(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
});
export type SiteLanguageRow = z.infer<typeof siteLanguageRow>;

/** A catalogue language not yet added. */
export const catalogueLanguage = z.object({ code: z.string(), name: z.string(), english: z.string(), dir: z.enum(['ltr', 'rtl']) });
export type CatalogueLanguage = z.infer<typeof catalogueLanguage>;

export const siteLanguageList = z.object({
  /** In picker order. */
  languages: z.array(siteLanguageRow),
  /** The catalogue's languages not yet added, alphabetical by code. */
  catalogue: z.array(catalogueLanguage),
});
export type SiteLanguageList = z.infer<typeof siteLanguageList>;

export const addSiteLanguageBody = z.object({ code });
export type AddSiteLanguageBody = z.infer<typeof addSiteLanguageBody>;

/** The whole set at once: every stored language once, in picker order, and the default (one of those enabled). */
export const saveSiteLanguagesBody = z.object({
  languages: z.array(z.object({ code, enabled: z.boolean() })).min(1).max(CATALOGUE_CODES.length),
  defaultLang: code,
});
export type SaveSiteLanguagesBody = z.infer<typeof saveSiteLanguagesBody>;
