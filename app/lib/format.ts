/**
 * Dates and numbers written the way each language writes them, to the character what
 * `Intl.DateTimeFormat` (long month, UTC) and `Intl.NumberFormat` write for an integer (a unit
 * test compares them over years of days and many numbers).
 *
 * Written out rather than asked of Intl because the page's hydration formats the same dates and
 * counts the server did, and a browser's first Intl formatter loads the locale's data: 35–40 ms
 * of a phone's main thread in one long task, the biggest part of a page's blocking time under
 * Lighthouse (decision 0049). What each language needs is small: its digit grouping and the
 * twelve month names. Another site language is asked of Intl, in the Gregorian calendar and
 * Latin digits whatever its own defaults (decision 0084).
 */
import { isSpecLanguage, type Lang, type SpecLang } from '../../contract/languages';
import { bcp47Of } from '../../contract/locale-catalogue';

const MONTHS: Record<SpecLang, readonly string[]> = {
  de_DE: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en_US: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  zh_CN: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
};

const DATE_PATTERNS: Record<SpecLang, (day: number, month: string, year: number) => string> = {
  de_DE: (day, month, year) => `${day}. ${month} ${year}`,
  en_US: (day, month, year) => `${month} ${day}, ${year}`,
  zh_CN: (day, month, year) => `${year}年${month}月${day}日`,
};

/** Between each group of three digits. */
const GROUP_SEPARATORS: Record<SpecLang, string> = { de_DE: '.', en_US: ',', zh_CN: ',' };

/**
 * What every date and number the site writes through Intl is written in, whatever the language's
 * own default (decision 0084): the Gregorian calendar (a Persian or Thai page would otherwise date
 * a judgment 1404 or 2569) and Latin digits (ar-SA's default is Arabic-Indic: ٥ مارس ٢٠٢٦).
 */
export const WRITTEN_FORMS = { calendar: 'gregory', numberingSystem: 'latn' } as const satisfies Intl.DateTimeFormatOptions;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The day of an ISO time, in UTC (what the site stores and shows); the text itself if it is no time. */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // A language without its own pattern here is written as the platform's Intl writes it.
  if (!isSpecLanguage(lang)) {
    let format = dateFormats.get(lang);
    if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(bcp47Of(lang), { dateStyle: 'long', timeZone: 'UTC', ...WRITTEN_FORMS })));
    return format.format(date);
  }
  return DATE_PATTERNS[lang](date.getUTCDate(), MONTHS[lang][date.getUTCMonth()]!, date.getUTCFullYear());
}

/** A count, a page number: whole numbers, grouped by thousands. A fraction is rounded. */
export function formatNumber(value: number, lang: Lang): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(value);
  if (!isSpecLanguage(lang)) {
    let format = numberFormats.get(lang);
    if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(bcp47Of(lang), { maximumFractionDigits: 0, numberingSystem: WRITTEN_FORMS.numberingSystem })));
    return format.format(whole + 0); // -0 is written 0, as the spec's languages write it
  }
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATORS[lang]);
  return whole < 0 ? `-${grouped}` : grouped;
}

/** Between the items of a list, as Intl's list format writes them for the spec's languages (a unit test compares). */
const LIST_SEPARATORS: Record<SpecLang, string> = { de_DE: ', ', en_US: ', ', zh_CN: '、' };
const listSeparators = new Map<string, string>();

/**
 * Items of a list (a person's jobs) as the language separates them, with no word for "and":
 * `Partner, Associate`, `合伙人、律师`, `パートナー、弁護士`, `شريك وشريك مدير`. Another language
 * than the spec's three takes what Intl's list format writes between the middle items of a list.
 */
export function formatList(values: readonly string[], lang: Lang): string {
  return values.join(listSeparator(lang));
}

function listSeparator(lang: Lang): string {
  if (isSpecLanguage(lang)) return LIST_SEPARATORS[lang];
  let separator = listSeparators.get(lang);
  if (separator === undefined) {
    // Of three items, the text between the first two: the middle pattern, which has no "and".
    const between = new Intl.ListFormat(bcp47Of(lang), { type: 'conjunction' }).formatToParts(['a', 'b', 'c'])[1];
    listSeparators.set(lang, (separator = between?.type === 'literal' ? between.value : ', '));
  }
  return separator;
}
