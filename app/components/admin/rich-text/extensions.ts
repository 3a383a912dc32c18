/**
 * What the editor can hold (the Tiptap extensions) and the HTML it hands to the form. Both follow
 * the server's sanitiser (server/modules/content/sanitize.ts), so that saving changes nothing.
 */
import { mergeAttributes, type Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { Image } from '@tiptap/extension-image';
import { TextAlign } from '@tiptap/extension-text-align';
import { checkHref } from './check-href';

/**
 * Tables without the column sizing that Tiptap writes (`style="min-width"` on the table and a
 * `<colgroup>`): there is no column resizing here, and the sanitiser drops those styles anyway.
 */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
});

/** Headings 2 to 4, marks, lists, quotes, rules, checked links, tables, images, alignment; no code. */
export function editorExtensions() {
  return [
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
  ];
}

/**
 * The editor's HTML as the server stores it, so that saving changes nothing: '' when empty, no
 * empty paragraph kept after a final table or image, alignment written as the sanitiser writes it.
 */
export function outputOf(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor
    .getHTML()
    .replace(/ style="text-align: (left|center|right|justify);"/g, ' style="text-align:$1"')
    .replace(/(?:<p(?: style="[^"]*")?><\/p>)+$/, '');
}
