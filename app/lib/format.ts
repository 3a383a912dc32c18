/** Dates and numbers written the way each language writes them. */
import type { Lang } from '../../contract/languages';
import { bcp47 } from '../i18n/locales';

export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(bcp47(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(bcp47(lang)).format(value);
}
