import { catalogueEntry, type CatalogueCode } from './locale-catalogue.js';

/**
 * A language code the site may publish in: any code of the locale catalogue
 * (contract/locale-catalogue.ts). Which of them the site publishes in is data read at run time
 * (contract/site-languages.ts, decision 0082); the type only keeps misspelt codes out.
 */
export type Lang = CatalogueCode;

/**
 * The spec's three languages, in picker order: the site's languages when `SITE_LANGUAGES` is not
 * set, and the languages that have bundled labels and messages (others fall back to English).
 */
export const SPEC_LANGUAGES = ['de_DE', 'en_US', 'zh_CN'] as const satisfies readonly Lang[];
export type SpecLang = (typeof SPEC_LANGUAGES)[number];

/**
 * The languages with bundled public labels and visitor messages (app/i18n/messages,
 * server/i18n/messages): the spec's three and French, Spanish, Japanese and Arabic (issue 48
 * point 3), and Traditional Chinese (decision 0106). Any other site language shows a bundled
 * variant's (labelledLanguageOf), else English's.
 */
export const LABELLED_LANGUAGES = [...SPEC_LANGUAGES, 'zh_TW', 'fr_FR', 'es_ES', 'ja_JP', 'ar_SA'] as const satisfies readonly Lang[];
export type LabelledLang = (typeof LABELLED_LANGUAGES)[number];

export function isLabelledLanguage(value: unknown): value is LabelledLang {
  return typeof value === 'string' && (LABELLED_LANGUAGES as readonly string[]).includes(value);
}

/** The language whose labels stand in for a language that has none bundled, nor a variant that has. */
export const LABELS_FALLBACK: SpecLang = 'en_US';

/**
 * The bundled language whose labels and messages `lang` starts from: its own, else a bundled
 * variant of the same language (German's for de_AT, Traditional Chinese's for zh_HK; decisions
 * 0104, 0106), else English's.
 */
export function labelledLanguageOf(lang: string): LabelledLang {
  if (isLabelledLanguage(lang)) return lang;
  // Hong Kong writes Traditional characters, as Taiwan does.
  if (lang === 'zh_HK') return 'zh_TW';
  const primary = lang.split('_')[0];
  return LABELLED_LANGUAGES.find((labelled) => labelled.split('_')[0] === primary) ?? LABELS_FALLBACK;
}

/** Each language's name in its own language, as the picker and `GET /common/language` show it. */
export function languageName(lang: Lang): string {
  return catalogueEntry(lang)?.name ?? lang;
}

export function isSpecLanguage(value: unknown): value is SpecLang {
  return typeof value === 'string' && (SPEC_LANGUAGES as readonly string[]).includes(value);
}

/** A value given per language; a language may lack one. */
export type Localized<T> = { readonly [L in Lang]?: T };
