/**
 * Picking an uploaded file from the media library instead of uploading it again: a dialog with a
 * search box and a page of files, and the "choose from the library" button that opens it for an
 * image field. Files of a type the field does not take are shown but cannot be chosen.
 */
import '../../styles/admin-media.css';
import { AppstoreOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Pagination, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../../contract/envelope';
import { bcp47Of } from '../../../contract/locale-catalogue';
import { siteLanguages } from '../../../contract/site-languages';
import type { MediaFile, MediaKind } from '../../../contract/media';
import { api, fileUrl } from '../../admin/api';

const PAGE_SIZE = 24;

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  'image/x-icon': 'ICO',
  'image/svg+xml': 'SVG',
  'application/pdf': 'PDF',
};

/** `WebP`, `PDF`: the short name of a file's type. */
export function typeName(mime: string): string {
  return TYPE_NAMES[mime] ?? mime;
}

/** `820 KB`, `1.4 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function displayName(file: Pick<MediaFile, 'originalName' | 'path'>): string {
  return file.originalName ?? file.path.split('/').pop() ?? file.path;
}

/**
 * The file's alternative text in the language of a text (`zh-TW`, `zh_CN`, `de`), or '': the site
 * language of that very tag, else the first whose primary subtag it has.
 */
export function altInLanguage(file: Pick<MediaFile, 'alt'>, lang: string | undefined): string {
  if (!lang) return '';
  const tag = lang.replace('_', '-').toLowerCase();
  const primary = tag.split('-')[0];
  const languages = siteLanguages().languages;
  const code = languages.find((candidate) => bcp47Of(candidate).toLowerCase() === tag) ?? languages.find((candidate) => candidate.split('_')[0] === primary);
  return (code && file.alt[code]) || '';
}

/** The kind the library can be narrowed to for an `accept` list: images when it takes images only. */
function kindFor(accept: string | undefined): MediaKind | undefined {
  const tokens = (accept ?? '').split(',').map((token) => token.trim()).filter(Boolean);
  return tokens.length > 0 && tokens.every((token) => token.startsWith('image/')) ? 'image' : undefined;
}

/** A square thumbnail of a file, as wide as its container: the image itself, or an icon for a document. */
export function FileThumb({ file }: { file: Pick<MediaFile, 'path' | 'kind'> }) {
  return (
    <span className="media-thumb" aria-hidden="true">
      {file.kind === 'image' ? <img src={fileUrl(file.path, 320)} alt="" loading="lazy" /> : <FilePdfOutlined className="media-thumb__document" />}
    </span>
  );
}

/** Whether a field takes a file of this name and type; the image field passes its `accept` check. */
export type MediaAllows = (file: { name: string; type: string }) => boolean;

export interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (file: MediaFile) => void;
  /** What the field takes, as for a file input (`image/*`, `image/svg+xml,image/png`): only images are listed when it takes only images. Default `image/*`. */
  accept?: string;
  /** Files it refuses are shown but cannot be chosen. Default: every file listed. */
  allows?: MediaAllows;
}

const allowsAll: MediaAllows = () => true;

export function MediaPicker({ open, onClose, onPick, accept = 'image/*', allows = allowsAll }: MediaPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ListEnvelope<MediaFile> | null>(null);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState(false);
  const kind = kindFor(accept);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await api.list<MediaFile>('/admin/files', { query: { kind, keyword: keyword || undefined, pageNo: page, pageSize: PAGE_SIZE } }));
    } catch {
      // The notification has said what went wrong.
    } finally {
      setLoading(false);
    }
  }, [kind, keyword, page]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  useEffect(() => {
    if (open) setPicked(false);
  }, [open]);

  const files = data?.result ?? [];
  return (
    <Modal
      open={open}
      title={t('media.pickerTitle')}
      footer={null}
      onCancel={onClose}
      width="min(880px, calc(100vw - 16px))"
      // After a pick the caller moves focus on (the image dialog's text field); after a cancel it returns.
      focusable={{ focusTriggerAfterClose: !picked }}
      destroyOnHidden
    >
      <Input.Search
        aria-label={t('media.pickerSearch')}
        placeholder={t('media.pickerSearch')}
        allowClear
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <Spin spinning={loading}>
        {files.length === 0 ? (
          <div style={{ minHeight: 120 }}>{loading ? null : <Empty description={keyword ? t('media.noMatch') : t('media.noFiles')} />}</div>
        ) : (
          <ul className="media-picker__grid">
            {files.map((file) => {
              const name = displayName(file);
              const allowed = allows({ name, type: file.mime });
              return (
                <li key={file.id}>
                  <Button
                    className="media-picker__item"
                    disabled={!allowed}
                    title={allowed ? undefined : t('media.notAllowed')}
                    onClick={() => {
                      setPicked(true);
                      onPick(file);
                    }}
                  >
                    <FileThumb file={file} />
                    <Typography.Text className="media-picker__name" ellipsis>
                      {name}
                    </Typography.Text>
                    <span className="media-picker__meta">
                      {typeName(file.mime)}
                      {file.width && file.height ? ` · ${file.width}×${file.height}` : ''}
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      {(data?.pageable.totalCount ?? 0) > PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 12, justifyContent: 'flex-end' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={data?.pageable.totalCount ?? 0}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </Modal>
  );
}

/** The "choose from the library" button of a media field, with its dialog. */
export function MediaLibraryButton({
  label,
  accept,
  allows,
  disabled,
  onPick,
}: {
  label: string;
  accept?: string;
  allows?: MediaAllows;
  disabled?: boolean;
  onPick: (file: MediaFile) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<AppstoreOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <MediaPicker
        open={open}
        accept={accept}
        allows={allows}
        onClose={() => setOpen(false)}
        onPick={(file) => {
          setOpen(false);
          onPick(file);
        }}
      />
    </>
  );
}

export default MediaPicker;
