/**
 * Changing the own password: the current one (and the current code while two-step sign-in is on),
 * a new one twice; other sessions end.
 */
import { App as AntdApp, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, modifyPasswordBody } from '../../contract/auth';
import { api, ApiError } from './api';
import { useAdminSession } from './context';
import { useSchemaRules } from './use-schema-rules';
import { useRequired } from './required';

interface Values {
  oldPassword: string;
  otp?: string;
  newPassword: string;
  confirm: string;
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const required = useRequired();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { profile } = useAdminSession();
  const schemaRules = useSchemaRules();
  const fields = modifyPasswordBody.shape;

  async function submit(values: Values) {
    setBusy(true);
    try {
      await api.put('/admin/modify-password', { oldPassword: values.oldPassword, otp: values.otp, newPassword: values.newPassword }, { quiet: true });
      message.success(t('password.changed'));
      form.resetFields();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) {
        form.setFields(error.fieldErrors.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      } else if (error instanceof ApiError) {
        form.setFields([{ name: 'oldPassword', errors: [error.message] }]);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('password.title')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="oldPassword" label={t('password.old')} rules={[required(t('password.old')), ...schemaRules(fields.oldPassword)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {profile.twoFactorEnabled ? (
          <Form.Item name="otp" label={t('account.currentCode')} rules={[required(t('account.currentCode')), ...schemaRules(fields.otp)]}>
            <Input autoComplete="one-time-code" spellCheck={false} maxLength={CODE_MAX_LENGTH} />
          </Form.Item>
        ) : null}
        <Form.Item name="newPassword" label={t('password.new')} extra={t('password.rules')} rules={[required(t('password.new')), ...schemaRules(fields.newPassword)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            required(t('password.new')),
            ({ getFieldValue }) => ({
              validator: (_rule, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
