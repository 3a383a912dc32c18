/**
 * The firm's time zone on the site settings screen (issue 46, decision 0070): an administrator
 * picks one of the zones the browser knows; the server checks it against its own. Saved on its
 * own, beside the portal config's save, and taken at once by the back office's times.
 */
import { App as AntdApp, Button, Card, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirmTimeZone } from '../../../../contract/firm-time-zone';
import { api, ApiError } from '../../../admin/api';
import { useAdminSession } from '../../../admin/context';
import { useFirmTimeZone } from '../../../admin/firm-time';

export function FirmTimeZoneSetting() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { setTimeZone } = useAdminSession();
  const current = useFirmTimeZone();
  const [zone, setZone] = useState(current);
  const [saving, setSaving] = useState(false);
  useEffect(() => setZone(current), [current]);
  const options = useMemo(() => [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].map((name) => ({ value: name, label: name })), []);

  async function save() {
    setSaving(true);
    try {
      const saved = await api.put<FirmTimeZone>('/admin/portal-config/time-zone', { timeZone: zone }, { quiet: true });
      setTimeZone?.(saved.timeZone);
      void message.success(t('firmTime.settingSaved', { zone: saved.timeZone }));
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) void message.error(error.fieldErrors[0]?.message ?? error.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small" title={t('firmTime.settingTitle')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('firmTime.settingHelp')}</Typography.Paragraph>
      <Space wrap>
        <Select
          aria-label={t('firmTime.settingLabel')}
          showSearch
          value={zone}
          onChange={setZone}
          options={options}
          style={{ width: 260, maxWidth: '100%' }}
        />
        <Button onClick={() => void save()} loading={saving} disabled={zone === current}>
          {t('firmTime.settingSave')}
        </Button>
      </Space>
    </Card>
  );
}
