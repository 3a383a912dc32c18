/**
 * The public pages' own translation function (decision 0040) gives what the i18next set-up it
 * replaced gave, for every label of every language, with and without values and counts.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { SpecLang } from '../../contract/languages.js';
import { createTranslate, translatorOf, type Messages, type TranslateOptions } from '../../app/i18n/translate.js';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { zh_CN } from '../../app/i18n/messages/zh_CN.js';

const MESSAGES: Record<SpecLang, Messages> = { de_DE, en_US, zh_CN };

/** An i18next instance configured as the public pages' was (app/i18n/i18n.ts before 0040). */
function i18nextOf(lang: string, messages: Messages) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return (key: string, options?: TranslateOptions) => (options ? instance.t(key, options as never) : instance.t(key)) as string;
}

/** Every label's key, plural forms also by their base key (`people.results`). */
function keysOf(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = `${prefix}${name}`;
    if (typeof value !== 'string') return keysOf(value, `${key}.`);
    const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
    return base ? [key, base] : [key];
  });
}

function placeholdersOf(key: string): string[] {
  const names = new Set<string>();
  for (const messages of Object.values(MESSAGES)) {
    for (const text of [key, `${key}_one`, `${key}_other`].map((k) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages))) {
      if (typeof text === 'string') for (const match of text.matchAll(/\{\{(.+?)\}\}/g)) names.add(match[1]!.trim());
    }
  }
  return [...names];
}

describe.each(Object.keys(MESSAGES) as SpecLang[])('in %s', (lang) => {
  const ours = createTranslate(lang, MESSAGES[lang]);
  const theirs = i18nextOf(lang, MESSAGES[lang]);
  const keys = [...new Set(keysOf(MESSAGES[lang]))];

  it('gives every label as i18next did, plain, with its values, with some missing, and with counts', () => {
    expect(keys.length).toBeGreaterThan(120);
    for (const key of keys) {
      const names = placeholdersOf(key);
      const full = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const cases: (TranslateOptions | undefined)[] = [
        undefined,
        full,
        Object.fromEntries(names.slice(1).map((name) => [name, 42])),
        Object.fromEntries(names.map((name, i) => [name, i % 2 ? null : undefined])),
        { ...full, unrelated: 'x' },
        ...[0, 1, 2, 5, 1.5, -1, 21, 101].map((count) => ({ ...full, count })),
        { ...full, count: '1' },
      ];
      for (const options of cases) expect(ours(key, options), `${key} ${JSON.stringify(options)}`).toBe(theirs(key, options));
    }
  });

  it('answers keys it lacks, and keys of a group of labels, as i18next did', () => {
    for (const key of ['nav.nothing', 'nothing', 'nav.home.deeper', 'nav.', '', 'people.results_few', 'nav', 'fallback.languages', 'people']) {
      for (const options of [undefined, { count: 1 }, { count: 3, total: '3' }, { host: 'example.org' }]) {
        expect(ours(key, options), `${key} ${JSON.stringify(options)}`).toBe(theirs(key, options));
      }
    }
    expect(ours('nav.nothing')).toBe('nav.nothing');
    expect(ours('nav', { count: 2 })).toBe(`key 'nav (${lang})' returned an object instead of string.`);
  });
});

describe('plurals', () => {
  it('chooses the form by the language’s rules when a number is counted', () => {
    const en = translatorOf('en_US', en_US).t;
    const de = translatorOf('de_DE', de_DE).t;
    const zh = translatorOf('zh_CN', zh_CN).t;
    expect(en('people.results', { count: 1, total: '1' })).toBe('1 lawyer');
    expect(en('people.results', { count: 0, total: '0' })).toBe('0 lawyers');
    expect(en('people.results', { count: 1234, total: '1,234' })).toBe('1,234 lawyers');
    expect(de('people.results', { count: 1, total: '1' })).toBe('1 Ergebnis');
    expect(de('people.results', { count: 2, total: '2' })).toBe('2 Ergebnisse');
    // Chinese has one form: `_other`, also for 1.
    expect(zh('people.results', { count: 1, total: '1' })).toBe('共 1 位律师');
    // A count given as text is no count (i18next's rule), and a label without forms is used as it is.
    expect(en('people.results', { count: '1', total: '1' })).toBe('people.results');
    expect(en('search.suggestionsCount', { count: 1 })).toBe('1 suggestions; up and down arrows choose, Enter opens');
  });

  it('knows zero and the categories of other languages as i18next does', () => {
    const messages = { files_zero: 'no files', files_one: '{{count}} file', files_few: '{{count}} files (few)', files_many: '{{count}} files (many)', files_other: '{{count}} files (other)' };
    for (const lang of ['pl_PL', 'en_US', 'ar_SA']) {
      const ours = createTranslate(lang, messages);
      const theirs = i18nextOf(lang, messages);
      for (const count of [0, 1, 2, 3, 5, 11, 22, 1.5, 100]) expect(ours('files', { count }), `${lang} ${count}`).toBe(theirs('files', { count }));
    }
    expect(createTranslate('pl_PL', messages)('files', { count: 3 })).toBe('3 files (few)');
  });
});

describe('values', () => {
  const t = createTranslate('en_US', en_US);

  it('puts values in as they are: no `$` patterns, no second reading', () => {
    expect(t('footer.rights', { year: 2026, firm: 'A $& B' })).toBe('© 2026 A $& B. All rights reserved.');
    expect(t('search.noResults', { query: '{{query}}' })).toBe('Nothing found for “{{query}}”.');
    expect(t('common.external', { host: { toString: () => 'example.org' } })).toBe('Opens the article on example.org');
  });

  it('leaves a placeholder the options lack, and empties one they hold as nothing', () => {
    expect(t('common.page')).toBe('Page {{page}} of {{pages}}');
    expect(t('common.page', { page: 2 })).toBe('Page 2 of {{pages}}');
    expect(t('common.page', { page: null, pages: undefined })).toBe('Page  of ');
  });
});
