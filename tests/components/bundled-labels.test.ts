/**
 * The bundled translations of issue 48.3 (French, Spanish, Japanese, Arabic) have every English
 * label of the public site and of the API, and nothing else but the plural forms their language
 * needs; each text takes exactly the values its English text takes. The German and Chinese files
 * are held to the same rules, which their types alone do not check (an empty text, a lost
 * `{{placeholder}}`).
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bcp47Of } from '../../contract/locale-catalogue';
import { createTranslate, type Messages } from '../../app/i18n/translate';
import { en_US } from '../../app/i18n/messages/en_US';
import { PUBLIC_MESSAGES } from '../../app/i18n/public-messages.server';
import { LABELLED_LANGUAGES } from '../../contract/languages';
import { en_US as serverEn } from '../../server/i18n/messages/en_US';
import { SERVER_MESSAGES } from '../../server/i18n/translate';

/** Every bundled language but English, which the others are checked against. */
const TRANSLATED = LABELLED_LANGUAGES.filter((lang) => lang !== 'en_US');
const PUBLIC = PUBLIC_MESSAGES as Record<string, Messages>;
const SERVER = SERVER_MESSAGES as Record<string, Messages>;

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * The values that carry the counted number: callers pass it as `count`, and the public pages also
 * as `total`, written in the language's digits. A form used for one number only (Arabic's zero,
 * one and two) may say that number in words instead ("نتيجتان", two results).
 */
const COUNTED = new Set(['count', 'total']);

/** Every text by its dotted key (`people.results_one`). */
function textsOf(tree: unknown, prefix = ''): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  for (const [name, value] of Object.entries(tree as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object') for (const entry of textsOf(value, `${prefix}${name}.`)) texts.set(...entry);
    else texts.set(`${prefix}${name}`, value);
  }
  return texts;
}

function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim()))].sort();
}

/** The plural categories of `lang`, and those it gives to a single whole number. */
function pluralsOf(lang: string): { categories: string[]; singleNumber: Set<string> } {
  const rules = new Intl.PluralRules(bcp47Of(lang));
  const seen = new Map<string, number>();
  for (let n = 0; n <= 1000; n++) seen.set(rules.select(n), (seen.get(rules.select(n)) ?? 0) + 1);
  return { categories: rules.resolvedOptions().pluralCategories, singleNumber: new Set([...seen].filter(([, times]) => times === 1).map(([category]) => category)) };
}

/** Where `text`'s values differ from the English ones, or '' when they are the same. */
function placeholderProblem(text: string, english: string, category: string | undefined, singleNumber: Set<string>): string {
  const ours = placeholdersOf(text);
  let expected = placeholdersOf(english);
  if (category && singleNumber.has(category)) {
    const optional = expected.filter((name) => COUNTED.has(name) && !ours.includes(name));
    expected = expected.filter((name) => !optional.includes(name));
  }
  return ours.join(',') === expected.join(',') ? '' : `{{${ours.join('}} {{')}}} instead of {{${expected.join('}} {{')}}}`;
}

/** Every way `messages` depart from the English keys and values, as `key: what is wrong`. */
function problemsOf(lang: string, messages: Messages, englishMessages: Messages): string[] {
  const english = textsOf(englishMessages);
  const ours = textsOf(messages);
  const { categories, singleNumber } = pluralsOf(lang);
  const problems: string[] = [];
  for (const [key, englishText] of english) {
    const text = ours.get(key);
    if (typeof text !== 'string' || !text.trim()) problems.push(`${key}: missing or empty`);
    else {
      const problem = placeholderProblem(text, englishText as string, PLURAL.exec(key)?.[2], singleNumber);
      if (problem) problems.push(`${key}: ${problem}`);
    }
  }
  for (const [key, text] of ours) {
    if (english.has(key)) continue;
    // A further plural form of a counted English label, in a category the language has.
    const [, base, category] = PLURAL.exec(key) ?? [];
    const englishText = english.get(`${base}_other`) ?? english.get(`${base}`);
    if (!base || !category || !english.has(`${base}_one`) || !categories.includes(category) || typeof englishText !== 'string') problems.push(`${key}: not an English key`);
    else if (typeof text !== 'string' || !text.trim()) problems.push(`${key}: empty`);
    else {
      const problem = placeholderProblem(text, englishText, category, singleNumber);
      if (problem) problems.push(`${key}: ${problem}`);
    }
  }
  return problems;
}

/** The keys of the counted labels, without their form (`people.results`, `tooManyAttempts`). */
function countedKeysOf(messages: Messages): string[] {
  return [...new Set([...textsOf(messages).keys()].map((key) => PLURAL.exec(key)?.[1]).filter((key): key is string => key !== undefined))];
}

/** An i18next instance with one language's messages and no fallback, set up as the server's is. */
function i18nextOf(lang: string, messages: Messages) {
  const instance = i18next.createInstance();
  void instance.init({ lng: lang, fallbackLng: false, resources: { [lang]: { translation: messages } }, initAsync: false, interpolation: { escapeValue: false }, returnNull: false, showSupportNotice: false });
  return instance;
}

const COUNTS = [...Array.from({ length: 250 }, (_, n) => n), 1000, 1001, 1_000_000, 2_000_000, 1.5];

describe.each(TRANSLATED)('%s', (lang) => {
  it('is a locale of the catalogue', () => {
    expect(bcp47Of(lang)).toBe(lang.replace('_', '-'));
    expect(() => new Intl.PluralRules(bcp47Of(lang))).not.toThrow();
  });

  it('has every public label of English, not empty, with its values, and only plural forms besides', () => {
    expect(problemsOf(lang, PUBLIC[lang]!, en_US)).toEqual([]);
  });

  it('has every API message of English, not empty, with its values, and only plural forms besides', () => {
    expect(problemsOf(lang, SERVER[lang]!, serverEn)).toEqual([]);
  });

  it('writes a counted public label for every number, in the language', () => {
    const t = createTranslate(lang, PUBLIC[lang]!);
    const english = createTranslate('en_US', en_US);
    const keys = countedKeysOf(PUBLIC[lang]!);
    expect(keys).toEqual(expect.arrayContaining(['people.results', 'search.results', 'search.otherLanguages']));
    for (const key of keys) {
      for (const count of COUNTS) {
        const options = { count, total: String(count), query: 'q' };
        const text = t(key, options);
        expect(text, `${key} ${count}`).not.toBe(key);
        expect(text, `${key} ${count}`).not.toBe(english(key, options));
      }
    }
  });

  it('writes a counted API message for every number, as the server’s i18next picks it', () => {
    const instance = i18nextOf(lang, SERVER[lang]!);
    const english = i18nextOf('en_US', serverEn);
    const keys = countedKeysOf(SERVER[lang]!);
    expect(keys).toEqual(expect.arrayContaining(['tooManyAttempts', 'credentialChecksLocked']));
    for (const key of keys) {
      for (const count of COUNTS) {
        const text = instance.t(key, { count });
        expect(text, `${key} ${count}`).not.toBe(key);
        expect(text, `${key} ${count}`).not.toBe(english.t(key, { count }));
      }
    }
  });
});

describe('Arabic plurals', () => {
  it('use the form of each number: the word alone for one and two, the plural to ten, the singular above', () => {
    const t = createTranslate('ar_SA', PUBLIC_MESSAGES.ar_SA);
    const results = (count: number) => t('people.results', { count, total: String(count) });
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map(results)).toEqual([
      'لا يوجد محامون',
      'محامٍ واحد',
      'محاميان',
      '3 محامين',
      '10 محامين',
      '11 محاميًا',
      '99 محاميًا',
      '100 محامٍ',
      '102 محامٍ',
    ]);
  });

  it('count minutes on the server the same way', () => {
    const instance = i18nextOf('ar_SA', SERVER_MESSAGES.ar_SA);
    expect([1, 2, 5, 15].map((count) => instance.t('tooManyAttempts', { count }).split(' بعد ')[1])).toEqual(['دقيقة واحدة.', 'دقيقتين.', '5 دقائق.', '15 دقيقة.']);
  });
});

describe('French and Spanish plurals', () => {
  it('count 0 as singular in French, and write “de” after a round million in both', () => {
    const fr = createTranslate('fr_FR', PUBLIC_MESSAGES.fr_FR);
    const es = createTranslate('es_ES', PUBLIC_MESSAGES.es_ES);
    expect(fr('people.results', { count: 0, total: '0' })).toBe('0 avocat');
    expect(fr('people.results', { count: 1_000_000, total: '1 000 000' })).toBe('1 000 000 d’avocats');
    expect(es('people.results', { count: 0, total: '0' })).toBe('0 abogados');
    expect(es('search.results', { count: 1_000_000, total: '1.000.000', query: 'x' })).toBe('1.000.000 de resultados para «x»');
  });
});
