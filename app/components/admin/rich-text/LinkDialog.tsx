/**
 * The dialog that sets a link on the selection (or inserts one at the caret): an address, checked
 * as the sanitiser would (check-href.ts), and whether it opens in a new tab.
 */
import { useId } from 'react';
import type { Editor } from '@tiptap/react';
import { Checkbox, Input, Modal } from 'antd';
import { checkHref } from './check-href';
import { applyLink, linkAt } from './commands';
import type { RichTextEditorLabels } from './labels';

export interface LinkDraft {
  address: string;
  newTab: boolean;
  error: string | null;
}

/** What the dialog opens with: the link at the caret, or an empty address. */
export function linkDraftAt(editor: Editor): LinkDraft {
  return { ...linkAt(editor), error: null };
}

export interface LinkDialogProps {
  editor: Editor | null;
  /** null: closed. */
  draft: LinkDraft | null;
  onDraft: (draft: LinkDraft | null) => void;
  labels: RichTextEditorLabels;
}

export function LinkDialog({ editor, draft, onDraft, labels }: LinkDialogProps) {
  const addressId = `${useId()}-link-address`;

  function apply() {
    if (!editor || !draft) return;
    const checked = checkHref(draft.address);
    if (!checked.ok) {
      onDraft({ ...draft, error: checked.reason === 'refused' ? labels.linkRefused : labels.linkInvalid });
      return;
    }
    applyLink(editor, { href: checked.href, text: draft.address.trim(), newTab: draft.newTab });
    onDraft(null);
  }

  return (
    <Modal
      open={draft !== null}
      title={labels.linkTitle}
      okText={labels.apply}
      onOk={apply}
      onCancel={() => onDraft(null)}
      afterClose={() => editor?.commands.focus()}
      focusable={{ focusTriggerAfterClose: false }}
      destroyOnHidden
    >
      {draft ? (
        <div className="rte-dialog">
          <label className="rte-dialog__label" htmlFor={addressId}>
            {labels.linkAddress}
          </label>
          <Input
            id={addressId}
            autoFocus
            value={draft.address}
            status={draft.error ? 'error' : undefined}
            aria-invalid={draft.error ? true : undefined}
            aria-describedby={`${addressId}-help ${addressId}-error`}
            onChange={(event) => onDraft({ ...draft, address: event.target.value, error: null })}
            onPressEnter={(event) => {
              event.preventDefault();
              apply();
            }}
          />
          <div id={`${addressId}-help`} className="rte-dialog__help">
            {labels.linkAddressHelp}
          </div>
          <div id={`${addressId}-error`} className="rte-dialog__error" role="alert">
            {draft.error}
          </div>
          <Checkbox checked={draft.newTab} onChange={(event) => onDraft({ ...draft, newTab: event.target.checked })}>
            {labels.linkNewTab}
          </Checkbox>
        </div>
      ) : null}
    </Modal>
  );
}
