/**
 * The lawyers: search by name, filter by office and language, paging, the priority (`top`) set in
 * the row, which translations each person has, edit, view on the site and delete with confirmation.
 */
import { DeleteOutlined, EditOutlined, ExportOutlined, UserOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Input, InputNumber, Popconfirm, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { OfficeVersion } from '../../../../contract/job-office';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type Lang } from '../../../../contract/languages';
import type { LawyerVersion } from '../../../../contract/lawyer';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { api, fileUrl } from '../../../admin/api';

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
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const { lang: adminLang } = useAdminLanguage();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 10);
  const name = params.get('name') ?? '';
  const officeId = params.get('officeId') ?? '';
  const lang = (params.get('lang') ?? adminLang) as Lang | 'all';
  const [rows, setRows] = useState<LawyerVersion[]>([]);
  const [langsOf, setLangsOf] = useState<Record<string, string[]>>({});
  const [offices, setOffices] = useState<OfficeVersion[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState(name);

  useEffect(() => {
    void api.get<OfficeVersion[]>('/admin/office', { query: { lang: adminLang } }).then(setOffices).catch(() => {});
  }, [adminLang]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await api.list<LawyerVersion>('/admin/lawyerTeam', {
        query: { page, pageSize, name, officeIds: officeId || undefined, lang: lang === 'all' ? undefined : lang },
      });
      setRows(response.result);
      setTotal(response.pageable.totalCount);
      // The admin list names the languages each person has.
      setLangsOf(Object.fromEntries(response.result.map((row) => [row.no, row.langs ?? []])));
    } catch {
      // The notification has said what went wrong.
    } finally {
      setLoading(false);
    }
  }, [page, pageSize, name, officeId, lang]);

  useEffect(() => {
    void load();
  }, [load]);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  async function remove(row: LawyerVersion) {
    try {
      await api.delete(`/admin/lawyerTeam/${row.id}`);
    } catch {
      return;
    }
    message.success(t('common.deleted'));
    // The last person of a page: show the page before.
    if (rows.length === 1 && page > 1) update({ page: String(page - 1) });
    else void load();
  }

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('menu.people')}</h1>
        <Button type="primary" onClick={() => navigate('/admin/people/add')}>
          {t('people.add')}
        </Button>
      </div>
      <div className="admin-toolbar" role="search" aria-label={t('people.filters')}>
        <Input.Search
          aria-label={t('people.searchName')}
          placeholder={t('people.searchName')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => update({ name: value.trim() || undefined, page: undefined })}
          style={{ width: 240 }}
        />
        <Select<number | 'all'>
          aria-label={t('people.office')}
          value={officeId ? Number(officeId) : 'all'}
          onChange={(value) => update({ officeId: value === 'all' ? undefined : String(value), page: undefined })}
          options={[{ value: 'all' as const, label: t('people.allOffices') }, ...offices.map((office) => ({ value: office.id, label: office.name }))]}
          style={{ width: 220 }}
        />
        <Select
          aria-label={t('common.language')}
          value={lang}
          onChange={(value) => update({ lang: value, page: undefined })}
          options={[{ value: 'all', label: t('articles.allLanguages') }, ...CONTENT_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))]}
          style={{ width: 160 }}
        />
      </div>
      <Table<LawyerVersion>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('common.noData') }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          onChange: (nextPage, nextSize) => update({ page: String(nextPage), pageSize: String(nextSize) }),
        }}
        columns={[
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
          {
            title: t('people.name'),
            dataIndex: 'name',
            render: (value: string, row) => (
              <Space orientation="vertical" size={2}>
                <Link to={`/admin/people/edit/${row.id}`}>{value}</Link>
                {lang === 'all' ? <Tag>{LANGUAGE_NAMES[row.lang as Lang] ?? row.lang}</Tag> : null}
              </Space>
            ),
          },
          { title: t('people.jobs'), key: 'jobs', render: (_value, row) => row.jobs.map((job) => job.name).join(', ') },
          { title: t('people.office'), key: 'office', render: (_value, row) => row.office?.name ?? '' },
          {
            title: t('people.practiceAreas'),
            key: 'proFields',
            render: (_value, row) => (
              <Space size={4} wrap>
                {row.proFields.map((field) => (
                  <Tag key={field.professionalFieldId}>{field.name}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('common.languages'),
            key: 'langs',
            width: 160,
            render: (_value, row) => {
              const langs = langsOf[row.no];
              if (!langs) return null;
              return (
                <Space size={4} wrap>
                  {CONTENT_LANGUAGES.map((code) => (
                    <Tag key={code} color={langs.includes(code) ? 'default' : 'error'} title={LANGUAGE_NAMES[code]}>
                      {code.slice(0, 2).toUpperCase()}
                      {langs.includes(code) ? '' : ` · ${t('common.missing')}`}
                    </Tag>
                  ))}
                </Space>
              );
            },
          },
          {
            title: (
              <Tooltip title={t('common.topHelp')}>
                <span>{t('common.top')}</span>
              </Tooltip>
            ),
            dataIndex: 'top',
            width: 110,
            render: (_value: number, row) => <TopInput key={`${row.id}-${row.top}`} row={row} onSaved={() => void load()} />,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 150,
            render: (_value, row) => (
              <Space size={0} wrap>
                <Tooltip title={t('common.edit')}>
                  <Button type="text" icon={<EditOutlined />} aria-label={`${t('common.edit')}: ${row.name}`} onClick={() => navigate(`/admin/people/edit/${row.id}`)} />
                </Tooltip>
                <Tooltip title={t('common.preview')}>
                  <Button type="text" icon={<ExportOutlined />} href={`/people/detail/${row.id}?lang=${row.lang}`} target="_blank" rel="noreferrer" aria-label={`${t('common.preview')}: ${row.name}`} />
                </Tooltip>
                <Popconfirm
                  title={t('common.confirmDelete', { name: row.name })}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(row)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('common.delete')}: ${row.name}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
