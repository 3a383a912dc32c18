/**
 * The rich-text editor's commands as staff use them: select text, press a toolbar button or fill a
 * dialog, and read the HTML the editor hands to the form (onChange), which is what the server stores.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../app/admin/api';
import { RichTextEditor } from '../../app/components/admin/RichTextEditor';
import { fastUser, renderInAdmin } from './render';

vi.mock(import('../../app/admin/api'), async (original) => ({
  ...(await original()),
  uploadFile: vi.fn((_file: File, onProgress?: (percent: number) => void) => {
    onProgress?.(50);
    return Promise.resolve('2026/05/office.png');
  }),
}));

/** Renders the editor with `html`, waits until it runs, and returns it with the last HTML it handed out. */
async function editorWith(html: string, lang: 'en_US' | 'de_DE' = 'en_US') {
  const onChange = vi.fn<(html: string) => void>();
  const view = renderInAdmin(<RichTextEditor value={html} onChange={onChange} aria-label="Text" />, lang);
  const box = await screen.findByRole('textbox', { name: 'Text' });
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  const toolbar = screen.getByRole('toolbar');
  await waitFor(() => expect(within(toolbar).getAllByRole('button').some((button) => !(button as HTMLButtonElement).disabled)).toBe(true));
  const last = () => onChange.mock.lastCall?.[0];
  return { view, editor, toolbar, onChange, last, user: fastUser() };
}

/** Puts the caret at the end of the text, where a block (rule, table, image) then goes. */
function caretAtEnd(editor: Editor) {
  editor.commands.setTextSelection(editor.state.doc.content.size - 1);
}

/** Selects the first occurrence of `text` in the document. */
function select(editor: Editor, text: string) {
  let from = -1;
  editor.state.doc.descendants((node, pos) => {
    if (from < 0 && node.isText && node.text!.includes(text)) from = pos + node.text!.indexOf(text);
  });
  expect(from).toBeGreaterThanOrEqual(0);
  editor.commands.setTextSelection({ from, to: from + text.length });
}

describe('rich-text editor commands', () => {
  it('marks the selection bold, italic, underlined and struck through, and clears it again', async () => {
    const { editor, toolbar, user, last } = await editorWith('<p>Hello world</p>');
    select(editor, 'world');
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(last()).toBe('<p>Hello <strong>world</strong></p>');
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(toolbar).getByRole('button', { name: 'Italic' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Underline' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Strikethrough' }));
    expect(last()).toBe('<p>Hello <strong><em><s><u>world</u></s></em></strong></p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Clear formatting' }));
    expect(last()).toBe('<p>Hello world</p>');
  });

  it('turns a paragraph into headings of levels 2 to 4 and back', async () => {
    const { toolbar, user, last } = await editorWith('<p>Title</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'H2 · Heading' }));
    expect(last()).toBe('<h2>Title</h2>');
    await user.click(within(toolbar).getByRole('button', { name: 'H3 · Subheading' }));
    expect(last()).toBe('<h3>Title</h3>');
    await user.click(within(toolbar).getByRole('button', { name: 'H4 · Minor heading' }));
    expect(last()).toBe('<h4>Title</h4>');
    await user.click(within(toolbar).getByRole('button', { name: 'H4 · Minor heading' }));
    expect(last()).toBe('<p>Title</p>');
  });

  it('makes bulleted and numbered lists and quotations, and adds a dividing line', async () => {
    const { editor, toolbar, user, last } = await editorWith('<p>Point</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(last()).toBe('<ul><li><p>Point</p></li></ul>');
    await user.click(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    expect(last()).toBe('<ol><li><p>Point</p></li></ol>');
    await user.click(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Quotation' }));
    expect(last()).toBe('<blockquote><p>Point</p></blockquote>');
    await user.click(within(toolbar).getByRole('button', { name: 'Quotation' }));
    caretAtEnd(editor);
    await user.click(within(toolbar).getByRole('button', { name: 'Dividing line' }));
    expect(last()).toBe('<p>Point</p><hr>');
  });

  it('aligns a paragraph as the sanitiser writes it, and a second press takes the alignment away', async () => {
    const { toolbar, user, last } = await editorWith('<p>Centred</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Centre' }));
    expect(last()).toBe('<p style="text-align:center">Centred</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Justify' }));
    expect(last()).toBe('<p style="text-align:justify">Centred</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Justify' }));
    expect(last()).toBe('<p>Centred</p>');
  });

  it('inserts a table without column sizing, and adds and removes its rows', async () => {
    const { editor, toolbar, user, last } = await editorWith('<p>Fees</p>');
    caretAtEnd(editor);
    await user.click(within(toolbar).getByRole('button', { name: 'Insert a table' }));
    expect(last()).toMatch(/^<p>Fees<\/p><table><tbody><tr><th/);
    expect(last()).not.toMatch(/colgroup|min-width/);
    expect(last()!.match(/<tr>/g)).toHaveLength(3);
    await user.click(within(toolbar).getByRole('button', { name: 'Add a row below' }));
    expect(last()!.match(/<tr>/g)).toHaveLength(4);
    await user.click(within(toolbar).getByRole('button', { name: 'Delete the table' }));
    expect(last()).toBe('<p>Fees</p>');
  });

  it('links the selection through the link dialog, in a new tab when asked, and removes the link', async () => {
    const { editor, toolbar, user, last } = await editorWith('<p>See our offices</p>');
    select(editor, 'offices');
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(within(dialog).getByLabelText('Address'), 'example.com/offices');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Open in a new tab' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(last()).toBe('<p>See our <a target="_blank" rel="noopener noreferrer" href="https://example.com/offices">offices</a></p>');
    select(editor, 'off');
    await user.click(within(toolbar).getByRole('button', { name: 'Remove link' }));
    expect(last()).toBe('<p>See our offices</p>');
  });

  it('inserts a link with its address as words at a caret, and refuses a javascript: address', async () => {
    const { editor, toolbar, user, last } = await editorWith('<p>Write to today</p>');
    select(editor, 'today');
    editor.commands.setTextSelection(editor.state.selection.from);
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByLabelText('Address');
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Only web, e-mail and telephone addresses can be linked.');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await user.clear(address);
    await user.type(address, 'office@example.com{Enter}');
    expect(last()).toBe('<p>Write to <a href="mailto:office@example.com">office@example.com</a>today</p>');
  });

  it('uploads an image, asks for its text alternative, and inserts it with an empty paragraph after it', async () => {
    const { view, editor, user, last } = await editorWith('<p>Our office</p>');
    caretAtEnd(editor);
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'office.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Insert' }).hasAttribute('disabled')).toBe(false));
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a text alternative.');
    await user.type(within(dialog).getByLabelText('Text alternative'), 'The London office');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(last()).toBe('<p>Our office</p><img src="/api/upload/2026/05/office.png" alt="The London office">');
  });

  it('refuses a document chosen past the picker\'s filter, saying so, and uploads nothing', async () => {
    const { view, editor, onChange } = await editorWith('<p>Our office</p>');
    caretAtEnd(editor);
    vi.mocked(uploadFile).mockClear();
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // As "All files" in the browser's picker lets it through: the `accept` list is only a hint.
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' })] } });
    await screen.findByText('Only a picture can be inserted as an image (JPEG, PNG, WebP, GIF, AVIF, SVG or ICO). Link a document in the text instead.');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Insert an image' })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('undoes and redoes a change', async () => {
    const { editor, toolbar, user, last } = await editorWith('<p>Draft</p>');
    select(editor, 'Draft');
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(last()).toBe('<p>Draft</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Redo' }));
    expect(last()).toBe('<p><strong>Draft</strong></p>');
  });

  it('takes a value set from outside without handing it back', async () => {
    const { view, editor, onChange } = await editorWith('<p>Loaded</p>');
    view.rerender(<RichTextEditor value="<p>Reset</p>" onChange={onChange} aria-label="Text" />);
    await waitFor(() => expect(editor.getHTML()).toBe('<p>Reset</p>'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks the back office language: German words from the admin messages', async () => {
    const { toolbar } = await editorWith('<p>Text</p>', 'de_DE');
    expect(toolbar.getAttribute('aria-label')).not.toBe('Formatting');
    expect(within(toolbar).queryByRole('button', { name: 'Bold' })).toBeNull();
    expect(within(toolbar).getByRole('button', { name: 'Fett' })).toBeTruthy();
  });

  it('is one tab stop: arrow keys move along the toolbar, Escape returns to the text, Alt+F10 comes back', async () => {
    const { toolbar, user } = await editorWith('<p>Keys</p>');
    const box = screen.getByRole('textbox', { name: 'Text' });
    const stops = within(toolbar)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('tabindex') === '0');
    expect(stops).toHaveLength(1);
    stops[0]!.focus();
    await user.keyboard('{ArrowRight}');
    const second = document.activeElement!;
    expect(second.getAttribute('aria-label')).not.toBe(stops[0]!.getAttribute('aria-label'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(within(toolbar).getAllByRole('button').find((b) => !(b as HTMLButtonElement).disabled));
    await user.keyboard('{Escape}');
    // Tiptap's focus command focuses in the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.keyboard('{Alt>}{F10}{/Alt}');
    expect(toolbar.contains(document.activeElement)).toBe(true);
  });
});
