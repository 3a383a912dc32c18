/**
 * The public pages' labels in every language. Server only (`.server`): the root loader sends a
 * page its own language's messages (decision 0040), so the browser never loads the other two.
 */
import type { Lang } from '../../contract/languages';
import { de_DE } from './messages/de_DE';
import { en_US, type PublicMessages } from './messages/en_US';
import { zh_CN } from './messages/zh_CN';

export const PUBLIC_MESSAGES: Record<Lang, PublicMessages> = { de_DE, en_US, zh_CN };

/**
 * Each language's messages as the JSON text the root loader sends: one string, written once per
 * process. As an object, its few hundred labels were flattened by React Router's data encoding
 * on every render (decision 0051); a string is copied as it is, and parsed once in the browser.
 */
export const PUBLIC_MESSAGES_JSON: Record<Lang, string> = {
  de_DE: JSON.stringify(de_DE),
  en_US: JSON.stringify(en_US),
  zh_CN: JSON.stringify(zh_CN),
};
