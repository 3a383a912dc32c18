/**
 * The folders of news (`/admin/articles/news/folder`) or cases (`/admin/articles/cases/folder`):
 * the catalog tree in the admin's language, each level reordered by drag, keyboard or buttons
 * (one `PUT /admin/catalog/sort` per move), sub-folders indented below their folder. A dialog
 * creates or edits a folder with a name per language and its parent; delete asks first and a
 * folder that still holds folders or articles is refused in the server's words. Each folder shows
 * how many items it holds itself and, when it has sub-folders, with them (issue 10.6): the
 * second is what the folder's public list shows. A reviewer sees the tree read-only.
 */
import { EditOutlined, FolderAddOutlined, FolderOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Empty, Form, Input, Modal, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type AdminCatalogNode, CATALOG_CASES, CATALOG_NEWS, type CatalogDetail, catalogElement, type CatalogNode, type CatalogVersion } from '../../../../contract/catalog';
import { languageName, type Lang } from '../../../../contract/languages';
import { isLang } from '../../../../contract/site-languages';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { useMayManage } from '../../../admin/context';
import { api, ApiError } from '../../../admin/api';
import { useSchemaRules } from '../../../admin/use-schema-rules';
import { useSortableLabels } from '../../../admin/labels';
import { buildBody, initialVersions, type TranslatedValues, versionsByLang } from '../../../admin/translated';
import { useApiData } from '../../../admin/useApiData';
import { useTranslatedSave } from '../../../admin/useTranslatedSave';
import type { EditReading } from '../../../admin/edit-reading';
import { useConfirmClose, useUnsavedChanges } from '../../../admin/useUnsavedChanges';
import { FolderPicker } from '../../../components/admin/FolderPicker';
import { LanguageTabs } from '../../../components/admin/LanguageTabs';
import { SortableList } from '../../../components/admin/SortableList';
import { ConfirmedButton } from '../../../components/admin/ConfirmedButton';
import { useRequired } from '../../../admin/required';

const VERSION_KEYS = ['name'] as const;
/** The parent picker's value for "no parent": TreeSelect needs a value, the API wants null. */
const TOP_LEVEL = 0;

// A row that holds sub-folders is tall: its handle and move buttons stay at the folder's own line.
const TREE_CSS = `.admin-folder-tree li[data-sortable-id] { align-items: flex-start !important; }
.admin-folder-row { display: flex; align-items: center; gap: 0.25rem 0.5rem; min-height: 32px; flex-wrap: wrap; }
.admin-folder-row__name { flex: 0 1 auto; min-width: 0; overflow-wrap: anywhere; hyphens: auto; }
.admin-folder-row__name .anticon { margin-inline-end: 0.5rem; }
.admin-folder-row__name .ant-tag { white-space: normal; margin-inline: 0.5rem 0; }
.admin-folder-row__count { flex: 1 1 auto; color: #595959; font-size: 0.875em; }
.admin-folder-children { margin: 0.5rem 0 0.25rem; padding-inline-start: 1.25rem; border-inline-start: 2px solid #e8e8e8; }
@media (max-width: 40rem) {
  .admin-folder-children { padding-inline-start: 0.25rem; border-inline-start-width: 1px; }
  .admin-folder-tree li[data-sortable-id] > .ant-btn { width: 24px; min-width: 24px; }
  /* The move buttons one above the other: a sub-folder's name keeps the width of whole words. */
  .admin-folder-tree li[data-sortable-id] { display: grid !important; grid-template: auto 1fr / auto minmax(0, 1fr) auto; gap: 0 4px !important; }
  .admin-folder-tree li[data-sortable-id] > button:first-child:not([data-move]) { grid-area: 1 / 1 / 3 / 2; }
  .admin-folder-tree li[data-sortable-id] > div { grid-area: 1 / 2 / 3 / 3; }
  .admin-folder-tree li[data-sortable-id] > [data-move='up'] { grid-area: 1 / 3; }
  .admin-folder-tree li[data-sortable-id] > [data-move='down'] { grid-area: 2 / 3; }
}`;

interface FolderSection {
  type: number;
  titleKey: 'menu.newsFolders' | 'menu.casesFolders';
}

function sectionOf(pathname: string): FolderSection {
  return pathname.startsWith('/admin/articles/cases')
    ? { type: CATALOG_CASES, titleKey: 'menu.casesFolders' }
    : { type: CATALOG_NEWS, titleKey: 'menu.newsFolders' };
}

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: TreeOption[];
}

/** Parent choices: every folder except the one being edited and the folders below it. */
function parentOptions(nodes: CatalogNode[], excludedId: number | null): TreeOption[] {
  return nodes.map((node) => {
    const excluded = node.id === excludedId;
    return {
      value: node.id,
      title: node.name,
      disabled: excluded,
      children: excluded ? [] : parentOptions(node.childrenList, excludedId),
    };
  });
}

/** What the dialog is doing: a new folder (under a parent) or editing one loaded in full, with what it was read at (decision 0100). */
type Dialog = { mode: 'create'; parentId: number | null } | { mode: 'edit'; detail: CatalogDetail; reading: EditReading };

export default function FolderScreen() {
  const { t } = useTranslation();
  const { message, modal } = AntdApp.useApp();
  const section = sectionOf(useLocation().pathname);
  const { lang } = useAdminLanguage();
  const sortableLabels = useSortableLabels();
  // Creating, editing, deleting and reordering folders are for editors and administrators: the
  // server refuses a reviewer, who sees the tree read-only.
  const mayManage = useMayManage();
  const { data: tree = [], loading, reload } = useApiData(
    useCallback(() => api.get<AdminCatalogNode[]>('/admin/catalog', { query: { type: section.type, lang } }), [section.type, lang]),
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const move = useCallback(
    async (sourceId: number, targetId: number) => {
      await api.put('/admin/catalog/sort', { sourceId, targetId });
      void reload();
    },
    [reload],
  );

  async function edit(node: CatalogNode) {
    setOpening(node.id);
    try {
      const reading: EditReading = { sequence: null };
      setDialog({ mode: 'edit', detail: await api.get<CatalogDetail>(`/admin/catalog/${node.id}`, { reading }), reading });
    } catch {
      // The notification has said what went wrong.
    } finally {
      setOpening(null);
    }
  }

  async function remove(node: CatalogNode) {
    try {
      await api.delete(`/admin/catalog/${node.id}`, { quiet: true });
      message.success(t('common.deleted'));
      void reload();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) return;
      if (error.status === 409) {
        modal.warning({ title: t('folders.notEmptyTitle', { name: node.name }), content: error.message, okText: t('folders.understood') });
      } else {
        message.error(error.message);
      }
    }
  }

  const title = t(section.titleKey);

  function level(nodes: AdminCatalogNode[], parent: AdminCatalogNode | null) {
    return (
      <SortableList<AdminCatalogNode>
        items={nodes}
        getId={(node) => node.id}
        getName={(node) => node.name}
        onMove={move}
        readOnly={!mayManage}
        labels={sortableLabels}
        aria-label={parent ? t('folders.subfoldersOf', { name: parent.name }) : title}
        renderItem={(node) => {
          const missing = node.lang !== lang;
          return (
            <>
              <div className="admin-folder-row">
                <span className="admin-folder-row__name" lang={missing && isLang(node.lang) ? node.lang.replace('_', '-') : undefined}>
                  <FolderOutlined aria-hidden />
                  {node.name}
                  {missing ? (
                    <Tag color="error" title={t('folders.missingName', { language: languageName(lang) })}>
                      {languageName(lang)} · {t('common.missing')}
                    </Tag>
                  ) : null}
                </span>
                <span className="admin-folder-row__count">
                  {t('folders.itemCount', { count: node.itemCount })}
                  {node.childrenList.length ? ` · ${t('folders.withSubfolders', { total: node.totalItemCount })}` : null}
                </span>
                {mayManage ? (
                  <Space size={0}>
                    <Tooltip title={t('folders.addSub')}>
                      <Button
                        type="text"
                        icon={<FolderAddOutlined />}
                        aria-label={`${t('folders.addSub')}: ${node.name}`}
                        onClick={() => setDialog({ mode: 'create', parentId: node.id })}
                      />
                    </Tooltip>
                    <Tooltip title={t('common.edit')}>
                      <Button
                        type="text"
                        icon={<EditOutlined />}
                        loading={opening === node.id}
                        aria-label={`${t('common.edit')}: ${node.name}`}
                        onClick={() => void edit(node)}
                      />
                    </Tooltip>
                    <ConfirmedButton name={node.name} onConfirm={() => remove(node)} />
                  </Space>
                ) : null}
              </div>
              {node.childrenList.length ? <div className="admin-folder-children">{level(node.childrenList, node)}</div> : null}
            </>
          );
        }}
      />
    );
  }

  return (
    <section className="admin-page admin-folder-tree" aria-labelledby="page-title">
      <style>{TREE_CSS}</style>
      <div className="admin-page__head">
        <h1 id="page-title">{title}</h1>
        {mayManage ? (
          <Button type="primary" icon={<FolderAddOutlined />} onClick={() => setDialog({ mode: 'create', parentId: null })}>
            {t('folders.create')}
          </Button>
        ) : null}
      </div>
      <Typography.Paragraph type="secondary">{t(mayManage ? 'folders.help' : 'folders.helpReviewer')}</Typography.Paragraph>
      <Spin spinning={loading}>
        {tree.length ? level(tree, null) : loading ? <div style={{ minHeight: 80 }} /> : <Empty description={t('common.noData')} />}
      </Spin>
      {dialog ? (
        <FolderDialog
          key={dialog.mode === 'edit' ? `edit-${dialog.detail.id}` : `create-${dialog.parentId ?? 'top'}`}
          dialog={dialog}
          type={section.type}
          tree={tree}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void reload();
          }}
        />
      ) : null}
    </section>
  );
}

function FolderDialog({
  dialog,
  type,
  tree,
  onClose,
  onSaved,
}: {
  dialog: Dialog;
  type: number;
  tree: CatalogNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const required = useRequired();
  const schemaRules = useSchemaRules();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<TranslatedValues>();
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const cancel = useConfirmClose(dirty, onClose);
  const { saving, send, formProps } = useTranslatedSave(form, '/admin/catalog', VERSION_KEYS, dialog.mode === 'edit' ? dialog.reading : undefined);

  const existing = useMemo(() => versionsByLang<CatalogVersion>(dialog.mode === 'edit' ? dialog.detail.versions : []), [dialog]);
  const editing = dialog.mode === 'edit';
  const initialValues: TranslatedValues = editing
    ? { versions: initialVersions(existing, (v) => ({ name: v.name })), parentId: dialog.detail.parentId ?? TOP_LEVEL }
    : { versions: {}, parentId: dialog.parentId ?? TOP_LEVEL };
  const options = useMemo(
    () => [{ value: TOP_LEVEL, title: t('folders.topLevel'), children: [] }, ...parentOptions(tree, editing ? dialog.detail.id : null)],
    [tree, editing, dialog, t],
  );

  async function save(values: TranslatedValues) {
    const parentId = values.parentId === TOP_LEVEL || values.parentId === undefined ? null : values.parentId;
    await send(buildBody(values, existing, VERSION_KEYS, { type, parentId }), !editing, () => {
      setDirty(false);
      message.success(editing ? t('common.saved') : t('folders.created'));
      onSaved();
    });
  }

  const heading = editing ? t('folders.editTitle', { name: dialog.detail.name }) : t('folders.createTitle');

  return (
    <Modal
      open
      title={heading}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={cancel}
      destroyOnHidden
      width={560}
    >
      <Form<TranslatedValues> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void save(values)} onValuesChange={() => setDirty(true)} {...formProps}>
        <LanguageTabs existing={existing} versionKeys={VERSION_KEYS}>
          {(language: Lang, included: boolean) => (
            <Form.Item
              name={['versions', language, 'name']}
              label={`${t('folders.name')} (${languageName(language)})`}
              rules={[required(t('folders.name'), 'input', included), ...schemaRules(catalogElement.shape.name), { whitespace: true }]}
            >
              <Input lang={language.replace('_', '-')} autoComplete="off" />
            </Form.Item>
          )}
        </LanguageTabs>
        <Form.Item name="parentId" label={t('folders.parent')} extra={editing ? t('folders.parentHelp') : undefined}>
          <FolderPicker treeData={options} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
