/**
 * `useTranslation` for the public pages: the `t` of the page's language, which root.tsx provides
 * from the messages its loader sends (decision 0040: only that language's labels reach the
 * browser, and no i18next). The back office keeps react-i18next's hook and its own instance.
 */
import { createContext, useContext } from 'react';
import { translatorOf, type Translate } from './translate';

export type { Translate } from './translate';

export const TranslationContext = createContext<{ t: Translate } | null>(null);

// Outside a page (a component rendered alone) no labels: each key shows as itself.
const NO_MESSAGES = translatorOf('en_US', {});

export function useTranslation(): { t: Translate } {
  return useContext(TranslationContext) ?? NO_MESSAGES;
}
