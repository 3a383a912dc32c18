/**
 * Staff accounts (PRODUCT section 3, "Auth and accounts"): administrators list, create and change
 * accounts (name, role, a new password, disabled or not), disable them, and decide whether every
 * account must use two-step sign-in.
 */
import { EditOutlined, PlusOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_ADMINISTRATOR, ROLE_EDITOR, ROLE_REVIEWER, type RoleId } from '../../../contract/roles';
import { createUserBody, type StaffAccount, updateUserBody } from '../../../contract/users';
import { api } from '../../admin/api';
import { useAdminSession } from '../../admin/context';
import { useSchemaRules } from '../../admin/use-schema-rules';
import { RequireAdministrator } from '../../admin/RequireAdministrator';
import { useApiData } from '../../admin/useApiData';
import { useDialogSubmit } from '../../admin/useDialogSubmit';
import { fittedTable, usePhone } from '../../admin/usePhone';
import { useUrlListState } from '../../admin/useUrlListState';
import { ConfirmedButton } from '../../components/admin/ConfirmedButton';
import { useRequired } from '../../admin/required';

interface CreateValues {
  loginAccount: string;
  userName?: string;
  password: string;
  roleId: RoleId;
}

interface EditValues {
  userName: string;
  roleId: RoleId;
  password?: string;
  disabled: boolean;
}

function useRoleOptions() {
  const { t } = useTranslation();
  return [
    { value: ROLE_EDITOR, label: t('users.roleEditor') },
    { value: ROLE_REVIEWER, label: t('users.roleReviewer') },
    { value: ROLE_ADMINISTRATOR, label: t('users.roleAdministrator') },
  ];
}

function CreateUserModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const required = useRequired();
  const schemaRules = useSchemaRules();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<CreateValues>();
  const { busy, problem, clearProblem, submit } = useDialogSubmit(form);
  const roles = useRoleOptions();

  async function create(values: CreateValues) {
    await submit(async () => {
      const created = await api.post<StaffAccount>('/admin/users', { ...values, userName: values.userName?.trim() || undefined }, { quiet: true });
      message.success(t('users.created', { account: created.loginAccount }));
      onCreated();
      onClose();
    });
  }

  return (
    <Modal
      open={open}
      title={t('users.createTitle')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={clearProblem}
      destroyOnHidden
    >
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form form={form} name="createUser" layout="vertical" onFinish={(values) => void create(values)} initialValues={{ roleId: ROLE_EDITOR }} preserve={false}>
        <Form.Item name="loginAccount" label={t('users.account')} extra={t('users.accountHelp')} rules={[required(t('users.account')), ...schemaRules(createUserBody.shape.loginAccount, { invalid: t('users.accountHelp') })]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="userName" label={t('users.name')} rules={schemaRules(createUserBody.shape.userName)}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('users.password')}
          extra={t('users.passwordRules')}
          rules={[required(t('users.password')), ...schemaRules(createUserBody.shape.password)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="roleId" label={t('users.role')} extra={t('users.roleHelp')} rules={[required(t('users.role'), 'select')]}>
          <Select options={roles} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function EditUserModal({ account, onClose, onSaved }: { account: StaffAccount | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const required = useRequired();
  const schemaRules = useSchemaRules();
  const { message } = AntdApp.useApp();
  const { profile, refreshProfile } = useAdminSession();
  const [form] = Form.useForm<EditValues>();
  const { busy, problem, clearProblem, submit } = useDialogSubmit(form);
  const roles = useRoleOptions();
  const self = account?.id === profile.id;

  useEffect(() => {
    if (account) {
      clearProblem();
      form.setFieldsValue({
        userName: account.userName,
        roleId: account.roleId as RoleId,
        disabled: account.disabled,
        password: '',
      });
    }
  }, [account, form, clearProblem]);

  async function save(values: EditValues) {
    if (!account) return;
    await submit(async () => {
      await api.put<StaffAccount>(
        '/admin/users',
        {
          id: account.id,
          userName: values.userName.trim(),
          roleId: values.roleId,
          disabled: values.disabled,
          ...(values.password ? { password: values.password } : {}),
        },
        { quiet: true },
      );
      message.success(values.password ? t('users.savedWithPassword') : t('common.saved'));
      if (self) await refreshProfile();
      onSaved();
      onClose();
    });
  }

  return (
    <Modal
      open={account !== null}
      title={t('users.editTitle', { account: account?.loginAccount ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} /> : null}
      {self ? <Typography.Paragraph type="secondary">{t('users.selfNote')}</Typography.Paragraph> : null}
      <Form form={form} name="editUser" layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="userName" label={t('users.name')} rules={[{ ...required(t('users.name')), whitespace: true }, ...schemaRules(updateUserBody.shape.userName)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="roleId" label={t('users.role')} extra={t('users.roleHelp')} rules={[required(t('users.role'), 'select')]}>
          <Select options={roles} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('users.newPassword')}
          extra={t('users.newPasswordHelp')}
          rules={schemaRules(updateUserBody.shape.password)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="disabled" label={t('users.disabled')} extra={t('users.disabledHelp')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function TwoFactorPolicy() {
  const { t } = useTranslation();
  const { message, modal } = AntdApp.useApp();
  const { refreshProfile } = useAdminSession();
  const [required, setRequired] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api
      .get<{ required: boolean }>('/admin/users/two-factor-policy')
      .then((policy) => setRequired(policy.required))
      .catch(() => {});
  }, []);

  async function apply(next: boolean) {
    setBusy(true);
    try {
      const policy = await api.put<{ required: boolean }>('/admin/users/two-factor-policy', { required: next });
      setRequired(policy.required);
      message.success(policy.required ? t('users.policyOn') : t('users.policyOff'));
      // When this account has not set it up yet, the shell now sends it to the account screen.
      await refreshProfile();
    } catch {
      // Shown by the notification.
    } finally {
      setBusy(false);
    }
  }

  function toggle(next: boolean) {
    if (!next) return void apply(false);
    modal.confirm({
      title: t('users.policyConfirmTitle'),
      content: t('users.policyConfirm'),
      okText: t('users.policyConfirmOk'),
      cancelText: t('common.cancel'),
      onOk: () => apply(true),
    });
  }

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Space align="start" size={12}>
        <Switch
          id="two-factor-policy"
          checked={Boolean(required)}
          loading={required === null || busy}
          onChange={toggle}
          aria-describedby="two-factor-policy-help"
        />
        <div>
          <label htmlFor="two-factor-policy" style={{ fontWeight: 600 }}>
            {t('users.policyLabel')}
          </label>
          <p
            id="two-factor-policy-help"
            style={{
              margin: '4px 0 0',
              color: 'rgba(0, 0, 0, 0.65)',
              maxWidth: '52rem',
            }}
          >
            {t('users.policyHelp')}
          </p>
        </div>
      </Space>
    </Card>
  );
}

function UserList() {
  const { t } = useTranslation();
  const { message } = AntdApp.useApp();
  const { profile } = useAdminSession();
  const phone = usePhone();
  const { page, pageSize, pagination } = useUrlListState();
  const { data, loading, reload } = useApiData(useCallback(() => api.list<StaffAccount>('/admin/users', { query: { page, pageSize } }), [page, pageSize]));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffAccount | null>(null);

  // A refusal (409: the account signed in, disabled from another tab) is shown in the server's words by the notification.
  async function disable(row: StaffAccount) {
    try {
      await api.delete(`/admin/users/${row.id}`);
      message.success(t('users.disabledDone', { account: row.loginAccount }));
      void reload();
    } catch {
      // Shown by the notification.
    }
  }

  async function enable(row: StaffAccount) {
    try {
      await api.put('/admin/users', { id: row.id, disabled: false });
      message.success(t('users.enabledDone', { account: row.loginAccount }));
      void reload();
    } catch {
      // Shown by the notification.
    }
  }

  const accountCell = (row: StaffAccount) => (
    <Space size={4} wrap>
      <span>{row.loginAccount}</span>
      {row.id === profile.id ? <Tag color="blue">{t('users.you')}</Tag> : null}
    </Space>
  );
  const roleTag = (row: StaffAccount) => <Tag color={row.roleId === ROLE_ADMINISTRATOR ? 'gold' : 'default'}>{row.roleName}</Tag>;
  const twoFactorState = (row: StaffAccount) => (row.twoFactorEnabled ? t('users.twoFactorOn') : t('users.twoFactorOff'));
  const twoFactorTag = (row: StaffAccount) => <Tag color={row.twoFactorEnabled ? 'success' : undefined}>{twoFactorState(row)}</Tag>;
  const statusTag = (row: StaffAccount) => (row.disabled ? <Tag color="error">{t('users.disabledTag')}</Tag> : <Tag color="success">{t('users.activeTag')}</Tag>);
  const lastSignIn = (row: StaffAccount) => (row.lastLoginTime ? dayjs(row.lastLoginTime).format('L LT') : t('users.never'));
  const actionsCell = (row: StaffAccount) => (
    <Space size={0}>
      <Tooltip title={t('common.edit')}>
        <Button type="text" icon={<EditOutlined />} aria-label={`${t('common.edit')}: ${row.loginAccount}`} onClick={() => setEditing(row)} />
      </Tooltip>
      {row.disabled ? (
        <Tooltip title={t('users.enable')}>
          <Button type="text" icon={<UndoOutlined />} aria-label={`${t('users.enable')}: ${row.loginAccount}`} onClick={() => void enable(row)} />
        </Tooltip>
      ) : (
        <ConfirmedButton
          action={t('users.disable')}
          name={row.loginAccount}
          question={t('users.confirmDisable', { account: row.loginAccount })}
          hint={t('users.confirmDisableText')}
          icon={<StopOutlined />}
          // The server refuses to disable the account signed in; the button says why before asking.
          disabledBecause={row.id === profile.id ? t('users.selfNote') : undefined}
          onConfirm={() => disable(row)}
        />
      )}
    </Space>
  );
  const wideColumns: TableColumnsType<StaffAccount> = [
    { title: t('users.account'), key: 'loginAccount', render: (_value, row) => accountCell(row) },
    { title: t('users.name'), dataIndex: 'userName' },
    { title: t('users.role'), key: 'roleName', render: (_value, row) => roleTag(row) },
    { title: t('users.twoFactor'), key: 'twoFactorEnabled', render: (_value, row) => twoFactorTag(row) },
    { title: t('users.status'), key: 'disabled', render: (_value, row) => statusTag(row) },
    { title: t('users.lastLogin'), key: 'lastLoginTime', render: (_value, row) => lastSignIn(row) },
    { title: t('common.actions'), key: 'actions', width: 120, render: (_value, row) => actionsCell(row) },
  ];
  // A phone: the account with its name, last sign-in, two-step sign-in, role and status under it.
  const phoneColumns: TableColumnsType<StaffAccount> = [
    {
      title: t('users.account'),
      key: 'loginAccount',
      render: (_value, row) => (
        <Space orientation="vertical" size={2}>
          {accountCell(row)}
          <span className="admin-list__facts">
            <span>{row.userName}</span>
            <span>
              {t('users.lastLogin')}: {lastSignIn(row)}
            </span>
            {/* Named, as there is no column heading to say what "On" or "Off" is about; as text, which wraps on a narrow phone. */}
            <span>
              {t('users.twoFactor')}: {twoFactorState(row)}
            </span>
          </span>
          <Space size={4} wrap>
            {roleTag(row)}
            {statusTag(row)}
          </Space>
        </Space>
      ),
    },
    { title: <span className="visually-hidden">{t('common.actions')}</span>, key: 'actions', width: 88, render: (_value, row) => actionsCell(row) },
  ];

  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__head">
        <h1 id="page-title">{t('users.title')}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('users.create')}
        </Button>
      </div>
      <TwoFactorPolicy />
      <Table<StaffAccount>
        rowKey="id"
        loading={loading}
        dataSource={data?.result ?? []}
        // A phone gets two columns and no sideways scrolling.
        {...fittedTable(phone, { phone: phoneColumns, wide: wideColumns }, 960)}
        pagination={pagination(data?.pageable.totalCount ?? 0)}
      />
      <CreateUserModal open={creating} onClose={() => setCreating(false)} onCreated={() => void reload()} />
      <EditUserModal account={editing} onClose={() => setEditing(null)} onSaved={() => void reload()} />
    </section>
  );
}

export default function Users() {
  return (
    <RequireAdministrator>
      <UserList />
    </RequireAdministrator>
  );
}
