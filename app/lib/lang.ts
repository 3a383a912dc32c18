/** The page's language, from the root loader, and the mark of words in another language on it. */
import { useRouteLoaderData } from 'react-router';
import type { Lang } from '../../contract/languages';
import { isLang } from '../../contract/site-languages';
import { bcp47 } from '../i18n/locales';

export function usePageLang(): Lang {
  const root = useRouteLoaderData<{ lang: Lang }>('root');
  return root?.lang ?? 'en_US';
}

/**
 * The `lang` attribute of words in `contentLang` on a page in `pageLang` (an item's version or the
 * firm's settings taken from another language): none when they agree.
 */
export function otherLang(contentLang: string, pageLang: Lang): string | undefined {
  return contentLang !== pageLang && isLang(contentLang) ? bcp47(contentLang) : undefined;
}
