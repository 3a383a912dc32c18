/**
 * One image (or file) for a media field: cover, photo, icon, banner image, avatar, environment
 * photo. Shows the current image, uploads a new one with progress (a file can also be dropped on
 * the preview), takes one from the media library, removes it, or takes an absolute http(s)
 * address. A refused file is explained next to the field in the server's words and the previous
 * value stays. Works as an antd `Form.Item` control: `value`, `onChange`, `id` and the item's aria
 * attributes.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type CSSProperties, type DragEvent } from 'react';
import { Button, Input, Progress, Space, theme } from 'antd';
import { DeleteOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { ApiError, fileUrl, uploadFile } from '../../admin/api';
import { MediaLibraryButton } from './MediaPicker';
import { type ImageUploadLabels, useUploadLabels } from '../../admin/labels';

/** The words to show for a failed upload: the server's message when it sent one. */
export function describeUploadError(error: unknown, labels: Pick<ImageUploadLabels, 'timeout' | 'failed'>): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message === 'timeout' ? labels.timeout : labels.failed;
    if (error.status !== 401 && error.message) return error.message;
  }
  return labels.failed;
}

/** Whether a file matches an `accept` list such as `image/*,.pdf` (drops bypass the picker's filter). */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = (accept ?? '').split(',').map((token) => token.trim().toLowerCase()).filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export interface ImageUploadProps {
  value?: string | null;
  onChange?: (path: string | null) => void;
  /** What the file picker offers; default `image/*`. */
  accept?: string;
  /** Width / height of the preview box, e.g. `16 / 9` for a cover, `1` for an avatar. Default 4 / 3. */
  aspect?: number;
  /** Offer the "paste an https:// address" input. Default true. */
  allowUrl?: boolean;
  disabled?: boolean;
  /** Given to the upload button, so that a Form.Item label points at it. */
  id?: string;
  /** Set by Form.Item: its help text describes the upload button. */
  'aria-describedby'?: string;
  /** Set by Form.Item on a validation error: the preview box turns red. */
  'aria-invalid'?: boolean | 'true' | 'false';
}

const boxStyle: CSSProperties = {
  position: 'relative',
  width: '100%',
  maxWidth: 320,
  borderWidth: 1,
  borderStyle: 'dashed',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  textAlign: 'center',
};

export function ImageUpload({
  value,
  onChange,
  accept = 'image/*',
  aspect = 4 / 3,
  allowUrl = true,
  disabled = false,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: ImageUploadProps) {
  const labels = useUploadLabels();
  const { token } = theme.useToken();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRun = useRef(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [urlDraft, setUrlDraft] = useState('');
  const baseId = useId();
  const errorId = `${baseId}-error`;

  // An upload that finishes after the field is gone must not set state or call onChange.
  useEffect(() => {
    const runs = uploadRun;
    return () => {
      runs.current += 1;
    };
  }, []);

  const uploading = progress !== null;
  const locked = disabled || uploading;
  const isPdf = !!value && /\.pdf(?:$|[?#])/i.test(value);
  const broken = !!value && brokenSrc === value;

  async function start(file: File) {
    if (!matchesAccept(file, accept)) {
      setError(labels.wrongType);
      return;
    }
    const run = ++uploadRun.current;
    setError(null);
    setProgress(0);
    try {
      const path = await uploadFile(file, (percent) => {
        if (uploadRun.current === run) setProgress(percent);
      });
      if (uploadRun.current !== run) return;
      setProgress(null);
      onChange?.(path);
    } catch (cause) {
      if (uploadRun.current !== run) return;
      setProgress(null);
      setError(describeUploadError(cause, labels));
    }
  }

  function onPicked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing lets the same file be picked again after a refusal.
    event.target.value = '';
    if (file) void start(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (locked) return;
    const file = event.dataTransfer.files[0];
    if (file) void start(file);
  }

  function applyUrl() {
    const text = urlDraft.trim();
    if (!isHttpUrl(text)) {
      setError(labels.invalidUrl);
      return;
    }
    setError(null);
    setUrlDraft('');
    onChange?.(text);
  }

  function remove() {
    setError(null);
    onChange?.(null);
  }

  const describedByAll = [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  let preview;
  if (!value) {
    preview = (
      <span style={{ padding: 12 }}>
        {uploading ? labels.uploading : labels.empty}
        {locked ? null : (
          <>
            <br />
            {labels.dropHint}
          </>
        )}
      </span>
    );
  } else if (isPdf) {
    preview = (
      <a href={fileUrl(value)} target="_blank" rel="noopener noreferrer" style={{ padding: 12 }}>
        <FileOutlined aria-hidden /> {labels.openFile}
      </a>
    );
  } else if (broken) {
    preview = <span style={{ padding: 12 }}>{labels.brokenImage}</span>;
  } else {
    preview = (
      <img
        src={fileUrl(value, 320)}
        alt={labels.preview}
        onError={() => setBrokenSrc(value)}
        style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    );
  }

  return (
    <div className="image-upload" style={{ display: 'grid', gap: 8, maxWidth: 480 }} aria-busy={uploading || undefined}>
      <div
        style={{
          ...boxStyle,
          aspectRatio: String(aspect),
          borderRadius: token.borderRadiusLG,
          background: token.colorFillQuaternary,
          color: token.colorTextSecondary,
          fontSize: token.fontSizeSM,
          borderColor: dragging ? token.colorPrimary : invalid === true || invalid === 'true' ? token.colorError : token.colorBorder,
        }}
        onDragOver={(event) => {
          if (locked) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {preview}
      </div>

      {uploading ? <Progress percent={progress} size="small" aria-label={labels.uploading} /> : null}

      <Space wrap>
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          onChange={onPicked}
          disabled={locked}
          hidden
          tabIndex={-1}
          aria-hidden
        />
        <Button
          id={id}
          icon={<UploadOutlined />}
          loading={uploading}
          disabled={locked}
          onClick={() => inputRef.current?.click()}
          aria-describedby={describedByAll}
        >
          {value ? labels.replace : labels.upload}
        </Button>
        <MediaLibraryButton
          label={labels.chooseFromLibrary}
          accept={accept}
          allows={(file) => matchesAccept(file, accept)}
          disabled={locked}
          onPick={(file) => {
            setError(null);
            onChange?.(file.path);
          }}
        />
        {value ? (
          <Button icon={<DeleteOutlined />} danger disabled={locked} onClick={remove}>
            {labels.remove}
          </Button>
        ) : null}
      </Space>

      {allowUrl ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={urlDraft}
            onChange={(event) => setUrlDraft(event.target.value)}
            onPressEnter={(event) => {
              // Enter in this input must not submit the surrounding form.
              event.preventDefault();
              applyUrl();
            }}
            placeholder={labels.urlPlaceholder}
            aria-label={labels.urlLabel}
            inputMode="url"
            type="url"
            disabled={locked}
          />
          <Button onClick={applyUrl} disabled={locked || urlDraft.trim() === ''}>
            {labels.useUrl}
          </Button>
        </Space.Compact>
      ) : null}

      <div id={errorId} role="alert" style={{ color: token.colorError }}>
        {error}
      </div>
    </div>
  );
}

export default ImageUpload;
