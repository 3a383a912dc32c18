/** The frame of a full-page edit screen: the heading with "back" and "save", then the form. */
import { Button, Form, type FormInstance, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface EditScreenProps<Values> {
  heading: string;
  /** Where "back" goes: the list. */
  backTo: string;
  form: FormInstance<Values>;
  loading: boolean;
  saving: boolean;
  onFinish: (values: Values) => void;
  onValuesChange: () => void;
  children: ReactNode;
}

export function EditScreen<Values>({ heading, backTo, form, loading, saving, onFinish, onValuesChange, children }: EditScreenProps<Values>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{heading}</h1>
        <Space>
          <Button onClick={() => navigate(backTo)}>{t('common.back')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Space>
      </div>
      <Spin spinning={loading}>
        <Form<Values> form={form} layout="vertical" onFinish={onFinish} onValuesChange={onValuesChange} scrollToFirstError>
          {children}
        </Form>
      </Spin>
    </section>
  );
}
