/** The site context of a page's head tags, from the root and public layout data. */
import type { Lang } from '../../contract/languages';
import type { SiteContext } from './seo';

interface MatchLike {
  id: string;
  data?: unknown;
}

export function siteContext(matches: readonly (MatchLike | undefined)[]): SiteContext {
  const root = matches.find((m) => m?.id === 'root')?.data as { lang: Lang; origin: string } | undefined;
  const layout = matches.find((m) => m?.id === 'routes/public/layout')?.data as { firm?: { name: string } } | undefined;
  return { origin: root?.origin ?? '', lang: root?.lang ?? 'en_US', firmName: layout?.firm?.name ?? '' };
}
