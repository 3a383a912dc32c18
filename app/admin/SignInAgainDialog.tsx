/**
 * When the sign-in expires while someone works (idle or maximum session age), this dialog opens
 * over the screen instead of leaving it: the same person signs in again, and the calls that met
 * the expiry are sent again (api.ts), so a save in progress goes through with nothing retyped.
 * "Go to the sign-in page" leaves as before; the unsaved-changes question still guards the form.
 */
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginBody } from '../../contract/auth';
import { useSchemaRules } from './use-schema-rules';
import { type SignInValues, useSignIn } from './useSignIn';
import { useRequired } from './required';

type Host = () => Promise<boolean>;
let host: Host | null = null;

/** The dialog of the back office's frame while it is shown; null on the login screen. */
export function signInAgainHost(): Host | null {
  return host;
}

export function SignInAgainDialog({ account }: { account: string }) {
  const { t } = useTranslation();
  const required = useRequired();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);
  const [form] = Form.useForm<SignInValues>();

  useEffect(() => {
    // Several calls may expire together: they all wait for the one dialog. The list is one array
    // for the dialog's life (emptied in place, never replaced).
    const pending = waiting.current;
    const ask: Host = () =>
      new Promise<boolean>((resolve) => {
        pending.push(resolve);
        setOpen(true);
      });
    host = ask;
    return () => {
      if (host === ask) host = null;
      for (const resolve of pending.splice(0)) resolve(false);
    };
  }, []);

  function finish(signedIn: boolean) {
    setOpen(false);
    signIn.reset();
    for (const resolve of waiting.current.splice(0)) resolve(signedIn);
  }

  const signIn = useSignIn(form, () => finish(true));
  const schemaRules = useSchemaRules();

  function leave() {
    finish(false);
    const here = window.location.pathname + window.location.search;
    void navigate(`/admin-login?expired=1&redirect=${encodeURIComponent(here)}`);
  }

  return (
    <Modal open={open} title={t('reauth.title')} closable={false} mask={{ closable: false }} keyboard={false} footer={null} destroyOnHidden>
      <Alert type="warning" showIcon role="status" title={t('login.expired')} description={t('reauth.intro')} style={{ marginBottom: 16 }} />
      {signIn.error ? <Alert type="error" showIcon title={signIn.error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ loginAccount: account }} onFinish={(values) => void signIn.submit({ ...values, loginAccount: account })}>
        <Form.Item name="loginAccount" label={t('login.account')}>
          <Input autoComplete="username" readOnly />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[required(t('login.password')), ...schemaRules(loginBody.shape.password)]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        {signIn.needsOtp ? (
          <Form.Item name="otp" label={t('login.otp')} extra={t('login.otpHint')} rules={[required(t('login.otp')), ...schemaRules(loginBody.shape.otp)]}>
            <Input ref={signIn.otpInput} autoComplete="one-time-code" inputMode="numeric" autoFocus />
          </Form.Item>
        ) : null}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={signIn.busy}>
            {t('reauth.submit')}
          </Button>
          <Button onClick={leave}>{t('reauth.elsewhere')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
