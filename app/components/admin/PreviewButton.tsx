/**
 * "Preview" on an edit screen (issue 13.2, decision 0025): sends the form's current values of the
 * language tab shown, saved or not, new items included (issue 46.2, decision 0072), and opens the
 * real public page with them in a new tab; the dialog that follows offers the link to copy, for a
 * partner without an account, and says until when it works. What the page cannot be shown
 * without (a title) is asked for at its field, in words, before anything is sent.
 */
import { EyeOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, type FormInstance, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contract/languages';
import type { PreviewEntity, PreviewLink } from '../../../contract/preview';
import { useAdminLanguage } from '../../admin/AdminProviders';
import { api, ApiError } from '../../admin/api';
import { type RequiredControl, requiredMessage } from '../../admin/required';
import { shownLanguage } from '../../admin/shownLanguage';
import { fieldErrorsToForm, isBlank, type TranslatedValues } from '../../admin/translated';

/** A field of a language the page cannot be shown without, by its key in the element and its label. */
export interface PreviewNeed {
  key: string;
  label: string;
  control?: RequiredControl;
  /**
   * Shown in the preview in place of a blank value (a title, a name), so that even an empty form
   * opens its page; a need without one (a banner's picture, an external article's link) is asked for.
   */
  standIn?: string;
}

interface PreviewButtonProps {
  entity: PreviewEntity;
  /** The saved item; none yet for a new one. */
  no: string | undefined;
  form: FormInstance;
  /** The elements the screen's save would send for these values (one per language filled in, and `alsoLang`). */
  body: (values: TranslatedValues, alsoLang: Lang) => readonly ({ lang: Lang } & Record<string, unknown>)[];
  /** The form's fields of one language, to show the server's field errors at them. */
  versionKeys: readonly string[];
  /** The fields of a language the preview needs filled in (the title); the others may be empty. */
  needs: readonly PreviewNeed[];
}

export function PreviewButton({ entity, no, form, body, versionKeys, needs }: PreviewButtonProps) {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { lang: adminLang } = useAdminLanguage();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<PreviewLink | null>(null);

  async function preview() {
    const lang = shownLanguage(form) ?? adminLang;
    const element: { lang: Lang } & Record<string, unknown> = { ...body(form.getFieldsValue(true) as TranslatedValues, lang).find((e) => e.lang === lang)! };
    for (const need of needs) if (need.standIn !== undefined && isBlank(element[need.key])) element[need.key] = need.standIn;
    const missing = needs.filter((need) => isBlank(element[need.key]));
    if (missing.length > 0) {
      // Said at the fields and in a message, with the first one focused: nothing is sent.
      const words = missing.map((need) => requiredMessage(t, need.label, need.control));
      form.setFields(missing.map((need, index) => ({ name: ['versions', lang, need.key], errors: [words[index]!] })));
      form.focusField(['versions', lang, missing[0]!.key]);
      message.warning(t('preview.needs', { what: words[0] }));
      return;
    }
    // Opened now, while the click still counts as the person's: a tab opened after the answer would be blocked.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      // A new item has no `no` yet: its preview shows the element alone.
      const made = await api.post<PreviewLink>('/admin/previews', { entity, ...(no ? { no } : {}), lang, element }, { quiet: true });
      const url = new URL(made.url, window.location.origin).toString();
      if (tab) tab.location.href = url;
      setLink({ ...made, url });
    } catch (error) {
      tab?.close();
      if (!(error instanceof ApiError) || error.status === 401) return;
      const fields = fieldErrorsToForm(
        error.fieldErrors.filter((e) => e.field.startsWith('element.')).map((e) => ({ ...e, field: `0.${e.field.slice('element.'.length)}` })),
        [element],
        versionKeys,
      );
      if (fields.length) form.setFields(fields);
      message.error(error.message);
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      message.success(t('preview.copied'));
    } catch {
      message.error(t('preview.copyFailed'));
    }
  }

  const until = link ? new Date(link.expiresTime).toLocaleString(adminLang.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }) : '';

  return (
    <>
      <Tooltip title={t('preview.help')}>
        <Button icon={<EyeOutlined />} loading={busy} onClick={() => void preview()}>
          {t('preview.button')}
        </Button>
      </Tooltip>
      <Modal
        open={link !== null}
        title={t('preview.linkTitle')}
        onCancel={() => setLink(null)}
        footer={
          <Space>
            <Button onClick={() => setLink(null)}>{t('preview.close')}</Button>
            <Button href={link?.url} target="_blank" rel="noopener noreferrer">
              {t('preview.open')}
            </Button>
            <Button type="primary" onClick={() => void copy()}>
              {t('preview.copy')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph>{t('preview.linkHelp', { time: until })}</Typography.Paragraph>
        <Input readOnly value={link?.url ?? ''} aria-label={t('preview.linkLabel')} onFocus={(event) => event.target.select()} />
      </Modal>
    </>
  );
}
