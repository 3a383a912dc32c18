/** Dates and numbers written the way each language writes them. */
import type { Lang } from '../../contract/languages';
import { bcp47 } from '../i18n/locales';

/** Made once per language: an Intl formatter costs far more to make than to use (issue 15.3). */
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const numberFormats = new Map<Lang, Intl.NumberFormat>();

export function formatDate(iso: string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(bcp47(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}

export function formatNumber(value: number, lang: Lang): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(bcp47(lang))));
  return format.format(value);
}
