/**
 * Job titles (`/admin/jobs`) and offices (`/admin/offices`): the list in the website's order, in
 * the admin's language (drag, keyboard or arrows to reorder), and a dialog that edits one item in
 * every language at once: a name per language, for offices an address per language and one
 * telephone number. Delete with confirmation. A reviewer sees the list read-only.
 */
import { EditOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Empty, Form, Input, Modal, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { officeElement, type OfficeDetail, type OfficeVersion } from '../../../contract/job-office';
import { languageName, type Lang } from '../../../contract/languages';
import { useAdminLanguage } from '../../admin/AdminProviders';
import { api } from '../../admin/api';
import { useSchemaRules } from '../../admin/use-schema-rules';
import { useAdminSession, useMayManage } from '../../admin/context';
import { useCreatedIn, useSortableLabels } from '../../admin/labels';
import { buildBody, initialVersions, type TranslatedValues, versionsByLang } from '../../admin/translated';
import { useApiData } from '../../admin/useApiData';
import { useLocalDraft } from '../../admin/useLocalDraft';
import { useTranslatedSave } from '../../admin/useTranslatedSave';
import { useEditReading } from '../../admin/edit-reading';
import { useConfirmClose } from '../../admin/useUnsavedChanges';
import { DraftOffer } from '../../components/admin/DraftOffer';
import { LanguageTabs } from '../../components/admin/LanguageTabs';
import { SortableList } from '../../components/admin/SortableList';
import { ConfirmedButton } from '../../components/admin/ConfirmedButton';
import { useRequired } from '../../admin/required';

type Kind = 'job' | 'office';

/** What differs between the two screens; offices add an address per language and a telephone. */
const KINDS = {
  job: {
    api: '/admin/job',
    title: 'menu.jobs',
    add: 'named.addJob',
    newTitle: 'named.newJob',
    editTitle: 'named.editJob',
    deleteHint: 'named.deleteJobHint',
    orderHelp: 'named.jobOrderHelp',
    readOnlyHelp: 'named.jobHelpReviewer',
    versionKeys: ['name'],
  },
  office: {
    api: '/admin/office',
    title: 'menu.offices',
    add: 'named.addOffice',
    newTitle: 'named.newOffice',
    editTitle: 'named.editOffice',
    deleteHint: 'named.deleteOfficeHint',
    orderHelp: 'named.officeOrderHelp',
    readOnlyHelp: 'named.officeHelpReviewer',
    versionKeys: ['name', 'address'],
  },
} as const;

/** A job title has only `name`; offices fill the rest. */
type Item = OfficeVersion;

function kindOf(pathname: string): Kind {
  return pathname.startsWith('/admin/offices') ? 'office' : 'job';
}

export default function NamedList() {
  const kind = kindOf(useLocation().pathname);
  // A fresh screen for each kind: moving between jobs and offices starts over.
  return <NamedListScreen key={kind} kind={kind} />;
}

function NamedListScreen({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { lang } = useAdminLanguage();
  const sortableLabels = useSortableLabels();
  // Adding, editing, deleting and reordering are for editors and administrators: the server
  // refuses a reviewer, who sees the list read-only.
  const mayManage = useMayManage();
  const config = KINDS[kind];
  const { data: items = [], loading, reload } = useApiData(useCallback(() => api.get<Item[]>(config.api, { query: { lang } }), [config.api, lang]));
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [open, setOpen] = useState(false);

  async function move(sourceId: number, targetId: number) {
    await api.put(`${config.api}/sort`, { sourceId, targetId });
    message.success(t('named.orderSaved'));
  }

  async function remove(item: Item) {
    try {
      await api.delete(`${config.api}/${item.id}`);
    } catch {
      return;
    }
    message.success(t('common.deleted'));
    void reload();
  }

  function edit(id: number | null) {
    setEditing({ id });
    setOpen(true);
  }

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t(config.title)}</h1>
        {mayManage ? (
          <Button type="primary" onClick={() => edit(null)}>
            {t(config.add)}
          </Button>
        ) : null}
      </div>
      <Spin spinning={loading}>
        <Typography.Paragraph style={{ color: '#595959' }}>{t(mayManage ? config.orderHelp : config.readOnlyHelp)}</Typography.Paragraph>
        {items.length ? (
          <SortableList<Item>
            items={items}
            getId={(item) => item.id}
            getName={(item) => item.name}
            onMove={move}
            readOnly={!mayManage}
            labels={sortableLabels}
            aria-labelledby="page-title"
            renderItem={(item) => (
              <div style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  {mayManage ? (
                    <Button type="link" onClick={() => edit(item.id)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}>
                      {item.name}
                    </Button>
                  ) : (
                    <Typography.Text style={{ overflowWrap: 'anywhere' }}>{item.name}</Typography.Text>
                  )}
                  {item.lang !== lang ? (
                    <Tag color="warning" style={{ marginInlineStart: 8 }} title={t('common.translationMissing')}>
                      {languageName(item.lang) ?? item.lang} · {t('named.shownIn')}
                    </Tag>
                  ) : null}
                  {kind === 'office' && (item.address || item.tel) ? (
                    <Typography.Text style={{ display: 'block', fontSize: 13, color: '#595959' }}>
                      {[item.address, item.tel].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  ) : null}
                </div>
                {mayManage ? (
                  <Space size={0}>
                    <Tooltip title={t('common.edit')}>
                      <Button type="text" icon={<EditOutlined />} aria-label={`${t('common.edit')}: ${item.name}`} onClick={() => edit(item.id)} />
                    </Tooltip>
                    <ConfirmedButton name={item.name} hint={t(config.deleteHint)} onConfirm={() => remove(item)} />
                  </Space>
                ) : null}
              </div>
            )}
          />
        ) : loading ? null : (
          <Empty description={t('common.noData')} />
        )}
      </Spin>
      {editing ? (
        <NamedEditor
          key={editing.id ?? 'new'}
          kind={kind}
          id={editing.id}
          open={open}
          onClose={() => setOpen(false)}
          afterClose={() => setEditing(null)}
          onSaved={() => {
            setOpen(false);
            void reload();
          }}
        />
      ) : null}
    </section>
  );
}

interface NamedEditorProps {
  kind: Kind;
  id: number | null;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onSaved: () => void;
}

/** One job title or office in every language; one save writes every version. */
function NamedEditor({ kind, id, open, onClose, afterClose, onSaved }: NamedEditorProps) {
  const { t } = useTranslation();
  const required = useRequired();
  const createdIn = useCreatedIn();
  const schemaRules = useSchemaRules();
  const { message } = AntdApp.useApp();
  const config = KINDS[kind];
  const [form] = Form.useForm<TranslatedValues>();
  const [versions, setVersions] = useState<Item[]>([]);
  const [loading, setLoading] = useState(Boolean(id));
  const [dirty, setDirty] = useState(false);
  const cancel = useConfirmClose(dirty, onClose);
  // What the form was read at: a save over a colleague's is refused (decision 0100).
  const reading = useEditReading();
  const { saving, send, formProps } = useTranslatedSave(form, config.api, config.versionKeys, reading);
  const { profile } = useAdminSession();
  const draft = useLocalDraft({ form, account: profile.id, ready: !loading, dirty, scope: `${kind}:${id ?? 'new'}` });
  const existing = useMemo(() => versionsByLang(versions), [versions]);
  // A detail that cannot be loaded closes the dialog (the notification says why).
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    api
      .get<OfficeDetail>(`${config.api}/detail/${id}`, { reading })
      .then((detail) => {
        if (cancelled) return;
        setVersions(detail.versions);
        form.setFieldsValue({
          versions: initialVersions(versionsByLang(detail.versions), (v) => (kind === 'office' ? { name: v.name, address: v.address } : { name: v.name })),
          ...(kind === 'office' ? { tel: detail.tel } : {}),
        });
      })
      .catch(() => closeRef.current())
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [id, kind, config.api, form, reading]);

  async function save(values: TranslatedValues) {
    const structure = kind === 'office' ? { tel: typeof values.tel === 'string' && values.tel.trim() ? values.tel.trim() : null } : {};
    await send<Item & { versions: Item[] }>(buildBody(values, existing, config.versionKeys, structure), versions.length === 0, (saved) => {
      setDirty(false);
      message.success(versions.length ? t('common.saved') : createdIn(saved.versions));
      onSaved();
    });
  }

  return (
    <Modal
      open={open}
      title={t(id ? config.editTitle : config.newTitle)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={cancel}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={640}
    >
      <DraftOffer draft={draft} onRestored={() => setDirty(true)} />
      <Spin spinning={loading}>
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void save(values)}
          onValuesChange={() => {
            setDirty(true);
            draft.changed();
          }}
          {...formProps}
        >
          {kind === 'office' ? (
            <Form.Item name="tel" label={t('named.tel')} rules={schemaRules(officeElement.shape.tel)}>
              <Input type="tel" autoComplete="off" style={{ maxWidth: 280 }} />
            </Form.Item>
          ) : null}
          <LanguageTabs existing={existing} versionKeys={config.versionKeys}>
            {(lang: Lang, included: boolean) => (
              <>
                <Form.Item name={['versions', lang, 'name']} label={t('named.name')} rules={[required(t('named.name'), 'input', included), ...schemaRules(officeElement.shape.name)]}>
                  <Input autoComplete="off" />
                </Form.Item>
                {kind === 'office' ? (
                  <Form.Item name={['versions', lang, 'address']} label={t('named.address')} rules={schemaRules(officeElement.shape.address)}>
                    <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
                  </Form.Item>
                ) : null}
              </>
            )}
          </LanguageTabs>
        </Form>
      </Spin>
    </Modal>
  );
}
