/**
 * Server-side translation of API messages. One i18next instance serves every request; each call
 * names its language, so concurrent requests in different languages never interfere.
 */
import i18next from 'i18next';
import { labelledLanguageOf, type LabelledLang, type Lang } from '../../contract/languages.js';
import { bcp47Of, catalogueEntry, type CatalogueEntry } from '../../contract/locale-catalogue.js';
import { ar_SA } from './messages/ar_SA.js';
import { de_DE } from './messages/de_DE.js';
import { en_US, type Messages } from './messages/en_US.js';
import { es_ES } from './messages/es_ES.js';
import { fr_FR } from './messages/fr_FR.js';
import { ja_JP } from './messages/ja_JP.js';
import { zh_CN } from './messages/zh_CN.js';
import { zh_TW } from './messages/zh_TW.js';

// The labelled languages have message files; another language is answered in a labelled variant's or English (labelledLanguageOf).
export const SERVER_MESSAGES: Record<LabelledLang, Messages> = { de_DE, en_US, zh_CN, zh_TW, fr_FR, es_ES, ja_JP, ar_SA };
const resources = Object.fromEntries(Object.entries(SERVER_MESSAGES).map(([lang, translation]) => [lang, { translation }]));

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: 'en_US',
  fallbackLng: 'en_US',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** i18next's typed `t` cannot follow keys built at run time; the keys are checked by MessageKey instead. */
const plainT = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the message files, e.g. `loginFailed` or `validation.required`. */
export type MessageKey = Leaves<Messages>;

export type MessageVars = Record<string, string | number>;

/** In `lang`'s messages: its own, a bundled variant's (German's for de_AT), else English's. */
export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  return plainT(key, { lng: labelledLanguageOf(lang), ...vars });
}

/**
 * The label of a field in the language, or the field's own name when it has no label. A field
 * named by a site language (a caption per language, `byLanguage` in contract/content.ts) is
 * "caption in <language>" for a language without a label of its own, never its code.
 */
export function fieldLabel(lang: Lang, field: string): string {
  const key = `fields.${field}`;
  if (i18n.exists(key, { lng: lang })) return plainT(key, { lng: lang });
  const named = catalogueEntry(field);
  if (named) return plainT('fields.captionIn', { lng: lang, language: languageNameIn(lang, named) });
  return field;
}

/**
 * A catalogue language's name in the words of `lang`'s messages (English's for a language without
 * them): the language alone ("French") where the catalogue names the locale so, else with its
 * region ("Arabic (United Arab Emirates)").
 */
function languageNameIn(lang: Lang, named: CatalogueEntry): string {
  const wording = labelledLanguageOf(lang);
  const tag = named.english.includes('(') ? named.tag : named.tag.split('-')[0]!;
  return new Intl.DisplayNames([bcp47Of(wording)], { type: 'language' }).of(tag) ?? named.english;
}
