/**
 * The public pages' labels in every language that has them (LABELLED_LANGUAGES), and in every site
 * language as they are now: key by key the translation an administrator stored, else the bundled
 * text, else English's (decision 0086). Server only (`.server`): a page carries its own language's
 * (decision 0040), written by root.tsx as a data block (decision 0056), so the browser loads
 * another only if a visit moves to it.
 */
import { LABELLED_LANGUAGES, type LabelledLang, type Lang } from '../../contract/languages';
import { storedLabels, storedLabelsVersion, withLabels } from '../../contract/site-labels';
import { keepPageMessages, labelsLanguage, servePageMessages } from './page-messages';
import { ar_SA } from './messages/ar_SA';
import { de_DE } from './messages/de_DE';
import { en_US, type PublicMessages } from './messages/en_US';
import { es_ES } from './messages/es_ES';
import { fr_FR } from './messages/fr_FR';
import { ja_JP } from './messages/ja_JP';
import { zh_CN } from './messages/zh_CN';
import { zh_TW } from './messages/zh_TW';

export const PUBLIC_MESSAGES: Record<LabelledLang, PublicMessages> = { de_DE, en_US, zh_CN, zh_TW, fr_FR, es_ES, ja_JP, ar_SA };

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

/** Each language's labels with stored translations, made for the stored labels' version they name (one per site language). */
const translated = new Map<Lang, { version: number; text: string }>();

/**
 * A language's labels as its pages carry them now. Without stored translations, the bundled
 * text itself (the same string every page splices in: server/http/spliced-gzip.ts); with some,
 * made again once after each load of the stored translations (their cache tag moved, on this
 * instance or another: server/modules/labels), before the next page renders with them. Read from
 * memory: a page asks the database nothing more for its labels.
 */
export function currentMessagesJson(lang: Lang): string {
  const bundled = PUBLIC_MESSAGES_JSON[labelsLanguage(lang)];
  const stored = storedLabels(lang);
  if (!stored) return bundled;
  const version = storedLabelsVersion();
  const made = translated.get(lang);
  if (made?.version === version) return made.text;
  const text = dataBlockText(withLabels(PUBLIC_MESSAGES[labelsLanguage(lang)], stored));
  translated.set(lang, { version, text });
  return text;
}

servePageMessages(currentMessagesJson);
