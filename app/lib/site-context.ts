/** The site context of a page's head tags, from the root and public layout data. */
import type { Lang } from '../../contract/languages';
import { PUBLIC_FRAME } from './public-frame';
import type { SiteContext } from './seo';
import { pageMessages } from '../i18n/page-messages';
import { translatorOf, type Messages, type Translate } from '../i18n/translate';

interface MatchLike {
  id: string;
  data?: unknown;
}

export function siteContext(matches: readonly (MatchLike | undefined)[]): SiteContext {
  const root = matches.find((m) => m?.id === 'root')?.data as { lang: Lang; origin: string } | undefined;
  const layout = matches.find((m) => m?.id === PUBLIC_FRAME)?.data as { firm?: { name: string } } | undefined;
  return { origin: root?.origin ?? '', lang: root?.lang ?? 'en_US', firmName: layout?.firm?.name ?? '' };
}

const NO_MESSAGES: Messages = {};

/**
 * The page's translation function for its head tags, in the root's language: the same as the
 * page's `useTranslation` (meta functions run in the browser too, where root.tsx's Layout has
 * loaded the page's language before they run).
 */
export function pageTranslate(matches: readonly (MatchLike | undefined)[]): Translate {
  const lang = (matches.find((m) => m?.id === 'root')?.data as { lang?: Lang } | undefined)?.lang ?? 'en_US';
  return translatorOf(lang, pageMessages(lang) ?? NO_MESSAGES).t;
}
