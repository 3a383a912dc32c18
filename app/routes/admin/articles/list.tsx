/**
 * List of news, cases or honours: search by title, filter by language, paging, pin/unpin, delete
 * with confirmation, and which translations each item has.
 */
import { DeleteOutlined, EditOutlined, ExportOutlined, PushpinOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Input, Popconfirm, Select, Space, Table, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AdminArticleVersion } from '../../../../contract/article';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type Lang } from '../../../../contract/languages';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { api, fileUrl } from '../../../admin/api';
import { sectionOf } from '../../../admin/sections';

export default function ArticleList() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const section = sectionOf(useLocation().pathname);
  const navigate = useNavigate();
  const { lang: adminLang } = useAdminLanguage();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 10);
  const title = params.get('title') ?? '';
  const lang = (params.get('lang') ?? adminLang) as Lang | 'all';
  const [rows, setRows] = useState<AdminArticleVersion[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState(title);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await api.list<AdminArticleVersion>(section.api, { query: { page, pageSize, title, lang: lang === 'all' ? undefined : lang } });
      setRows(response.result);
      setTotal(response.pageable.totalCount);
    } catch {
      // The notification has said what went wrong.
    } finally {
      setLoading(false);
    }
  }, [section.api, page, pageSize, title, lang]);

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

  async function togglePin(row: AdminArticleVersion) {
    await api.put(`${section.api}/${row.top ? 'unpin' : 'pin'}`, undefined, { query: { no: row.no } });
    void load();
  }

  async function remove(row: AdminArticleVersion) {
    await api.delete(section.api, { query: { no: row.no } });
    message.success(t('common.deleted'));
    void load();
  }

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t(section.titleKey)}</h1>
        <Space wrap>
          {section.key === 'news' ? (
            <Button icon={<ExportOutlined />} onClick={() => navigate(`${section.base}/edit-external`)}>
              {t('articles.createExternal')}
            </Button>
          ) : null}
          <Button type="primary" onClick={() => navigate(`${section.base}/edit`)}>
            {t('common.create')}
          </Button>
        </Space>
      </div>
      <div className="admin-toolbar">
        <Input.Search
          aria-label={t('articles.searchTitle')}
          placeholder={t('articles.searchTitle')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => update({ title: value || undefined, page: undefined })}
          style={{ width: 260 }}
        />
        <Select
          aria-label={t('common.language')}
          value={lang}
          onChange={(value) => update({ lang: value, page: undefined })}
          options={[{ value: 'all', label: t('articles.allLanguages') }, ...CONTENT_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))]}
          style={{ width: 160 }}
        />
      </div>
      <Table<AdminArticleVersion>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          onChange: (nextPage, nextSize) => update({ page: String(nextPage), pageSize: String(nextSize) }),
        }}
        columns={[
          {
            title: t('articles.cover'),
            dataIndex: 'coverUrl',
            width: 90,
            render: (value: string) => <img className="admin-thumb" src={fileUrl(value, 160)} alt="" />,
          },
          {
            title: t('articles.title'),
            dataIndex: 'title',
            render: (value: string, row) => (
              <Space orientation="vertical" size={2}>
                <Link to={`${section.base}/${row.isLink ? 'edit-external' : 'edit'}?no=${row.no}`}>{value}</Link>
                <Space size={4} wrap>
                  {row.isLink ? <Tag color="blue">{t('articles.external')}</Tag> : null}
                  {CONTENT_LANGUAGES.map((code) => (
                    <Tag key={code} color={row.langs.includes(code) ? 'default' : 'error'}>
                      {code.slice(0, 2).toUpperCase()}
                      {row.langs.includes(code) ? '' : ` · ${t('common.missing')}`}
                    </Tag>
                  ))}
                </Space>
              </Space>
            ),
          },
          ...(section.catalogType !== null ? [{ title: t('articles.folder'), dataIndex: 'cataName' }] : []),
          {
            title: t('common.pinned'),
            dataIndex: 'top',
            width: 90,
            render: (value: number) => (value ? <Tag color="gold">{t('common.pinned')}</Tag> : null),
          },
          { title: t('common.updated'), dataIndex: 'updateTime', width: 150, render: (value: string) => dayjs(value).format('L LT') },
          { title: t('common.views'), dataIndex: 'views', width: 80 },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 200,
            render: (_value, row) => (
              <Space size={0} wrap>
                <Tooltip title={t('common.edit')}>
                  <Button type="text" icon={<EditOutlined />} aria-label={`${t('common.edit')}: ${row.title}`} onClick={() => navigate(`${section.base}/${row.isLink ? 'edit-external' : 'edit'}?no=${row.no}`)} />
                </Tooltip>
                <Tooltip title={row.top ? t('common.unpin') : t('common.pin')}>
                  <Button type="text" icon={<PushpinOutlined rotate={row.top ? 0 : -45} />} aria-label={`${row.top ? t('common.unpin') : t('common.pin')}: ${row.title}`} onClick={() => void togglePin(row)} />
                </Tooltip>
                <Tooltip title={t('common.preview')}>
                  <Button type="text" icon={<ExportOutlined />} href={`${section.publicPath}/${row.id}?lang=${row.lang}`} target="_blank" rel="noreferrer" aria-label={`${t('common.preview')}: ${row.title}`} />
                </Tooltip>
                <Popconfirm title={t('common.confirmDelete', { name: row.title })} okText={t('common.delete')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove(row)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('common.delete')}: ${row.title}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
