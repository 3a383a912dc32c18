/**
 * Inserting a picture into rich text. Tiptap leaves a newly inserted picture selected, so the next
 * key typed would replace it; here the caret moves into a new empty paragraph after it instead.
 */
import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

const isImage = (node: ProseMirrorNode | null | undefined) => node?.type.name === 'image';

export function insertImageThenParagraph(editor: Editor, attributes: { src: string; alt: string }): boolean {
  return editor
    .chain()
    .focus()
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
