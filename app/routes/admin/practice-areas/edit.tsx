/**
 * Adding or editing one practice area in every language at once (`/admin/expertise/add`,
 * `/admin/expertise/edit/:id`): per language a tab with name, icon (uploaded, or chosen from the
 * icon library) and introduction. One save writes every version.
 */
import { AppstoreOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Empty, Form, Input, Modal, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Icon } from '../../../../contract/icon';
import { languageName, type Lang } from '../../../../contract/languages';
import { bcp47Of } from '../../../../contract/locale-catalogue';
import { type AdminPracticeAreaVersion, type PracticeAreaDetail, practiceAreaElement } from '../../../../contract/practice-area';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { api, fileUrl, isMissingRecord } from '../../../admin/api';
import { useCreatedIn } from '../../../admin/labels';
import { useSchemaRules } from '../../../admin/use-schema-rules';
import { buildBody, initialVersions, type TranslatedValues, versionsByLang } from '../../../admin/translated';
import { usePublication } from '../../../admin/usePublication';
import { useTranslatedSave } from '../../../admin/useTranslatedSave';
import { useEditReading } from '../../../admin/edit-reading';
import { useNavigateWhenSaved, useUnsavedChanges } from '../../../admin/useUnsavedChanges';
import { EditScreen } from '../../../components/admin/EditScreen';
import ImageUpload from '../../../components/admin/ImageUpload';
import { LanguageTabs } from '../../../components/admin/LanguageTabs';
import { PreviewButton } from '../../../components/admin/PreviewButton';
import { PublicationBar } from '../../../components/admin/PublicationBar';
import { RevisionsDrawer } from '../../../components/admin/RevisionsDrawer';
import { RichTextEditor } from '../../../components/admin/RichTextEditor';
import { useRequired } from '../../../admin/required';

const VERSION_KEYS = ['name', 'iconUrl', 'introduce'] as const;
const ICON_TYPES = 'image/svg+xml,image/png';

interface IconFieldProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** The icon of a practice area: an uploaded SVG or PNG, or one picked from the icon library. */
function IconField({ value, onChange, id, 'aria-describedby': describedBy, 'aria-invalid': invalid }: IconFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [icons, setIcons] = useState<Icon[] | null>(null);
  const [filter, setFilter] = useState('');

  function openPicker() {
    setOpen(true);
    api.get<Icon[]>('/admin/icon').then(setIcons).catch(() => setIcons((current) => current ?? []));
  }

  const shown = (icons ?? []).filter((icon) => icon.name.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <Space orientation="vertical" size={8} style={{ display: 'flex' }}>
      <ImageUpload value={value} onChange={onChange} id={id} aria-describedby={describedBy} aria-invalid={invalid} accept={ICON_TYPES} aspect={1} />
      <Button icon={<AppstoreOutlined />} onClick={openPicker}>
        {t('practiceArea.chooseIcon')}
      </Button>
      <Modal open={open} title={t('practiceArea.iconLibrary')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden width={640}>
        <Input.Search
          aria-label={t('icons.searchName')}
          placeholder={t('icons.searchName')}
          allowClear
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{ marginBottom: 12 }}
        />
        <Spin spinning={icons === null}>
          {icons !== null && shown.length === 0 ? (
            <Empty description={t('practiceArea.noIcons')} />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8, minHeight: 80 }}>
              {shown.map((icon) => (
                <li key={icon.id}>
                  <Button
                    type={icon.url === value ? 'primary' : 'default'}
                    ghost={icon.url === value}
                    aria-pressed={icon.url === value}
                    aria-label={t('practiceArea.useIcon', { name: icon.name })}
                    onClick={() => {
                      onChange?.(icon.url);
                      setOpen(false);
                    }}
                    style={{ width: '100%', height: 'auto', padding: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, whiteSpace: 'normal' }}
                  >
                    <img src={fileUrl(icon.url, 160)} alt="" style={{ width: 40, height: 40, objectFit: 'contain' }} />
                    <span style={{ fontSize: 12, lineHeight: 1.3 }}>{icon.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Spin>
      </Modal>
    </Space>
  );
}

/** A fresh form for each practice area: going from one (or "add") to another starts over. */
export default function PracticeAreaEditRoute() {
  const id = useParams().id;
  // An id that is no number still names an item, one that is not there (a 400 from the API).
  return <PracticeAreaEdit key={id ?? 'new'} id={id === undefined ? null : Number(id)} />;
}

function PracticeAreaEdit({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const required = useRequired();
  const createdIn = useCreatedIn();
  const schemaRules = useSchemaRules();
  const { message } = AntdApp.useApp();
  const { lang: adminLang } = useAdminLanguage();
  const [form] = Form.useForm<TranslatedValues>();
  const [versions, setVersions] = useState<AdminPracticeAreaVersion[]>([]);
  const [loading, setLoading] = useState(id !== null);
  const [missing, setMissing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const existing = useMemo(() => versionsByLang(versions), [versions]);
  // What the form was read at: a save over a colleague's is refused (decision 0100).
  const reading = useEditReading();
  const { saving, send, formProps } = useTranslatedSave(form, '/admin/professionalField', VERSION_KEYS, reading);
  const publication = usePublication(form, '/admin/professionalField', versions, (answer: PracticeAreaDetail) => setVersions(answer.versions), VERSION_KEYS, reading);
  useUnsavedChanges(dirty);
  const navigateWhenSaved = useNavigateWhenSaved(dirty);

  useEffect(() => {
    if (id === null) return;
    let cancelled = false;
    setLoading(true);
    api
      .get<PracticeAreaDetail>(`/admin/professionalField/detail/${id}`, { handles: isMissingRecord, reading })
      .then((detail) => {
        if (cancelled) return;
        setVersions(detail.versions);
        form.setFieldsValue({
          versions: initialVersions(versionsByLang(detail.versions), (v) => ({ name: v.name, iconUrl: v.iconUrl, introduce: v.introduce ?? '' })),
        });
        setDirty(false);
      })
      .catch((error: unknown) => {
        // The address names nothing: deleted, perhaps by a colleague, or mistyped.
        if (!cancelled && isMissingRecord(error)) setMissing(true);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [id, form, reading]);

  async function save(values: TranslatedValues) {
    const body = publication.decorate(buildBody(values, existing, VERSION_KEYS, {}));
    if (!body) return setDirty(false);
    await send<PracticeAreaDetail>(body, versions.length === 0, (saved) => {
      setVersions(saved.versions);
      setDirty(false);
      // A new item says it was created, published or not; a saved one says which.
      // Long enough to read what happened in each language.
      message.success(publication.savedMessage(saved.versions, versions.length === 0 ? createdIn(saved.versions) : null), 8);
      if (id === null) navigateWhenSaved(`/admin/expertise/edit/${saved.id}`);
    });
  }

  const shownName = existing[adminLang]?.name ?? versions[0]?.name;
  const heading = id !== null ? (shownName ? `${t('practiceArea.editTitle')} · ${shownName}` : t('practiceArea.editTitle')) : t('practiceArea.newTitle');

  return (
    <EditScreen
      heading={heading}
      backTo="/admin/expertise/list"
      form={form}
      loading={loading}
      saving={saving}
      dirty={dirty}
      onFinish={(values) => void save(values)}
      onValuesChange={() => setDirty(true)}
      formProps={formProps}
      publication={publication}
      missing={missing ? { createAt: '/admin/expertise/add' } : undefined}
      actions={
        <>
          <PreviewButton entity="practiceArea" no={versions[0]?.no} form={form} body={(values, alsoLang) => buildBody(values, existing, VERSION_KEYS, {}, alsoLang)} versionKeys={VERSION_KEYS} needs={[{ key: 'name', label: t('practiceArea.name'), standIn: t('preview.unnamed') }]} />
          <RevisionsDrawer entity="practiceArea" no={versions[0]?.no} />
        </>
      }
    >
      <LanguageTabs existing={existing} versionKeys={VERSION_KEYS} entity="practiceArea">
        {(lang: Lang, included: boolean) => (
          <>
            <PublicationBar lang={lang} publication={publication} />
            <Form.Item name={['versions', lang, 'name']} label={t('practiceArea.name')} rules={[required(t('practiceArea.name'), 'input', included), ...schemaRules(practiceAreaElement.shape.name)]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name={['versions', lang, 'iconUrl']} label={t('practiceArea.icon')} extra={t('practiceArea.iconHelp')}>
              <IconField />
            </Form.Item>
            <Form.Item name={['versions', lang, 'introduce']} label={t('practiceArea.introduce')}>
              <RichTextEditor lang={bcp47Of(lang)} aria-label={`${t('practiceArea.introduce')} (${languageName(lang)})`} />
            </Form.Item>
          </>
        )}
      </LanguageTabs>
    </EditScreen>
  );
}
