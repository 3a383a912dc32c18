/**
 * /admin-login: staff sign-in, outside the admin layout. Asks for the authenticator code when the
 * account has two-step sign-in; after a 401 elsewhere it says "login expired, please log in again".
 */
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginBody } from '../../../contract/auth';
import { languageName, SPEC_LANGUAGES, type Lang } from '../../../contract/languages';
import { AdminProviders, useAdminLanguage, useMounted } from '../../admin/AdminProviders';
import { useSchemaRules } from '../../admin/use-schema-rules';
import { type SignInValues, useSignIn } from '../../admin/useSignIn';
import { safeReturnPath } from '../../lib/safe-return-path';
import '../../styles/base.css';
import '../../styles/admin.css';
import { useRequired } from '../../admin/required';

export function meta() {
  return [{ title: 'Sign in · Back office' }, { name: 'robots', content: 'noindex' }];
}

/** Where to go after signing in: the back-office page that sent the visitor here, else its start. */
function backOfficeReturnPath(value: string | null): string {
  const path = safeReturnPath(value, window.location.origin, '/admin');
  return /^\/admin(?:[/?#]|$)/.test(path) ? path : '/admin';
}

function LoginForm() {
  const { t } = useTranslation();
  const required = useRequired();
  const schemaRules = useSchemaRules();
  const { lang, setLang } = useAdminLanguage();
  const [form] = Form.useForm<SignInValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { submit, error, needsOtp, busy, otpInput } = useSignIn(form, () => void navigate(backOfficeReturnPath(params.get('redirect')), { replace: true }));

  return (
    <main className="admin-login">
      <Card className="admin-login__card">
        <div className="admin-login__head">
          <Typography.Title level={1}>{t('login.title')}</Typography.Title>
          <Select<Lang>
            aria-label={t('header.language')}
            value={lang}
            onChange={setLang}
            options={SPEC_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
            style={{ width: 120 }}
          />
        </div>
        {params.get('expired') ? <Alert type="warning" showIcon title={t('login.expired')} className="admin-login__alert" /> : null}
        {params.get('signedOut') ? <Alert type="info" showIcon title={t('login.signedOut')} className="admin-login__alert" /> : null}
        {error ? <Alert type="error" showIcon title={error} role="alert" className="admin-login__alert" /> : null}
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item name="loginAccount" label={t('login.account')} rules={[required(t('login.account')), ...schemaRules(loginBody.shape.loginAccount)]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[required(t('login.password')), ...schemaRules(loginBody.shape.password)]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {needsOtp ? (
            <Form.Item name="otp" label={t('login.otp')} extra={t('login.otpHint')} rules={[required(t('login.otp')), ...schemaRules(loginBody.shape.otp)]}>
              <Input ref={otpInput} autoComplete="one-time-code" inputMode="numeric" autoFocus />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}

export default function AdminLogin() {
  const mounted = useMounted();
  if (!mounted) return <main className="admin-login" aria-busy="true" />;
  return (
    <AdminProviders>
      <LoginForm />
    </AdminProviders>
  );
}
