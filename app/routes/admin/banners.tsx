/**
 * The home page's banners (`/admin/banner/list`): in the order the site shows them, reordered by
 * drag, keyboard or buttons (one `PUT /admin/banner/sort` per move), each with its image, texts,
 * link, languages and its priority (`top`, 0 to 9999, saved through `PUT /admin/banner/{id}/{top}`).
 * A drawer creates or edits one banner in every language at once, as a draft or published, with
 * each language's publication (usePublication, as on the edit screens); delete asks first. The
 * list tags each language with its state. A reviewer saves drafts only and does not reorder,
 * set priorities or delete (the server refuses those to them). `?no=<banner>` opens that banner's
 * drawer (the audit log links so), with `revision=<id>` its revisions at that one.
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Drawer, Empty, Form, Input, InputNumber, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type AdminBannerVersion, type BannerDetail, bannerElement } from '../../../contract/banner';
import { NOTE_MAX } from '../../../contract/content';
import { languageName, type Lang } from '../../../contract/languages';
import { shortLanguageTag, siteLanguages } from '../../../contract/site-languages';
import { useAdminLanguage } from '../../admin/AdminProviders';
import { api, fileUrl } from '../../admin/api';
import { useSchemaRules } from '../../admin/use-schema-rules';
import { useAdminSession, useMayManage } from '../../admin/context';
import { useSortableLabels } from '../../admin/labels';
import { buildBody, initialVersions, type TranslatedValues, versionsByLang } from '../../admin/translated';
import { useApiData } from '../../admin/useApiData';
import { useLocalDraft } from '../../admin/useLocalDraft';
import { usePublication } from '../../admin/usePublication';
import { useTranslatedSave } from '../../admin/useTranslatedSave';
import { type EditReading, useEditReading } from '../../admin/edit-reading';
import { useConfirmClose, useUnsavedChanges } from '../../admin/useUnsavedChanges';
import { DraftOffer } from '../../components/admin/DraftOffer';
import ImageUpload from '../../components/admin/ImageUpload';
import { LanguageTabs } from '../../components/admin/LanguageTabs';
import { PreviewButton } from '../../components/admin/PreviewButton';
import { PublicationBar } from '../../components/admin/PublicationBar';
import { ReviewerNote, usePublicationButtons } from '../../components/admin/PublicationButtons';
import { PublicationTag } from '../../components/admin/PublicationTag';
import { RevisionsDrawer } from '../../components/admin/RevisionsDrawer';
import { SortableList } from '../../components/admin/SortableList';
import { ConfirmedButton } from '../../components/admin/ConfirmedButton';
import { useRequired } from '../../admin/required';

const VERSION_KEYS = ['imgPath', 'title', 'subTitle', 'linkUrl'] as const;
const PAGE_SIZE = 100;

const LIST_CSS = `.admin-banner-row { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
.admin-banner-row__thumb { width: 112px; height: 42px; object-fit: cover; border-radius: 4px; background: #f0f0f0; flex: none; }
.admin-banner-row__text { flex: 1 1 14rem; min-width: 0; display: grid; gap: 2px; overflow-wrap: anywhere; }
.admin-banner-row__top { display: flex; align-items: center; gap: 0.35rem; }
.admin-banner-row__langs { display: flex; flex-wrap: wrap; gap: 4px 12px; list-style: none; margin: 0; padding: 0; }
.admin-banner-row__langs > li { display: inline-flex; align-items: center; flex-wrap: wrap; gap: 4px 0; }
.admin-banner-row__langs .ant-tag { margin-inline-end: 0; }
@media (max-width: 40rem) { .admin-banner-row__thumb { width: 84px; height: 32px; } }`;

/** One banner as a row: the version in the admin's language (or another when it has none), and all of them. */
interface BannerRow {
  version: AdminBannerVersion;
  versions: AdminBannerVersion[];
}

/**
 * Every banner, in the site's order. The list is asked for all languages (page by page) rather
 * than `lang=<admin language>`, so that a banner without the admin's language is still listed.
 */
async function loadBanners(lang: Lang): Promise<BannerRow[]> {
  const versions: AdminBannerVersion[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.list<AdminBannerVersion>('/admin/banner', { query: { page, pageSize: PAGE_SIZE } });
    versions.push(...response.result);
    if (response.result.length < PAGE_SIZE || versions.length >= response.pageable.totalCount) break;
  }
  const items = new Map<string, AdminBannerVersion[]>();
  for (const version of versions) items.set(version.no, [...(items.get(version.no) ?? []), version]);
  return [...items.values()].map((all) => ({ version: all.find((v) => v.lang === lang) ?? all[0]!, versions: all }));
}

/** `reading`: what the dialog's banner was read at (decision 0100). */
type Dialog = { mode: 'create' } | { mode: 'edit'; detail: BannerDetail; reading: EditReading };

export default function BannerScreen() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { lang } = useAdminLanguage();
  const sortableLabels = useSortableLabels();
  // Reordering, priorities and deleting are for editors and administrators, as the server says.
  const mayArrange = useMayManage();
  const { data: rows = [], loading, reload } = useApiData(useCallback(() => loadBanners(lang), [lang]));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const move = useCallback(
    async (sourceId: number, targetId: number) => {
      await api.put('/admin/banner/sort', { sourceId, targetId });
      // Pinned banners stay first whatever the order: show the order the server keeps.
      void reload();
    },
    [reload],
  );

  async function edit(row: BannerRow) {
    setOpening(row.version.id);
    try {
      const reading: EditReading = { sequence: null };
      setDialog({ mode: 'edit', detail: await api.get<BannerDetail>(`/admin/banner/detail/${row.version.id}`, { reading }), reading });
    } catch {
      // The notification has said what went wrong.
    } finally {
      setOpening(null);
    }
  }

  async function remove(row: BannerRow) {
    try {
      await api.delete(`/admin/banner/${row.version.id}`);
      message.success(t('common.deleted'));
      void reload();
    } catch {
      // The notification has said what went wrong.
    }
  }

  async function saveTop(row: BannerRow, top: number) {
    try {
      await api.put(`/admin/banner/${row.version.id}/${top}`);
      message.success(t('banners.topSaved', { value: top }));
    } finally {
      void reload();
    }
  }

  // `?no=` (a link from the audit log, with `revision=` perhaps) opens that banner once listed.
  const [params, setParams] = useSearchParams();
  const askedNo = params.get('no');
  const openedNo = useRef<string | null>(null);
  useEffect(() => {
    const row = askedNo && openedNo.current !== askedNo ? rows.find((r) => r.version.no === askedNo) : undefined;
    if (!row) return;
    openedNo.current = askedNo;
    void edit(row);
    // Once per banner asked for, when the list has it.
  }, [askedNo, rows]);

  function closeDialog() {
    setDialog(null);
    if (params.has('no') || params.has('revision')) setParams({}, { replace: true });
  }

  const nameOf = (row: BannerRow) => row.version.title || t('banners.untitled');

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <style>{LIST_CSS}</style>
      <div className="admin-page__head">
        <h1 id="page-title">{t('banners.title')}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create' })}>
          {t('banners.create')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary">{t(mayArrange ? 'banners.help' : 'banners.helpReviewer')}</Typography.Paragraph>
      <Spin spinning={loading}>
        {rows.length ? (
          <SortableList<BannerRow>
            items={rows}
            getId={(row) => row.version.id}
            getName={nameOf}
            onMove={move}
            readOnly={!mayArrange}
            labels={sortableLabels}
            aria-labelledby="page-title"
            renderItem={(row) => (
              <BannerRowView
                row={row}
                lang={lang}
                mayArrange={mayArrange}
                opening={opening === row.version.id}
                onEdit={() => void edit(row)}
                onDelete={() => remove(row)}
                onTop={(top) => saveTop(row, top)}
              />
            )}
          />
        ) : loading ? (
          <div style={{ minHeight: 80 }} />
        ) : (
          <Empty description={t('common.noData')} />
        )}
      </Spin>
      {dialog ? (
        <BannerDrawer
          key={dialog.mode === 'edit' ? `edit-${dialog.detail.id}` : 'create'}
          detail={dialog.mode === 'edit' ? dialog.detail : null}
          {...(dialog.mode === 'edit' ? { reading: dialog.reading } : {})}
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            void reload();
          }}
          onPublished={() => void reload()}
        />
      ) : null}
    </section>
  );
}

function BannerRowView({
  row,
  lang,
  mayArrange,
  opening,
  onEdit,
  onDelete,
  onTop,
}: {
  row: BannerRow;
  lang: Lang;
  mayArrange: boolean;
  opening: boolean;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  onTop: (top: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const topId = useId();
  const { version } = row;
  const name = version.title || t('banners.untitled');
  const [top, setTop] = useState<number | null>(version.top);
  const [shownTop, setShownTop] = useState(version.top);
  const [savingTop, setSavingTop] = useState(false);
  const saving = useRef(false);
  // A reload with a new value replaces what the field shows.
  if (shownTop !== version.top) {
    setShownTop(version.top);
    setTop(version.top);
  }

  async function commitTop() {
    if (saving.current) return;
    if (top === null || top === version.top) {
      setTop(version.top);
      return;
    }
    saving.current = true;
    setSavingTop(true);
    try {
      await onTop(top);
    } catch {
      setTop(version.top);
    } finally {
      saving.current = false;
      setSavingTop(false);
    }
  }

  return (
    <div className="admin-banner-row">
      <img className="admin-banner-row__thumb" src={fileUrl(version.imgPath, 320)} alt="" />
      <div className="admin-banner-row__text">
        <Typography.Text strong={Boolean(version.title)} type={version.title ? undefined : 'secondary'}>
          {name}
          {version.lang !== lang ? (
            <Tag color="error" style={{ marginInlineStart: 8 }} title={t('common.translationMissing')}>
              {languageName(lang)} · {t('common.missing')}
            </Tag>
          ) : null}
        </Typography.Text>
        {version.subTitle ? <Typography.Text type="secondary">{version.subTitle}</Typography.Text> : null}
        <Typography.Text type="secondary" style={{ fontSize: '0.85em' }}>
          {t('banners.link')}: {version.linkUrl ? <Typography.Text code>{version.linkUrl}</Typography.Text> : t('banners.noLink')}
        </Typography.Text>
        <ul className="admin-banner-row__langs" aria-label={t('banners.languages')}>
          {siteLanguages().languages.map((code) => {
            const inLanguage = row.versions.find((v) => v.lang === code);
            return (
              <li key={code} data-lang={code}>
                <Tag color={inLanguage ? (inLanguage.mayNeedUpdate ? 'warning' : 'default') : 'error'} title={languageName(code)}>
                  {shortLanguageTag(code)}
                  {inLanguage ? (inLanguage.mayNeedUpdate ? ` · ${t('translationStatus.tag')}` : '') : ` · ${t('common.missing')}`}
                </Tag>
                {inLanguage ? <PublicationTag version={inLanguage} /> : null}
              </li>
            );
          })}
        </ul>
      </div>
      {mayArrange ? (
        <div className="admin-banner-row__top">
          <label htmlFor={topId}>{t('common.top')}</label>
          <Tooltip title={t('common.topHelp')}>
            <InputNumber<number>
              id={topId}
              min={0}
              max={9999}
              precision={0}
              step={1}
              value={top}
              disabled={savingTop}
              onChange={setTop}
              onBlur={() => void commitTop()}
              onPressEnter={() => void commitTop()}
              aria-label={`${t('common.top')}: ${name}`}
              aria-description={t('common.topHelp')}
              style={{ width: 84 }}
            />
          </Tooltip>
        </div>
      ) : (
        <Typography.Text className="admin-banner-row__top" type="secondary">
          {t('common.top')}: {version.top}
        </Typography.Text>
      )}
      <Space size={0}>
        <Tooltip title={t('common.edit')}>
          <Button type="text" icon={<EditOutlined />} loading={opening} aria-label={`${t('common.edit')}: ${name}`} onClick={onEdit} />
        </Tooltip>
        {mayArrange ? (
          <ConfirmedButton name={name} onConfirm={onDelete} />
        ) : null}
      </Space>
    </div>
  );
}

function BannerDrawer({
  detail,
  reading: readAt,
  onClose,
  onSaved,
  onPublished,
}: {
  detail: BannerDetail | null;
  /** What `detail` was read at; a new banner's own reading starts at its first save. */
  reading?: EditReading;
  onClose: () => void;
  onSaved: () => void;
  /** A language was published or unpublished from the dialog, which stays open. */
  onPublished: () => void;
}) {
  const { t } = useTranslation();
  const required = useRequired();
  const schemaRules = useSchemaRules();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<TranslatedValues>();
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const cancel = useConfirmClose(dirty, onClose);
  const ownReading = useEditReading();
  const reading = readAt ?? ownReading;
  const { saving, send, formProps } = useTranslatedSave(form, '/admin/banner', VERSION_KEYS, reading);
  const { profile } = useAdminSession();
  const draft = useLocalDraft({ form, account: profile.id, ready: true, dirty, scope: `banner:${detail?.no ?? 'new'}` });

  // The versions as saved, which publishing a language from the dialog replaces.
  const [versions, setVersions] = useState<AdminBannerVersion[]>(() => detail?.versions ?? []);
  const publication = usePublication<AdminBannerVersion, BannerDetail>(
    form,
    '/admin/banner',
    versions,
    (saved) => {
      setVersions(saved.versions);
      onPublished();
    },
    VERSION_KEYS,
    reading,
  );
  const publicationButtons = usePublicationButtons(publication, form, saving);
  const existing = useMemo(() => versionsByLang(versions), [versions]);
  const initialValues = useMemo<TranslatedValues>(
    () => ({
      versions: initialVersions(existing, (v) => ({ imgPath: v.imgPath, title: v.title ?? '', subTitle: v.subTitle ?? '', linkUrl: v.linkUrl ?? '' })),
    }),
    [existing],
  );

  /** The elements a save sends for these values; a preview sends one of them. */
  function bodyOf(values: TranslatedValues, alsoLang?: Lang) {
    return buildBody(values, existing, VERSION_KEYS, {}, alsoLang).map((element) => ({
      ...element,
      // Empty optional texts are sent as empty, which clears them.
      title: typeof element.title === 'string' ? element.title.trim() : '',
      subTitle: typeof element.subTitle === 'string' ? element.subTitle.trim() : '',
      linkUrl: typeof element.linkUrl === 'string' ? element.linkUrl.trim() : '',
    }));
  }

  async function save(values: TranslatedValues) {
    const body = publication.decorate(bodyOf(values));
    if (!body) return setDirty(false);
    await send<BannerDetail>(body, !detail, (saved) => {
      setDirty(false);
      // Long enough to read what happened in each language.
      message.success(publication.savedMessage(saved.versions, detail ? null : t('banners.created')), 8);
      onSaved();
    });
  }

  return (
    <Drawer
      open
      title={detail ? t('banners.editTitle') : t('banners.createTitle')}
      size="min(760px, 100vw)"
      onClose={cancel}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        <Space wrap style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
          <PreviewButton entity="banner" no={detail?.no} form={form} body={bodyOf} versionKeys={VERSION_KEYS} needs={[{ key: 'imgPath', label: t('banners.image'), control: 'upload' }]} />
          <RevisionsDrawer entity="banner" no={detail?.no} />
          {publicationButtons}
        </Space>
      }
    >
      <ReviewerNote publication={publication} />
      <DraftOffer draft={draft} onRestored={() => setDirty(true)} />
      <Form<TranslatedValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void save(values)}
        onValuesChange={() => {
          setDirty(true);
          draft.changed();
        }}
        {...formProps}
      >
        <LanguageTabs existing={existing} versionKeys={VERSION_KEYS} entity="banner">
          {(language: Lang, included: boolean) => (
            <>
              <PublicationBar lang={language} publication={publication} />
              <Form.Item name={['versions', language, 'imgPath']} label={t('banners.image')} extra={t('banners.imageHelp')} rules={[required(t('banners.image'), 'upload', included)]}>
                <ImageUpload aspect={8 / 3} />
              </Form.Item>
              <Form.Item name={['versions', language, 'title']} label={t('banners.titleField')} rules={schemaRules(bannerElement.shape.title)}>
                <Input lang={language.replace('_', '-')} />
              </Form.Item>
              <Form.Item name={['versions', language, 'subTitle']} label={t('banners.subTitle')} rules={schemaRules(bannerElement.shape.subTitle)}>
                <Input.TextArea lang={language.replace('_', '-')} autoSize={{ minRows: 2, maxRows: 4 }} showCount maxLength={NOTE_MAX} />
              </Form.Item>
              <Form.Item
                name={['versions', language, 'linkUrl']}
                label={t('banners.link')}
                extra={t('banners.linkHelp')}
                rules={schemaRules(bannerElement.shape.linkUrl, { invalid: t('banners.linkInvalid') })}
              >
                <Input inputMode="url" placeholder="/people · https://" autoComplete="off" />
              </Form.Item>
            </>
          )}
        </LanguageTabs>
      </Form>
    </Drawer>
  );
}
