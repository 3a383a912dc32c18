/** The header: the firm's mark and name, the main navigation, the search field and the language switch. */
import { preload } from 'react-dom';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import { useKeptMarkup } from '../../lib/frame-markup';
import type { FirmSummary } from '../../lib/site.server';
import { otherLang } from '../../lib/lang';
import { mediaSrc } from '../../lib/urls';
import { LanguageSwitch } from './LanguageSwitch';
import { SiteSearch } from './SiteSearch';
import { useClosingMenu } from './useClosingMenu';

const NAV = [
  { to: '/home', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/expertises', label: 'nav.expertise' },
  { to: '/people', label: 'nav.people' },
  { to: '/news', label: 'nav.news' },
  { to: '/case', label: 'nav.deals' },
] as const;

/** The addresses whose sections the header marks (its `NavLink`s): the brand's and the navigation's. */
export const HEADER_SECTIONS: readonly string[] = NAV.map((item) => item.to);

export function SiteHeader({ lang, firm, path, inert }: { lang: Lang; firm: FirmSummary; path: string; inert?: boolean }) {
  const { t } = useTranslation();
  const menu = useClosingMenu();
  const kept = useKeptMarkup('header');
  if (kept !== undefined) {
    // On the server, the markup kept for this language and section (app/lib/frame-markup.server.tsx);
    // the logo is fetched early, as React has the browser do for an image it renders itself.
    const logo = mediaSrc(firm.iconUrl);
    if (logo) preload(logo, { as: 'image' });
    return <header className="site-header" inert={inert} dangerouslySetInnerHTML={{ __html: kept }} />;
  }
  const links = NAV.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} prefetch="intent" discover="none">
        {t(item.label)}
      </NavLink>
    </li>
  ));
  return (
    <header className="site-header" inert={inert}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="site-header__inner">
        <NavLink to="/home" className="brand" prefetch="intent" discover="none">
          {firm.iconUrl ? <img src={mediaSrc(firm.iconUrl)} alt="" width={40} height={40} /> : null}
          <span className="brand__name" lang={otherLang(firm.lang ?? lang, lang)}>{firm.name}</span>
        </NavLink>
        <nav aria-label={t('nav.mainNavigation')} className="site-nav">
          <ul className="site-nav__list">{links}</ul>
        </nav>
        <SiteSearch lang={lang} id="site-search" className="site-search--header" />
        <LanguageSwitch lang={lang} path={path} />
        {/* Without JavaScript the menu still opens: <details> needs none. */}
        <details className="mobile-menu" ref={menu}>
          <summary>{t('nav.menu')}</summary>
          <nav aria-label={t('nav.mainNavigation')}>
            <SiteSearch lang={lang} id="menu-search" className="site-search--menu" />
            <ul>{links}</ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
