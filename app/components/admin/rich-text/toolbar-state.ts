/** What the toolbar shows: which buttons are pressed and which can act at the caret. */
import { useEditorState, type Editor } from '@tiptap/react';

export type ToolbarState = NonNullable<ReturnType<typeof readState>>;

function readState(e: Editor | null) {
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
}

/** null until the editor exists (it starts in the browser) and after it is destroyed. */
export function useToolbarState(editor: Editor | null): ToolbarState | null {
  // The selector reads `editor` from this render: the snapshot's own editor stays null until the
  // first transaction after the editor is created, which would leave the toolbar disabled.
  return useEditorState({ editor, selector: () => readState(editor) });
}
