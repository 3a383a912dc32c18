/** The page's language, from the root loader. */
import { useRouteLoaderData } from 'react-router';
import type { Lang } from '../../contract/languages';

export function usePageLang(): Lang {
  const root = useRouteLoaderData<{ lang: Lang }>('root');
  return root?.lang ?? 'en_US';
}
