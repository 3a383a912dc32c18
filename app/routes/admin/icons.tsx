/**
 * The icon library (`/admin/icons`): the practice-area icons staff can pick from, filtered by
 * name; add one (name and an SVG, PNG or WebP file), delete one with confirmation. A reviewer
 * sees the library read-only (the server refuses them both).
 */
import { PlusOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Empty, Form, Input, Modal, Spin, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Icon, iconBody } from '../../../contract/icon';
import { api, ApiError, fileUrl } from '../../admin/api';
import { useSchemaRules } from '../../admin/use-schema-rules';
import { useMayManage } from '../../admin/context';
import { useApiData } from '../../admin/useApiData';
import { useUrlListState } from '../../admin/useUrlListState';
import ImageUpload from '../../components/admin/ImageUpload';
import { SearchBox } from '../../components/admin/SearchBox';
import { ConfirmedButton } from '../../components/admin/ConfirmedButton';
import { useRequired } from '../../admin/required';

const ICON_TYPES = 'image/svg+xml,image/png,image/webp';

interface IconValues {
  name: string;
  url: string | null;
}

export default function IconLibrary() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { params, filter } = useUrlListState();
  const name = params.get('name') ?? '';
  const { data: icons = [], loading, reload } = useApiData(useCallback(() => api.get<Icon[]>('/admin/icon', { query: { name: name || undefined } }), [name]));
  const [adding, setAdding] = useState(false);
  const mayManage = useMayManage();

  async function remove(icon: Icon) {
    try {
      await api.delete(`/admin/icon/${icon.id}`);
    } catch {
      return;
    }
    message.success(t('common.deleted'));
    void reload();
  }

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('menu.icons')}</h1>
        {mayManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('icons.add')}
          </Button>
        ) : null}
      </div>
      {mayManage ? null : <Typography.Paragraph type="secondary">{t('icons.helpReviewer')}</Typography.Paragraph>}
      <div className="admin-toolbar">
        <SearchBox label={t('icons.searchName')} initial={name} onSearch={(value) => filter('name', value.trim())} width={260} />
      </div>
      <Spin spinning={loading}>
        {icons.length ? (
          <ul
            aria-labelledby="page-title"
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}
          >
            {icons.map((icon) => (
              <li key={icon.id} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
                <div style={{ width: 72, height: 72, display: 'grid', placeItems: 'center', background: '#fafafa', borderRadius: 6 }}>
                  <img src={fileUrl(icon.url, 160)} alt="" style={{ maxWidth: 56, maxHeight: 56, objectFit: 'contain' }} />
                </div>
                <Typography.Text style={{ textAlign: 'center', fontSize: 13, wordBreak: 'break-word' }}>{icon.name}</Typography.Text>
                {mayManage ? (
                  <>
                    <span style={{ marginTop: 'auto' }} />
                    <ConfirmedButton
                      name={icon.name}
                      question={t('icons.confirmDelete', { name: icon.name })}
                      hint={t('icons.deleteHint')}
                      size="small"
                      titled
                      onConfirm={() => remove(icon)}
                    />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : loading ? (
          <div style={{ minHeight: 120 }} />
        ) : (
          <Empty description={name ? t('icons.noMatch') : t('common.noData')} />
        )}
      </Spin>
      <AddIcon
        open={adding && mayManage}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void reload();
        }}
      />
    </section>
  );
}

/** The dialog that adds one icon: a name and its file. */
function AddIcon({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const required = useRequired();
  const schemaRules = useSchemaRules();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<IconValues>();
  const [saving, setSaving] = useState(false);

  async function save(values: IconValues) {
    setSaving(true);
    try {
      await api.post('/admin/icon', { name: values.name.trim(), url: values.url }, { quiet: true });
      message.success(t('icons.added'));
      onAdded();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) {
        form.setFields(error.fieldErrors.map((e) => ({ name: e.field === 'url' ? 'url' : 'name', errors: [e.message] })));
      } else if (error instanceof ApiError) {
        message.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('icons.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)} preserve={false}>
        <Form.Item name="name" label={t('icons.name')} rules={[{ ...required(t('icons.name')), whitespace: true }, ...schemaRules(iconBody.shape.name)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="url" label={t('icons.image')} extra={t('icons.imageHelp')} rules={[required(t('icons.image'), 'upload')]}>
          <ImageUpload accept={ICON_TYPES} aspect={1} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
