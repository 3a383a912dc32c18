/**
 * List of news, cases or honours: search by title, filter by language, paging, pin/unpin, delete
 * with confirmation, and which translations each item has. Several items (or all that match) can
 * be selected and moved to a folder, pinned, unpinned or deleted at once (issue 10.5).
 */
import { EditOutlined, ExportOutlined, FolderOutlined, PushpinOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AdminArticleVersion } from '../../../../contract/article';
import type { Lang } from '../../../../contract/languages';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { api, fileUrl } from '../../../admin/api';
import { sectionOf } from '../../../admin/sections';
import { useApiData } from '../../../admin/useApiData';
import { useBulkSelection } from '../../../admin/useBulkSelection';
import { fittedTable, usePhone } from '../../../admin/usePhone';
import { useLastPageAfterDelete, useUrlListState } from '../../../admin/useUrlListState';
import { useMayManage } from '../../../admin/context';
import { PublicationTag } from '../../../components/admin/PublicationTag';
import { BulkBar, useBulkActions } from '../../../components/admin/BulkBar';
import { LanguageFilter } from '../../../components/admin/LanguageFilter';
import { LanguageTags } from '../../../components/admin/LanguageTags';
import { MoveToFolderDialog } from '../../../components/admin/MoveToFolderDialog';
import { SearchBox } from '../../../components/admin/SearchBox';
import { ConfirmedButton } from '../../../components/admin/ConfirmedButton';

const titleOf = (row: AdminArticleVersion) => row.title;

export default function ArticleList() {
  // Reviewers may not delete, pin or act in bulk (issue 13.5): no buttons that would only answer 403.
  const mayManage = useMayManage();
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const section = sectionOf(useLocation().pathname);
  const navigate = useNavigate();
  const { lang: adminLang } = useAdminLanguage();
  const phone = usePhone();
  const { params, page, pageSize, update, filter, pagination } = useUrlListState();
  const title = params.get('title') ?? '';
  const lang = (params.get('lang') ?? adminLang) as Lang | 'all';
  const { data, loading, reload } = useApiData(
    useCallback(
      () => api.list<AdminArticleVersion>(section.api, { query: { page, pageSize, title, lang: lang === 'all' ? undefined : lang } }),
      [section.api, page, pageSize, title, lang],
    ),
  );
  const rows = data?.result ?? [];
  const selection = useBulkSelection(rows, data?.pageable.itemCount ?? data?.pageable.totalCount ?? 0, `${section.key} ${lang} ${title}`, titleOf);
  const [moving, setMoving] = useState(false);
  const bulk = useBulkActions({
    base: section.api,
    selection,
    filter: { title: title || undefined, lang: lang === 'all' ? undefined : lang },
    items: (count: number) => t(`bulk.items.${section.key}`, { count }),
    done: () => {
      setMoving(false);
      void reload();
    },
  });
  useLastPageAfterDelete(data, loading, page, pageSize, update);

  async function togglePin(row: AdminArticleVersion) {
    await api.put(`${section.api}/${row.top ? 'unpin' : 'pin'}`, undefined, { query: { no: row.no } });
    void reload();
  }

  async function remove(row: AdminArticleVersion) {
    await api.delete(section.api, { query: { no: row.no } });
    message.success(t('common.deleted'));
    void reload();
  }

  const titleCell = (row: AdminArticleVersion, facts?: ReactNode) => (
    <Space orientation="vertical" size={2}>
      <Link to={`${section.base}/${row.isLink ? 'edit-external' : 'edit'}?no=${row.no}`}>{row.title}</Link>
      <Space size={4} wrap>
        {row.top ? <Tag color="gold">{t('common.pinned')}</Tag> : null}
        {row.isLink ? <Tag color="blue">{t('articles.external')}</Tag> : null}
        <LanguageTags langs={row.langs} mayNeedUpdate={row.langsMayNeedUpdate} />
        <PublicationTag version={row} />
      </Space>
      {facts}
    </Space>
  );
  const updated = (value: string) => dayjs(value).format('L LT');
  const actionsCell = (row: AdminArticleVersion) => (
    <Space size={0} wrap>
      <Tooltip title={t('common.edit')}>
        <Button type="text" icon={<EditOutlined />} aria-label={`${t('common.edit')}: ${row.title}`} onClick={() => void navigate(`${section.base}/${row.isLink ? 'edit-external' : 'edit'}?no=${row.no}`)} />
      </Tooltip>
      {mayManage ? (
        <Tooltip title={row.top ? t('common.unpin') : t('common.pin')}>
          <Button type="text" icon={<PushpinOutlined rotate={row.top ? 0 : -45} />} aria-label={`${row.top ? t('common.unpin') : t('common.pin')}: ${row.title}`} onClick={() => void togglePin(row)} />
        </Tooltip>
      ) : null}
      <Tooltip title={t('common.preview')}>
        <Button type="text" icon={<ExportOutlined />} href={`${section.publicPath}/${row.id}?lang=${row.lang}`} target="_blank" rel="noreferrer" aria-label={`${t('common.preview')}: ${row.title}`} />
      </Tooltip>
      {mayManage ? (
        <ConfirmedButton name={row.title} onConfirm={() => remove(row)} />
      ) : null}
    </Space>
  );
  const wideColumns: TableColumnsType<AdminArticleVersion> = [
    {
      title: t('articles.cover'),
      dataIndex: 'coverUrl',
      width: 90,
      render: (value: string) => <img className="admin-thumb" src={fileUrl(value, 160)} alt="" />,
    },
    { title: t('articles.title'), key: 'title', render: (_value, row) => titleCell(row) },
    ...(section.catalogType !== null ? [{ title: t('articles.folder'), dataIndex: 'cataName', width: 200 }] : []),
    { title: t('common.updated'), dataIndex: 'updateTime', width: 140, render: updated },
    { title: t('common.views'), dataIndex: 'views', width: 80 },
    { title: t('common.actions'), key: 'actions', width: 168, render: (_value, row) => actionsCell(row) },
  ];
  // A phone: the title with its folder, date and views under it, and the actions two by two.
  const phoneColumns: TableColumnsType<AdminArticleVersion> = [
    {
      title: t('articles.title'),
      key: 'title',
      render: (_value, row) =>
        titleCell(
          row,
          <span className="admin-list__facts">
            {section.catalogType !== null && row.cataName ? <span className="admin-list__folder">{row.cataName}</span> : null}
            <span>{updated(row.updateTime)}</span>
            <span>{t('articles.viewCount', { count: row.views })}</span>
          </span>,
        ),
    },
    { title: <span className="visually-hidden">{t('common.actions')}</span>, key: 'actions', width: 80, render: (_value, row) => actionsCell(row) },
  ];

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t(section.titleKey)}</h1>
        <Space wrap>
          {section.key === 'news' ? (
            <Button icon={<ExportOutlined />} onClick={() => void navigate(`${section.base}/edit-external`)}>
              {t('articles.createExternal')}
            </Button>
          ) : null}
          <Button type="primary" onClick={() => void navigate(`${section.base}/edit`)}>
            {t('common.create')}
          </Button>
        </Space>
      </div>
      <div className="admin-toolbar">
        <SearchBox label={t('articles.searchTitle')} initial={title} onSearch={(value) => filter('title', value)} width={260} />
        <LanguageFilter value={lang} onChange={(value) => filter('lang', value)} />
      </div>
      {mayManage ? (
        <BulkBar selection={selection} actions={bulk}>
          {section.catalogType !== null ? (
            <Button icon={<FolderOutlined aria-hidden />} onClick={() => setMoving(true)}>
              {t('bulk.moveTo')}
            </Button>
          ) : null}
        </BulkBar>
      ) : null}
      {moving && section.catalogType !== null ? (
        <MoveToFolderDialog
          type={section.catalogType}
          heading={t('bulk.moveTitle', { items: t(`bulk.items.${section.key}`, { count: selection.count }) })}
          busy={bulk.busy === 'move'}
          onCancel={() => setMoving(false)}
          onMove={bulk.move}
        />
      ) : null}
      <Table<AdminArticleVersion>
        rowKey="id"
        loading={loading}
        rowSelection={mayManage ? selection.rowSelection : undefined}
        dataSource={rows}
        // Wide enough that a title and a German folder name keep whole words, narrow enough to fit
        // beside the menu at 1280 px; a phone gets two columns and no sideways scrolling.
        {...fittedTable(phone, { phone: phoneColumns, wide: wideColumns }, section.catalogType !== null ? 940 : 760)}
        pagination={pagination(data?.pageable.totalCount ?? 0)}
      />
    </section>
  );
}
