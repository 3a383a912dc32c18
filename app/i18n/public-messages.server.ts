/**
 * The public pages' labels in every language that has them (LABELLED_LANGUAGES). Server only
 * (`.server`): a page carries its own language's (decision 0040), written by root.tsx as a data
 * block (decision 0056), so the browser loads another only if a visit moves to it.
 */
import { LABELLED_LANGUAGES, type LabelledLang } from '../../contract/languages';
import { keepPageMessages } from './page-messages';
import { ar_SA } from './messages/ar_SA';
import { de_DE } from './messages/de_DE';
import { en_US, type PublicMessages } from './messages/en_US';
import { es_ES } from './messages/es_ES';
import { fr_FR } from './messages/fr_FR';
import { ja_JP } from './messages/ja_JP';
import { zh_CN } from './messages/zh_CN';

export const PUBLIC_MESSAGES: Record<LabelledLang, PublicMessages> = { de_DE, en_US, zh_CN, fr_FR, es_ES, ja_JP, ar_SA };

/**
 * Each language's messages as the JSON text a page carries: one string per language, made once
 * per process and written into every page as it is (`<` escaped, so the text cannot close its
 * element). As React Router's data, the labels were escaped twice on every page (decision 0056).
 */
export const PUBLIC_MESSAGES_JSON = Object.fromEntries(LABELLED_LANGUAGES.map((lang) => [lang, dataBlockText(PUBLIC_MESSAGES[lang])])) as Record<LabelledLang, string>;

/** Labels as the JSON text of a data block: a `<` as `\u003c`, so that no label can end the element (`</script`). */
export function dataBlockText(messages: object): string {
  return JSON.stringify(messages).replace(/</g, '\\u003c');
}

// The server has every language's labels for whatever page it renders (page-messages.ts).
for (const lang of LABELLED_LANGUAGES) keepPageMessages(lang, PUBLIC_MESSAGES_JSON[lang]);
