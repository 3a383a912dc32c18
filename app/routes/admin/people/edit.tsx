/**
 * Adding or editing one lawyer in every language at once (`/admin/people/add`,
 * `/admin/people/edit/:id`): portrait, phone, e-mail, job titles, office and practice areas for
 * the person, the same in every language (decision 0017), and per language a tab with name,
 * biography and further sections. One save writes every version.
 */
import { PlusOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { JobVersion, OfficeVersion } from '../../../../contract/job-office';
import { languageName, type Lang } from '../../../../contract/languages';
import { bcp47Of } from '../../../../contract/locale-catalogue';
import { type AdminLawyerVersion, type CustomContent, customContent, type LawyerDetail, lawyerElement } from '../../../../contract/lawyer';
import type { PracticeAreaVersion } from '../../../../contract/practice-area';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { api, isMissingRecord } from '../../../admin/api';
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
import { ListEntryButtons } from '../../../components/admin/ListEntryButtons';
import { RichTextEditor } from '../../../components/admin/RichTextEditor';
import { useRequired } from '../../../admin/required';

/**
 * The fields that make a language part of the save (a Form.List is [] even when untouched). The
 * portrait, phone and e-mail are the person's, above the tabs: they make no language by themselves.
 */
const FILLED_KEYS = ['name', 'intro'] as const;
const VERSION_KEYS = [...FILLED_KEYS, 'customContents'] as const;

const hasItems = (value: unknown) => Array.isArray(value) && value.length > 0;

interface Named {
  id: number;
  no: string;
  name: string;
}

/** The job titles, offices and practice areas in one language. */
interface Lists {
  jobs: Named[];
  offices: Named[];
  fields: Named[];
}

type Option = { value: number; label: string };

/** The same items in another language's list: ids follow the item (`no`); unknown ids stay. */
function mapIds(ids: readonly number[], from: readonly Named[], to: readonly Named[]): number[] {
  return ids.map((id) => {
    const no = from.find((item) => item.id === id)?.no;
    return to.find((item) => item.no === no)?.id ?? id;
  });
}

/** A fresh form for each person: going from one person (or "add") to another starts over. */
export default function PersonEditRoute() {
  const id = useParams().id;
  // An id that is no number still names an item, one that is not there (a 400 from the API).
  return <PersonEdit key={id ?? 'new'} id={id === undefined ? null : Number(id)} />;
}

function PersonEdit({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const required = useRequired();
  const createdIn = useCreatedIn();
  const schemaRules = useSchemaRules();
  const { message } = AntdApp.useApp();
  const { lang: adminLang } = useAdminLanguage();
  const [form] = Form.useForm<TranslatedValues>();
  const [versions, setVersions] = useState<AdminLawyerVersion[]>([]);
  const [lists, setLists] = useState<Lists | null>(null);
  /** Related items that have no version in the admin's language, named in the person's. */
  const [extra, setExtra] = useState<{ jobs: Option[]; offices: Option[]; fields: Option[] }>({ jobs: [], offices: [], fields: [] });
  const [loading, setLoading] = useState(id !== null);
  const [missing, setMissing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const existing = useMemo(() => versionsByLang(versions), [versions]);
  // What the form was read at: a save over a colleague's is refused (decision 0100).
  const reading = useEditReading();
  const { saving, send, formProps } = useTranslatedSave(form, '/admin/lawyerTeam', VERSION_KEYS, reading);
  const publication = usePublication(form, '/admin/lawyerTeam', versions, (answer: LawyerDetail) => setVersions(answer.versions), FILLED_KEYS, reading);
  const watched = Form.useWatch<TranslatedValues['versions']>('versions', form);
  useUnsavedChanges(dirty);
  const navigateWhenSaved = useNavigateWhenSaved(dirty);

  // The lists in each language, fetched once per language.
  const cache = useRef(new Map<string, Promise<Lists>>());
  const listsIn = useCallback((lang: string): Promise<Lists> => {
    let lists = cache.current.get(lang);
    if (!lists) {
      lists = Promise.all([
        api.get<JobVersion[]>('/admin/job', { query: { lang } }),
        api.get<OfficeVersion[]>('/admin/office', { query: { lang } }),
        api.get<PracticeAreaVersion[]>('/admin/professionalField/lang/list', { query: { lang } }),
      ]).then(([jobs, offices, fields]) => ({ jobs, offices, fields }));
      lists.catch(() => cache.current.delete(lang));
      cache.current.set(lang, lists);
    }
    return lists;
  }, []);

  // The choices in the admin's language; a change of language keeps what is chosen.
  const shown = useRef<Lists | null>(null);
  const adminLangRef = useRef(adminLang);
  useEffect(() => {
    adminLangRef.current = adminLang;
    let cancelled = false;
    listsIn(adminLang)
      .then((next) => {
        if (cancelled) return;
        const previous = shown.current;
        if (previous && previous !== next) {
          const values = form.getFieldsValue(['jobIds', 'proFieldIds', 'officeId']) as { jobIds?: number[]; proFieldIds?: number[]; officeId?: number | null };
          form.setFieldsValue({
            jobIds: mapIds(values.jobIds ?? [], previous.jobs, next.jobs),
            proFieldIds: mapIds(values.proFieldIds ?? [], previous.fields, next.fields),
            officeId: values.officeId ? mapIds([values.officeId], previous.offices, next.offices)[0] : values.officeId,
          });
        }
        shown.current = next;
        setLists(next);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [adminLang, listsIn, form]);

  useEffect(() => {
    if (id === null) return;
    let cancelled = false;
    setLoading(true);
    (async () => {
      const detail = await api.get<LawyerDetail>(`/admin/lawyerTeam/detail/${id}`, { handles: isMissingRecord, reading });
      const lang = adminLangRef.current;
      const source = detail.versions.find((v) => v.lang === lang) ?? detail;
      const [from, to] = await Promise.all([listsIn(source.lang), listsIn(lang)]);
      if (cancelled) return;
      const jobIds = mapIds(source.jobIds, from.jobs, to.jobs);
      const proFieldIds = mapIds(source.proFieldIds, from.fields, to.fields);
      const officeId = source.officeId ? mapIds([source.officeId], from.offices, to.offices)[0]! : null;
      const missing = (ids: number[], list: Named[], names: { id: number; name: string }[]) =>
        ids.filter((value) => !list.some((item) => item.id === value)).map((value) => ({ value, label: names.find((n) => n.id === value)?.name ?? `#${value}` }));
      setExtra({
        jobs: missing(jobIds, to.jobs, source.jobs.map((j) => ({ id: j.jobId, name: j.name }))),
        fields: missing(proFieldIds, to.fields, source.proFields.map((f) => ({ id: f.professionalFieldId, name: f.name }))),
        offices: officeId ? missing([officeId], to.offices, source.office ? [{ id: source.office.officeId, name: source.office.name }] : []) : [],
      });
      setVersions(detail.versions);
      form.resetFields();
      form.setFieldsValue({
        versions: initialVersions(versionsByLang(detail.versions), (v) => ({
          name: v.name,
          intro: v.intro ?? '',
          customContents: v.customContents.length ? v.customContents.map((c) => ({ title: c.title, content: c.content ?? '' })) : undefined,
        })),
        jobIds,
        proFieldIds,
        officeId,
        photoUrl: detail.photoUrl,
        phoneNumber: detail.phoneNumber,
        email: detail.email,
      });
      setDirty(false);
    })()
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
  }, [id, form, listsIn, reading]);

  /** The elements a save sends for these values; a preview sends one of them. */
  function bodyOf(values: TranslatedValues, alsoLang?: Lang) {
    const structure = {
      jobIds: values.jobIds ?? [],
      proFieldIds: values.proFieldIds ?? [],
      officeId: values.officeId ?? null,
      photoUrl: values.photoUrl ?? null,
      phoneNumber: values.phoneNumber ?? null,
      email: values.email ?? null,
    };
    // A language with further sections takes part in the save; an empty list does not count.
    const filled = {
      ...values,
      versions: Object.fromEntries(
        Object.entries(values.versions ?? {}).map(([lang, version]) => [lang, { ...version, customContents: hasItems(version?.customContents) ? version?.customContents : undefined }]),
      ),
    };
    return buildBody(filled, existing, VERSION_KEYS, structure, alsoLang).map((element) => ({
      ...element,
      customContents: ((element.customContents as CustomContent[] | null) ?? []).map((c) => ({ title: c.title, content: c.content ?? '' })),
    }));
  }

  async function save(values: TranslatedValues) {
    const body = publication.decorate(bodyOf(values));
    if (!body) return setDirty(false);
    await send<LawyerDetail>(body, versions.length === 0, (saved) => {
      setVersions(saved.versions);
      setDirty(false);
      // A new item says it was created, published or not; a saved one says which.
      // Long enough to read what happened in each language.
      message.success(publication.savedMessage(saved.versions, versions.length === 0 ? createdIn(saved.versions) : null), 8);
      if (id === null) navigateWhenSaved(`/admin/people/edit/${saved.id}`);
    });
  }

  const options = (items: Named[] | undefined, more: Option[]): Option[] => [...(items ?? []).map((item) => ({ value: item.id, label: item.name })), ...more];
  const shownName = existing[adminLang]?.name ?? versions[0]?.name;
  const heading = id !== null ? (shownName ? `${t('people.editTitle')} · ${shownName}` : t('people.editTitle')) : t('people.newTitle');

  return (
    <EditScreen
      heading={heading}
      backTo="/admin/people/list"
      form={form}
      loading={loading}
      saving={saving}
      dirty={dirty}
      onFinish={(values) => void save(values)}
      onValuesChange={() => setDirty(true)}
      formProps={formProps}
      publication={publication}
      missing={missing ? { createAt: '/admin/people/add' } : undefined}
      actions={<><PreviewButton entity="lawyer" no={versions[0]?.no} form={form} body={bodyOf} versionKeys={VERSION_KEYS} needs={[{ key: 'name', label: t('people.name'), standIn: t('preview.unnamed') }]} /><RevisionsDrawer entity="lawyer" no={versions[0]?.no} /></>}
    >
      <Card size="small" className="admin-structure" title={t('people.structure')} style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24} md={8} xl={6}>
            <Form.Item name="photoUrl" label={t('people.photo')} style={{ maxWidth: 320 }}>
              <ImageUpload aspect={4 / 5} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16} xl={18}>
            <Form.Item name="jobIds" label={t('people.jobs')}>
              <Select mode="multiple" allowClear optionFilterProp="label" options={options(lists?.jobs, extra.jobs)} style={{ maxWidth: 640 }} />
            </Form.Item>
            <Form.Item name="officeId" label={t('people.office')}>
              <Select allowClear optionFilterProp="label" options={options(lists?.offices, extra.offices)} style={{ maxWidth: 640 }} />
            </Form.Item>
            <Form.Item name="proFieldIds" label={t('people.practiceAreas')}>
              <Select mode="multiple" allowClear optionFilterProp="label" options={options(lists?.fields, extra.fields)} style={{ maxWidth: 640 }} />
            </Form.Item>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16, maxWidth: 640 }}>
              <Form.Item name="phoneNumber" label={t('people.phone')} rules={schemaRules(lawyerElement.shape.phoneNumber, { invalid: t('people.phoneInvalid') })}>
                <Input type="tel" autoComplete="off" />
              </Form.Item>
              <Form.Item name="email" label={t('people.email')} rules={schemaRules(lawyerElement.shape.email)}>
                <Input type="email" autoComplete="off" />
              </Form.Item>
            </div>
          </Col>
        </Row>
      </Card>
      <LanguageTabs existing={existing} versionKeys={FILLED_KEYS} entity="lawyer">
        {(lang: Lang, included: boolean) => (
          <>
            <PublicationBar lang={lang} publication={publication} />
            <Form.Item
              name={['versions', lang, 'name']}
              label={t('people.name')}
              rules={[required(t('people.name'), 'input', included || hasItems(watched?.[lang]?.customContents)), ...schemaRules(lawyerElement.shape.name)]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name={['versions', lang, 'intro']} label={t('people.intro')}>
              <RichTextEditor lang={bcp47Of(lang)} aria-label={`${t('people.intro')} (${languageName(lang)})`} />
            </Form.Item>
            <CustomSections lang={lang} />
          </>
        )}
      </LanguageTabs>
    </EditScreen>
  );
}

/** The further sections of one language (education, admissions...): add, remove, reorder. */
function CustomSections({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const required = useRequired();
  const schemaRules = useSchemaRules();
  const headingId = `custom-sections-${lang}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} style={{ fontSize: '1rem', margin: '8px 0 12px' }}>
        {t('people.customContents')}
      </h2>
      <Form.List name={['versions', lang, 'customContents']}>
        {(fields, { add, remove, move }) => (
          <Space orientation="vertical" size={12} style={{ display: 'flex' }}>
            {fields.map((field, index) => {
              const title = t('people.sectionN', { n: index + 1 });
              return (
                <Card
                  key={field.key}
                  size="small"
                  title={title}
                  extra={
                    <ListEntryButtons
                      index={index}
                      count={fields.length}
                      labels={{ up: t('people.moveSectionUp', { name: title }), down: t('people.moveSectionDown', { name: title }), remove: t('people.removeSection', { name: title }) }}
                      titled
                      onMove={move}
                      onRemove={() => remove(field.name)}
                    />
                  }
                >
                  <Form.Item name={[field.name, 'title']} label={t('people.sectionTitle')} rules={[required(t('people.sectionTitle')), ...schemaRules(customContent.shape.title)]}>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'content']} label={t('people.sectionContent')} style={{ marginBottom: 0 }}>
                    <RichTextEditor lang={bcp47Of(lang)} aria-label={`${t('people.sectionContent')} ${index + 1} (${languageName(lang)})`} />
                  </Form.Item>
                </Card>
              );
            })}
            <Button icon={<PlusOutlined />} onClick={() => add({ title: '', content: '' })}>
              {t('people.addSection')}
            </Button>
          </Space>
        )}
      </Form.List>
    </section>
  );
}
