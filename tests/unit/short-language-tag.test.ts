/**
 * The back office's short language tags (list tags, the audit log, the publish panel's names) tell
 * two variants of one language apart: a site with zh_CN and zh_TW showed "ZH" twice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { distinguishingTag, languageInWords, setSiteLanguages, shortLanguageTag, shortLanguageTags, siteLanguageName, siteLanguagePlace, siteLanguages, SPEC_SITE_LANGUAGES } from '../../contract/site-languages.js';

describe('short language tags', () => {
  afterEach(() => setSiteLanguages(SPEC_SITE_LANGUAGES));

  it('are two letters while no other site language shares them', () => {
    expect(SPEC_SITE_LANGUAGES.languages.map(shortLanguageTag)).toEqual(['DE', 'EN', 'ZH']);
    expect(distinguishingTag('zh_CN')).toBe('zh');
  });

  it('name the region of variants the site has both of', () => {
    setSiteLanguages({ languages: ['de_DE', 'zh_CN', 'zh_TW', 'pt_BR', 'pt_PT', 'en_US'], defaultLang: 'zh_CN' });
    expect(siteLanguages().languages.map(shortLanguageTag)).toEqual(['DE', 'ZH-CN', 'ZH-TW', 'PT-BR', 'PT-PT', 'EN']);
    // What the publish panel names them by: distinct names in the admin's language.
    const names = new Intl.DisplayNames(['en'], { type: 'language' });
    expect(names.of(distinguishingTag('zh_TW'))).not.toBe(names.of(distinguishingTag('zh_CN')));
  });

  it('give variants distinct names in words, and a language alone its plain name', () => {
    expect(siteLanguageName('zh_CN', 'en_US')).toBe('Chinese');
    setSiteLanguages({ languages: ['de_DE', 'zh_CN', 'zh_TW', 'en_US'], defaultLang: 'zh_CN' });
    expect(['de_DE', 'zh_CN', 'zh_TW'].map((code) => siteLanguageName(code, 'en_US'))).toEqual(['German', 'Chinese (China)', 'Chinese (Taiwan)']);
    expect(siteLanguageName('zh_TW', 'de-DE')).toBe('Chinesisch (Taiwan)');
  });

  it('join into one list as the audit log and the revisions drawer show them', () => {
    setSiteLanguages({ languages: ['de_DE', 'zh_CN', 'zh_TW', 'en_US'], defaultLang: 'zh_CN' });
    expect(shortLanguageTags(['zh_TW', 'de_DE'])).toBe('ZH-TW, DE');
    expect(shortLanguageTags([])).toBe('');
  });

  it("sort in the site's order, a language no longer on the site last", () => {
    const langs = ['fr_FR', 'zh_CN', 'de_DE', 'en_US'];
    expect(langs.sort((a, b) => siteLanguagePlace(a) - siteLanguagePlace(b))).toEqual(['de_DE', 'en_US', 'zh_CN', 'fr_FR']);
  });

  it("read in words as the labels' own word, unless a variant sits beside it, else Intl's name", () => {
    const ownWords: Record<string, string> = { zh_CN: 'Chinesisch (unsere Übersetzung)' };
    const ownWord = (code: string) => ownWords[code];
    expect(languageInWords('zh_CN', 'de-DE', ownWord)).toBe('Chinesisch (unsere Übersetzung)');
    expect(languageInWords('en_US', 'de-DE', ownWord)).toBe('Englisch');
    setSiteLanguages({ languages: ['de_DE', 'zh_CN', 'zh_TW'], defaultLang: 'zh_CN' });
    expect(languageInWords('zh_CN', 'de-DE', ownWord)).toBe('Chinesisch (China)');
  });
});
