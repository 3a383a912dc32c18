/**
 * The locale table: about fifty locales with their own names and writing direction. The site
 * publishes in the enabled ones (contract/languages.ts); the others are known so that a visitor's
 * browser language is understood and right-to-left locales get `dir="rtl"` if they are enabled.
 */
export interface LocaleInfo {
  code: string;
  name: string;
  rtl?: true;
}

export const LOCALES: readonly LocaleInfo[] = [
  { code: 'ar_SA', name: 'العربية', rtl: true },
  { code: 'bg_BG', name: 'Български' },
  { code: 'bn_BD', name: 'বাংলা' },
  { code: 'ca_ES', name: 'Català' },
  { code: 'cs_CZ', name: 'Čeština' },
  { code: 'da_DK', name: 'Dansk' },
  { code: 'de_DE', name: 'Deutsch' },
  { code: 'el_GR', name: 'Ελληνικά' },
  { code: 'en_GB', name: 'English (UK)' },
  { code: 'en_US', name: 'English' },
  { code: 'es_ES', name: 'Español' },
  { code: 'et_EE', name: 'Eesti' },
  { code: 'fa_IR', name: 'فارسی', rtl: true },
  { code: 'fi_FI', name: 'Suomi' },
  { code: 'fr_BE', name: 'Français (Belgique)' },
  { code: 'fr_FR', name: 'Français' },
  { code: 'ga_IE', name: 'Gaeilge' },
  { code: 'he_IL', name: 'עברית', rtl: true },
  { code: 'hi_IN', name: 'हिन्दी' },
  { code: 'hr_HR', name: 'Hrvatski' },
  { code: 'hu_HU', name: 'Magyar' },
  { code: 'hy_AM', name: 'Հայերեն' },
  { code: 'id_ID', name: 'Bahasa Indonesia' },
  { code: 'is_IS', name: 'Íslenska' },
  { code: 'it_IT', name: 'Italiano' },
  { code: 'ja_JP', name: '日本語' },
  { code: 'ka_GE', name: 'ქართული' },
  { code: 'kk_KZ', name: 'Қазақ тілі' },
  { code: 'km_KH', name: 'ខ្មែរ' },
  { code: 'ko_KR', name: '한국어' },
  { code: 'ku_IQ', name: 'کوردی', rtl: true },
  { code: 'lt_LT', name: 'Lietuvių' },
  { code: 'lv_LV', name: 'Latviešu' },
  { code: 'mk_MK', name: 'Македонски' },
  { code: 'ms_MY', name: 'Bahasa Melayu' },
  { code: 'nb_NO', name: 'Norsk bokmål' },
  { code: 'nl_BE', name: 'Nederlands (België)' },
  { code: 'nl_NL', name: 'Nederlands' },
  { code: 'pl_PL', name: 'Polski' },
  { code: 'pt_BR', name: 'Português (Brasil)' },
  { code: 'pt_PT', name: 'Português' },
  { code: 'ro_RO', name: 'Română' },
  { code: 'ru_RU', name: 'Русский' },
  { code: 'sk_SK', name: 'Slovenčina' },
  { code: 'sl_SI', name: 'Slovenščina' },
  { code: 'sr_RS', name: 'Српски' },
  { code: 'sv_SE', name: 'Svenska' },
  { code: 'th_TH', name: 'ไทย' },
  { code: 'tr_TR', name: 'Türkçe' },
  { code: 'uk_UA', name: 'Українська' },
  { code: 'vi_VN', name: 'Tiếng Việt' },
  { code: 'zh_CN', name: '中文' },
  { code: 'zh_TW', name: '中文（台灣）' },
];

export function localeInfo(code: string): LocaleInfo | undefined {
  return LOCALES.find((l) => l.code === code);
}

/** `rtl` for Hebrew, Arabic, Persian and Kurdish; `ltr` otherwise. */
export function directionOf(code: string): 'rtl' | 'ltr' {
  return localeInfo(code)?.rtl ? 'rtl' : 'ltr';
}

/** BCP 47 tag for HTML `lang`, `hreflang` and Intl: `de_DE` -> `de-DE`. */
export function bcp47(code: string): string {
  return code.replace('_', '-');
}
