/**
 * The rules of translated labels (contract/site-labels.ts, decision 0086), held against the labels
 * the site comes with: every bundled label of every labelled language is a label of that language
 * and keeps English's placeholders, so that what the bundled files do an administrator may do too.
 */
import { describe, expect, it } from 'vitest';
import { ar_SA } from '../../app/i18n/messages/ar_SA.js';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { es_ES } from '../../app/i18n/messages/es_ES.js';
import { fr_FR } from '../../app/i18n/messages/fr_FR.js';
import { ja_JP } from '../../app/i18n/messages/ja_JP.js';
import { zh_CN } from '../../app/i18n/messages/zh_CN.js';
import { flattenLabels, labelProblem, labelSources, placeholdersOf, withLabels } from '../../contract/site-labels.js';

const ENGLISH = flattenLabels(en_US);

describe('label rules', () => {
  it.each(Object.entries({ de_DE, zh_CN, fr_FR, es_ES, ja_JP, ar_SA }))('accepts every bundled %s label', (lang, tree) => {
    const bundled = flattenLabels(tree);
    const sources = new Map(labelSources(lang, ENGLISH, bundled).map((source) => [source.key, source]));
    const counts = new Intl.PluralRules(lang.replace('_', '-')).resolvedOptions().pluralCategories as string[];
    for (const [key, text] of Object.entries(bundled)) {
      const source = sources.get(key);
      // Only a form the language never counts in (Chinese's `one`, kept to mirror English's keys) is left out.
      if (!source) {
        expect(key).toMatch(/_(one|two|few|many)$/);
        expect(counts, key).not.toContain(/_(one|two|few|many)$/.exec(key)![1]);
      }
      else expect(labelProblem(source, text), `${lang} ${key}`).toBeNull();
    }
    expect([...sources.keys()].filter((key) => !(key in bundled))).toEqual([]);
  });

  it('lists Arabic’s six forms of a counted label, English’s two, and none of the plain ones twice', () => {
    const arabic = labelSources('ar_SA', ENGLISH, flattenLabels(ar_SA)).map((source) => source.key);
    expect(arabic.filter((key) => key.startsWith('search.results_'))).toEqual(['search.results_zero', 'search.results_one', 'search.results_two', 'search.results_few', 'search.results_many', 'search.results_other']);
    const chinese = labelSources('zh_CN', ENGLISH, flattenLabels(zh_CN)).map((source) => source.key);
    expect(chinese.filter((key) => key.startsWith('search.results_'))).toEqual(['search.results_other']);
    const english = labelSources('en_US', ENGLISH).map((source) => source.key);
    expect(english.filter((key) => key.startsWith('search.results_'))).toEqual(['search.results_one', 'search.results_other']);
    expect(new Set(english).size).toBe(english.length);
    // `kind_person` is not a plural form: there is no `kind_other`.
    expect(english).toContain('search.kind_person');
  });

  it('finds placeholders and refuses a missing or an extra one, letting a counted label’s `one` leave its count out', () => {
    expect(placeholdersOf('{{total}} results for “{{query}}” ({{ total }})')).toEqual(['total', 'query']);
    const sources = new Map(labelSources('pt_BR', ENGLISH).map((source) => [source.key, source]));
    expect(labelProblem(sources.get('search.results_other')!, 'Resultados para “{{query}}”')).toEqual({ problem: 'placeholders', missing: ['total'], extra: [] });
    expect(labelProblem(sources.get('search.results_one')!, 'Um resultado para “{{query}}”')).toBeNull();
    expect(labelProblem(sources.get('nav.home')!, 'Início {{firm}}')).toEqual({ problem: 'placeholders', missing: [], extra: ['firm'] });
  });

  it('puts translations into a copy of the labels, the original left as it was', () => {
    const merged = withLabels(en_US, { 'nav.home': 'Início', 'people.results_many': '{{total}} advogados' }) as typeof en_US & { people: { results_many: string } };
    expect(merged.nav.home).toBe('Início');
    expect(merged.nav.about).toBe(en_US.nav.about);
    expect(merged.people.results_many).toBe('{{total}} advogados');
    expect(en_US.nav.home).toBe('Home');
  });
});
