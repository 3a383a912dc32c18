/**
 * While the public site is in maintenance or closed, every back-office screen says so above its
 * content, so nobody forgets to switch it back on. Administrators get a link to the status screen;
 * editors, who cannot change it, are told who can.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_MAINTENANCE, SITE_ONLINE, type SiteStatus } from '../../contract/site-status';

export function SiteStatusBanner({ status, isAdministrator }: { status: SiteStatus | null; isAdministrator: boolean }) {
  const { t } = useTranslation();
  if (status === null || status === SITE_ONLINE) return null;
  const key = status === SITE_MAINTENANCE ? 'maintenance' : 'closed';
  return (
    <Alert
      className="admin-status-banner"
      type={status === SITE_MAINTENANCE ? 'warning' : 'error'}
      showIcon
      banner
      role="status"
      title={t(`statusBanner.${key}`)}
      action={
        isAdministrator ? (
          <Link to="/admin/site/status" className="admin-status-banner__link">
            {t('statusBanner.change')}
          </Link>
        ) : (
          <span className="admin-status-banner__note">{t('statusBanner.askAdministrator')}</span>
        )
      }
    />
  );
}
