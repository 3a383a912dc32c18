/** The footer of every page: address, contact number and mail, and the firm's documents. */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import { useKeptMarkup } from '../../lib/frame-markup';
import { otherLang } from '../../lib/lang';
import type { FirmSummary } from '../../lib/site.server';
import { ContactList } from './ContactList';

export function SiteFooter({ lang, firm, inert }: { lang: Lang; firm: FirmSummary; inert?: boolean }) {
  const { t } = useTranslation();
  const kept = useKeptMarkup('footer');
  // On the server, the markup kept for this language (app/lib/frame-markup.server.tsx).
  if (kept !== undefined) return <footer className="site-footer" id="contact" inert={inert} dangerouslySetInnerHTML={{ __html: kept }} />;
  // The firm's words come from another language when the page's has no settings of its own.
  const firmLang = otherLang(firm.lang ?? lang, lang);
  return (
    <footer className="site-footer" id="contact" inert={inert}>
      <div className="site-footer__inner">
        {/* Not a landmark of its own: the footer is one already, and the about page has a
            "Contact" region whose name this one would repeat. */}
        <div>
          <h2 id="footer-contact" className="site-footer__title">
            {t('nav.contact')}
          </h2>
          <p className="site-footer__firm" lang={firmLang}>{firm.name}</p>
          <ContactList className="contact-list" address={firm.address} addressLang={firmLang} tel={firm.tel} email={firm.email} />
        </div>
        <nav aria-labelledby="footer-documents">
          <h2 id="footer-documents" className="site-footer__title">
            {t('footer.documents')}
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/docs/privacy" discover="none">{t('common.privacy')}</Link>
            </li>
            <li>
              <Link to="/docs/terms" discover="none">{t('common.terms')}</Link>
            </li>
            <li>
              <Link to="/docs/disclaimer" discover="none">{t('common.disclaimer')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__rights">{t('footer.rights', { year: new Date().getUTCFullYear(), firm: firm.name })}</p>
    </footer>
  );
}
