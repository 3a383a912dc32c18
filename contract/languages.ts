/** The languages the site publishes content in. Order is the order of the language picker. */
export const CONTENT_LANGUAGES = ['de_DE', 'en_US', 'zh_CN'] as const;

export type Lang = (typeof CONTENT_LANGUAGES)[number];

/** Each language's name in its own language, as the picker and `GET /common/language` show it. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  de_DE: 'Deutsch',
  en_US: 'English',
  zh_CN: '中文',
};

/** The spec's fallback language when nothing else decides. */
export const FALLBACK_LANGUAGE: Lang = 'zh_CN';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/** A value given once per content language. */
export type Localized<T> = Record<Lang, T>;
