import { catalogueEntry } from './locale-catalogue.js';

/** The languages the site publishes content in. Order is the order of the language picker. */
export const CONTENT_LANGUAGES = ['de_DE', 'en_US', 'zh_CN'] as const;

export type Lang = (typeof CONTENT_LANGUAGES)[number];

/**
 * Each language's name in its own language, as the picker and `GET /common/language` show it:
 * the locale catalogue's (contract/locale-catalogue.ts).
 */
export const LANGUAGE_NAMES = Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, catalogueEntry(lang)!.name])) as Record<Lang, string>;

/** The spec's fallback language when nothing else decides. */
export const FALLBACK_LANGUAGE: Lang = 'zh_CN';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/** A value given once per content language. */
export type Localized<T> = Record<Lang, T>;
