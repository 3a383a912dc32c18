/**
 * The rich-text editor for content, introductions, biographies and documents (PRODUCT.md 5). It
 * only produces what the server's sanitiser keeps (server/modules/content/sanitize.ts): headings
 * 2 to 4, bold, italic, underline, strike, lists, quotes, rules, links to http(s), mailto: and tel:
 * addresses or paths on this site, tables, uploaded images with alternative text, and text
 * alignment on paragraphs and headings. The content area carries the public `.rich-text` class and
 * the public page's typography (admin-editor.css), so what staff see is what visitors see.
 *
 * An antd `Form.Item` control: `value` / `onChange` (an empty editor is ''), `id`, and the item's
 * aria attributes. Renders on the server as an empty frame; the editor starts in the browser. Its
 * words are the back office's (`editor` in app/i18n/admin/*.ts).
 * Keyboard: the toolbar is one tab stop (arrow keys, Home and End move inside it, Escape returns to
 * the text); Alt+F10 in the text moves to the toolbar.
 *
 * The parts, in rich-text/: extensions.ts (what the text can hold, the HTML handed out),
 * commands.ts (what the buttons do), tools.tsx and Toolbar.tsx (the buttons), toolbar-state.ts
 * (pressed and usable), LinkDialog.tsx, image-insertion.ts and ImageDialog.tsx, focus.ts, labels.ts.
 */
import './../../styles/admin-editor.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { message } from 'antd';
import { editorExtensions, outputOf } from './rich-text/extensions';
import { isToolbarShortcut, useFormItemLabel } from './rich-text/focus';
import { ImageDialog } from './rich-text/ImageDialog';
import { useImageInsertion } from './rich-text/image-insertion';
import { useEditorLabels } from './rich-text/labels';
import { LinkDialog, linkDraftAt, type LinkDraft } from './rich-text/LinkDialog';
import { focusToolbar, Toolbar } from './rich-text/Toolbar';
import { useToolbarState } from './rich-text/toolbar-state';
import { toolbarTools } from './rich-text/tools';

export { checkHref } from './rich-text/check-href';
export type { RichTextEditorLabels } from './rich-text/labels';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
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

export function RichTextEditor({
  value,
  onChange,
  disabled = false,
  id,
  lang,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
}: RichTextEditorProps) {
  const labels = useEditorLabels();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [messageApi, messageHolder] = message.useMessage();
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);

  // Tiptap registers its callbacks once; they read the latest props through these refs.
  const onChangeRef = useRef(onChange);
  const emitted = useRef(value ?? '');
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const [initialContent] = useState(() => value ?? '');
  const extensions = useMemo(editorExtensions, []);

  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const [labelText, setLabelText] = useState<string | undefined>(undefined);
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
        if (!isToolbarShortcut(event)) return false;
        focusToolbar(toolbarRef.current);
        return true;
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
  useFormItemLabel(editor, id, !!(ariaLabel || ariaLabelledBy), setLabelText);

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

  const state = useToolbarState(editor);
  const image = useImageInsertion(editor, labels, lang, (text) => void messageApi.error(text));
  const tools = toolbarTools(editor, state, labels, {
    openLink: () => editor && setLinkDraft(linkDraftAt(editor)),
    uploadImage: image.chooseFile,
    pickImage: image.chooseFromLibrary,
  });
  const ready = !!editor && !!state && state.editable && !disabled;

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}${disabled ? ' rte--disabled' : ''}`}>
      {messageHolder}
      <Toolbar tools={tools} ready={ready} label={labels.toolbar} toolbarRef={toolbarRef} onLeave={() => editor?.commands.focus()} />
      <div className="rte__content">
        {editor ? <EditorContent editor={editor} /> : <div className="rich-text rte__prose rte__prose--loading" aria-hidden="true" />}
        {labels.placeholder && (!state || state.empty) ? (
          <div className="rte__placeholder" aria-hidden="true">
            {labels.placeholder}
          </div>
        ) : null}
      </div>
      <LinkDialog editor={editor} draft={linkDraft} onDraft={setLinkDraft} labels={labels} />
      <ImageDialog editor={editor} image={image} labels={labels} />
    </div>
  );
}

export default RichTextEditor;
