/**
 * What visitors see while the site is not online: "under maintenance, back soon" or "temporarily
 * unavailable", with the firm's contact details. `standalone` when it replaces the whole frame.
 */
import { useTranslation } from '../../i18n/use-translation';
import { SITE_MAINTENANCE, SITE_ONLINE } from '../../../contract/site-status';
import type { FirmSummary } from '../../lib/site.server';
import { otherLang, usePageLang } from '../../lib/lang';
import { telHref } from '../../lib/urls';

export function StatusScreen({ siteStatus, firm, standalone = false }: { siteStatus: number; firm: FirmSummary | null; standalone?: boolean }) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const firmLang = firm ? otherLang(firm.lang ?? lang, lang) : undefined;
  const [title, text] =
    siteStatus === SITE_ONLINE
      ? [t('status.onlineTitle'), t('status.onlineText')]
      : siteStatus === SITE_MAINTENANCE
        ? [t('status.maintenanceTitle'), t('status.maintenanceText')]
        : [t('status.closedTitle'), t('status.closedText')];
  const body = (
    <section className="status-screen" aria-labelledby="status-title">
      {firm ? <p className="status-screen__firm" lang={firmLang}>{firm.name}</p> : null}
      <h1 id="status-title">{title}</h1>
      <p>{text}</p>
      {firm && (firm.tel || firm.email || firm.address) ? (
        <div className="status-screen__contact">
          <p>{t('status.reach')}</p>
          <ul>
            {firm.tel ? (
              <li>
                {t('common.contactNumber')}: <a href={telHref(firm.tel)} dir="ltr">{firm.tel}</a>
              </li>
            ) : null}
            {firm.email ? (
              <li>
                {t('common.mail')}: <a href={`mailto:${firm.email}`} dir="ltr">{firm.email}</a>
              </li>
            ) : null}
            {firm.address ? (
              <li>
                {t('common.address')}: <span lang={firmLang}>{firm.address}</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {siteStatus !== SITE_ONLINE ? (
        <p>
          <a className="button" href="/home">
            {t('status.tryAgain')}
          </a>
        </p>
      ) : null}
    </section>
  );
  return standalone ? <main id="main" className="status-page">{body}</main> : body;
}
