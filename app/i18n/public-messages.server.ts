/**
 * The public pages' labels in every language. Server only (`.server`): a page carries its own
 * language's (decision 0040), written by root.tsx as a data block (decision 0056), so the browser
 * loads the other two only if a visit moves to them.
 */
import { SPEC_LANGUAGES, type SpecLang } from '../../contract/languages';
import { keepPageMessages } from './page-messages';
import { de_DE } from './messages/de_DE';
import { en_US, type PublicMessages } from './messages/en_US';
import { zh_CN } from './messages/zh_CN';

export const PUBLIC_MESSAGES: Record<SpecLang, PublicMessages> = { de_DE, en_US, zh_CN };

/**
 * Each language's messages as the JSON text a page carries: one string per language, made once
 * per process and written into every page as it is (`<` escaped, so the text cannot close its
 * element). As React Router's data, the labels were escaped twice on every page (decision 0056).
 */
export const PUBLIC_MESSAGES_JSON: Record<SpecLang, string> = {
  de_DE: dataBlockText(de_DE),
  en_US: dataBlockText(en_US),
  zh_CN: dataBlockText(zh_CN),
};

/** Labels as the JSON text of a data block: a `<` as `\u003c`, so that no label can end the element (`</script`). */
export function dataBlockText(messages: object): string {
  return JSON.stringify(messages).replace(/</g, '\\u003c');
}

// The server has every language's labels for whatever page it renders (page-messages.ts).
for (const lang of SPEC_LANGUAGES) keepPageMessages(lang, PUBLIC_MESSAGES_JSON[lang]);
