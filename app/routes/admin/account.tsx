/**
 * My account, for every staff member: the own profile, changing the password, and two-step
 * sign-in with an authenticator app (set up, after the current password, with a QR code and a
 * first code, recovery codes shown once; set up again for a new phone, or turned off, with the
 * password and a current code). When administrators require two-step sign-in and it is not
 * set up yet, the shell sends every screen here until it is.
 */
import { CopyOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Avatar, Button, Card, Descriptions, Form, Input, Modal, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import QRCode from 'qrcode';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, fileUrl } from '../../admin/api';
import { ChangePasswordModal } from '../../admin/ChangePasswordModal';
import { CODE_MAX_LENGTH, currentCredentialsBody, setupCode } from '../../../contract/auth';
import { useAdminSession } from '../../admin/context';
import { useSchemaRules } from '../../admin/use-schema-rules';
import { useDialogSubmit } from '../../admin/useDialogSubmit';
import { useRequired } from '../../admin/required';

interface Setup {
  secret: string;
  otpauthUrl: string;
}

/** The secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

interface CurrentCredentials {
  password: string;
  otp?: string;
}

/** The current password, and while two-step sign-in is on the current code: what every credential change asks for. */
function CurrentCredentialFields({ withCode, autoFocus = false }: { withCode: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const required = useRequired();
  const schemaRules = useSchemaRules();
  return (
    <>
      <Form.Item name="password" label={t('account.password')} rules={[required(t('login.password')), ...schemaRules(currentCredentialsBody.shape.password)]}>
        <Input.Password autoComplete="current-password" autoFocus={autoFocus} />
      </Form.Item>
      {withCode ? (
        <Form.Item name="otp" label={t('account.currentCode')} rules={[required(t('account.currentCode')), ...schemaRules(currentCredentialsBody.shape.otp)]}>
          <Input autoComplete="one-time-code" spellCheck={false} maxLength={CODE_MAX_LENGTH} />
        </Form.Item>
      ) : null}
    </>
  );
}

function TurnOffModal({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<CurrentCredentials>();
  const { busy, problem, clearProblem, submit } = useDialogSubmit(form);

  async function turnOff(values: CurrentCredentials) {
    await submit(async () => {
      await api.post('/admin/two-factor/disable', values, { quiet: true });
      message.success(t('account.turnedOff'));
      await onDone();
      onClose();
    });
  }

  return (
    <Modal
      open={open}
      title={t('account.turnOffTitle')}
      okText={t('account.turnOff')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={clearProblem}
      destroyOnHidden
    >
      <p>{t('account.turnOffText')}</p>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form form={form} name="turnOff" layout="vertical" onFinish={(values) => void turnOff(values)}>
        <CurrentCredentialFields withCode />
      </Form>
    </Modal>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const heading = useRef<HTMLHeadingElement>(null);
  // The set-up form the focus was in has gone: the codes, shown only now, are where it belongs.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      message.success(t('account.copied'));
    } catch {
      message.error(t('account.copyFailed'));
    }
  }

  return (
    <Card
      size="small"
      title={
        <h2 ref={heading} tabIndex={-1} style={{ fontSize: '1rem', margin: 0 }}>
          {t('account.codesTitle')}
        </h2>
      }
      style={{ marginBottom: 16, borderColor: '#faad14' }}
    >
      <Alert type="warning" showIcon title={t('account.codesWarning')} style={{ marginBottom: 12 }} />
      <ol
        aria-label={t('account.codesTitle')}
        style={{
          columns: 2,
          fontFamily: 'ui-monospace, monospace',
          fontSize: '1rem',
          maxWidth: '22rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('account.copyCodes')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('account.codesSaved')}
        </Button>
      </Space>
    </Card>
  );
}

/** Asks for the current credentials, then starts the set-up; the secret it gives back is shown once. */
function ProveItIsYou({ withCode, onStarted, onCancel }: { withCode: boolean; onStarted: (setup: Setup) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CurrentCredentials>();
  const { busy, problem, submit } = useDialogSubmit(form);

  async function start(values: CurrentCredentials) {
    await submit(async () => {
      onStarted(await api.post<Setup>('/admin/two-factor/setup', values, { quiet: true }));
    });
  }

  return (
    <Form form={form} name="twoStepProve" layout="vertical" onFinish={(values) => void start(values)} style={{ maxWidth: 360 }}>
      <p>{t(withCode ? 'account.proveTextOn' : 'account.proveText')}</p>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} /> : null}
      <CurrentCredentialFields withCode={withCode} autoFocus />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('account.continue')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}

/**
 * Set-up in two parts: the current credentials (and the code while on, for a new phone), then the
 * new secret to scan and a code from it. Until that code is confirmed the current second factor
 * stays as it is.
 */
function TwoStepSetup({ twoFactorOn, onConfirmed, onCancel }: { twoFactorOn: boolean; onConfirmed: (codes: string[]) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const required = useRequired();
  const schemaRules = useSchemaRules();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [form] = Form.useForm<{ otp: string }>();
  const [busy, setBusy] = useState(false);
  // The picture is drawn once per set-up: a new onCancel from the parent does not draw it again.
  const giveUp = useEffectEvent(() => onCancel());

  useEffect(() => {
    if (!setup) return;
    let cancelled = false;
    QRCode.toDataURL(setup.otpauthUrl, { width: 220, margin: 1, errorCorrectionLevel: 'M' })
      .then((image) => {
        if (!cancelled) setQr(image);
      })
      .catch(() => {
        if (!cancelled) giveUp();
      });
    return () => {
      cancelled = true;
    };
  }, [setup]);

  async function confirm(values: { otp: string }) {
    setBusy(true);
    try {
      const { recoveryCodes } = await api.post<{ recoveryCodes: string[] }>(
        '/admin/two-factor/confirm',
        { otp: values.otp.replace(/\s/g, '') },
        { quiet: true },
      );
      await onConfirmed(recoveryCodes);
    } catch (error) {
      if (error instanceof ApiError) {
        form.setFields([{ name: 'otp', errors: [error.fieldErrors[0]?.message ?? error.message] }]);
        // Back in the field, whose description now carries the error, to type the code again.
        form.focusField('otp');
      }
    } finally {
      setBusy(false);
    }
  }

  if (!setup) return <ProveItIsYou withCode={twoFactorOn} onStarted={setSetup} onCancel={onCancel} />;
  if (!qr) return <Spin description={t('app.loading')} />;
  return (
    <div className="admin-two-step-setup">
      <ol style={{ paddingInlineStart: '1.25rem', maxWidth: '46rem' }}>
        <li>
          <p>{t('account.stepScan')}</p>
          <img
            src={qr}
            width={220}
            height={220}
            alt={t('account.qrAlt')}
            style={{
              display: 'block',
              border: '1px solid #eee',
              borderRadius: 6,
            }}
          />
          <p style={{ marginTop: 12 }}>{t('account.stepManual')}</p>
          <Typography.Text
            code
            copyable={{
              text: setup.secret,
              tooltips: [t('account.copySecret'), t('account.copied')],
            }}
            style={{ fontSize: '1rem' }}
          >
            {grouped(setup.secret)}
          </Typography.Text>
        </li>
        <li style={{ marginTop: 16 }}>
          <Form form={form} layout="vertical" onFinish={(values) => void confirm(values)} style={{ maxWidth: 320 }}>
            <Form.Item
              name="otp"
              label={t('account.stepCode')}
              rules={[required(t('login.otp')), ...schemaRules(setupCode, { invalid: t('account.codeFormat') })]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} autoFocus />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('account.confirm')}
              </Button>
              <Button onClick={onCancel}>{t('common.cancel')}</Button>
            </Space>
          </Form>
        </li>
      </ol>
    </div>
  );
}

export default function Account() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { profile, refreshProfile } = useAdminSession();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [turnOffOpen, setTurnOffOpen] = useState(false);
  const [settingUp, setSettingUp] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const mustSetUp = profile.twoFactorRequired && !profile.twoFactorEnabled;

  async function confirmed(recoveryCodes: string[]) {
    setCodes(recoveryCodes);
    setSettingUp(false);
    message.success(t('account.turnedOn'));
    await refreshProfile();
  }

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('account.title')}</h1>
      </div>
      {mustSetUp ? (
        <Alert type="warning" showIcon title={t('account.requiredTitle')} description={t('account.requiredText')} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      <Card size="small" title={<h2 style={{ fontSize: '1rem', margin: 0 }}>{t('account.profile')}</h2>} style={{ marginBottom: 16 }}>
        <Space align="start" size={16} wrap>
          <Avatar size={64} src={fileUrl(profile.headImg, 160)} icon={<UserOutlined />} alt="" />
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'account',
                label: t('account.account'),
                children: profile.loginAccount,
              },
              {
                key: 'name',
                label: t('account.name'),
                children: profile.userName,
              },
              {
                key: 'role',
                label: t('account.role'),
                children: profile.roleName,
              },
              {
                key: 'last',
                label: t('account.lastLogin'),
                children: profile.lastLoginTime ? dayjs(profile.lastLoginTime).format('L LT') : t('account.never'),
              },
            ]}
          />
        </Space>
        <div style={{ marginTop: 12 }}>
          <Button onClick={() => setPasswordOpen(true)}>{t('header.changePassword')}</Button>
        </div>
      </Card>
      <Card
        size="small"
        title={
          <h2 style={{ fontSize: '1rem', margin: 0 }}>
            <SafetyCertificateOutlined aria-hidden /> {t('account.twoStep')}{' '}
            {profile.twoFactorEnabled ? <Tag color="success">{t('account.on')}</Tag> : <Tag>{t('account.off')}</Tag>}
          </h2>
        }
      >
        <p style={{ maxWidth: '46rem' }}>{t('account.twoStepText')}</p>
        {settingUp ? (
          <TwoStepSetup twoFactorOn={profile.twoFactorEnabled} onConfirmed={confirmed} onCancel={() => setSettingUp(false)} />
        ) : profile.twoFactorEnabled ? (
          <>
            <p>{t('account.onText')}</p>
            <p style={{ maxWidth: '46rem' }}>{t('account.setUpAgainText')}</p>
            {profile.twoFactorRequired ? <p style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('account.cannotTurnOff')}</p> : null}
            <Space wrap>
              <Button onClick={() => setSettingUp(true)}>{t('account.setUpAgain')}</Button>
              {profile.twoFactorRequired ? null : (
                <Button danger onClick={() => setTurnOffOpen(true)}>
                  {t('account.turnOff')}
                </Button>
              )}
            </Space>
          </>
        ) : (
          <Button type="primary" onClick={() => setSettingUp(true)}>
            {t('account.setUp')}
          </Button>
        )}
      </Card>
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <TurnOffModal open={turnOffOpen} onClose={() => setTurnOffOpen(false)} onDone={refreshProfile} />
    </section>
  );
}
