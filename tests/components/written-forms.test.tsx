/**
 * Dates and numbers in a site language beyond the spec's three (decision 0084): Gregorian and in
 * Latin digits whatever the locale's own defaults (Arabic-Indic digits for ar-SA, the Persian
 * calendar for fa-IR, the Buddhist era for th-TH), grouped as the language groups them; and a
 * visitor's words set apart in `<bdi>` inside a sentence of the labels.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../contract/languages';
import { LOCALE_CATALOGUE } from '../../contract/locale-catalogue';
import { Isolated } from '../../app/components/public/Isolated';
import { formatDate, formatNumber } from '../../app/lib/format';

/** Digits other than 0–9: Arabic-Indic, Extended Arabic-Indic (Persian, Urdu), Devanagari, Bengali, Thai, Khmer. */
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59\u17e0-\u17e9]/;

describe('dates and numbers in any catalogue language', () => {
  it('writes an Arabic date in the Gregorian calendar with Latin digits, and Arabic numbers with Latin digits', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'ar_SA')).toBe('5 مارس 2026');
    expect(formatNumber(1234567, 'ar_SA')).toBe('1,234,567');
  });

  it('dates a Persian, Hebrew or Thai page in the Gregorian year', () => {
    for (const lang of ['fa_IR', 'he_IL', 'th_TH', 'ar_SA', 'ku_IQ'] as Lang[]) {
      const written = formatDate('2026-03-05T12:00:00Z', lang);
      expect(written, lang).toContain('2026');
      expect(written, lang).toContain('5');
    }
  });

  it('writes no other digits than 0–9 in any catalogue language, for dates and numbers alike', () => {
    const days = ['2019-12-31T23:30:00Z', '2026-03-05T12:00:00Z', '2030-08-19T00:00:00Z'];
    for (const { code } of LOCALE_CATALOGUE) {
      for (const day of days) expect(formatDate(day, code), `${code} ${day}`).not.toMatch(OTHER_DIGITS);
      expect(formatNumber(9876543, code), code).not.toMatch(OTHER_DIGITS);
    }
  });

  it('groups a number as the language does, in whole numbers, and writes zero without a sign', () => {
    expect(formatNumber(1234567, 'fr_FR')).toBe('1\u202f234\u202f567');
    expect(formatNumber(1234.6, 'ar_SA')).toBe('1,235');
    expect(formatNumber(-0.2, 'fr_FR')).toBe('0');
    expect(formatNumber(-0.2, 'en_US')).toBe('0');
    // The spec's three are unchanged.
    expect(formatNumber(1234567, 'de_DE')).toBe('1.234.567');
    expect(formatDate('2026-03-05T12:00:00Z', 'zh_CN')).toBe('2026年3月5日');
  });
});

describe('a value set apart in a sentence', () => {
  it('puts the value in <bdi> where the sentence has the mark, and the sentence alone where it has none', () => {
    expect(renderToStaticMarkup(<Isolated text={'3 نتائج للبحث عن «\u0000»'} mark={'\u0000'} value="Müller" />)).toBe('3 نتائج للبحث عن «<bdi>Müller</bdi>»');
    expect(renderToStaticMarkup(<Isolated text="No results" mark={'\u0000'} value="Müller" />)).toBe('No results');
  });
});
