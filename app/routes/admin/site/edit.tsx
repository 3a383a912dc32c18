/**
 * Site settings: the firm's portal config, one record per language (PRODUCT section 3, "Calls the
 * spec leaves without a shape"). The e-mail, telephone and office photos are the firm's, the same
 * in every language (decision 0017): they are edited once, above the language tabs, each photo
 * with a caption per language, and saved with `PUT /admin/portal-config/shared`. A tab per
 * language, marked when that language has no record yet; one save writes the shared part and every
 * language that changed, one `POST /admin/portal-config` each. Besides the spec's fields it edits
 * the documents shown at `/docs/{name}`: privacy, terms and disclaimer.
 */
import { ExclamationCircleFilled, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Space, Spin, Switch, Tabs } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type Lang } from '../../../../contract/languages';
import {
  type CountedFigures, DOCUMENT_NAMES, MAX_ADVANTAGES, MAX_COUNT, MAX_ENVIRONMENTS, type DocumentName, type PortalConfig, type SharedPortalConfig,
} from '../../../../contract/portal-config';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { api, ApiError } from '../../../admin/api';
import { useUploadLabels } from '../../../admin/labels';
import { RequireAdministrator } from '../../../admin/RequireAdministrator';
import { formFieldName } from '../../../admin/translated';
import { useUnsavedChanges } from '../../../admin/useUnsavedChanges';
import { useAdminSession } from '../../../admin/context';
import { useLocalDraft } from '../../../admin/useLocalDraft';
import { DraftOffer } from '../../../components/admin/DraftOffer';
import ImageUpload from '../../../components/admin/ImageUpload';
import { ListEntryButtons } from '../../../components/admin/ListEntryButtons';
import { RichTextEditor } from '../../../components/admin/RichTextEditor';

interface LangValues {
  name?: string;
  iconUrl?: string | null;
  address?: string | null;
  introduce?: string | null;
  lawyerCount?: number | null;
  isLawyerCountVisible?: boolean;
  totalPeople?: number | null;
  isTotalPeopleVisible?: boolean;
  branchCount?: number | null;
  isBranchCountVisible?: boolean;
  advantagesList?: ({ title?: string; content?: string | null } | undefined)[];
  documents?: Partial<Record<DocumentName, string | null>>;
}

/** What every language shares: contact details and the office photos, each with its captions. */
interface SharedValues {
  email?: string | null;
  tel?: string | null;
  environmentList?: ({ coverUrl?: string | null; titles?: Partial<Record<Lang, string | null>> } | undefined)[];
  countedFigures?: Partial<CountedFigures>;
}

interface FormValues {
  versions: Partial<Record<Lang, LangValues>>;
  shared?: SharedValues;
}

type Body = ReturnType<typeof toBody>;
type SharedBody = ReturnType<typeof toSharedBody>;

const COUNTS = [
  {
    key: 'lawyerCount',
    visible: 'isLawyerCountVisible',
    label: 'site.lawyerCount',
  },
  {
    key: 'totalPeople',
    visible: 'isTotalPeopleVisible',
    label: 'site.totalPeople',
  },
  {
    key: 'branchCount',
    visible: 'isBranchCountVisible',
    label: 'site.branchCount',
  },
] as const;

/** A trimmed text, or null when blank. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Rich text as the editor gives it, or null when empty. */
function rich(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function toValues(config: PortalConfig): LangValues {
  return {
    name: config.name,
    iconUrl: config.iconUrl,
    address: config.address,
    introduce: config.introduce,
    lawyerCount: config.lawyerCount,
    isLawyerCountVisible: config.isLawyerCountVisible,
    totalPeople: config.totalPeople,
    isTotalPeopleVisible: config.isTotalPeopleVisible,
    branchCount: config.branchCount,
    isBranchCountVisible: config.isBranchCountVisible,
    advantagesList: config.advantagesList.map((a) => ({
      title: a.title,
      content: a.content,
    })),
    documents: { ...config.documents },
  };
}

function toSharedValues(shared: SharedPortalConfig): SharedValues {
  return {
    email: shared.email,
    tel: shared.tel,
    environmentList: shared.environmentList.map((e) => ({ coverUrl: e.coverUrl, titles: { ...e.titles } })),
    countedFigures: { ...shared.countedFigures },
  };
}

/** The body of the shared call, as the server would store it. */
function toSharedBody(values: SharedValues | undefined) {
  const v = values ?? {};
  return {
    email: text(v.email),
    tel: text(v.tel),
    environmentList: (v.environmentList ?? []).map((e) => ({
      coverUrl: text(e?.coverUrl) ?? '',
      titles: Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, text(e?.titles?.[lang])])) as Record<Lang, string | null>,
    })),
    countedFigures: Object.fromEntries(COUNTS.map((item) => [item.key, v.countedFigures?.[item.key] !== false])) as unknown as CountedFigures,
  };
}

/** The upsert body of one language, as the server would store it. */
function toBody(lang: Lang, values: LangValues | undefined) {
  const v = values ?? {};
  return {
    lang,
    name: text(v.name) ?? '',
    iconUrl: text(v.iconUrl),
    address: text(v.address),
    introduce: rich(v.introduce),
    lawyerCount: count(v.lawyerCount),
    isLawyerCountVisible: Boolean(v.isLawyerCountVisible),
    totalPeople: count(v.totalPeople),
    isTotalPeopleVisible: Boolean(v.isTotalPeopleVisible),
    branchCount: count(v.branchCount),
    isBranchCountVisible: Boolean(v.isBranchCountVisible),
    advantagesList: (v.advantagesList ?? []).map((a) => ({
      title: text(a?.title) ?? '',
      content: rich(a?.content),
    })),
    documents: Object.fromEntries(DOCUMENT_NAMES.map((name) => [name, rich(v.documents?.[name])])) as Record<DocumentName, string | null>,
  };
}

/** What a save sends: the whole record, but only the documents that changed (each is long). */
function changedBody(current: Body, saved: Body): Omit<Body, 'documents'> & { documents?: Partial<Body['documents']> } {
  const { documents, ...rest } = current;
  const changedDocuments = Object.fromEntries(
    DOCUMENT_NAMES.filter((name) => documents[name] !== saved.documents[name]).map((name) => [name, documents[name]]),
  );
  return Object.keys(changedDocuments).length ? { ...rest, documents: changedDocuments } : rest;
}

const styles = {
  section: { fontSize: '1.05rem', margin: '1.5rem 0 0.75rem' },
  help: { color: 'rgba(0, 0, 0, 0.65)', marginTop: 0 },
  warning: { color: '#ad4e00' },
  tabError: { color: '#cf1322', marginInlineStart: 6 },
  changed: { color: '#1f2a44', fontWeight: 700, marginInlineStart: 4 },
} as const;

type Section = 'details' | 'advantages' | 'documents';

/** The section tab a field is on, from its name under the language. */
function sectionOf(key: unknown): Section {
  if (key === 'advantagesList') return 'advantages';
  if (key === 'documents') return 'documents';
  return 'details';
}

const same = (a: Body | SharedBody, b: Body | SharedBody) => JSON.stringify(a) === JSON.stringify(b);

/** The names of the buttons that move or remove an entry of a list. */
function useEntryLabels() {
  const { t } = useTranslation();
  return (name: string) => ({ up: t('site.moveUp', { name }), down: t('site.moveDown', { name }), remove: t('site.remove', { name }) });
}

/** The contact details and office photos of every language, above the language tabs. */
const SharedFields = memo(function SharedFields({ hasErrors }: { hasErrors: boolean }) {
  const { t } = useTranslation();
  const uploadLabels = useUploadLabels();
  const form = Form.useFormInstance<FormValues>();
  const entryLabels = useEntryLabels();
  return (
    <Card
      size="small"
      className="admin-structure"
      title={
        <span>
          {t('site.shared')}
          {hasErrors ? <ExclamationCircleFilled aria-label={t('site.tabHasErrors')} style={styles.tabError} /> : null}
        </span>
      }
      style={{ marginBottom: 16 }}
    >
      <p style={styles.help}>{t('site.sharedHelp')}</p>
      <Row gutter={16} style={{ maxWidth: 760 }}>
        <Col xs={24} md={12}>
          <Form.Item name={['shared', 'email']} label={t('site.email')} rules={[{ type: 'email' }, { max: 320 }]}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['shared', 'tel']} label={t('site.tel')} rules={[{ max: 64 }]}>
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <h2 style={styles.section}>{t('site.figures')}</h2>
      <p style={styles.help}>{t('site.countedHelp')}</p>
      <Row gutter={16} style={{ maxWidth: 760 }}>
        {COUNTS.map((item) => (
          <Col xs={24} md={8} key={item.key}>
            <Form.Item name={['shared', 'countedFigures', item.key]} label={t(item.label)}>
              <Radio.Group
                options={[
                  { value: true, label: t('site.counted') },
                  { value: false, label: t('site.typed') },
                ]}
                optionType="button"
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <h2 style={styles.section}>{t('site.environment')}</h2>
      <p style={styles.help}>{t('site.environmentHelp')}</p>
      <Form.List name={['shared', 'environmentList']}>
        {(items, { add, remove, move }) => (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {items.length === 0 ? <p style={styles.help}>{t('site.noEnvironment')}</p> : null}
            <Row gutter={[16, 16]}>
              {items.map((item, index) => {
                const name = t('site.photoN', { n: index + 1 });
                const captionPath = (lang: Lang) => ['shared', 'environmentList', item.name, 'titles', lang];
                return (
                  <Col xs={24} md={12} xl={6} key={item.key}>
                    <Card
                      size="small"
                      title={name}
                      extra={<ListEntryButtons index={index} count={items.length} labels={entryLabels(name)} onMove={move} onRemove={() => remove(item.name)} />}
                    >
                      <Form.Item name={[item.name, 'coverUrl']} label={t('site.photo')} rules={[{ required: true }]}>
                        <ImageUpload labels={uploadLabels} aspect={4 / 3} />
                      </Form.Item>
                      {CONTENT_LANGUAGES.map((lang, position) => (
                        <Form.Item
                          key={lang}
                          name={[item.name, 'titles', lang]}
                          label={t('site.captionIn', { language: LANGUAGE_NAMES[lang] })}
                          // The caption is the photo's text alternative: one language at least.
                          // The first field says so; the others only revalidate it.
                          dependencies={position === 0 ? CONTENT_LANGUAGES.slice(1).map(captionPath) : []}
                          rules={[
                            { max: 200 },
                            ...(position === 0
                              ? [
                                  {
                                    validator: async () => {
                                      const titles = form.getFieldValue(['shared', 'environmentList', item.name, 'titles']) as Record<string, unknown> | undefined;
                                      if (!Object.values(titles ?? {}).some((title) => text(title))) throw new Error(t('site.captionRequired'));
                                    },
                                  },
                                ]
                              : []),
                          ]}
                          style={position === CONTENT_LANGUAGES.length - 1 ? { marginBottom: 0 } : undefined}
                        >
                          <Input lang={lang.slice(0, 2)} />
                        </Form.Item>
                      ))}
                    </Card>
                  </Col>
                );
              })}
            </Row>
            <Button icon={<PlusOutlined />} onClick={() => add({ coverUrl: null, titles: {} })} disabled={items.length >= MAX_ENVIRONMENTS}>
              {t('site.addPhoto')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Card>
  );
});

interface LanguageFieldsProps {
  lang: Lang;
  /** The language has a record or has been edited: its name is required. */
  included: boolean;
  /** The language has no record yet. */
  missing: boolean;
  section: Section;
  onSection: (section: Section) => void;
  /** The sections of this language with errors, comma-separated (a string, so that memo can compare it). */
  errorSections: string;
}

/** The fields of one language; memoised, as each holds several rich-text editors. */
const LanguageFields = memo(function LanguageFields({ lang, included, missing, section, onSection, errorSections }: LanguageFieldsProps) {
  const { t } = useTranslation();
  const uploadLabels = useUploadLabels();
  const base = ['versions', lang] as const;
  const bcp = lang.slice(0, 2);
  const entryLabels = useEntryLabels();
  const sectionLabel = (key: Section, label: string) => (
    <span>
      {label}
      {errorSections.split(',').includes(key) ? <ExclamationCircleFilled aria-label={t('site.tabHasErrors')} style={styles.tabError} /> : null}
    </span>
  );
  return (
    <>
      {!missing ? null : <Alert type="info" showIcon title={t('site.noRecord', { language: LANGUAGE_NAMES[lang] })} style={{ marginBottom: 16 }} />}
      <Tabs
        size="small"
        activeKey={section}
        onChange={(key) => onSection(key as Section)}
        items={[
          {
            key: 'details',
            label: sectionLabel('details', t('site.firm')),
            forceRender: true,
            children: (
              <>
                <Row gutter={24}>
                  <Col xs={24} lg={14}>
                    <Form.Item name={[...base, 'name']} label={t('site.name')} rules={[{ required: included }, { max: 200 }]}>
                      <Input lang={bcp} />
                    </Form.Item>
                    <Form.Item name={[...base, 'address']} label={t('site.address')} extra={t('site.addressHelp')} rules={[{ max: 1000 }]}>
                      <Input.TextArea lang={bcp} autoSize={{ minRows: 2, maxRows: 4 }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={10}>
                    <Form.Item name={[...base, 'iconUrl']} label={t('site.logo')} extra={t('site.logoHelp')}>
                      <ImageUpload labels={uploadLabels} aspect={2} accept="image/*" />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name={[...base, 'introduce']} label={t('site.introduce')}>
                  <RichTextEditor lang={bcp} aria-label={`${t('site.introduce')} (${LANGUAGE_NAMES[lang]})`} />
                </Form.Item>

                <h2 style={styles.section}>{t('site.figures')}</h2>
                <p style={styles.help}>{t('site.figuresHelp')}</p>
                <Row gutter={16}>
                  {COUNTS.map((item) => (
                    <Col xs={24} md={8} key={item.key}>
                      <Card size="small">
                        <Form.Item noStyle dependencies={[['shared', 'countedFigures', item.key]]}>
                          {({ getFieldValue }) => {
                            const counted = getFieldValue(['shared', 'countedFigures', item.key]) !== false;
                            return (
                              <Form.Item
                                name={[...base, item.key]}
                                label={t(item.label)}
                                extra={counted ? t('site.countedNote') : undefined}
                                rules={[{ type: 'integer', min: 0, max: MAX_COUNT }]}
                              >
                                <InputNumber min={0} max={MAX_COUNT} precision={0} disabled={counted} style={{ width: '100%' }} />
                              </Form.Item>
                            );
                          }}
                        </Form.Item>
                        <Form.Item
                          name={[...base, item.visible]}
                          label={t('site.showOnSite')}
                          valuePropName="checked"
                          layout="horizontal"
                          style={{ marginBottom: 0 }}
                        >
                          <Switch />
                        </Form.Item>
                      </Card>
                    </Col>
                  ))}
                </Row>
              </>
            ),
          },
          {
            key: 'advantages',
            label: sectionLabel('advantages', t('site.advantages')),
            forceRender: true,
            children: (
              <>
                <Form.List name={[...base, 'advantagesList']}>
                  {(items, { add, remove, move }) => (
                    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                      {items.length === 0 ? <p style={styles.help}>{t('site.noAdvantages')}</p> : null}
                      {items.map((item, index) => {
                        const name = t('site.advantageN', { n: index + 1 });
                        return (
                          <Card
                            key={item.key}
                            size="small"
                            title={name}
                            extra={<ListEntryButtons index={index} count={items.length} labels={entryLabels(name)} onMove={move} onRemove={() => remove(item.name)} />}
                          >
                            <Form.Item name={[item.name, 'title']} label={t('site.itemTitle')} rules={[{ required: true }, { max: 200 }]}>
                              <Input lang={bcp} />
                            </Form.Item>
                            <Form.Item name={[item.name, 'content']} label={t('site.itemContent')}>
                              <RichTextEditor lang={bcp} aria-label={`${name}: ${t('site.itemContent')}`} />
                            </Form.Item>
                          </Card>
                        );
                      })}
                      <Button icon={<PlusOutlined />} onClick={() => add({ title: '', content: '' })} disabled={items.length >= MAX_ADVANTAGES}>
                        {t('site.addAdvantage')}
                      </Button>
                    </Space>
                  )}
                </Form.List>
              </>
            ),
          },
          {
            key: 'documents',
            label: sectionLabel('documents', t('site.documents')),
            // Long texts without rules: their editors start when the tab is first opened; the
            // form keeps their values meanwhile.
            forceRender: false,
            children: (
              <>
                <p style={styles.help}>{t('site.documentsHelp')}</p>
                {DOCUMENT_NAMES.map((doc) => (
                  <Form.Item
                    key={doc}
                    name={[...base, 'documents', doc]}
                    label={t(`site.doc.${doc}`)}
                    extra={doc === 'disclaimer' ? <span style={styles.warning}>{t('site.disclaimerNote')}</span> : null}
                  >
                    <RichTextEditor lang={bcp} aria-label={`${t(`site.doc.${doc}`)} (${LANGUAGE_NAMES[lang]})`} />
                  </Form.Item>
                ))}
              </>
            ),
          },
        ]}
      />
    </>
  );
});

function SiteEditForm() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { lang: adminLang } = useAdminLanguage();
  const [form] = Form.useForm<FormValues>();
  const [records, setRecords] = useState<Partial<Record<Lang, PortalConfig>>>({});
  const [sharedRecord, setSharedRecord] = useState<SharedPortalConfig | null>(null);
  const [sharedChanged, setSharedChanged] = useState(false);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [activeLang, setActiveLang] = useState<Lang>(adminLang);
  const [changed, setChanged] = useState<Lang[]>([]);
  const [activeSection, setActiveSection] = useState<Section>('details');
  /** `lang` and `lang:section` of every field that has an error, and `shared` for the shared part. */
  const [errorPlaces, setErrorPlaces] = useState<Set<string>>(new Set());
  const dirty = changed.length > 0 || sharedChanged;
  useUnsavedChanges(dirty);
  const { profile } = useAdminSession();
  const draft = useLocalDraft({ form, account: profile.id, ready: !loading, dirty });

  const savedBodies = useMemo(
    () => Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, toBody(lang, records[lang] ? toValues(records[lang]) : undefined)])) as Record<Lang, Body>,
    [records],
  );

  const changedLangs = useCallback(() => {
    const versions = (form.getFieldsValue(true) as FormValues).versions ?? {};
    return CONTENT_LANGUAGES.filter((lang) => records[lang] && !same(toBody(lang, versions[lang]), savedBodies[lang]));
  }, [form, records, savedBodies]);

  const savedShared = useMemo(() => toSharedBody(sharedRecord ? toSharedValues(sharedRecord) : undefined), [sharedRecord]);

  const isSharedChanged = useCallback(
    () => sharedRecord !== null && !same(toSharedBody((form.getFieldsValue(true) as FormValues).shared), savedShared),
    [form, sharedRecord, savedShared],
  );

  /** Which languages differ from their saved record, and the shared part; state changes only when that does. */
  const updateChanged = useCallback(() => {
    const next = changedLangs();
    setChanged((current) => (current.join() === next.join() ? current : next));
    setSharedChanged(isSharedChanged());
  }, [changedLangs, isSharedChanged]);

  const refreshErrors = useCallback(() => {
    const failing = form.getFieldsError().filter((field) => field.errors.length > 0);
    const next = new Set(
      failing.flatMap((field) =>
        field.name[0] === 'shared' ? ['shared'] : [String(field.name[1]), `${String(field.name[1])}:${sectionOf(field.name[2])}`],
      ),
    );
    // Validation reports every field: only a different set re-renders the form.
    setErrorPlaces((current) => (current.size === next.size && [...next].every((place) => current.has(place)) ? current : next));
  }, [form]);

  /** Shows the language and section of a field with an error (when it has them), then the field. */
  const reveal = useCallback(
    (name: (string | number)[]) => {
      if (name[0] === 'versions') {
        setActiveLang(name[1] as Lang);
        setActiveSection(sectionOf(name[2]));
      }
      setTimeout(() => form.scrollToField(name, { block: 'center' }), 50);
    },
    [form],
  );

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    Promise.all([
      api.get<SharedPortalConfig>('/admin/portal-config/shared'),
      ...CONTENT_LANGUAGES.map((lang) => api.get<PortalConfig>('/admin/portal-config', { query: { lang } })),
    ])
      .then(([shared, ...loaded]) => {
        if (cancelled) return;
        const byLang = Object.fromEntries(loaded.map((config, index) => [CONTENT_LANGUAGES[index], config])) as Record<Lang, PortalConfig>;
        setRecords(byLang);
        setSharedRecord(shared as SharedPortalConfig);
        form.setFieldsValue({
          versions: Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, toValues(byLang[lang])])),
          shared: toSharedValues(shared as SharedPortalConfig),
        });
        setChanged([]);
        setSharedChanged(false);
      })
      .catch(() => {})
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [form]);

  const hasRecord = (lang: Lang) => Boolean(records[lang]?.updateTime);

  async function save() {
    const toSave = changedLangs();
    const saveShared = isSharedChanged();
    if (toSave.length === 0 && !saveShared) {
      message.info(t('site.nothingChanged'));
      return;
    }
    try {
      await form.validateFields([...(saveShared ? [['shared']] : []), ...toSave.map((lang) => ['versions', lang])], { recursive: true });
    } catch {
      refreshErrors();
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first) reveal(first.name);
      return;
    }
    setSaving(true);
    const values = form.getFieldsValue(true) as FormValues;
    const versions = values.versions ?? {};
    const saved: Partial<Record<Lang, PortalConfig>> = {};
    let shared: SharedPortalConfig | undefined;
    try {
      if (saveShared) {
        try {
          shared = await api.put<SharedPortalConfig>('/admin/portal-config/shared', toSharedBody(values.shared), { quiet: true });
        } catch (error) {
          if (error instanceof ApiError && error.fieldErrors.length) {
            form.setFields(error.fieldErrors.map((f) => ({ name: ['shared', ...formFieldName(f.field)] as never, errors: [f.message] })));
            refreshErrors();
            reveal(['shared', ...formFieldName(error.fieldErrors[0]!.field)]);
          }
          if (error instanceof ApiError) message.error(`${t('site.shared')}: ${error.message}`);
          return;
        }
      }
      for (const lang of toSave) {
        const body = changedBody(toBody(lang, versions[lang]), savedBodies[lang]);
        try {
          saved[lang] = await api.post<PortalConfig>('/admin/portal-config', body, { quiet: true });
        } catch (error) {
          if (error instanceof ApiError && error.fieldErrors.length) {
            form.setFields(error.fieldErrors.map((f) => ({ name: ['versions', lang, ...formFieldName(f.field)] as never, errors: [f.message] })));
            refreshErrors();
            reveal(['versions', lang, error.fieldErrors[0]!.field.split('.')[0]!]);
            message.error(`${LANGUAGE_NAMES[lang]}: ${error.message}`);
          } else if (error instanceof ApiError) {
            message.error(`${LANGUAGE_NAMES[lang]}: ${error.message}`);
          }
          return;
        }
      }
    } finally {
      setSaving(false);
      // What was saved is the new baseline; languages not reached keep their edits.
      if (shared) {
        setSharedRecord(shared);
        form.setFieldsValue({ shared: toSharedValues(shared) });
      }
      if (Object.keys(saved).length) {
        setRecords((current) => ({ ...current, ...saved }));
        form.setFieldsValue({
          versions: Object.fromEntries(Object.entries(saved).map(([lang, config]) => [lang, toValues(config)])),
        });
      }
      const names = [...(shared ? [t('site.shared')] : []), ...Object.keys(saved).map((lang) => LANGUAGE_NAMES[lang as Lang])];
      if (names.length && Object.keys(saved).length === toSave.length && Boolean(shared) === saveShared) {
        message.success(t('site.savedLanguages', { languages: names.join(', ') }));
      }
    }
  }

  useEffect(() => {
    // After the baseline moves (a save), recompute what is still unsaved.
    if (!loading) updateChanged();
  }, [records, sharedRecord, loading, updateChanged]);

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('site.title')}</h1>
        <Space wrap>
          <Button icon={<ExportOutlined />} href={`/about?lang=${activeLang}`} target="_blank" rel="noreferrer">
            {t('common.preview')}
          </Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Space>
      </div>
      <p style={styles.help}>{t('site.intro')}</p>
      <DraftOffer draft={draft} onRestored={updateChanged} />
      <Spin spinning={loading} description={t('app.loading')}>
        <Form
          form={form}
          layout="vertical"
          onValuesChange={() => {
            updateChanged();
            draft.changed();
            // A removed row takes its errors with it once the form has re-rendered.
            setTimeout(refreshErrors);
          }}
          onFieldsChange={refreshErrors}
          onFinish={() => void save()}
        >
          <SharedFields hasErrors={errorPlaces.has('shared')} />
          <Tabs
            type="card"
            activeKey={activeLang}
            onChange={(key) => setActiveLang(key as Lang)}
            items={CONTENT_LANGUAGES.map((lang) => ({
              key: lang,
              forceRender: true,
              label: (
                <span>
                  {LANGUAGE_NAMES[lang]}
                  {errorPlaces.has(lang) ? <ExclamationCircleFilled aria-label={t('site.tabHasErrors')} style={styles.tabError} /> : null}
                  {changed.includes(lang) ? (
                    <span role="img" aria-label={t('site.unsavedLanguage')} title={t('site.unsavedLanguage')} style={styles.changed}>
                      •
                    </span>
                  ) : null}
                  {hasRecord(lang) ? null : (
                    <span className="admin-lang-missing" title={t('common.translationMissing')}>
                      ({t('common.missing')})
                    </span>
                  )}
                </span>
              ),
              children: records[lang] ? (
                <LanguageFields
                  lang={lang}
                  included={hasRecord(lang) || changed.includes(lang)}
                  missing={!hasRecord(lang)}
                  section={activeSection}
                  onSection={setActiveSection}
                  errorSections={[...errorPlaces]
                    .filter((place) => place.startsWith(`${lang}:`))
                    .map((place) => place.slice(lang.length + 1))
                    .join(',')}
                />
              ) : null,
            }))}
          />
        </Form>
      </Spin>
    </section>
  );
}

export default function SiteEdit() {
  return (
    <RequireAdministrator>
      <SiteEditForm />
    </RequireAdministrator>
  );
}
