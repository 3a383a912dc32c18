/**
 * The frame of a full-page edit screen: the heading with "back" and "save", then the form. It keeps
 * a copy of unsaved values in the browser and offers it back after a reload or a crash
 * (useLocalDraft). An address naming an item that is not there shows that, with the way on,
 * instead of an empty form under "Edit" whose save would quietly make a new item. On a phone the
 * save and publish buttons sit in a bar that stays at the top of the screen (ScreenHead).
 */
import { Button, Form, type FormInstance, type FormProps, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminSession } from '../../admin/context';
import { useLocalDraft } from '../../admin/useLocalDraft';
import type { Publication } from '../../admin/usePublication';
import { DraftOffer } from './DraftOffer';
import { ReviewerNote, usePublicationButtons } from './PublicationButtons';
import { ScreenHead } from './ScreenHead';

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
  /** The item the address names does not exist: where "create a new one" goes instead of a form. */
  missing?: { createAt: string };
  children: ReactNode;
}

export function EditScreen<Values>({ heading, backTo, form, loading, saving, dirty, onFinish, onValuesChange, formProps, actions, publication, missing, children }: EditScreenProps<Values>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useAdminSession();
  const draft = useLocalDraft({ form, account: profile.id, ready: !loading, dirty });
  const publicationButtons = usePublicationButtons(publication, form as FormInstance, saving);

  const saveButtons = publication ? (
    publicationButtons
  ) : (
    <Button type="primary" loading={saving} onClick={() => form.submit()}>
      {t('common.save')}
    </Button>
  );

  if (missing) {
    return (
      <section className="admin-page" aria-labelledby="page-title">
        <Result
          status="warning"
          title={<h1 id="page-title" className="admin-missing__title">{t('missing.title')}</h1>}
          subTitle={t('missing.help')}
          extra={[
            <Button key="list" type="primary" onClick={() => void navigate(backTo)}>
              {t('missing.toList')}
            </Button>,
            <Button key="new" onClick={() => void navigate(missing.createAt)}>
              {t('missing.createNew')}
            </Button>,
          ]}
        />
      </section>
    );
  }

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <ScreenHead
        heading={heading}
        actions={
          <>
            <Button onClick={() => void navigate(backTo)}>{t('common.back')}</Button>
            {actions}
          </>
        }
        save={saveButtons}
      />
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
