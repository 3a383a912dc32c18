/**
 * A search result for one of the firm's documents (privacy policy, terms, disclaimer) is titled as
 * the document's page is, in every language with bundled labels (issue 48 point 5): French,
 * Spanish, Japanese and Arabic results were titled in English.
 */
import { expect, it } from 'vitest';
import { LABELLED_LANGUAGES } from '../../contract/languages.js';
import { DOCUMENT_NAMES } from '../../contract/portal-config.js';
import { ar_SA } from '../../app/i18n/messages/ar_SA.js';
import { de_DE } from '../../app/i18n/messages/de_DE.js';
import { en_US } from '../../app/i18n/messages/en_US.js';
import { es_ES } from '../../app/i18n/messages/es_ES.js';
import { fr_FR } from '../../app/i18n/messages/fr_FR.js';
import { ja_JP } from '../../app/i18n/messages/ja_JP.js';
import { zh_CN } from '../../app/i18n/messages/zh_CN.js';
import { zh_TW } from '../../app/i18n/messages/zh_TW.js';
import { DOCUMENT_TITLES } from '../../server/modules/search/indexer.js';

const PAGE_LABELS = { de_DE, en_US, zh_CN, zh_TW, fr_FR, es_ES, ja_JP, ar_SA };

it('titles each document as its page does in every labelled language', () => {
  for (const lang of LABELLED_LANGUAGES) {
    for (const name of DOCUMENT_NAMES) expect(DOCUMENT_TITLES[lang][name], `${lang} ${name}`).toBe(PAGE_LABELS[lang].common[name]);
  }
});
