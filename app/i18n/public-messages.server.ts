/**
 * The public pages' labels in every language. Server only (`.server`): the root loader sends a
 * page its own language's messages (decision 0040), so the browser never loads the other two.
 */
import type { Lang } from '../../contract/languages';
import { de_DE } from './messages/de_DE';
import { en_US, type PublicMessages } from './messages/en_US';
import { zh_CN } from './messages/zh_CN';

export const PUBLIC_MESSAGES: Record<Lang, PublicMessages> = { de_DE, en_US, zh_CN };
