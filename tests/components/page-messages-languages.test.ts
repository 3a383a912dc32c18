/**
 * Which bundled labels a page language uses (issue 48 point 3): its own for the seven languages
 * that have a file, English's for any other catalogue language until it has one; visitors' API
 * messages likewise.
 */
import { describe, expect, it } from 'vitest';
import { LABELLED_LANGUAGES } from '../../contract/languages';
import { setSiteLanguages, siteLanguages } from '../../contract/site-languages';
import { languageWord } from '../../app/components/public/FallbackNotice';
import { labelsLanguage } from '../../app/i18n/page-messages';
import { translatorOf } from '../../app/i18n/translate';
import { PUBLIC_MESSAGES } from '../../app/i18n/public-messages.server';
import { translate } from '../../server/i18n/translate';
import { ar_SA } from '../../server/i18n/messages/ar_SA';
import { de_DE } from '../../server/i18n/messages/de_DE';
import { en_US } from '../../server/i18n/messages/en_US';
import { ja_JP } from '../../server/i18n/messages/ja_JP';
import { zh_TW } from '../../server/i18n/messages/zh_TW';

describe('bundled labels by language', () => {
  it('gives each labelled language its own labels, and any other language English', () => {
    for (const lang of LABELLED_LANGUAGES) expect(labelsLanguage(lang)).toBe(lang);
    expect(labelsLanguage('pt_BR')).toBe('en_US');
    expect(labelsLanguage('he_IL')).toBe('en_US');
    expect(labelsLanguage('en_GB')).toBe('en_US');
  });

  it("gives a variant of a labelled language that language's labels and messages, not English's", () => {
    // Hong Kong's are Traditional Chinese's, as it writes Traditional characters (decision 0106).
    expect((['de_AT', 'zh_HK', 'es_MX', 'ar_AE'] as const).map((lang) => labelsLanguage(lang))).toEqual(['de_DE', 'zh_TW', 'es_ES', 'ar_SA']);
    expect(translate('de_AT', 'recordNotFound')).toBe(de_DE.recordNotFound);
    expect(translate('zh_HK', 'recordNotFound')).toBe(zh_TW.recordNotFound);
    expect(PUBLIC_MESSAGES.fr_FR.nav.home).not.toBe(PUBLIC_MESSAGES.en_US.nav.home);
  });

  it('answers visitors in Arabic and Japanese, and in English for a language without messages', () => {
    expect(translate('ar_SA', 'recordNotFound')).toBe(ar_SA.recordNotFound);
    expect(translate('ja_JP', 'recordNotFound')).toBe(ja_JP.recordNotFound);
    expect(translate('pt_BR', 'recordNotFound')).toBe(en_US.recordNotFound);
  });

  it("names the languages of a fallback notice in the page's labels, as Intl does for those the labels have no word for", () => {
    const french = translatorOf('fr_FR', PUBLIC_MESSAGES.fr_FR).t;
    expect(languageWord(french, 'en_US', 'fr_FR')).toBe('anglais');
    expect(languageWord(french, 'ar_SA', 'fr_FR')).toBe('arabe');
    // A language without labels reads English's, and its names in English.
    const english = translatorOf('en_US', PUBLIC_MESSAGES.en_US).t;
    expect(languageWord(english, 'pt_BR', 'pt_BR')).toBe('Portuguese');
  });

  it('names a variant apart when the site has another of the same language, not in the shared word', () => {
    const before = siteLanguages();
    setSiteLanguages({ languages: ['en_US', 'zh_CN', 'zh_TW'], defaultLang: 'en_US' });
    try {
      // A Traditional Chinese page names Simplified Chinese in its own characters.
      const traditional = translatorOf('zh_TW', PUBLIC_MESSAGES.zh_TW).t;
      expect(languageWord(traditional, 'zh_CN', 'zh_TW')).toBe('中文（中國）');
      const chinese = translatorOf('zh_CN', PUBLIC_MESSAGES.zh_CN).t;
      expect(languageWord(chinese, 'zh_TW', 'zh_CN')).toBe('中文（台湾）');
      const english = translatorOf('en_US', PUBLIC_MESSAGES.en_US).t;
      expect(languageWord(english, 'zh_TW', 'en_US')).toBe('Chinese (Taiwan)');
      expect(languageWord(chinese, 'en_US', 'zh_CN')).toBe(PUBLIC_MESSAGES.zh_CN.fallback.languages.en_US);
    } finally {
      setSiteLanguages(before);
    }
  });
});
