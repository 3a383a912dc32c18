/** The header: the firm's mark and name, the main navigation, and the language switch. */
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contract/languages';
import type { FirmSummary } from '../../lib/site.server';
import { mediaSrc } from '../../lib/urls';
import { LanguageSwitch } from './LanguageSwitch';

const NAV = [
  { to: '/home', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/expertises', label: 'nav.expertise' },
  { to: '/people', label: 'nav.people' },
  { to: '/news', label: 'nav.news' },
  { to: '/case', label: 'nav.deals' },
] as const;

export function SiteHeader({ lang, firm, path }: { lang: Lang; firm: FirmSummary; path: string }) {
  const { t } = useTranslation();
  const links = NAV.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} prefetch="intent" className={({ isActive }) => (isActive ? 'active' : undefined)}>
        {t(item.label)}
      </NavLink>
    </li>
  ));
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="site-header__inner">
        <NavLink to="/home" className="brand" prefetch="intent">
          {firm.iconUrl ? <img src={mediaSrc(firm.iconUrl)} alt="" width={40} height={40} /> : null}
          <span className="brand__name">{firm.name}</span>
        </NavLink>
        <nav aria-label={t('nav.mainNavigation')} className="site-nav">
          <ul className="site-nav__list">{links}</ul>
        </nav>
        <LanguageSwitch lang={lang} path={path} />
        {/* Without JavaScript the menu still opens: <details> needs none. */}
        <details className="mobile-menu">
          <summary>{t('nav.menu')}</summary>
          <nav aria-label={t('nav.mainNavigation')}>
            <ul>{links}</ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
