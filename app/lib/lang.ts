/** The page's language, from the root loader. */
import { useRouteLoaderData } from 'react-router';
import type { Lang } from '../../contract/languages';

export function usePageLang(): Lang {
  const root = useRouteLoaderData('root') as { lang: Lang } | undefined;
  return root?.lang ?? 'en_US';
}
