/**
 * An image put into a text takes the file's text alternative in that text's language: the
 * editor's `lang` is the language's whole tag, so a site with zh_CN and zh_TW takes each one's
 * own (it took the first Chinese one for both).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setSiteLanguages, SPEC_SITE_LANGUAGES } from '../../contract/site-languages';
import { altInLanguage } from '../../app/components/admin/MediaPicker';

const file = { alt: { zh_CN: '伦敦办公室', zh_TW: '倫敦辦公室', en_US: 'The London office' } };

describe("a file's text alternative in a text's language", () => {
  afterEach(() => setSiteLanguages(SPEC_SITE_LANGUAGES));

  it('takes the variant the tag names, and a language by its first subtag', () => {
    setSiteLanguages({ languages: ['en_US', 'zh_CN', 'zh_TW'], defaultLang: 'en_US' });
    expect(altInLanguage(file, 'zh-TW')).toBe('倫敦辦公室');
    expect(altInLanguage(file, 'zh-CN')).toBe('伦敦办公室');
    expect(altInLanguage(file, 'zh_TW')).toBe('倫敦辦公室');
    expect(altInLanguage(file, 'en')).toBe('The London office');
    expect(altInLanguage(file, 'en-GB')).toBe('The London office');
  });

  it('answers nothing for a language the file has no text in, or none given', () => {
    expect(altInLanguage(file, 'de-DE')).toBe('');
    expect(altInLanguage(file, undefined)).toBe('');
  });
});
