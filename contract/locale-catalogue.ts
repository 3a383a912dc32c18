/**
 * The locale catalogue (issue 48, decision 0078): every locale the site knows, whether or not it
 * publishes in it. A language the site publishes in (contract/languages.ts) is one of these; the
 * others are known so that an administrator can add one, a visitor's browser language is
 * understood, and a right-to-left locale is laid out right to left.
 *
 * Each entry: the project's code (`xx_YY`), the locale's name in its own language (what the
 * language picker shows), its English name, its writing direction, its BCP 47 tag (`<html lang>`,
 * `hreflang`, `Intl`) and the script its text is written in. The facts are Unicode CLDR's
 * (display names, `characterOrder`, likely scripts), written here by hand: names as a picker
 * shows them, capitalised, with the region only where the catalogue holds more than one locale
 * of the language.
 *
 * Search does not read the script: it folds text by the characters it finds
 * (server/modules/search/text.ts), so that a language added later needs nothing there. The
 * script says which of those foldings a locale's text meets, for the admin and the docs.
 */

export type TextDirection = 'ltr' | 'rtl';

/** The writing systems of the catalogue's locales, as search groups them. */
export type ScriptFamily =
  | 'latin'
  | 'cyrillic'
  | 'greek'
  | 'armenian'
  | 'georgian'
  | 'arabic'
  | 'hebrew'
  | 'devanagari'
  | 'bengali'
  | 'thai'
  | 'khmer'
  | 'han'
  | 'japanese'
  | 'hangul';

export interface CatalogueEntry {
  /** The project's form: language, underscore, region (`fr_FR`). */
  code: CatalogueCode;
  /** The locale's name in its own language (endonym). */
  name: string;
  /** Its name in English. */
  english: string;
  dir: TextDirection;
  /** BCP 47 tag for `<html lang>`, `hreflang` and `Intl` (`fr-FR`). */
  tag: string;
  script: ScriptFamily;
}

type Row = readonly [code: string, name: string, english: string, script: ScriptFamily, tag?: string];

/**
 * Alphabetical by code. The tag is the code with a hyphen unless given: Sorani Kurdish is `ckb`
 * (ISO 639-3; `ku` alone means Kurmanji, written in Latin letters).
 */
const ROWS = [
  ['ar_AE', 'العربية (الإمارات)', 'Arabic (United Arab Emirates)', 'arabic'],
  ['ar_SA', 'العربية', 'Arabic', 'arabic'],
  ['bg_BG', 'Български', 'Bulgarian', 'cyrillic'],
  ['bn_BD', 'বাংলা', 'Bangla', 'bengali'],
  ['ca_ES', 'Català', 'Catalan', 'latin'],
  ['cs_CZ', 'Čeština', 'Czech', 'latin'],
  ['da_DK', 'Dansk', 'Danish', 'latin'],
  ['de_AT', 'Deutsch (Österreich)', 'German (Austria)', 'latin'],
  ['de_CH', 'Deutsch (Schweiz)', 'German (Switzerland)', 'latin'],
  ['de_DE', 'Deutsch', 'German', 'latin'],
  ['el_GR', 'Ελληνικά', 'Greek', 'greek'],
  ['en_GB', 'English (UK)', 'English (United Kingdom)', 'latin'],
  ['en_US', 'English', 'English', 'latin'],
  ['es_ES', 'Español', 'Spanish', 'latin'],
  ['es_MX', 'Español (México)', 'Spanish (Mexico)', 'latin'],
  ['et_EE', 'Eesti', 'Estonian', 'latin'],
  ['fa_IR', 'فارسی', 'Persian', 'arabic'],
  ['fi_FI', 'Suomi', 'Finnish', 'latin'],
  ['fr_BE', 'Français (Belgique)', 'French (Belgium)', 'latin'],
  ['fr_FR', 'Français', 'French', 'latin'],
  ['ga_IE', 'Gaeilge', 'Irish', 'latin'],
  ['he_IL', 'עברית', 'Hebrew', 'hebrew'],
  ['hi_IN', 'हिन्दी', 'Hindi', 'devanagari'],
  ['hr_HR', 'Hrvatski', 'Croatian', 'latin'],
  ['hu_HU', 'Magyar', 'Hungarian', 'latin'],
  ['hy_AM', 'Հայերեն', 'Armenian', 'armenian'],
  ['id_ID', 'Bahasa Indonesia', 'Indonesian', 'latin'],
  ['is_IS', 'Íslenska', 'Icelandic', 'latin'],
  ['it_IT', 'Italiano', 'Italian', 'latin'],
  ['ja_JP', '日本語', 'Japanese', 'japanese'],
  ['ka_GE', 'ქართული', 'Georgian', 'georgian'],
  ['kk_KZ', 'Қазақ тілі', 'Kazakh', 'cyrillic'],
  ['km_KH', 'ខ្មែរ', 'Khmer', 'khmer'],
  ['ko_KR', '한국어', 'Korean', 'hangul'],
  ['ku_IQ', 'کوردی', 'Kurdish (Sorani)', 'arabic', 'ckb-IQ'],
  ['lt_LT', 'Lietuvių', 'Lithuanian', 'latin'],
  ['lv_LV', 'Latviešu', 'Latvian', 'latin'],
  ['mk_MK', 'Македонски', 'Macedonian', 'cyrillic'],
  ['ms_MY', 'Bahasa Melayu', 'Malay', 'latin'],
  ['nb_NO', 'Norsk bokmål', 'Norwegian Bokmål', 'latin'],
  ['nl_BE', 'Nederlands (België)', 'Dutch (Belgium)', 'latin'],
  ['nl_NL', 'Nederlands', 'Dutch', 'latin'],
  ['pl_PL', 'Polski', 'Polish', 'latin'],
  ['pt_BR', 'Português (Brasil)', 'Portuguese (Brazil)', 'latin'],
  ['pt_PT', 'Português', 'Portuguese', 'latin'],
  ['ro_RO', 'Română', 'Romanian', 'latin'],
  ['ru_RU', 'Русский', 'Russian', 'cyrillic'],
  ['sk_SK', 'Slovenčina', 'Slovak', 'latin'],
  ['sl_SI', 'Slovenščina', 'Slovenian', 'latin'],
  ['sq_AL', 'Shqip', 'Albanian', 'latin'],
  ['sr_RS', 'Српски', 'Serbian', 'cyrillic'],
  ['sv_SE', 'Svenska', 'Swedish', 'latin'],
  ['sw_KE', 'Kiswahili', 'Swahili', 'latin'],
  ['th_TH', 'ไทย', 'Thai', 'thai'],
  ['tr_TR', 'Türkçe', 'Turkish', 'latin'],
  ['uk_UA', 'Українська', 'Ukrainian', 'cyrillic'],
  ['ur_PK', 'اردو', 'Urdu', 'arabic'],
  ['vi_VN', 'Tiếng Việt', 'Vietnamese', 'latin'],
  ['zh_CN', '中文', 'Chinese (Simplified)', 'han'],
  ['zh_HK', '中文（香港）', 'Chinese (Hong Kong)', 'han'],
  ['zh_TW', '中文（台灣）', 'Chinese (Traditional)', 'han'],
] as const satisfies readonly Row[];

/** Every catalogue code as a type of its own, so that a misspelt code fails to compile. */
export type CatalogueCode = (typeof ROWS)[number][0];

/** The catalogue's codes, alphabetical. */
export const CATALOGUE_CODES: readonly CatalogueCode[] = ROWS.map((row) => row[0]);

/** Scripts written right to left (CLDR's `characterOrder` right-to-left): Arabic, Persian, Kurdish, Urdu, Hebrew. */
const RIGHT_TO_LEFT: ReadonlySet<ScriptFamily> = new Set(['arabic', 'hebrew']);

export const LOCALE_CATALOGUE: readonly CatalogueEntry[] = (ROWS as readonly Row[]).map(([code, name, english, script, tag]) => ({
  code: code as CatalogueCode,
  name,
  english,
  dir: RIGHT_TO_LEFT.has(script) ? 'rtl' : 'ltr',
  tag: tag ?? code.replace('_', '-'),
  script,
}));

const BY_CODE: ReadonlyMap<string, CatalogueEntry> = new Map(LOCALE_CATALOGUE.map((entry) => [entry.code, entry]));

export function catalogueEntry(code: string): CatalogueEntry | undefined {
  return BY_CODE.get(code);
}

export function isCatalogueLocale(code: unknown): code is CatalogueCode {
  return typeof code === 'string' && BY_CODE.has(code);
}

/** `rtl` for the right-to-left locales; `ltr` for the others and for a code the catalogue lacks. */
export function directionOf(code: string): TextDirection {
  return BY_CODE.get(code)?.dir ?? 'ltr';
}

/** BCP 47 tag: the catalogue's, or the code with a hyphen (`de_DE` → `de-DE`) for one it lacks. */
export function bcp47Of(code: string): string {
  return BY_CODE.get(code)?.tag ?? code.replace('_', '-');
}
