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
