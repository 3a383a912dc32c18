/** Focus and names around the editable area, which is a div and not a form control. */
import { useEffect } from 'react';
import type { Editor } from '@tiptap/react';

/**
 * antd's Form.Item label points at `id`, but a label cannot name or focus an editable div: take its
 * words as the accessible name (`onText`) and make a click on it focus the text. Nothing to do when
 * the editor is named by `aria-label` or `aria-labelledby` (`named`).
 */
export function useFormItemLabel(editor: Editor | null, id: string | undefined, named: boolean, onText: (text: string | undefined) => void): void {
  useEffect(() => {
    if (!id || named) return;
    const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
    if (!label) return;
    onText(label.textContent?.trim() || undefined);
    const focus = (event: MouseEvent) => {
      event.preventDefault();
      editor?.commands.focus();
    };
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [id, named, editor, onText]);
}

/** Alt+F10 in the text moves to the toolbar (the shortcut of WAI-ARIA's editor examples). */
export function isToolbarShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.key === 'F10';
}
