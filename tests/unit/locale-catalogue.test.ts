/**
 * The locale catalogue (issue 48, decision 0078): at least fifty locales, each well-formed, and
 * the one source of the languages' names, directions and BCP 47 tags.
 */
import { describe, expect, it } from 'vitest';
import { languageName, SPEC_LANGUAGES } from '../../contract/languages.js';
import { bcp47Of, catalogueEntry, directionOf, isCatalogueLocale, LOCALE_CATALOGUE } from '../../contract/locale-catalogue.js';
import { bcp47, directionOf as pageDirectionOf } from '../../app/i18n/locales.js';

const SCRIPTS = ['latin', 'cyrillic', 'greek', 'armenian', 'georgian', 'arabic', 'hebrew', 'devanagari', 'bengali', 'thai', 'khmer', 'han', 'japanese', 'hangul'];

describe('locale catalogue', () => {
  it('holds at least fifty locales, each code once', () => {
    expect(LOCALE_CATALOGUE.length).toBeGreaterThanOrEqual(50);
    const codes = LOCALE_CATALOGUE.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(LOCALE_CATALOGUE.map((entry) => entry.tag)).size).toBe(codes.length);
  });

  it('writes every entry in the project form: code xx_YY, names, direction, BCP 47 tag, script', () => {
    for (const entry of LOCALE_CATALOGUE) {
      expect(entry.code, entry.code).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(entry.name.trim(), entry.code).toBe(entry.name);
      expect(entry.name.length, entry.code).toBeGreaterThan(1);
      expect(entry.english, entry.code).toMatch(/^[A-Z][\p{L} ,()]+[a-z)]$/u);
      expect(['ltr', 'rtl'], entry.code).toContain(entry.dir);
      expect(SCRIPTS, entry.code).toContain(entry.script);
      // A well-formed BCP 47 tag that Intl accepts as it is, with the code's region.
      expect(entry.tag, entry.code).toMatch(/^[a-z]{2,3}-[A-Z]{2}$/);
      expect(entry.tag.slice(-2), entry.code).toBe(entry.code.slice(-2));
      expect(Intl.getCanonicalLocales(entry.tag), entry.code).toEqual([entry.tag]);
    }
  });

  it('names each locale in its own script: the endonym holds letters of the entry’s script', () => {
    const letters: Record<string, RegExp> = {
      latin: /\p{Script=Latin}/u,
      cyrillic: /\p{Script=Cyrillic}/u,
      greek: /\p{Script=Greek}/u,
      armenian: /\p{Script=Armenian}/u,
      georgian: /\p{Script=Georgian}/u,
      arabic: /\p{Script=Arabic}/u,
      hebrew: /\p{Script=Hebrew}/u,
      devanagari: /\p{Script=Devanagari}/u,
      bengali: /\p{Script=Bengali}/u,
      thai: /\p{Script=Thai}/u,
      khmer: /\p{Script=Khmer}/u,
      han: /\p{Script=Han}/u,
      japanese: /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u,
      hangul: /\p{Script=Hangul}/u,
    };
    for (const entry of LOCALE_CATALOGUE) expect(entry.name, entry.code).toMatch(letters[entry.script]!);
  });

  it('lays out Arabic, Persian, Kurdish, Urdu and Hebrew right to left, and nothing else', () => {
    const rtl = LOCALE_CATALOGUE.filter((entry) => entry.dir === 'rtl').map((entry) => entry.code);
    expect(rtl).toEqual(expect.arrayContaining(['ar_SA', 'he_IL', 'fa_IR', 'ku_IQ', 'ur_PK']));
    for (const code of rtl) expect(['ar', 'he', 'fa', 'ku', 'ur']).toContain(code.slice(0, 2));
    expect(directionOf('ar_SA')).toBe('rtl');
    expect(directionOf('ku_IQ')).toBe('rtl');
    expect(directionOf('fr_FR')).toBe('ltr');
    expect(directionOf('xx_XX')).toBe('ltr');
  });

  it('has the locales issue 48 names, and the three the site publishes in', () => {
    const wanted = ['fr_FR', 'es_ES', 'ja_JP', 'ar_SA', 'he_IL', 'fa_IR', 'ku_IQ', 'pt_BR', 'it_IT', 'nl_NL', 'pl_PL', 'ru_RU', 'tr_TR', 'ko_KR', 'zh_TW'];
    for (const code of [...wanted, ...SPEC_LANGUAGES]) expect(isCatalogueLocale(code), code).toBe(true);
    expect(isCatalogueLocale('fr-FR')).toBe(false);
    expect(isCatalogueLocale('xx_XX')).toBe(false);
    expect(isCatalogueLocale(undefined)).toBe(false);
    expect(catalogueEntry('ja_JP')).toEqual({ code: 'ja_JP', name: '日本語', english: 'Japanese', dir: 'ltr', tag: 'ja-JP', script: 'japanese' });
    expect(catalogueEntry('ar_SA')).toMatchObject({ name: 'العربية', english: 'Arabic', dir: 'rtl', script: 'arabic' });
  });

  it('gives BCP 47 tags: the code with a hyphen, Sorani Kurdish as ckb', () => {
    expect(bcp47Of('fr_FR')).toBe('fr-FR');
    expect(bcp47Of('zh_CN')).toBe('zh-CN');
    expect(bcp47Of('ku_IQ')).toBe('ckb-IQ');
    // A code the catalogue lacks keeps the old rule.
    expect(bcp47Of('xx_YY')).toBe('xx-YY');
  });

  it('is what the site reads: the languages’ names, the pages’ direction and tags', () => {
    for (const lang of SPEC_LANGUAGES) expect(languageName(lang)).toBe(catalogueEntry(lang)!.name);
    expect(SPEC_LANGUAGES.map(languageName)).toEqual(['Deutsch', 'English', '中文']);
    expect(bcp47('ku_IQ')).toBe('ckb-IQ');
    expect(pageDirectionOf('he_IL')).toBe('rtl');
  });
});
