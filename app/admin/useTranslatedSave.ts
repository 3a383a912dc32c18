/**
 * The one save of a translated edit screen or dialog (see translated.ts): every language's version
 * in one call, POST for a new item and PUT for an existing one. When the server refuses, its field
 * errors show at their fields, the tab of the first one opens (formErrors.ts), and its message
 * shows as a notification. Spread `formProps` on the form, so the browser's own check does the same.
 */
import { App as AntdApp, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/languages';
import { api, ApiError } from './api';
import { useEditConflictWarning } from './edit-conflict';
import type { EditReading } from './edit-reading';
import { useFormErrorFeedback } from './formErrors';
import { fieldErrorsToForm } from './translated';

/** `reading`: the screen's reading of its item (useEditReading), sent so that a save over someone else's is refused. */
export function useTranslatedSave(form: FormInstance, path: string, versionKeys: readonly string[], reading?: EditReading) {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const warnOfConflict = useEditConflictWarning();
  const [saving, setSaving] = useState(false);
  const { formProps, report } = useFormErrorFeedback(form);

  /** Sends `body` (from `buildBody`) and hands what the server saved to `onSaved`. */
  async function send<Saved>(body: readonly { lang: Lang }[], isNew: boolean, onSaved: (saved: Saved) => void): Promise<void> {
    // No language filled in: nothing to send.
    if (body.length === 0) {
      message.error(t('common.required'));
      return;
    }
    setSaving(true);
    try {
      onSaved(await api[isNew ? 'post' : 'put']<Saved>(path, body, { quiet: true, ...(reading ? { reading } : {}) }));
    } catch (error) {
      // A 401 the person did not sign in again after: they chose to go to the login screen.
      if (!(error instanceof ApiError) || error.status === 401) return;
      // Someone else wrote the item since the form was read (decision 0100): the form keeps the editor's text.
      if (warnOfConflict(error)) return;
      const fields = fieldErrorsToForm(error.fieldErrors, body, versionKeys);
      if (fields.length) {
        form.setFields(fields);
        report(fields, error.message);
      } else {
        message.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  }

  return { saving, send, formProps };
}
