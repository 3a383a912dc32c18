/**
 * The media library (`/admin/media`): every uploaded file as a card with its thumbnail, name,
 * type, size, dimensions and whether anything uses it; search by name or text alternative, filter
 * images, documents and unused files; upload more. A file's details (`?file=<id>`) open in a
 * drawer: its text alternatives in every language, where it is used (with links to those
 * screens) and deletion, which the server refuses, naming the users, while the file is in use.
 * A reviewer uploads and reads; text alternatives and deletion are for editors and administrators.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Button, Checkbox, Descriptions, Drawer, Empty, Form, Input, Pagination, Popconfirm, Select, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ChangeEvent, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageName, type Lang } from '../../../contract/languages';
import { siteLanguages } from '../../../contract/site-languages';
import { ALT_MAX, type MediaFile, type MediaFileDetail, type MediaInUseResult, type MediaKind, type MediaUsage, mediaAltBody } from '../../../contract/media';
import { ARTICLE_SECTIONS } from '../../admin/sections';
import { api, ApiError, fileUrl, uploadFile } from '../../admin/api';
import { useSchemaRules } from '../../admin/use-schema-rules';
import { useIsAdministrator, useMayManage } from '../../admin/context';
import { useUploadLabels } from '../../admin/labels';
import { useApiData } from '../../admin/useApiData';
import { useUrlListState } from '../../admin/useUrlListState';
import { describeUploadError } from '../../components/admin/ImageUpload';
import { displayName, FileThumb, formatSize, typeName } from '../../components/admin/MediaPicker';
import { SearchBox } from '../../components/admin/SearchBox';

const PAGE_SIZE = 24;
const UPLOAD_TYPES = 'image/*,application/pdf';

/** The back-office screen where a usage can be changed, or null when the signed-in role cannot open one. */
function usageLink(usage: MediaUsage, isAdministrator: boolean): string | null {
  switch (usage.type) {
    case 'news':
      return `${ARTICLE_SECTIONS.news.base}/${usage.external ? 'edit-external' : 'edit'}?no=${usage.no}`;
    case 'case':
      return `${ARTICLE_SECTIONS.cases.base}/edit?no=${usage.no}`;
    case 'honour':
      return `${ARTICLE_SECTIONS.honors.base}/edit?no=${usage.no}`;
    case 'person':
      return `/admin/people/edit/${usage.id}`;
    case 'practiceArea':
      return `/admin/expertise/edit/${usage.id}`;
    case 'banner':
      return '/admin/banner/list';
    case 'icon':
      return '/admin/icons';
    case 'siteSettings':
      return isAdministrator ? '/admin/site/edit' : null;
    case 'staffAvatar':
      return isAdministrator ? '/admin/users' : null;
  }
}

function dimensions(file: MediaFile, t: (key: string, vars?: Record<string, unknown>) => string): string | null {
  return file.width && file.height ? t('media.pixels', { width: file.width, height: file.height }) : null;
}

export default function MediaLibrary() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const uploadLabels = useUploadLabels();
  const { params, update, filter } = useUrlListState();
  const keyword = params.get('keyword') ?? '';
  const kind = (params.get('kind') ?? '') as MediaKind | '';
  const unused = params.get('unused') === 'true';
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? PAGE_SIZE);
  const openId = Number(params.get('file')) || null;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const mayManage = useMayManage();

  const { data, loading, reload } = useApiData(
    useCallback(
      () =>
        api.list<MediaFile>('/admin/files', {
          query: { keyword: keyword || undefined, kind: kind || undefined, unused: unused ? 'true' : undefined, pageNo: page, pageSize },
        }),
      [keyword, kind, unused, page, pageSize],
    ),
  );
  const files = data?.result ?? [];
  const filtered = Boolean(keyword || kind || unused);

  async function onPicked(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    setUploading(true);
    for (const file of picked) {
      try {
        await uploadFile(file);
        message.success(t('media.uploaded', { name: file.name }));
      } catch (error) {
        message.error(`${file.name}: ${describeUploadError(error, uploadLabels)}`);
      }
    }
    setUploading(false);
    // The newest files come first: show them.
    if (page !== 1 || filtered) update({ page: undefined, keyword: undefined, kind: undefined, unused: undefined });
    else void reload();
  }

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('menu.media')}</h1>
        <input ref={inputRef} type="file" accept={UPLOAD_TYPES} multiple hidden tabIndex={-1} aria-hidden onChange={(event) => void onPicked(event)} />
        <Button type="primary" icon={<UploadOutlined />} loading={uploading} onClick={() => inputRef.current?.click()}>
          {t('media.upload')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary">{t(mayManage ? 'media.intro' : 'media.introReviewer')}</Typography.Paragraph>
      <div className="admin-toolbar media-library__toolbar" role="search" aria-label={t('media.filters')}>
        <SearchBox label={t('media.search')} initial={keyword} onSearch={(value) => filter('keyword', value.trim())} width={280} />
        <Select<MediaKind | 'all'>
          aria-label={t('media.kind')}
          value={kind || 'all'}
          onChange={(value) => filter('kind', value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('media.allKinds') },
            { value: 'image', label: t('media.images') },
            { value: 'document', label: t('media.documents') },
          ]}
          style={{ width: 160 }}
        />
        <Checkbox checked={unused} onChange={(event) => filter('unused', event.target.checked ? 'true' : undefined)}>
          {t('media.unusedOnly')}
        </Checkbox>
      </div>
      <Spin spinning={loading}>
        {files.length ? (
          <ul className="media-library__grid" aria-labelledby="page-title">
            {files.map((file) => {
              const size = dimensions(file, t);
              return (
                <li key={file.id}>
                  <Button className="media-library__item" onClick={() => update({ file: String(file.id) })}>
                    <FileThumb file={file} />
                    <Typography.Text className="media-library__name" strong ellipsis>
                      {displayName(file)}
                    </Typography.Text>
                    <span className="media-library__meta">
                      {typeName(file.mime)} · {formatSize(file.size)}
                      {size ? (
                        <>
                          <br />
                          {size}
                        </>
                      ) : null}
                    </span>
                    <span className="media-library__tags">
                      {file.usageCount ? <Tag color="success">{t('media.inUse', { count: file.usageCount })}</Tag> : <Tag>{t('media.unused')}</Tag>}
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : loading ? (
          <div style={{ minHeight: 160 }} />
        ) : (
          <Empty description={filtered ? t('media.noMatch') : t('media.noFiles')} />
        )}
      </Spin>
      {(data?.pageable.totalCount ?? 0) > 0 ? (
        <Pagination
          className="media-library__pagination"
          current={page}
          pageSize={pageSize}
          total={data?.pageable.totalCount ?? 0}
          showSizeChanger
          pageSizeOptions={[24, 48, 96]}
          onChange={(nextPage, nextSize) => update({ page: String(nextPage), pageSize: String(nextSize) })}
        />
      ) : null}
      {openId ? (
        <MediaDetail
          key={openId}
          id={openId}
          onClose={() => update({ file: undefined })}
          onChanged={() => void reload()}
          onDeleted={() => {
            // The last file of a page: show the page before.
            if (files.length === 1 && page > 1) update({ file: undefined, page: String(page - 1) });
            else update({ file: undefined });
            void reload();
          }}
        />
      ) : null}
    </section>
  );
}

type AltValues = Record<Lang, string>;

/** One file's details, text alternatives, usages and deletion. */
function MediaDetail({ id, onClose, onChanged, onDeleted }: { id: number; onClose: () => void; onChanged: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const schemaRules = useSchemaRules();
  const { message } = AntdApp.useApp();
  const isAdministrator = useIsAdministrator();
  const mayManage = useMayManage();
  const [form] = Form.useForm<AltValues>();
  const [file, setFile] = useState<MediaFileDetail | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Loaded once per file: a new onClose from the parent does not load it again.
  const closeAfterFailure = useEffectEvent(() => onClose());

  useEffect(() => {
    let current = true;
    api
      .get<MediaFileDetail>(`/admin/files/${id}`)
      .then((loaded) => {
        if (!current) return;
        setFile(loaded);
        form.setFieldsValue(Object.fromEntries(siteLanguages().languages.map((lang) => [lang, loaded.alt[lang] ?? ''])));
      })
      .catch(() => {
        if (current) closeAfterFailure();
      });
    return () => {
      current = false;
    };
  }, [id, form]);

  async function saveAlt(values: AltValues) {
    setSaving(true);
    try {
      const saved = await api.put<MediaFileDetail>(`/admin/files/${id}`, { alt: values }, { quiet: true });
      setFile(saved);
      message.success(t('media.altSaved'));
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) {
        form.setFields(error.fieldErrors.map((e) => ({ name: e.field.replace(/^alt\./, '') as Lang, errors: [e.message] })));
      } else if (error instanceof ApiError) {
        message.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    setDeleting(true);
    setRefusal(null);
    try {
      await api.delete(`/admin/files/${id}`, { quiet: true });
      message.success(t('media.deleted'));
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(error.message);
        const usages = (error.result as MediaInUseResult | null)?.usages;
        if (usages && file) setFile({ ...file, usages, usageCount: usages.length });
      } else if (error instanceof ApiError && error.status !== 401) {
        setRefusal(error.message);
      }
    } finally {
      setDeleting(false);
    }
  }

  const name = file ? displayName(file) : '';
  const inUse = Boolean(file?.usages.length);
  const size = file ? dimensions(file, t) : null;
  return (
    <Drawer open title={t('media.details')} size="min(560px, 100vw)" onClose={onClose} destroyOnHidden>
      {file ? (
        <>
          <div className="media-detail__preview">
            {file.kind === 'image' ? (
              <img src={fileUrl(file.path, 640)} alt="" />
            ) : (
              <a href={fileUrl(file.path)} target="_blank" rel="noopener noreferrer">
                {t('media.openFile')}
              </a>
            )}
          </div>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: t('media.name'), children: <span style={{ overflowWrap: 'anywhere' }}>{name}</span> },
              { key: 'type', label: t('media.type'), children: `${typeName(file.mime)} (${file.mime})` },
              { key: 'size', label: t('media.size'), children: formatSize(file.size) },
              ...(size ? [{ key: 'dimensions', label: t('media.dimensions'), children: size }] : []),
              {
                key: 'uploaded',
                label: t('media.uploadedAt'),
                children: file.uploadedBy ? t('media.uploadedBy', { time: dayjs(file.createTime).format('L LT'), name: file.uploadedBy }) : dayjs(file.createTime).format('L LT'),
              },
              {
                key: 'address',
                label: t('media.address'),
                children: (
                  <Typography.Text className="media-detail__address" copyable={{ text: fileUrl(file.path) }}>
                    <a href={fileUrl(file.path)} target="_blank" rel="noopener noreferrer">
                      {fileUrl(file.path)}
                    </a>
                  </Typography.Text>
                ),
              },
            ]}
          />

          <section className="media-detail__section" aria-labelledby="media-alt-title">
            <h3 id="media-alt-title">{t('media.altTitle')}</h3>
            <Typography.Paragraph type="secondary">{t(mayManage ? 'media.altHelp' : 'media.altHelpReviewer')}</Typography.Paragraph>
            <Form<AltValues> form={form} layout="vertical" onFinish={(values) => void saveAlt(values)}>
              {siteLanguages().languages.map((lang) => (
                <Form.Item key={lang} name={lang} label={t('media.altIn', { language: languageName(lang) })} rules={schemaRules(mediaAltBody.shape.alt.valueType)}>
                  <Input lang={lang.replace('_', '-')} maxLength={ALT_MAX} autoComplete="off" readOnly={!mayManage} variant={mayManage ? 'outlined' : 'filled'} />
                </Form.Item>
              ))}
              {mayManage ? (
                <Button htmlType="submit" loading={saving}>
                  {t('common.save')}
                </Button>
              ) : null}
            </Form>
          </section>

          <section className="media-detail__section" aria-labelledby="media-usages-title">
            <h3 id="media-usages-title">{t('media.usagesTitle')}</h3>
            {file.usages.length ? (
              <ul className="media-detail__usages">
                {file.usages.map((usage, index) => {
                  const type = t(`media.usageType.${usage.type}`);
                  // The firm's office photos belong to no named record: the settings screen is named alone.
                  const label = !usage.name && usage.type === 'siteSettings' ? type : t('media.usageLabel', { type, name: usage.name || t('media.untitled') });
                  const link = usageLink(usage, isAdministrator);
                  const field = t(`media.usageField.${usage.field}`);
                  return (
                    <li key={index}>
                      {link ? <Link to={link}>{label}</Link> : label}
                      <Typography.Text type="secondary"> — {usage.lang ? t('media.usageIn', { language: languageName(usage.lang), field }) : field}</Typography.Text>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <Typography.Paragraph>{t('media.notUsed')}</Typography.Paragraph>
            )}
          </section>

          {mayManage ? (
            <section className="media-detail__section">
              {inUse ? (
                <Typography.Paragraph id="media-in-use-note" type="secondary">
                  {t('media.inUseNote')}
                </Typography.Paragraph>
              ) : null}
              {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} /> : null}
              <Popconfirm
                title={t('media.confirmDelete', { name })}
                description={t('media.deleteHint')}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                classNames={{ root: 'admin-question', icon: 'admin-question__icon' }}
                onConfirm={() => void remove()}
                disabled={inUse}
              >
                {/* The server would refuse while anything uses the file (another editor's change shows when the file is opened again). */}
                <Button danger loading={deleting} disabled={inUse} aria-describedby={inUse ? 'media-in-use-note' : undefined}>
                  {t('media.delete')}
                </Button>
              </Popconfirm>
            </section>
          ) : null}
        </>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
