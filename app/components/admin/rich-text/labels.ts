/**
 * The editor's words come from the back office's messages (app/i18n/admin/*.ts, `editor`), in the
 * signed-in staff member's language; there is no second copy here.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMessages } from '../../../i18n/admin/en_US';

/** `placeholder` is shown in an empty editor; '' for none. */
export type RichTextEditorLabels = AdminMessages['editor'];

export function useEditorLabels(): RichTextEditorLabels {
  const { t } = useTranslation();
  return useMemo(() => t('editor', { returnObjects: true }) as unknown as RichTextEditorLabels, [t]);
}
