/**
 * The audit log (issue 13.6): administrators read who changed what, when and from where,
 * filtered by person, kind of record, action and time, and save the selection as CSV. Filters and
 * page live in the address, so a shared link shows the same list. Nothing here can change an entry.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_COUNT_CAP, AUDIT_ENTITIES, type AuditEntry } from '../../../contract/audit';
import { shortLanguageTags } from '../../../contract/site-languages';
import type { StaffAccount } from '../../../contract/users';
import { useAdminLanguage } from '../../admin/AdminProviders';
import { api, downloadFile } from '../../admin/api';
import { RequireAdministrator } from '../../admin/RequireAdministrator';
import { useApiData } from '../../admin/useApiData';
import { fittedTable, usePhone } from '../../admin/usePhone';
import { useUrlListState } from '../../admin/useUrlListState';
import { AuditItem } from '../../components/admin/AuditItem';
import '../../styles/admin-audit.css';

const ALL = 'all';

function AuditLog() {
  const { t } = useTranslation();
  const { lang: adminLang } = useAdminLanguage();
  const phone = usePhone();
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

  // Date and time each on a line of its own, never broken inside.
  const timeOf = (row: AuditEntry) => (
    <time dateTime={row.time} className="audit-log__time">
      <span>{dayjs(row.time).format('YYYY-MM-DD')}</span> <span>{dayjs(row.time).format('HH:mm:ss')}</span>
    </time>
  );
  const personOf = (row: AuditEntry) =>
    row.userName ? row.userName : <Typography.Text type="secondary">{row.userId === null ? t('audit.system') : '—'}</Typography.Text>;
  const actionTag = (row: AuditEntry) => <Tag color={row.action === 'signInFailed' || row.action === 'delete' ? 'red' : undefined}>{actionName(row.action)}</Tag>;
  const langsOf = (row: AuditEntry) => shortLanguageTags(row.langs) || '—';
  const itemOf = (row: AuditEntry) => <AuditItem entry={row} adminLang={adminLang} />;

  const wideColumns: TableColumnsType<AuditEntry> = [
    { key: 'time', title: t('audit.time'), width: 110, render: (_, row) => timeOf(row) },
    {
      key: 'person',
      title: t('audit.person'),
      width: 170,
      render: (_, row) => (
        <>
          <div>{personOf(row)}</div>
          {row.address ? <Typography.Text type="secondary" className="audit-log__secondary">{t('audit.fromAddress', { address: row.address })}</Typography.Text> : null}
        </>
      ),
    },
    { key: 'action', title: t('audit.action'), width: 170, render: (_, row) => actionTag(row) },
    { key: 'entity', title: t('audit.entity'), width: 140, render: (_, row) => entityName(row.entity) },
    { key: 'item', title: t('audit.item'), render: (_, row) => itemOf(row) },
    { key: 'langs', title: t('audit.langs'), width: 130, render: (_, row) => langsOf(row) },
  ];
  // A phone: when and who, what to which kind of record, and the item with its languages.
  const narrowColumns: TableColumnsType<AuditEntry> = [
    { key: 'time', title: t('audit.time'), width: 100, render: (_, row) => <>{timeOf(row)}<div className="audit-log__secondary">{personOf(row)}</div></> },
    { key: 'action', title: t('audit.action'), width: 112, render: (_, row) => <>{actionTag(row)}<div className="audit-log__secondary">{entityName(row.entity)}</div></> },
    { key: 'item', title: t('audit.item'), render: (_, row) => <>{itemOf(row)}{row.langs.length ? <div className="audit-log__secondary">{langsOf(row)}</div> : null}</> },
  ];

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
        className="audit-log"
        rowKey="id"
        loading={loading}
        dataSource={data?.result ?? []}
        // Fixed widths and wrapping text: the table fits the screen (1366 px and up: every column;
        // phones: three, with the rest folded into them) and never scrolls sideways.
        tableLayout="fixed"
        {...fittedTable(phone, { phone: narrowColumns, wide: wideColumns })}
        pagination={{
          ...pagination(total),
          showTotal: (count) => (count >= AUDIT_COUNT_CAP ? t('audit.moreThan', { count }) : t('audit.total', { count })),
        }}
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
