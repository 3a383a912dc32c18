/**
 * Renders share one translator per language (issue 15.3, decision 0040); dates and numbers are
 * written as Intl writes them, without making an Intl formatter (decision 0049).
 */
import { expect, it } from 'vitest';
import { SPEC_LANGUAGES, type Lang } from '../../contract/languages.js';
import { bcp47 } from '../../app/i18n/locales.js';
import { translatorOf } from '../../app/i18n/translate.js';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';

// The page modules import without extensions (bundler resolution), which the tests' typecheck
// refuses; loaded by a name it does not follow, and typed here.
const formatModule: string = '../../app/lib/format';
const { formatDate, formatNumber } = (await import(formatModule)) as { formatDate: (iso: string, lang: Lang) => string; formatNumber: (value: number, lang: Lang) => string };

/** The values whose form differs from Intl's, as `value: ours ≠ Intl's`. */
function differing<T>(values: T[], ours: (value: T) => string, intl: (value: T) => string): string[] {
  return values.filter((value) => ours(value) !== intl(value)).map((value) => `${String(value)}: ${ours(value)} ≠ ${intl(value)}`);
}

it('writes every day of several years as Intl does in each language, in UTC', () => {
  // Late in the day, so a formatter that used the machine's time zone would differ east of UTC.
  const days: string[] = [];
  for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) days.push(new Date(time + 23 * 3_600_000).toISOString());
  // A time as the database may hold it, without a zone.
  days.push('2026-11-28 08:30:00');
  for (const lang of SPEC_LANGUAGES) {
    const intl = new Intl.DateTimeFormat(bcp47(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(differing(days, (iso) => formatDate(iso, lang), (iso) => intl.format(new Date(iso))), lang).toEqual([]);
  }
});

it('writes whole numbers as Intl does in each language, grouped by thousands', () => {
  const numbers = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 12_345, 99_999, 100_000, 999_999, 1_000_000, 1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER, -1, -999, -1000, -1_234_567];
  for (let value = 0; value < 20_000; value += 7) numbers.push(value);
  for (const lang of SPEC_LANGUAGES) {
    const intl = new Intl.NumberFormat(bcp47(lang));
    expect(differing(numbers, (value) => formatNumber(value, lang), (value) => intl.format(value)), lang).toEqual([]);
  }
});

it('leaves a text that is no time as it is rather than failing the page', () => {
  expect(formatDate('not a date', 'en_US')).toBe('not a date');
});

it('formats dates and numbers per language', () => {
  expect(formatDate('2026-03-01T12:00:00Z', 'en_US')).toBe('March 1, 2026');
  expect(formatDate('2026-03-01T12:00:00Z', 'de_DE')).toBe('1. März 2026');
  expect(formatDate('2026-03-02T12:00:00Z', 'en_US')).toBe('March 2, 2026');
  expect(formatNumber(1234567, 'de_DE')).toBe('1.234.567');
  expect(formatNumber(1234567, 'en_US')).toBe('1,234,567');
});

it('gives each language one translation function, which remembers plain labels and still fills in values', () => {
  // On the server every page in a language passes the same messages object (the root loader's).
  const english = translatorOf('en_US', en_US);
  const german = translatorOf('de_DE', de_DE);
  expect(translatorOf('en_US', en_US)).toBe(english);
  expect(german.t).not.toBe(english.t);
  // A label asked twice, in turns with another language: each keeps its own words.
  expect(english.t('nav.news')).toBe('Latest News');
  expect(german.t('nav.news')).toBe(de_DE.nav.news);
  expect(german.t('nav.news')).not.toBe(english.t('nav.news'));
  expect(english.t('nav.news')).toBe('Latest News');
  // Values and plurals are worked out on every call.
  expect(english.t('common.page', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  expect(english.t('common.page', { page: 3, pages: 5 })).toBe('Page 3 of 5');
  expect(english.t('people.results', { count: 1, total: '1' })).toBe('1 lawyer');
  expect(english.t('people.results', { count: 4, total: '4' })).toBe('4 lawyers');
});

it('gives the messages the root loader sends as JSON text one translation function per language and text', () => {
  // The root's data carries each language's messages as one string (decision 0051,
  // public-messages.server.ts); the browser receives a new copy of the same text with every navigation.
  const text = JSON.stringify(en_US);
  const english = translatorOf('en_US', text);
  expect(translatorOf('en_US', `${text.slice(0, 1)}${text.slice(1)}`)).toBe(english);
  expect(english.t('nav.news')).toBe(translatorOf('en_US', en_US).t('nav.news'));
  expect(english.t('people.results', { count: 4, total: '4' })).toBe('4 lawyers');
  const german = translatorOf('de_DE', JSON.stringify(de_DE));
  expect(german).not.toBe(english);
  expect(german.t('nav.news')).toBe(de_DE.nav.news);
});
