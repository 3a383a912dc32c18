/** Renders share one i18next instance per language and one Intl formatter per language (issue 15.3). */
import type { i18n as I18n } from 'i18next';
import { expect, it } from 'vitest';
import type { Lang } from '../../contract/languages.js';

// The page modules import without extensions (bundler resolution), which the tests' typecheck
// refuses; loaded by a name it does not follow, and typed here.
const i18nModule: string = '../../app/i18n/i18n';
const formatModule: string = '../../app/lib/format';
const { createI18n } = (await import(i18nModule)) as { createI18n: (lang: Lang) => I18n };
const { formatDate, formatNumber } = (await import(formatModule)) as { formatDate: (iso: string, lang: Lang) => string; formatNumber: (value: number, lang: Lang) => string };

it('gives every render in a language the same instance, which speaks only that language', () => {
  const english = createI18n('en_US');
  expect(createI18n('en_US')).toBe(english);
  const german = createI18n('de_DE');
  expect(german).not.toBe(english);
  expect(german.language).toBe('de_DE');
  expect(english.language).toBe('en_US');
  // Whatever order renders come in, neither instance's language moves.
  createI18n('zh_CN');
  expect(createI18n('en_US').language).toBe('en_US');
  expect(createI18n('de_DE').language).toBe('de_DE');
});

it('formats dates and numbers per language with formatters made once', () => {
  expect(formatDate('2026-03-01T12:00:00Z', 'en_US')).toBe('March 1, 2026');
  expect(formatDate('2026-03-01T12:00:00Z', 'de_DE')).toBe('1. März 2026');
  expect(formatDate('2026-03-02T12:00:00Z', 'en_US')).toBe('March 2, 2026');
  expect(formatNumber(1234567, 'de_DE')).toBe('1.234.567');
  expect(formatNumber(1234567, 'en_US')).toBe('1,234,567');
});

const translationModule: string = '../../app/i18n/use-translation';
const { translatorOf } = (await import(translationModule)) as { translatorOf: (i18n: I18n) => { t: (key: string, options?: Record<string, unknown>) => string } };

it('gives each language one translation function, which remembers plain labels and still fills in values', () => {
  const english = translatorOf(createI18n('en_US'));
  const german = translatorOf(createI18n('de_DE'));
  expect(translatorOf(createI18n('en_US'))).toBe(english);
  expect(german.t).not.toBe(english.t);
  // A label asked twice, in turns with another language: each keeps its own words.
  expect(english.t('nav.news')).toBe(createI18n('en_US').t('nav.news'));
  expect(german.t('nav.news')).toBe(createI18n('de_DE').t('nav.news'));
  expect(german.t('nav.news')).not.toBe(english.t('nav.news'));
  expect(english.t('nav.news')).toBe(createI18n('en_US').t('nav.news'));
  // Values and plurals go through i18next every time.
  expect(english.t('common.page', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  expect(english.t('common.page', { page: 3, pages: 5 })).toBe('Page 3 of 5');
  expect(english.t('people.results', { count: 1, total: '1' })).toBe('1 lawyer');
  expect(english.t('people.results', { count: 4, total: '4' })).toBe('4 lawyers');
});
