/**
 * The rich-text editor for content, introductions, biographies and documents (PRODUCT.md 5). It
 * only produces what the server's sanitiser keeps (server/modules/content/sanitize.ts): headings
 * 2 to 4, bold, italic, underline, strike, lists, quotes, rules, links to http(s), mailto: and tel:
 * addresses or paths on this site, tables, uploaded images with alternative text, and text
 * alignment on paragraphs and headings. The content area carries the public `.rich-text` class and
 * the public page's typography (admin-editor.css), so what staff see is what visitors see.
 *
 * An antd `Form.Item` control: `value` / `onChange` (an empty editor is ''), `id`, and the item's
 * aria attributes. Renders on the server as an empty frame; the editor starts in the browser.
 * Keyboard: the toolbar is one tab stop (arrow keys, Home and End move inside it, Escape returns to
 * the text); Alt+F10 in the text moves to the toolbar.
 */
import './../../styles/admin-editor.css';
import { Fragment, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { mergeAttributes } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { Image } from '@tiptap/extension-image';
import { TextAlign } from '@tiptap/extension-text-align';
import { Button, Checkbox, Input, Modal, Progress, message } from 'antd';
import Icon, {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  DisconnectOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { fileUrl, uploadFile } from '../../admin/api';
import { describeUploadError } from './ImageUpload';
import { insertImageThenParagraph } from './insert-image';

export interface RichTextEditorLabels {
  toolbar: string;
  undo: string;
  redo: string;
  heading2: string;
  heading3: string;
  heading4: string;
  bold: string;
  italic: string;
  underline: string;
  strike: string;
  bulletList: string;
  orderedList: string;
  blockquote: string;
  horizontalRule: string;
  alignLeft: string;
  alignCenter: string;
  alignRight: string;
  alignJustify: string;
  link: string;
  unlink: string;
  image: string;
  clearFormatting: string;
  insertTable: string;
  addRow: string;
  deleteRow: string;
  addColumn: string;
  deleteColumn: string;
  deleteTable: string;
  /** Shown in an empty editor; '' for none. */
  placeholder: string;
  linkTitle: string;
  linkAddress: string;
  linkAddressHelp: string;
  linkNewTab: string;
  linkInvalid: string;
  linkRefused: string;
  apply: string;
  imageTitle: string;
  imageAlt: string;
  imageAltHelp: string;
  imageAltRequired: string;
  insert: string;
  uploading: string;
  uploadTimeout: string;
  uploadFailed: string;
}

export const defaultRichTextEditorLabels: RichTextEditorLabels = {
  toolbar: 'Formatting',
  undo: 'Undo',
  redo: 'Redo',
  heading2: 'Heading',
  heading3: 'Subheading',
  heading4: 'Minor heading',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  blockquote: 'Quotation',
  horizontalRule: 'Dividing line',
  alignLeft: 'Align left',
  alignCenter: 'Centre',
  alignRight: 'Align right',
  alignJustify: 'Justify',
  link: 'Link',
  unlink: 'Remove link',
  image: 'Upload an image',
  clearFormatting: 'Clear formatting',
  insertTable: 'Insert a table',
  addRow: 'Add a row below',
  deleteRow: 'Delete this row',
  addColumn: 'Add a column to the right',
  deleteColumn: 'Delete this column',
  deleteTable: 'Delete the table',
  placeholder: '',
  linkTitle: 'Link',
  linkAddress: 'Address',
  linkAddressHelp: 'A web address (https://…), an e-mail address, a telephone number (tel:…) or a page of this site (/about).',
  linkNewTab: 'Open in a new tab',
  linkInvalid: 'This is not a complete address. Web addresses start with https://.',
  linkRefused: 'Only web, e-mail and telephone addresses can be linked.',
  apply: 'Apply',
  imageTitle: 'Insert an image',
  imageAlt: 'Text alternative',
  imageAltHelp: 'Describe the image for visitors who cannot see it.',
  imageAltRequired: 'Please enter a text alternative.',
  insert: 'Insert',
  uploading: 'Uploading…',
  uploadTimeout: 'The upload took too long. Check the connection and try again.',
  uploadFailed: 'The upload failed. Check the connection and try again.',
};

type HrefCheck = { ok: true; href: string } | { ok: false; reason: 'invalid' | 'refused' };

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * What a link may point to: the schemes the sanitiser keeps, or a path on this site. Schemes are
 * read with whitespace and control characters removed, so `java\nscript:` is refused like
 * `javascript:`. A bare domain gets https://, a bare e-mail address mailto:.
 */
export function checkHref(input: string): HrefCheck {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'invalid' };
  const compact = text.replace(/[\s\p{Cc}]/gu, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme && !LINK_SCHEMES.includes(scheme)) return { ok: false, reason: 'refused' };
  if (compact !== text) return { ok: false, reason: 'invalid' };
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(text).hostname ? { ok: true, href: text } : { ok: false, reason: 'invalid' };
    } catch {
      return { ok: false, reason: 'invalid' };
    }
  }
  if (scheme) return text.length > scheme.length + 1 ? { ok: true, href: text } : { ok: false, reason: 'invalid' };
  if (text.startsWith('//')) return { ok: false, reason: 'invalid' };
  if (/^[/#?]/.test(text)) return { ok: true, href: text };
  if (/^[^@/]+@[^@/]+\.[a-z]{2,}$/i.test(text)) return { ok: true, href: `mailto:${text}` };
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i.test(text)) return { ok: true, href: `https://${text}` };
  return { ok: false, reason: 'invalid' };
}

/**
 * The editor's HTML as the server stores it, so that saving changes nothing: '' when empty, no
 * empty paragraph kept after a final table or image, alignment written as the sanitiser writes it.
 */
function outputOf(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor
    .getHTML()
    .replace(/ style="text-align: (left|center|right|justify);"/g, ' style="text-align:$1"')
    .replace(/(?:<p(?: style="[^"]*")?><\/p>)+$/, '');
}

/**
 * Tables without the column sizing that Tiptap writes (`style="min-width"` on the table and a
 * `<colgroup>`): there is no column resizing here, and the sanitiser drops those styles anyway.
 */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
});

function QuoteSvg() {
  return (
    <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M160 576c0-150 84-262 238-330l34 68c-90 44-136 104-140 166h132v288H160V576zm416 0c0-150 84-262 238-330l34 68c-90 44-136 104-140 166h132v288H576V576z" />
    </svg>
  );
}

function JustifySvg() {
  return (
    <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M128 176h768v72H128zm0 200h768v72H128zm0 200h768v72H128zm0 200h768v72H128z" />
    </svg>
  );
}

function Glyph({ children }: { children: string }) {
  return (
    <span className="rte__glyph" aria-hidden="true">
      {children}
    </span>
  );
}

interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  enabled: boolean;
  /** A toggle: reported with aria-pressed. */
  pressed?: boolean;
  /** Starts a new group (a divider before it). */
  group?: boolean;
}

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  labels?: Partial<RichTextEditorLabels>;
  disabled?: boolean;
  /** Put on the editable area; a `<label for>` with this id names it and focuses it. */
  id?: string;
  /** Language of the content (e.g. `de`), for spelling and screen readers. */
  lang?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

interface LinkDraft {
  address: string;
  newTab: boolean;
  error: string | null;
}

interface ImageDraft {
  run: number;
  progress: number;
  path: string | null;
  alt: string;
  error: string | null;
}

export function RichTextEditor({
  value,
  onChange,
  labels: labelOverrides,
  disabled = false,
  id,
  lang,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
}: RichTextEditorProps) {
  // A translation that is missing (undefined) keeps the English default.
  const labels = { ...defaultRichTextEditorLabels, ...Object.fromEntries(Object.entries(labelOverrides ?? {}).filter(([, text]) => text !== undefined)) };
  const baseId = useId();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [messageApi, messageHolder] = message.useMessage();
  const [labelText, setLabelText] = useState<string | undefined>(undefined);
  const [focusKey, setFocusKey] = useState('undo');
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);
  const [imageDraft, setImageDraft] = useState<ImageDraft | null>(null);
  const imageRun = useRef(0);

  // Tiptap registers its callbacks once; they read the latest props through these refs.
  const onChangeRef = useRef(onChange);
  const emitted = useRef(value ?? '');
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const [initialContent] = useState(() => value ?? '');
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          defaultProtocol: 'https',
          // Links open in the same tab unless the editor asks for a new one.
          HTMLAttributes: { target: null, rel: null, class: null },
          isAllowedUri: (url) => checkHref(url).ok,
        },
      }),
      PlainTable.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
      Image.configure({ inline: false, allowBase64: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    [],
  );

  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const name = ariaLabelledBy ? undefined : (ariaLabel ?? labelText);
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = {
      class: 'rich-text rte__prose',
      role: 'textbox',
      'aria-multiline': 'true',
    };
    if (id) attributes.id = id;
    if (lang) attributes.lang = lang;
    if (name) attributes['aria-label'] = name;
    if (ariaLabelledBy) attributes['aria-labelledby'] = ariaLabelledBy;
    if (ariaDescribedBy) attributes['aria-describedby'] = ariaDescribedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (ariaRequired === true || ariaRequired === 'true') attributes['aria-required'] = 'true';
    if (disabled) attributes['aria-disabled'] = 'true';
    return {
      attributes,
      handleKeyDown: (_view: unknown, event: globalThis.KeyboardEvent) => {
        if (event.altKey && event.key === 'F10') {
          toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        return false;
      },
    };
  }, [id, lang, name, ariaLabelledBy, ariaDescribedBy, invalid, ariaRequired, disabled]);

  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = outputOf(current);
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value set from outside (loaded record, form reset) replaces the content without an echo.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    if (next === emitted.current) return;
    emitted.current = next;
    if (next !== outputOf(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // antd's Form.Item label points at `id`, but a label cannot name or focus an editable div:
  // take its words as the accessible name and make a click on it focus the text.
  useEffect(() => {
    if (!id || ariaLabel || ariaLabelledBy) return;
    const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
    if (!label) return;
    setLabelText(label.textContent?.trim() || undefined);
    const focus = (event: MouseEvent) => {
      event.preventDefault();
      editor?.commands.focus();
    };
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [id, ariaLabel, ariaLabelledBy, editor]);

  useEffect(() => {
    const runs = imageRun;
    return () => {
      runs.current += 1;
    };
  }, []);

  // The selector reads `editor` from this render: the snapshot's own editor stays null until the
  // first transaction after the editor is created, which would leave the toolbar disabled.
  const state = useEditorState({
    editor,
    selector: () => {
      const e = editor;
      if (!e || e.isDestroyed) return null;
      const center = e.isActive({ textAlign: 'center' });
      const right = e.isActive({ textAlign: 'right' });
      const justify = e.isActive({ textAlign: 'justify' });
      return {
        editable: e.isEditable,
        empty: e.isEmpty,
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
        h2: e.isActive('heading', { level: 2 }),
        h3: e.isActive('heading', { level: 3 }),
        h4: e.isActive('heading', { level: 4 }),
        canHeading: e.can().toggleHeading({ level: 2 }),
        bold: e.isActive('bold'),
        canBold: e.can().toggleBold(),
        italic: e.isActive('italic'),
        canItalic: e.can().toggleItalic(),
        underline: e.isActive('underline'),
        canUnderline: e.can().toggleUnderline(),
        strike: e.isActive('strike'),
        canStrike: e.can().toggleStrike(),
        bulletList: e.isActive('bulletList'),
        canBulletList: e.can().toggleBulletList(),
        orderedList: e.isActive('orderedList'),
        canOrderedList: e.can().toggleOrderedList(),
        blockquote: e.isActive('blockquote'),
        canBlockquote: e.can().toggleBlockquote(),
        canRule: e.can().setHorizontalRule(),
        alignLeft: !center && !right && !justify,
        alignCenter: center,
        alignRight: right,
        alignJustify: justify,
        canAlign: e.can().setTextAlign('center'),
        link: e.isActive('link'),
        canImage: e.can().setImage({ src: '/' }),
        canTable: e.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
        canAddRow: e.can().addRowAfter(),
        canDeleteRow: e.can().deleteRow(),
        canAddColumn: e.can().addColumnAfter(),
        canDeleteColumn: e.can().deleteColumn(),
        canDeleteTable: e.can().deleteTable(),
      };
    },
  });

  const ready = !!editor && !!state && state.editable && !disabled;
  const chain = () => editor!.chain().focus();
  const align = (alignment: 'center' | 'right' | 'justify', active: boolean) =>
    active ? chain().unsetTextAlign().run() : chain().setTextAlign(alignment).run();

  function openLink() {
    if (!editor) return;
    const attributes = editor.getAttributes('link') as { href?: string; target?: string | null };
    setLinkDraft({ address: attributes.href ?? '', newTab: attributes.target === '_blank', error: null });
  }

  function applyLink() {
    if (!editor || !linkDraft) return;
    const checked = checkHref(linkDraft.address);
    if (!checked.ok) {
      setLinkDraft({ ...linkDraft, error: checked.reason === 'refused' ? labels.linkRefused : labels.linkInvalid });
      return;
    }
    const attributes = {
      href: checked.href,
      target: linkDraft.newTab ? '_blank' : null,
      // What the sanitiser writes for a new tab, so that saving changes nothing.
      rel: linkDraft.newTab ? 'noopener noreferrer' : null,
    };
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        .insertContent({ type: 'text', text: linkDraft.address.trim(), marks: [{ type: 'link', attrs: attributes }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink(attributes).run();
    }
    setLinkDraft(null);
  }

  async function onImagePicked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const run = ++imageRun.current;
    setImageDraft({ run, progress: 0, path: null, alt: '', error: null });
    try {
      const path = await uploadFile(file, (percent) => {
        if (imageRun.current === run) setImageDraft((draft) => (draft && draft.run === run ? { ...draft, progress: percent } : draft));
      });
      if (imageRun.current !== run) return;
      setImageDraft((draft) => (draft && draft.run === run ? { ...draft, progress: 100, path } : draft));
    } catch (cause) {
      if (imageRun.current !== run) return;
      setImageDraft(null);
      void messageApi.error(describeUploadError(cause, { timeout: labels.uploadTimeout, failed: labels.uploadFailed }));
    }
  }

  function insertImage() {
    if (!editor || !imageDraft?.path) return;
    const alt = imageDraft.alt.trim();
    if (!alt) {
      setImageDraft((draft) => draft && { ...draft, error: labels.imageAltRequired });
      return;
    }
    const src = fileUrl(imageDraft.path);
    if (src) insertImageThenParagraph(editor, { src, alt });
    setImageDraft(null);
  }

  function cancelImage() {
    imageRun.current += 1;
    setImageDraft(null);
  }

  const s = state;
  const tools: Tool[] = [
    { key: 'undo', label: labels.undo, icon: <UndoOutlined />, run: () => chain().undo().run(), enabled: !!s?.canUndo },
    { key: 'redo', label: labels.redo, icon: <RedoOutlined />, run: () => chain().redo().run(), enabled: !!s?.canRedo },
    // The visible glyph starts the accessible name (WCAG 2.5.3, label in name).
    { key: 'h2', group: true, label: `H2 · ${labels.heading2}`, icon: <Glyph>H2</Glyph>, pressed: !!s?.h2, run: () => chain().toggleHeading({ level: 2 }).run(), enabled: !!s?.canHeading },
    { key: 'h3', label: `H3 · ${labels.heading3}`, icon: <Glyph>H3</Glyph>, pressed: !!s?.h3, run: () => chain().toggleHeading({ level: 3 }).run(), enabled: !!s?.canHeading },
    { key: 'h4', label: `H4 · ${labels.heading4}`, icon: <Glyph>H4</Glyph>, pressed: !!s?.h4, run: () => chain().toggleHeading({ level: 4 }).run(), enabled: !!s?.canHeading },
    { key: 'bold', group: true, label: labels.bold, icon: <BoldOutlined />, pressed: !!s?.bold, run: () => chain().toggleBold().run(), enabled: !!s?.canBold },
    { key: 'italic', label: labels.italic, icon: <ItalicOutlined />, pressed: !!s?.italic, run: () => chain().toggleItalic().run(), enabled: !!s?.canItalic },
    { key: 'underline', label: labels.underline, icon: <UnderlineOutlined />, pressed: !!s?.underline, run: () => chain().toggleUnderline().run(), enabled: !!s?.canUnderline },
    { key: 'strike', label: labels.strike, icon: <StrikethroughOutlined />, pressed: !!s?.strike, run: () => chain().toggleStrike().run(), enabled: !!s?.canStrike },
    { key: 'clear', label: labels.clearFormatting, icon: <ClearOutlined />, run: () => chain().unsetAllMarks().clearNodes().unsetTextAlign().run(), enabled: !!s },
    { key: 'bulletList', group: true, label: labels.bulletList, icon: <UnorderedListOutlined />, pressed: !!s?.bulletList, run: () => chain().toggleBulletList().run(), enabled: !!s?.canBulletList },
    { key: 'orderedList', label: labels.orderedList, icon: <OrderedListOutlined />, pressed: !!s?.orderedList, run: () => chain().toggleOrderedList().run(), enabled: !!s?.canOrderedList },
    { key: 'blockquote', label: labels.blockquote, icon: <Icon component={QuoteSvg} aria-hidden />, pressed: !!s?.blockquote, run: () => chain().toggleBlockquote().run(), enabled: !!s?.canBlockquote },
    { key: 'rule', label: labels.horizontalRule, icon: <LineOutlined />, run: () => chain().setHorizontalRule().run(), enabled: !!s?.canRule },
    { key: 'alignLeft', group: true, label: labels.alignLeft, icon: <AlignLeftOutlined />, pressed: !!s?.alignLeft, run: () => chain().unsetTextAlign().run(), enabled: !!s?.canAlign },
    { key: 'alignCenter', label: labels.alignCenter, icon: <AlignCenterOutlined />, pressed: !!s?.alignCenter, run: () => align('center', !!s?.alignCenter), enabled: !!s?.canAlign },
    { key: 'alignRight', label: labels.alignRight, icon: <AlignRightOutlined />, pressed: !!s?.alignRight, run: () => align('right', !!s?.alignRight), enabled: !!s?.canAlign },
    { key: 'alignJustify', label: labels.alignJustify, icon: <Icon component={JustifySvg} aria-hidden />, pressed: !!s?.alignJustify, run: () => align('justify', !!s?.alignJustify), enabled: !!s?.canAlign },
    { key: 'link', group: true, label: labels.link, icon: <LinkOutlined />, pressed: !!s?.link, run: openLink, enabled: !!s },
    { key: 'unlink', label: labels.unlink, icon: <DisconnectOutlined />, run: () => chain().extendMarkRange('link').unsetLink().run(), enabled: !!s?.link },
    { key: 'image', label: labels.image, icon: <PictureOutlined />, run: () => fileInputRef.current?.click(), enabled: !!s?.canImage },
    { key: 'table', group: true, label: labels.insertTable, icon: <TableOutlined />, run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), enabled: !!s?.canTable },
    { key: 'addRow', label: labels.addRow, icon: <InsertRowBelowOutlined />, run: () => chain().addRowAfter().run(), enabled: !!s?.canAddRow },
    { key: 'deleteRow', label: labels.deleteRow, icon: <DeleteRowOutlined />, run: () => chain().deleteRow().run(), enabled: !!s?.canDeleteRow },
    { key: 'addColumn', label: labels.addColumn, icon: <InsertRowRightOutlined />, run: () => chain().addColumnAfter().run(), enabled: !!s?.canAddColumn },
    { key: 'deleteColumn', label: labels.deleteColumn, icon: <DeleteColumnOutlined />, run: () => chain().deleteColumn().run(), enabled: !!s?.canDeleteColumn },
    { key: 'deleteTable', label: labels.deleteTable, icon: <DeleteOutlined />, run: () => chain().deleteTable().run(), enabled: !!s?.canDeleteTable },
  ];
  const usable = tools.filter((tool) => ready && tool.enabled);
  const tabStop = usable.find((tool) => tool.key === focusKey)?.key ?? usable[0]?.key;

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0 || buttons.length === 0) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % buttons.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + buttons.length) % buttons.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = buttons.length - 1;
        break;
      case 'Escape':
        event.preventDefault();
        editor?.commands.focus();
        return;
      default:
        return;
    }
    event.preventDefault();
    buttons[next]?.focus();
  }

  const linkAddressId = `${baseId}-link-address`;
  const altId = `${baseId}-image-alt`;

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}${disabled ? ' rte--disabled' : ''}`}>
      {messageHolder}
      <div ref={toolbarRef} className="rte__toolbar" role="toolbar" aria-label={labels.toolbar} onKeyDown={onToolbarKeyDown}>
        {tools.map((tool, index) => (
          <Fragment key={tool.key}>
            {tool.group && index > 0 ? <span className="rte__divider" aria-hidden="true" /> : null}
            <Button
              size="small"
              color={tool.pressed ? 'primary' : 'default'}
              variant={tool.pressed ? 'filled' : 'text'}
              icon={tool.icon}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
              disabled={!ready || !tool.enabled}
              tabIndex={tool.key === tabStop ? 0 : -1}
              onFocus={() => setFocusKey(tool.key)}
              // Keep the text's selection when the toolbar is used with a mouse.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            />
          </Fragment>
        ))}
      </div>
      <input ref={fileInputRef} type="file" accept="image/*" hidden tabIndex={-1} aria-hidden="true" onChange={(event) => void onImagePicked(event)} />
      <div className="rte__content">
        {editor ? <EditorContent editor={editor} /> : <div className="rich-text rte__prose rte__prose--loading" aria-hidden="true" />}
        {labels.placeholder && (!state || state.empty) ? (
          <div className="rte__placeholder" aria-hidden="true">
            {labels.placeholder}
          </div>
        ) : null}
      </div>

      <Modal
        open={linkDraft !== null}
        title={labels.linkTitle}
        okText={labels.apply}
        onOk={applyLink}
        onCancel={() => setLinkDraft(null)}
        afterClose={() => editor?.commands.focus()}
        focusable={{ focusTriggerAfterClose: false }}
        destroyOnHidden
      >
        {linkDraft ? (
          <div className="rte-dialog">
            <label className="rte-dialog__label" htmlFor={linkAddressId}>
              {labels.linkAddress}
            </label>
            <Input
              id={linkAddressId}
              autoFocus
              value={linkDraft.address}
              status={linkDraft.error ? 'error' : undefined}
              aria-invalid={linkDraft.error ? true : undefined}
              aria-describedby={`${linkAddressId}-help ${linkAddressId}-error`}
              onChange={(event) => setLinkDraft({ ...linkDraft, address: event.target.value, error: null })}
              onPressEnter={(event) => {
                event.preventDefault();
                applyLink();
              }}
            />
            <div id={`${linkAddressId}-help`} className="rte-dialog__help">
              {labels.linkAddressHelp}
            </div>
            <div id={`${linkAddressId}-error`} className="rte-dialog__error" role="alert">
              {linkDraft.error}
            </div>
            <Checkbox checked={linkDraft.newTab} onChange={(event) => setLinkDraft({ ...linkDraft, newTab: event.target.checked })}>
              {labels.linkNewTab}
            </Checkbox>
          </div>
        ) : null}
      </Modal>

      <Modal
        open={imageDraft !== null}
        title={labels.imageTitle}
        okText={labels.insert}
        okButtonProps={{ disabled: !imageDraft?.path }}
        onOk={insertImage}
        onCancel={cancelImage}
        afterClose={() => editor?.commands.focus()}
        focusable={{ focusTriggerAfterClose: false }}
        destroyOnHidden
      >
        {imageDraft ? (
          <div className="rte-dialog">
            {imageDraft.path ? (
              <img className="rte-dialog__preview" src={fileUrl(imageDraft.path, 320)} alt="" />
            ) : (
              <Progress percent={imageDraft.progress} aria-label={labels.uploading} />
            )}
            <label className="rte-dialog__label" htmlFor={altId}>
              {labels.imageAlt}
            </label>
            <Input
              id={altId}
              autoFocus
              value={imageDraft.alt}
              maxLength={300}
              status={imageDraft.error ? 'error' : undefined}
              aria-required
              aria-invalid={imageDraft.error ? true : undefined}
              aria-describedby={`${altId}-help ${altId}-error`}
              onChange={(event) => {
                const alt = event.target.value;
                setImageDraft((draft) => draft && { ...draft, alt, error: null });
              }}
              onPressEnter={(event) => {
                event.preventDefault();
                insertImage();
              }}
            />
            <div id={`${altId}-help`} className="rte-dialog__help">
              {labels.imageAltHelp}
            </div>
            <div id={`${altId}-error`} className="rte-dialog__error" role="alert">
              {imageDraft.error}
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}

export default RichTextEditor;
