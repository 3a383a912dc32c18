/**
 * Links to the same page in each enabled language: a row of them, or a menu of them on a site with
 * more languages than a phone's header holds. Following one reloads the page in that
 * language; the link is marked as picked, so the server remembers the choice in a cookie and
 * redirects to the page's plain address (decision 0074), with or without JavaScript. The choice
 * is also kept in local storage, which the spec names as the stored language.
 */
import { useTranslation } from '../../i18n/use-translation';
import { languageName, type Lang } from '../../../contract/languages';
import { siteLanguages } from '../../../contract/site-languages';
import { bcp47 } from '../../i18n/locales';
import { languagePickHref } from '../../lib/urls';
import { useClosingMenu } from './useClosingMenu';

export const LANG_STORAGE_KEY = 'lang';

/**
 * The most languages shown as a row of links beside the brand and the menu: three fit a phone's
 * header. A site with more shows the page's language as a button that opens the list.
 */
export const MOST_LANGUAGES_IN_A_ROW = 3;

export function LanguageSwitch({ lang, path }: { lang: Lang; path: string }) {
  const { t } = useTranslation();
  const menu = useClosingMenu();
  const languages = siteLanguages().languages;
  const links = (
    <ul>
      {languages.map((code) => (
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
  );
  return (
    <nav className="language-switch" aria-label={t('common.language')}>
      {languages.length <= MOST_LANGUAGES_IN_A_ROW ? (
        links
      ) : (
        <details className="language-switch__menu" ref={menu}>
          <summary lang={bcp47(lang)}>{languageName(lang)}</summary>
          {links}
        </details>
      )}
    </nav>
  );
}
