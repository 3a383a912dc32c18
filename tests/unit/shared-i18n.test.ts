/** Renders share one translator per language and one Intl formatter per language (issue 15.3, decision 0040). */
import { expect, it } from 'vitest';
import type { Lang } from '../../contract/languages.js';
import { translatorOf } from '../../app/i18n/translate.js';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';

// The page modules import without extensions (bundler resolution), which the tests' typecheck
// refuses; loaded by a name it does not follow, and typed here.
const formatModule: string = '../../app/lib/format';
const { formatDate, formatNumber } = (await import(formatModule)) as { formatDate: (iso: string, lang: Lang) => string; formatNumber: (value: number, lang: Lang) => string };

it('formats dates and numbers per language with formatters made once', () => {
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
