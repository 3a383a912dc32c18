/** The site context of a page's head tags, from the root and public layout data. */
import type { Lang } from '../../contract/languages';
import type { SiteContext } from './seo';
import { translatorOf, type Messages, type Translate } from '../i18n/translate';

interface MatchLike {
  id: string;
  data?: unknown;
}

export function siteContext(matches: readonly (MatchLike | undefined)[]): SiteContext {
  const root = matches.find((m) => m?.id === 'root')?.data as { lang: Lang; origin: string } | undefined;
  const layout = matches.find((m) => m?.id === 'routes/public/layout')?.data as { firm?: { name: string } } | undefined;
  return { origin: root?.origin ?? '', lang: root?.lang ?? 'en_US', firmName: layout?.firm?.name ?? '' };
}

const NO_MESSAGES: Messages = {};

/**
 * The page's translation function for its head tags, from the messages of the root's data: the
 * same as the page's `useTranslation` (meta functions run in the browser too, where only the
 * page's language is loaded).
 */
export function pageTranslate(matches: readonly (MatchLike | undefined)[]): Translate {
  const root = matches.find((m) => m?.id === 'root')?.data as { lang?: Lang; messages?: Messages | string } | undefined;
  return translatorOf(root?.lang ?? 'en_US', root?.messages ?? NO_MESSAGES).t;
}
