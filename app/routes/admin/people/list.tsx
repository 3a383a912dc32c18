/**
 * The lawyers: search by name, filter by office and language, paging, the priority (`top`) set in
 * the row, which translations each person has, edit, view on the site and delete with confirmation.
 * Several people (or all that match) can be selected and pinned, unpinned or deleted at once
 * (issue 10.5); people have no folders.
 */
import { EditOutlined, ExportOutlined, UserOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, InputNumber, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OfficeVersion } from '../../../../contract/job-office';
import { languageName, type Lang } from '../../../../contract/languages';
import type { LawyerVersion } from '../../../../contract/lawyer';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { api, fileUrl } from '../../../admin/api';
import { useApiData } from '../../../admin/useApiData';
import { useBulkSelection } from '../../../admin/useBulkSelection';
import { fittedTable, usePhone } from '../../../admin/usePhone';
import { useLastPageAfterDelete, useUrlListState } from '../../../admin/useUrlListState';
import { useMayManage } from '../../../admin/context';
import { PublicationTag } from '../../../components/admin/PublicationTag';
import type { PublicationView } from '../../../../contract/publication';
import { BulkBar, useBulkActions } from '../../../components/admin/BulkBar';
import { LanguageFilter } from '../../../components/admin/LanguageFilter';
import { LanguageTags } from '../../../components/admin/LanguageTags';
import { SearchBox } from '../../../components/admin/SearchBox';
import { ConfirmedButton } from '../../../components/admin/ConfirmedButton';

const nameOf = (row: LawyerVersion) => row.name;

const thumbStyle = { width: 44, height: 55, objectFit: 'cover', borderRadius: 4, background: '#f0f0f0', display: 'block' } as const;

/** The priority of one person, saved when the field is left or Enter is pressed. */
function TopInput({ row, onSaved }: { row: LawyerVersion; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const [value, setValue] = useState<number | null>(row.top);
  const [saving, setSaving] = useState(false);
  const saved = useRef(row.top);

  async function commit() {
    if (value === null || !Number.isInteger(value)) {
      setValue(saved.current);
      return;
    }
    if (value === saved.current || saving) return;
    setSaving(true);
    try {
      await api.put(`/admin/lawyerTeam/${row.id}/${value}`);
      saved.current = value;
      message.success(t('people.topSaved', { name: row.name, top: value }));
      onSaved();
    } catch {
      setValue(saved.current);
    } finally {
      setSaving(false);
    }
  }

  return (
    <InputNumber<number>
      min={0}
      max={9999}
      precision={0}
      value={value}
      disabled={saving}
      onChange={setValue}
      onBlur={() => void commit()}
      onPressEnter={() => void commit()}
      aria-label={t('people.topOf', { name: row.name })}
      style={{ width: 90 }}
    />
  );
}

export default function PeopleList() {
  // Reviewers may not delete, sort or act in bulk (issue 13.5): no buttons that would only answer 403.
  const mayManage = useMayManage();
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const { lang: adminLang } = useAdminLanguage();
  const phone = usePhone();
  const { params, page, pageSize, update, filter, pagination } = useUrlListState();
  const name = params.get('name') ?? '';
  const officeId = params.get('officeId') ?? '';
  const lang = (params.get('lang') ?? adminLang) as Lang | 'all';
  const [offices, setOffices] = useState<OfficeVersion[]>([]);
  const { data, loading, reload } = useApiData(
    useCallback(
      () => api.list<LawyerVersion>('/admin/lawyerTeam', { query: { page, pageSize, name, officeIds: officeId || undefined, lang: lang === 'all' ? undefined : lang } }),
      [page, pageSize, name, officeId, lang],
    ),
  );
  const rows = data?.result ?? [];
  const selection = useBulkSelection(rows, data?.pageable.itemCount ?? data?.pageable.totalCount ?? 0, `${lang} ${officeId} ${name}`, nameOf);
  const bulk = useBulkActions({
    base: '/admin/lawyerTeam',
    selection,
    filter: { name: name || undefined, officeIds: officeId ? [Number(officeId)] : undefined, lang: lang === 'all' ? undefined : lang },
    items: (count: number) => t('bulk.items.people', { count }),
    done: () => void reload(),
  });
  useLastPageAfterDelete(data, loading, page, pageSize, update);

  useEffect(() => {
    void api.get<OfficeVersion[]>('/admin/office', { query: { lang: adminLang } }).then(setOffices).catch(() => {});
  }, [adminLang]);

  async function remove(row: LawyerVersion) {
    try {
      await api.delete(`/admin/lawyerTeam/${row.id}`);
    } catch {
      return;
    }
    message.success(t('common.deleted'));
    // The last person of a page: show the page before.
    if (rows.length === 1 && page > 1) update({ page: String(page - 1) });
    else void reload();
  }

  const nameCell = (row: LawyerVersion, facts?: ReactNode) => (
    <Space orientation="vertical" size={2}>
      <Link to={`/admin/people/edit/${row.id}`}>{row.name}</Link>
      {'state' in row ? <PublicationTag version={row as typeof row & PublicationView} /> : null}
      {lang === 'all' ? <Tag>{languageName(row.lang as Lang) ?? row.lang}</Tag> : null}
      {facts}
    </Space>
  );
  const jobsOf = (row: LawyerVersion) => row.jobs.map((job) => job.name).join(', ');
  const practiceAreas = (row: LawyerVersion) => (
    <Space size={4} wrap>
      {row.proFields.map((field) => (
        <Tag key={field.professionalFieldId}>{field.name}</Tag>
      ))}
    </Space>
  );
  const languages = (row: LawyerVersion) => (
    <Space size={4} wrap>
      <LanguageTags langs={row.langs ?? []} mayNeedUpdate={row.langsMayNeedUpdate} withNames />
    </Space>
  );
  const topCell = (row: LawyerVersion) => (mayManage ? <TopInput key={`${row.id}-${row.top}`} row={row} onSaved={() => void reload()} /> : row.top);
  const actionsCell = (row: LawyerVersion) => (
    <Space size={0} wrap>
      <Tooltip title={t('common.edit')}>
        <Button type="text" icon={<EditOutlined />} aria-label={`${t('common.edit')}: ${row.name}`} onClick={() => void navigate(`/admin/people/edit/${row.id}`)} />
      </Tooltip>
      <Tooltip title={t('common.preview')}>
        <Button type="text" icon={<ExportOutlined />} href={`/people/detail/${row.id}?lang=${row.lang}`} target="_blank" rel="noreferrer" aria-label={`${t('common.preview')}: ${row.name}`} />
      </Tooltip>
      {mayManage ? (
        <ConfirmedButton name={row.name} onConfirm={() => remove(row)} />
      ) : null}
    </Space>
  );
  const topTitle = (
    <Tooltip title={t('common.topHelp')}>
      <span>{t('common.top')}</span>
    </Tooltip>
  );
  const wideColumns: TableColumnsType<LawyerVersion> = [
    {
      title: t('people.photo'),
      dataIndex: 'photoUrl',
      width: 72,
      render: (value: string | null) =>
        value ? (
          <img style={thumbStyle} src={fileUrl(value, 160)} alt="" />
        ) : (
          <span style={{ ...thumbStyle, display: 'grid', placeItems: 'center', color: '#999' }} aria-hidden>
            <UserOutlined />
          </span>
        ),
    },
    { title: t('people.name'), key: 'name', render: (_value, row) => nameCell(row) },
    { title: t('people.jobs'), key: 'jobs', render: (_value, row) => jobsOf(row) },
    { title: t('people.office'), key: 'office', render: (_value, row) => row.office?.name ?? '' },
    { title: t('people.practiceAreas'), key: 'proFields', render: (_value, row) => practiceAreas(row) },
    { title: t('common.languages'), key: 'langs', width: 160, render: (_value, row) => languages(row) },
    { title: topTitle, dataIndex: 'top', width: 110, render: (_value: number, row) => topCell(row) },
    { title: t('common.actions'), key: 'actions', width: 150, render: (_value, row) => actionsCell(row) },
  ];
  // A phone: the name with the jobs, office, practice areas and languages under it; the buttons
  // and the priority beside it.
  const phoneColumns: TableColumnsType<LawyerVersion> = [
    {
      title: t('people.name'),
      key: 'name',
      render: (_value, row) =>
        nameCell(
          row,
          <>
            <span className="admin-list__facts">
              {row.jobs.length ? <span>{jobsOf(row)}</span> : null}
              {row.office ? <span>{row.office.name}</span> : null}
            </span>
            {/* As text, which wraps between words; a tag keeps its name on one line, wider than a phone's column. */}
            {row.proFields.length ? <span className="admin-list__facts">{row.proFields.map((field) => field.name).join(', ')}</span> : null}
            {languages(row)}
          </>,
        ),
    },
    {
      title: topTitle,
      key: 'actions',
      width: 128,
      render: (_value, row) => (
        <Space orientation="vertical" size={4}>
          {actionsCell(row)}
          {topCell(row)}
        </Space>
      ),
    },
  ];

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('menu.people')}</h1>
        <Button type="primary" onClick={() => void navigate('/admin/people/add')}>
          {t('people.add')}
        </Button>
      </div>
      <div className="admin-toolbar" role="search" aria-label={t('people.filters')}>
        <SearchBox label={t('people.searchName')} initial={name} onSearch={(value) => filter('name', value.trim())} width={240} />
        <Select<number | 'all'>
          aria-label={t('people.office')}
          value={officeId ? Number(officeId) : 'all'}
          onChange={(value) => filter('officeId', value === 'all' ? undefined : String(value))}
          options={[{ value: 'all' as const, label: t('people.allOffices') }, ...offices.map((office) => ({ value: office.id, label: office.name }))]}
          style={{ width: 220 }}
        />
        <LanguageFilter value={lang} onChange={(value) => filter('lang', value)} />
      </div>
      {mayManage ? <BulkBar selection={selection} actions={bulk} /> : null}
      <Table<LawyerVersion>
        rowKey="id"
        loading={loading}
        rowSelection={mayManage ? selection.rowSelection : undefined}
        dataSource={rows}
        // A phone gets two columns and no sideways scrolling.
        {...fittedTable(phone, { phone: phoneColumns, wide: wideColumns }, 1100)}
        locale={{ emptyText: t('common.noData') }}
        pagination={pagination(data?.pageable.totalCount ?? 0)}
      />
    </section>
  );
}
