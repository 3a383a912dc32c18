/**
 * What each toolbar button and dialog does to the text, as plain functions of the editor. Each one
 * puts the focus back into the text first, so typing goes on where it was.
 */
import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

const chain = (editor: Editor) => editor.chain().focus();

export type Alignment = 'center' | 'right' | 'justify';

export const commands = {
  undo: (editor: Editor) => chain(editor).undo().run(),
  redo: (editor: Editor) => chain(editor).redo().run(),
  heading: (editor: Editor, level: 2 | 3 | 4) => chain(editor).toggleHeading({ level }).run(),
  bold: (editor: Editor) => chain(editor).toggleBold().run(),
  italic: (editor: Editor) => chain(editor).toggleItalic().run(),
  underline: (editor: Editor) => chain(editor).toggleUnderline().run(),
  strike: (editor: Editor) => chain(editor).toggleStrike().run(),
  /** Marks, headings, lists and quotes, and alignment: back to plain paragraphs. */
  clearFormatting: (editor: Editor) => chain(editor).unsetAllMarks().clearNodes().unsetTextAlign().run(),
  bulletList: (editor: Editor) => chain(editor).toggleBulletList().run(),
  orderedList: (editor: Editor) => chain(editor).toggleOrderedList().run(),
  blockquote: (editor: Editor) => chain(editor).toggleBlockquote().run(),
  rule: (editor: Editor) => chain(editor).setHorizontalRule().run(),
  /** Left is the default: no alignment written. */
  alignLeft: (editor: Editor) => chain(editor).unsetTextAlign().run(),
  /** Sets the alignment, or takes it away when the button is already pressed. */
  align: (editor: Editor, alignment: Alignment, active: boolean) =>
    active ? chain(editor).unsetTextAlign().run() : chain(editor).setTextAlign(alignment).run(),
  unlink: (editor: Editor) => chain(editor).extendMarkRange('link').unsetLink().run(),
  insertTable: (editor: Editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  addRow: (editor: Editor) => chain(editor).addRowAfter().run(),
  deleteRow: (editor: Editor) => chain(editor).deleteRow().run(),
  addColumn: (editor: Editor) => chain(editor).addColumnAfter().run(),
  deleteColumn: (editor: Editor) => chain(editor).deleteColumn().run(),
  deleteTable: (editor: Editor) => chain(editor).deleteTable().run(),
};

/** The link at the caret or selection, as the link dialog opens with it. */
export function linkAt(editor: Editor): { address: string; newTab: boolean } {
  const attributes = editor.getAttributes('link') as { href?: string; target?: string | null };
  return { address: attributes.href ?? '', newTab: attributes.target === '_blank' };
}

/**
 * Links the selection (or the whole link the caret is in) to `href`. With nothing selected and no
 * link at the caret, `text` is inserted as the link's words.
 */
export function applyLink(editor: Editor, link: { href: string; text: string; newTab: boolean }): boolean {
  const attributes = {
    href: link.href,
    target: link.newTab ? '_blank' : null,
    // What the sanitiser writes for a new tab, so that saving changes nothing.
    rel: link.newTab ? 'noopener noreferrer' : null,
  };
  if (editor.state.selection.empty && !editor.isActive('link')) {
    return chain(editor)
      .insertContent({ type: 'text', text: link.text, marks: [{ type: 'link', attrs: attributes }] })
      .run();
  }
  return chain(editor).extendMarkRange('link').setLink(attributes).run();
}

const isImage = (node: ProseMirrorNode | null | undefined) => node?.type.name === 'image';

/**
 * Inserts a picture. Tiptap leaves a newly inserted picture selected, so the next key typed would
 * replace it; here the caret moves into a new empty paragraph after it instead.
 */
export function insertImageThenParagraph(editor: Editor, attributes: { src: string; alt: string }): boolean {
  return chain(editor)
    .setImage(attributes)
    .command(({ tr, state }) => {
      const { selection } = tr;
      // Where the picture ends: it is either selected, or just before the caret.
      let after: number;
      if (selection instanceof NodeSelection && isImage(selection.node)) after = selection.to;
      else if (isImage(selection.$from.nodeBefore)) after = selection.from;
      else return true;
      const next = tr.doc.resolve(after).nodeAfter;
      if (!(next?.type.name === 'paragraph' && next.content.size === 0)) tr.insert(after, state.schema.nodes.paragraph!.create());
      tr.setSelection(TextSelection.create(tr.doc, after + 1));
      return true;
    })
    .run();
}
