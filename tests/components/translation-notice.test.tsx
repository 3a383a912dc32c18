/**
 * The notice in a version's tab that another language's text changed after it (decision 0071)
 * names those languages in words, also a site language past the spec's three (issue 48), whose
 * word the back office's labels lack: never the label's key.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../contract/languages';
import { setSiteLanguages, siteLanguages } from '../../contract/site-languages';
import { TranslationNotice, type TranslationStatusState } from '../../app/components/admin/TranslationNotice';
import { renderInAdmin } from './render';

const status = (present: Lang[]): TranslationStatusState => ({ marked: ['de_DE'], present, markCurrent: async () => {}, busy: null });

describe('the translation notice', () => {
  it.each([
    ['en_US', 'The English and French text changed after this translation'],
    ['de_DE', 'Französisch'],
    ['zh_CN', '法语'],
  ] as const)('names a language added to the site in words, in %s', (lang, words) => {
    renderInAdmin(<TranslationNotice lang="de_DE" status={status(['de_DE', 'en_US', 'fr_FR'])} />, lang);
    expect(screen.getByRole('alert').textContent).toContain(words);
    expect(screen.getByRole('alert').textContent).not.toMatch(/translationStatus|fr_FR/);
  });

  it('names two variants of one language apart', () => {
    const before = siteLanguages();
    setSiteLanguages({ languages: ['de_DE', 'zh_CN', 'zh_TW'], defaultLang: 'de_DE' });
    try {
      renderInAdmin(<TranslationNotice lang="de_DE" status={status(['de_DE', 'zh_CN', 'zh_TW'])} />, 'en_US');
      expect(screen.getByRole('alert').textContent).toContain('The Chinese (China) and Chinese (Taiwan) text changed after this translation');
    } finally {
      setSiteLanguages(before);
    }
  });
});
