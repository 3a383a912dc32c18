/**
 * The audit log (issue 13.6): administrators read who changed what, when and from where,
 * filtered by person, kind of record, action and time, and save the selection as CSV. Filters and
 * page live in the address, so a shared link shows the same list. Nothing here can change an entry.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_COUNT_CAP, AUDIT_ENTITIES, type AuditEntry } from '../../../contract/audit';
import type { StaffAccount } from '../../../contract/users';
import { api, downloadFile } from '../../admin/api';
import { RequireAdministrator } from '../../admin/RequireAdministrator';
import { useApiData } from '../../admin/useApiData';
import { useUrlListState } from '../../admin/useUrlListState';

const ALL = 'all';

function AuditLog() {
  const { t } = useTranslation();
  const { params, page, pageSize, pagination, filter, update } = useUrlListState();
  const userId = params.get('userId') ?? undefined;
  const entity = params.get('entity') ?? undefined;
  const action = params.get('action') ?? undefined;
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const filters = { userId, entity, action, from, to };
  const [exporting, setExporting] = useState(false);

  const { data, loading } = useApiData(
    useCallback(
      () => api.list<AuditEntry>('/admin/audit', { query: { pageNo: page, pageSize, userId, entity, action, from, to } }),
      [page, pageSize, userId, entity, action, from, to],
    ),
  );
  const { data: people } = useApiData(useCallback(() => api.list<StaffAccount>('/admin/users', { query: { pageSize: 100 } }), []));

  const total = data?.pageable.totalCount ?? 0;
  const actionName = (code: string) => t(`audit.actions.${code}`, { defaultValue: code });
  const entityName = (code: string) => t(`audit.entities.${code}`, { defaultValue: code });

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile('/admin/audit/export', filters, 'audit-log.csv');
    } catch {
      // The notification has said what went wrong.
    } finally {
      setExporting(false);
    }
  }

  function onRange(range: [Dayjs | null, Dayjs | null] | null) {
    update({ from: range?.[0]?.toISOString(), to: range?.[1]?.toISOString(), page: undefined });
  }

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('audit.title')}</h1>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {t('audit.export')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary">{t('audit.intro')}</Typography.Paragraph>
      <div className="admin-toolbar" role="search" aria-label={t('audit.filters')}>
        <Select<string>
          aria-label={t('audit.person')}
          value={userId ?? ALL}
          onChange={(value) => filter('userId', value === ALL ? undefined : value)}
          options={[
            { value: ALL, label: t('audit.everyone') },
            ...(people?.result ?? []).map((p) => ({ value: String(p.id), label: p.userName === p.loginAccount ? p.userName : `${p.userName} (${p.loginAccount})` })),
          ]}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
        />
        <Select<string>
          aria-label={t('audit.entity')}
          value={entity ?? ALL}
          onChange={(value) => filter('entity', value === ALL ? undefined : value)}
          options={[{ value: ALL, label: t('audit.allEntities') }, ...AUDIT_ENTITIES.map((code) => ({ value: code, label: entityName(code) }))]}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 200 }}
        />
        <Select<string>
          aria-label={t('audit.action')}
          value={action ?? ALL}
          onChange={(value) => filter('action', value === ALL ? undefined : value)}
          options={[{ value: ALL, label: t('audit.allActions') }, ...AUDIT_ACTIONS.map((code) => ({ value: code, label: actionName(code) }))]}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
        />
        <DatePicker.RangePicker
          aria-label={t('audit.timeRange')}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
          onChange={onRange}
          placeholder={[t('audit.from'), t('audit.to')]}
        />
      </div>
      <Table<AuditEntry>
        rowKey="id"
        loading={loading}
        dataSource={data?.result ?? []}
        scroll={{ x: 1100 }}
        pagination={{
          ...pagination(total),
          showTotal: (count) => (count >= AUDIT_COUNT_CAP ? t('audit.moreThan', { count }) : t('audit.total', { count })),
        }}
        columns={[
          { title: t('audit.time'), dataIndex: 'time', width: 170, render: (value: string) => <time dateTime={value}>{dayjs(value).format('YYYY-MM-DD HH:mm:ss')}</time> },
          {
            title: t('audit.person'),
            dataIndex: 'userName',
            render: (value: string, row) => (value ? value : <Typography.Text type="secondary">{row.userId === null ? t('audit.system') : '—'}</Typography.Text>),
          },
          { title: t('audit.address'), dataIndex: 'address', width: 140 },
          { title: t('audit.action'), dataIndex: 'action', render: (value: string) => <Tag color={value === 'signInFailed' || value === 'delete' ? 'red' : undefined}>{actionName(value)}</Tag> },
          { title: t('audit.entity'), dataIndex: 'entity', render: (value: string) => entityName(value) },
          { title: t('audit.item'), dataIndex: 'no', render: (value: string | null) => value ?? '—' },
          { title: t('audit.langs'), dataIndex: 'langs', render: (value: string[]) => value.map((lang) => lang.slice(0, 2).toUpperCase()).join(', ') || '—' },
          { title: t('audit.summary'), dataIndex: 'summary', ellipsis: true },
        ]}
      />
      {total >= AUDIT_COUNT_CAP ? <Typography.Paragraph type="secondary">{t('audit.capHint', { count: AUDIT_COUNT_CAP })}</Typography.Paragraph> : null}
    </section>
  );
}

export default function Audit() {
  return (
    <RequireAdministrator>
      <AuditLog />
    </RequireAdministrator>
  );
}
