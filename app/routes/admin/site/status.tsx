/**
 * Site status (PRODUCT section 3, "Site status"): online, maintenance or closed. Each choice says
 * what visitors will see; switching asks first, in those words, then sets it for the whole site.
 * The back office keeps working in every state.
 */
import { ExportOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Button, Radio, Space, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_CLOSED, SITE_MAINTENANCE, SITE_ONLINE, SITE_STATUSES, type SiteStatus } from '../../../../contract/site-status';
import { api } from '../../../admin/api';
import { useAdminSession } from '../../../admin/context';
import { RequireAdministrator } from '../../../admin/RequireAdministrator';

const KEYS: Record<SiteStatus, 'online' | 'maintenance' | 'closed'> = {
  [SITE_ONLINE]: 'online',
  [SITE_MAINTENANCE]: 'maintenance',
  [SITE_CLOSED]: 'closed',
};

const COLORS: Record<SiteStatus, string> = {
  [SITE_ONLINE]: 'success',
  [SITE_MAINTENANCE]: 'warning',
  [SITE_CLOSED]: 'error',
};

function SiteStatusPanel() {
  const { t } = useTranslation();
  const { message, modal } = AntdApp.useApp();
  const [status, setStatus] = useState<SiteStatus | null>(null);
  const [saving, setSaving] = useState(false);
  const { setSiteStatus } = useAdminSession();

  useEffect(() => {
    api
      .get<SiteStatus>('/admin/portal-config/site-status')
      .then(setStatus)
      .catch(() => {});
  }, []);

  function choose(next: SiteStatus) {
    if (next === status) return;
    const key = KEYS[next];
    modal.confirm({
      title: t('siteStatus.confirmTitle', {
        status: t(`siteStatus.${key}.label`),
      }),
      content: t(`siteStatus.${key}.confirm`),
      okText: t('siteStatus.confirmOk'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: next !== SITE_ONLINE },
      onOk: async () => {
        setSaving(true);
        try {
          await api.post(`/admin/portal-config/site-status/${next}`);
          setStatus(next);
          setSiteStatus(next);
          message.success(t('siteStatus.changed', { status: t(`siteStatus.${key}.label`) }));
        } catch {
          // Shown by the notification.
        } finally {
          setSaving(false);
        }
      },
    });
  }

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('siteStatus.title')}</h1>
        <Button icon={<ExportOutlined />} href="/status" target="_blank" rel="noreferrer">
          {t('siteStatus.check')}
        </Button>
      </div>
      <Spin spinning={status === null || saving} description={t('app.loading')}>
        {status !== null ? (
          <Alert
            type={status === SITE_ONLINE ? 'success' : status === SITE_MAINTENANCE ? 'warning' : 'error'}
            showIcon
            title={
              <span>
                {t('siteStatus.current')}: <Tag color={COLORS[status]}>{t(`siteStatus.${KEYS[status]}.label`)}</Tag>
              </span>
            }
            description={t(`siteStatus.${KEYS[status]}.visitors`)}
            style={{ marginBottom: 20 }}
          />
        ) : null}
        <h2 id="status-choice" style={{ fontSize: '1.05rem', margin: '0 0 0.75rem' }}>
          {t('siteStatus.choose')}
        </h2>
        <Radio.Group
          aria-labelledby="status-choice"
          value={status}
          onChange={(event) => choose(event.target.value as SiteStatus)}
          disabled={status === null || saving}
          style={{ width: '100%' }}
        >
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {SITE_STATUSES.map((value) => {
              const key = KEYS[value];
              return (
                <Radio key={value} value={value}>
                  <strong>{t(`siteStatus.${key}.label`)}</strong>
                  <div style={{ color: 'rgba(0, 0, 0, 0.65)', maxWidth: '46rem' }}>{t(`siteStatus.${key}.visitors`)}</div>
                </Radio>
              );
            })}
          </Space>
        </Radio.Group>
        <p style={{ marginTop: 20, color: 'rgba(0, 0, 0, 0.65)' }}>{t('siteStatus.backOffice')}</p>
      </Spin>
    </section>
  );
}

export default function SiteStatusScreen() {
  return (
    <RequireAdministrator>
      <SiteStatusPanel />
    </RequireAdministrator>
  );
}
