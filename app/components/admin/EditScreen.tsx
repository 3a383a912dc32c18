/**
 * The frame of a full-page edit screen: the heading with "back" and "save", then the form. It keeps
 * a copy of unsaved values in the browser and offers it back after a reload or a crash
 * (useLocalDraft).
 */
import { Button, Form, type FormInstance, type FormProps, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminSession } from '../../admin/context';
import { useLocalDraft } from '../../admin/useLocalDraft';
import type { Publication } from '../../admin/usePublication';
import { DraftOffer } from './DraftOffer';
import { ReviewerNote, usePublicationButtons } from './PublicationButtons';

interface EditScreenProps<Values> {
  heading: string;
  /** Where "back" goes: the list. */
  backTo: string;
  form: FormInstance<Values>;
  loading: boolean;
  saving: boolean;
  /** Changes not saved yet; the local copy goes once they are saved. */
  dirty: boolean;
  onFinish: (values: Values) => void;
  onValuesChange: () => void;
  /** From useTranslatedSave: errors on hidden language tabs are shown, not silently kept. */
  formProps?: Pick<FormProps<Values>, 'onFinishFailed' | 'onFieldsChange'>;
  /** More buttons beside "save" (a preview). */
  actions?: ReactNode;
  /** Drafts and publishing (usePublication): "Save draft" and "Publish" instead of "Save". */
  publication?: Publication;
  children: ReactNode;
}

export function EditScreen<Values>({ heading, backTo, form, loading, saving, dirty, onFinish, onValuesChange, formProps, actions, publication, children }: EditScreenProps<Values>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useAdminSession();
  const draft = useLocalDraft({ form, account: profile.id, ready: !loading, dirty });
  const publicationButtons = usePublicationButtons(publication, form as FormInstance, saving);

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{heading}</h1>
        {/* Back, preview, revisions, save and publish: on a phone they take two lines. */}
        <Space wrap>
          <Button onClick={() => void navigate(backTo)}>{t('common.back')}</Button>
          {actions}
          {publication ? (
            publicationButtons
          ) : (
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              {t('common.save')}
            </Button>
          )}
        </Space>
      </div>
      {publication ? <ReviewerNote publication={publication} /> : null}
      <DraftOffer draft={draft} onRestored={onValuesChange} />
      <Spin spinning={loading}>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={onFinish}
          onValuesChange={() => {
            onValuesChange();
            draft.changed();
          }}
          {...formProps}
        >
          {children}
        </Form>
      </Spin>
    </section>
  );
}
