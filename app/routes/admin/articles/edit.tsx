/**
 * Editing one news item, case or honour in every language at once: folder, practice areas, key
 * contacts, pin state and cover for the item, and per language a tab with title, an optional cover of its own
 * (decision 0017), summary (news) and rich text, or for an external article (`edit-external`) the
 * link instead of the text. One save writes every version.
 */
import { App as AntdApp, Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type AdminArticleVersion, caseElement, honourElement, newsElement } from '../../../../contract/article';
import type { CatalogNode } from '../../../../contract/catalog';
import { NOTE_MAX } from '../../../../contract/content';
import { languageName, type Lang } from '../../../../contract/languages';
import { bcp47Of } from '../../../../contract/locale-catalogue';
import type { LawyerVersion } from '../../../../contract/lawyer';
import { MAX_PAGE_SIZE } from '../../../../contract/paging';
import type { PracticeAreaVersion } from '../../../../contract/practice-area';
import { useAdminLanguage } from '../../../admin/AdminProviders';
import { useCreatedIn } from '../../../admin/labels';
import { api } from '../../../admin/api';
import { useSchemaRules } from '../../../admin/use-schema-rules';
import { sectionOf } from '../../../admin/sections';
import { buildBody, initialVersions, type TranslatedValues, versionsByLang } from '../../../admin/translated';
import { useTranslatedSave } from '../../../admin/useTranslatedSave';
import { useEditReading } from '../../../admin/edit-reading';
import { usePublication } from '../../../admin/usePublication';
import { useUnsavedChanges } from '../../../admin/useUnsavedChanges';
import { EditScreen } from '../../../components/admin/EditScreen';
import { FolderPicker } from '../../../components/admin/FolderPicker';
import ImageUpload from '../../../components/admin/ImageUpload';
import { LanguageTabs } from '../../../components/admin/LanguageTabs';
import { PreviewButton } from '../../../components/admin/PreviewButton';
import { PublicationBar } from '../../../components/admin/PublicationBar';
import { RevisionsDrawer } from '../../../components/admin/RevisionsDrawer';
import { RichTextEditor } from '../../../components/admin/RichTextEditor';
import { useRequired } from '../../../admin/required';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

/** What the server checks a version of each section with. */
const ELEMENTS = { news: newsElement, cases: caseElement, honors: honourElement };

function toTree(nodes: CatalogNode[]): TreeOption[] {
  return nodes.map((node) => ({ value: node.id, title: node.name, children: toTree(node.childrenList) }));
}

interface PeopleOptions {
  /** One option per person, by the id of their version in the admin's language (else another). */
  options: { value: number; label: string }[];
  /** The option of any version id of a person: the API may name a person by another version. */
  optionOf: Map<number, number>;
}

/** Everyone on the team, once each, named in `lang` where they have a version in it. */
async function loadPeople(lang: Lang): Promise<PeopleOptions> {
  const versions: LawyerVersion[] = [];
  for (let pageNo = 1; pageNo <= 50; pageNo++) {
    const page = await api.list<LawyerVersion>('/admin/lawyerTeam', { query: { pageNo, pageSize: 100 } });
    versions.push(...page.result);
    if (versions.length >= page.pageable.totalCount || page.result.length === 0) break;
  }
  const chosen = new Map<string, LawyerVersion>();
  for (const version of versions) if (!chosen.has(version.no) || version.lang === lang) chosen.set(version.no, version);
  const optionOf = new Map(versions.map((v) => [v.id, chosen.get(v.no)!.id]));
  const options = [...chosen.values()].map((v) => ({ value: v.id, label: v.name })).sort((a, b) => a.label.localeCompare(b.label, lang.replace('_', '-')));
  return { options, optionOf };
}

const PREVIEW_ENTITY = { news: 'news', cases: 'case', honors: 'honour' } as const;

export default function ArticleEdit() {
  const { t } = useTranslation();
  const required = useRequired();
  const createdIn = useCreatedIn();
  const { message } = AntdApp.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const section = sectionOf(location.pathname);
  const schemaRules = useSchemaRules();
  const fields = ELEMENTS[section.key].shape;
  const external = location.pathname.endsWith('/edit-external');
  const [params] = useSearchParams();
  const no = params.get('no');
  const { lang: adminLang } = useAdminLanguage();
  const [form] = Form.useForm<TranslatedValues>();
  const [versions, setVersions] = useState<AdminArticleVersion[]>([]);
  const [folders, setFolders] = useState<TreeOption[]>([]);
  const [practiceAreas, setPracticeAreas] = useState<{ value: number; label: string }[]>([]);
  const [people, setPeople] = useState<PeopleOptions>({ options: [], optionOf: new Map() });
  const [loading, setLoading] = useState(Boolean(no));
  const [missing, setMissing] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);

  // The cover is the item's, above the tabs; a language's own cover makes it part of the save.
  const versionKeys = useMemo(
    () =>
      external ? ['title', 'ownCoverUrl', 'contentUrl', 'note'] : section.key === 'news' ? ['title', 'ownCoverUrl', 'note', 'content'] : ['title', 'ownCoverUrl', 'content'],
    [external, section.key],
  );
  const existing = useMemo(() => versionsByLang(versions), [versions]);
  // What the form was read at: a save over a colleague's is refused (decision 0100).
  const reading = useEditReading();
  const { saving, send, formProps } = useTranslatedSave(form, section.api, versionKeys, reading);
  const publication = usePublication(form, section.api, versions, setVersions, versionKeys, reading);

  // News and cases (the sections with folders) name the practice areas they are about.
  const hasPracticeAreas = section.catalogType !== null;

  useEffect(() => {
    if (section.catalogType !== null) {
      void api.get<CatalogNode[]>('/admin/catalog', { query: { type: section.catalogType, lang: adminLang } }).then((tree) => setFolders(toTree(tree)));
      void api
        .get<PracticeAreaVersion[]>('/admin/professionalField/lang/list', { query: { lang: adminLang } })
        .then((fields) => setPracticeAreas(fields.map((field) => ({ value: field.id, label: field.name }))));
      void loadPeople(adminLang).then(setPeople);
    }
  }, [section.catalogType, adminLang]);

  // Read when the item loads; a later change of language must not load it again over the editor's work.
  const adminLangRef = useRef(adminLang);
  // Declared before the loading effect, so a load in the same commit reads the language just set.
  useEffect(() => {
    adminLangRef.current = adminLang;
  }, [adminLang]);

  useEffect(() => {
    setMissing(false);
    if (!no) return;
    setLoading(true);
    api
      // One page holds every version: an item has one per catalogue language, fewer than a page's most.
      .list<AdminArticleVersion>(section.api, { query: { no, pageSize: MAX_PAGE_SIZE }, reading })
      .then((response) => {
        const loaded = response.result;
        setMissing(loaded.length === 0);
        setVersions(loaded);
        const first = loaded.find((v) => v.lang === adminLangRef.current) ?? loaded[0];
        form.setFieldsValue({
          versions: initialVersions(versionsByLang(loaded), (v) => ({ title: v.title, ownCoverUrl: v.ownCoverUrl, note: v.note, content: v.content, contentUrl: v.contentUrl })),
          cataId: first?.cataId ?? undefined,
          proFieldIds: first?.proFieldIds ?? [],
          lawyerIds: first?.lawyerIds ?? [],
          top: Boolean(first?.top),
          sharedCoverUrl: first?.sharedCoverUrl,
        });
        setDirty(false);
      })
      .catch(() => {})
      .finally(() => setLoading(false));
  }, [no, section.api, form, reading]);

  // A change of language names the folder, practice areas and key contacts as the version in that
  // language does, unless the editor chose them: any version's ids save the same (the server reads
  // the item they belong to), but the lists now offer the new language's.
  useEffect(() => {
    const version = versions.find((v) => v.lang === adminLang);
    if (!version || form.isFieldsTouched(['cataId', 'proFieldIds', 'lawyerIds'])) return;
    form.setFieldsValue({ cataId: version.cataId ?? undefined, proFieldIds: version.proFieldIds ?? [], lawyerIds: version.lawyerIds ?? [] });
    // Only the language: the versions' own changes are loaded with them above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adminLang]);

  // A key contact named by a version other than the one offered shows as that option.
  useEffect(() => {
    const ids = form.getFieldValue('lawyerIds') as number[] | undefined;
    if (ids?.length) form.setFieldValue('lawyerIds', [...new Set(ids.map((id) => people.optionOf.get(id) ?? id))]);
  }, [people, form, versions]);

  /** The elements a save sends for these values; a preview sends one of them (that of `alsoLang`, however empty). */
  function bodyOf(values: TranslatedValues, alsoLang?: Lang) {
    const structure = {
      ...(section.catalogType !== null ? { cataId: values.cataId } : {}),
      ...(hasPracticeAreas ? { proFieldIds: values.proFieldIds ?? [], lawyerIds: values.lawyerIds ?? [] } : {}),
      ...(section.key === 'news' ? { isLink: external ? 1 : 0 } : {}),
      top: values.top ? 1 : 0,
      sharedCoverUrl: values.sharedCoverUrl,
    };
    // Says which cover is which; `coverUrl`, the spec's, is the one the version shows.
    return buildBody(values, existing, versionKeys, structure, alsoLang).map((element) => ({
      ...element,
      // Unset on a new item: a preview shows it without a cover.
      coverUrl: element.ownCoverUrl || values.sharedCoverUrl,
    }));
  }

  async function save(values: TranslatedValues) {
    const body = publication.decorate(bodyOf(values));
    if (!body) return setDirty(false);
    await send<AdminArticleVersion[]>(body, versions.length === 0, (saved) => {
      setVersions(saved);
      setDirty(false);
      // A new item says it was created; a publish says what happened in each language.
      // Long enough to read what happened in each language.
      message.success(publication.savedMessage(saved, versions.length === 0 ? createdIn(saved) : null), 8);
      if (!no && saved[0]) void navigate(`${location.pathname}?no=${saved[0].no}`, { replace: true });
    });
  }

  // A page is shown without folder or cover, not without a title (or an external article's link).
  const previewNeeds = [{ key: 'title', label: t('articles.title'), standIn: t('preview.untitled') }, ...(external ? [{ key: 'contentUrl', label: t('articles.contentUrl') }] : [])];

  const heading = external ? (no ? t('articles.editExternal') : t('articles.newExternal')) : `${t(section.titleKey)} · ${no ? t('articles.editTitle') : t('articles.newTitle')}`;

  return (
    <EditScreen
      heading={heading}
      backTo={`${section.base}/list`}
      form={form}
      loading={loading}
      saving={saving}
      dirty={dirty}
      onFinish={(values) => void save(values)}
      onValuesChange={() => setDirty(true)}
      formProps={formProps}
      publication={publication}
      missing={missing ? { createAt: location.pathname } : undefined}
      actions={<><PreviewButton entity={PREVIEW_ENTITY[section.key]} no={versions[0]?.no} form={form} body={bodyOf} versionKeys={versionKeys} needs={previewNeeds} /><RevisionsDrawer entity={PREVIEW_ENTITY[section.key]} no={versions[0]?.no} /></>}
    >
      <Card size="small" className="admin-structure" title={t('articles.structure')} style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24} md={10} xl={8}>
            <Form.Item name="sharedCoverUrl" label={t('articles.cover')} extra={t('articles.coverHelp')} rules={[required(t('articles.cover'), 'upload')]} style={{ maxWidth: 420 }}>
              <ImageUpload aspect={16 / 9} />
            </Form.Item>
          </Col>
          <Col xs={24} md={14} xl={16}>
            {section.catalogType !== null ? (
              <Form.Item name="cataId" label={t('articles.folder')} rules={[required(t('articles.folder'), 'select')]}>
                <FolderPicker treeData={folders} treeDefaultExpandAll showSearch treeNodeFilterProp="title" style={{ maxWidth: 420 }} />
              </Form.Item>
            ) : null}
            {hasPracticeAreas ? (
              <Form.Item name="proFieldIds" label={t('articles.practiceAreas')} extra={t('articles.practiceAreasHelp')}>
                <Select mode="multiple" allowClear options={practiceAreas} optionFilterProp="label" style={{ maxWidth: 620 }} />
              </Form.Item>
            ) : null}
            {hasPracticeAreas ? (
              <Form.Item name="lawyerIds" label={t('articles.keyContacts')} extra={t('articles.keyContactsHelp')}>
                <Select mode="multiple" allowClear options={people.options} optionFilterProp="label" style={{ maxWidth: 620 }} />
              </Form.Item>
            ) : null}
            <Form.Item name="top" label={t('articles.pinned')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <LanguageTabs existing={existing} versionKeys={versionKeys} entity={PREVIEW_ENTITY[section.key]}>
        {(lang: Lang, included: boolean) => (
          <>
            <PublicationBar lang={lang} publication={publication} />
            <Form.Item name={['versions', lang, 'title']} label={t('articles.title')} rules={[required(t('articles.title'), 'input', included), ...schemaRules(fields.title)]}>
              <Input />
            </Form.Item>
            <Form.Item name={['versions', lang, 'ownCoverUrl']} label={t('articles.ownCover')} extra={t('articles.ownCoverHelp')} style={{ maxWidth: 420 }}>
              <ImageUpload aspect={16 / 9} />
            </Form.Item>
            {external ? (
              <Form.Item
                name={['versions', lang, 'contentUrl']}
                label={t('articles.contentUrl')}
                extra={t('articles.contentUrlHelp')}
                rules={[
                  required(t('articles.contentUrl'), 'input', included),
                  ...schemaRules(newsElement.shape.contentUrl, { invalid: t('articles.contentUrlInvalid') }),
                ]}
                validateFirst
              >
                <Input inputMode="url" placeholder="https://" />
              </Form.Item>
            ) : null}
            {section.key === 'news' ? (
              <Form.Item name={['versions', lang, 'note']} label={t('articles.note')} rules={schemaRules(newsElement.shape.note)}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} showCount maxLength={NOTE_MAX} />
              </Form.Item>
            ) : null}
            {external ? null : (
              <Form.Item name={['versions', lang, 'content']} label={t('articles.content')}>
                <RichTextEditor lang={bcp47Of(lang)} aria-label={`${t('articles.content')} (${languageName(lang)})`} />
              </Form.Item>
            )}
          </>
        )}
      </LanguageTabs>
    </EditScreen>
  );
}
