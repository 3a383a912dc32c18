/**
 * Links to the same page in each enabled language. Following one reloads the page in that
 * language; the link is marked as picked, so the server remembers the choice in a cookie and
 * redirects to the page's plain address (decision 0074), with or without JavaScript. The choice
 * is also kept in local storage, which the spec names as the stored language.
 */
import { useTranslation } from '../../i18n/use-translation';
import { languageName, type Lang } from '../../../contract/languages';
import { siteLanguages } from '../../../contract/site-languages';
import { bcp47 } from '../../i18n/locales';
import { languagePickHref } from '../../lib/urls';

export const LANG_STORAGE_KEY = 'lang';

export function LanguageSwitch({ lang, path }: { lang: Lang; path: string }) {
  const { t } = useTranslation();
  return (
    <nav className="language-switch" aria-label={t('common.language')}>
      <ul>
        {siteLanguages().languages.map((code) => (
          <li key={code}>
            <a
              href={languagePickHref(path, code)}
              hrefLang={bcp47(code)}
              lang={bcp47(code)}
              aria-current={code === lang ? 'true' : undefined}
              onClick={() => {
                try {
                  localStorage.setItem(LANG_STORAGE_KEY, code);
                } catch {
                  // Storage may be unavailable (private mode); the cookie still carries the choice.
                }
              }}
            >
              {languageName(code)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
