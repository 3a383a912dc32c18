/**
 * The back office's frame: side menu (the administrator's settings hidden from editors), header
 * with the signed-in person, avatar, language switch, password change and sign-out. Below antd's
 * `lg` breakpoint the menu moves into a drawer opened by a button in the header, so a phone keeps
 * the whole width for the screen. Rendered in the browser only; without a token it goes to the
 * login screen.
 */
import {
  AppstoreOutlined, BankOutlined, FileImageOutlined, FileTextOutlined, FlagOutlined, GlobalOutlined, IdcardOutlined, LogoutOutlined, MenuOutlined,
  PictureOutlined, SafetyOutlined, SettingOutlined, TeamOutlined, TrophyOutlined, UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Drawer, Dropdown, Grid, Layout, Menu, Select, Spin, Typography } from 'antd';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { Profile } from '../../../contract/auth';
import { languageName, SPEC_LANGUAGES, type Lang } from '../../../contract/languages';
import { ROLE_ADMINISTRATOR } from '../../../contract/roles';
import type { FirmTimeZone } from '../../../contract/firm-time-zone';
import type { SiteStatus } from '../../../contract/site-status';
import { AdminProviders, useAdminLanguage, useMounted } from '../../admin/AdminProviders';
import { api, fileUrl } from '../../admin/api';
import { AdminSessionContext } from '../../admin/context';
import { ChangePasswordModal } from '../../admin/ChangePasswordModal';
import { ChangeAvatarModal } from '../../admin/ChangeAvatarModal';
import { clearToken, readToken } from '../../admin/session';
import { SignInAgainDialog } from '../../admin/SignInAgainDialog';
import { SiteStatusBanner } from '../../admin/SiteStatusBanner';
import '../../styles/base.css';
import '../../styles/admin.css';

export function meta() {
  return [{ title: 'Back office' }, { name: 'robots', content: 'noindex' }];
}

function useMenu(isAdministrator: boolean) {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'news',
        icon: <FileTextOutlined />,
        label: t('menu.news'),
        children: [
          { key: '/admin/articles/news/list', label: <Link to="/admin/articles/news/list">{t('menu.newsList')}</Link> },
          { key: '/admin/articles/news/folder', label: <Link to="/admin/articles/news/folder">{t('menu.newsFolders')}</Link> },
        ],
      },
      {
        key: 'cases',
        icon: <BankOutlined />,
        label: t('menu.cases'),
        children: [
          { key: '/admin/articles/cases/list', label: <Link to="/admin/articles/cases/list">{t('menu.casesList')}</Link> },
          { key: '/admin/articles/cases/folder', label: <Link to="/admin/articles/cases/folder">{t('menu.casesFolders')}</Link> },
        ],
      },
      { key: '/admin/articles/honors/list', icon: <TrophyOutlined />, label: <Link to="/admin/articles/honors/list">{t('menu.honors')}</Link> },
      { key: '/admin/banner/list', icon: <PictureOutlined />, label: <Link to="/admin/banner/list">{t('menu.banners')}</Link> },
      { key: '/admin/people/list', icon: <TeamOutlined />, label: <Link to="/admin/people/list">{t('menu.people')}</Link> },
      { key: '/admin/expertise/list', icon: <AppstoreOutlined />, label: <Link to="/admin/expertise/list">{t('menu.expertise')}</Link> },
      { key: '/admin/jobs', icon: <IdcardOutlined />, label: <Link to="/admin/jobs">{t('menu.jobs')}</Link> },
      { key: '/admin/offices', icon: <GlobalOutlined />, label: <Link to="/admin/offices">{t('menu.offices')}</Link> },
      { key: '/admin/icons', icon: <FlagOutlined />, label: <Link to="/admin/icons">{t('menu.icons')}</Link> },
      { key: '/admin/media', icon: <FileImageOutlined />, label: <Link to="/admin/media">{t('menu.media')}</Link> },
      ...(isAdministrator
        ? [
            {
              key: 'settings',
              icon: <SettingOutlined />,
              label: t('menu.settings'),
              children: [
                { key: '/admin/site/edit', label: <Link to="/admin/site/edit">{t('menu.site')}</Link> },
                { key: '/admin/site/status', label: <Link to="/admin/site/status">{t('menu.status')}</Link> },
                { key: '/admin/site/languages', label: <Link to="/admin/site/languages">{t('menu.languages')}</Link> },
                { key: '/admin/site/labels', label: <Link to="/admin/site/labels">{t('menu.labels')}</Link> },
                { key: '/admin/users', label: <Link to="/admin/users">{t('menu.users')}</Link> },
                { key: '/admin/audit', label: <Link to="/admin/audit">{t('menu.audit')}</Link> },
              ],
            },
          ]
        : []),
      { key: '/admin/account', icon: <SafetyOutlined />, label: <Link to="/admin/account">{t('menu.account')}</Link> },
    ],
    [isAdministrator, t],
  );
}

/** The menu entry a path belongs to: the list entry for its edit screens. */
function selectedKey(pathname: string): string {
  const section = /^\/admin\/(articles\/(news|cases|honors)|banner|people|expertise)/.exec(pathname);
  if (section && !pathname.endsWith('/folder')) {
    return section[1]!.startsWith('articles') ? `/admin/${section[1]}/list` : `/admin/${section[1]}/list`;
  }
  return pathname;
}

function Shell() {
  const { t } = useTranslation();
  const { lang, setLang } = useAdminLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [siteStatus, setSiteStatus] = useState<SiteStatus | null>(null);
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  const [dialog, setDialog] = useState<'password' | 'avatar' | null>(null);
  // antd's own zero-width trigger is a bare <span> that a keyboard cannot reach, hence a drawer.
  const narrow = Grid.useBreakpoint().lg === false;
  const [menuOpen, setMenuOpen] = useState(false);

  const refreshProfile = useCallback(async () => {
    setProfile(await api.get<Profile>('/admin/mine'));
  }, []);

  // Only once, on entering the back office: later navigations keep the profile.
  const enter = useEffectEvent(() => {
    if (!readToken()) {
      void navigate(`/admin-login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
      return;
    }
    void refreshProfile().catch(() => {});
  });
  useEffect(() => {
    enter();
  }, []);

  useEffect(() => {
    // Required two-step sign-in not set up yet: only the account screen works.
    if (profile?.twoFactorRequired && !profile.twoFactorEnabled && location.pathname !== '/admin/account') void navigate('/admin/account', { replace: true });
  }, [profile, location.pathname, navigate]);

  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, narrow]);

  // Read again on every screen change, so a change made elsewhere shows up soon. The public call
  // answers every role (the administrators' one would refuse editors) and in every site state.
  useEffect(() => {
    if (!profile) return;
    void api
      .get<SiteStatus>('/user/portal-config/site-status', { quiet: true })
      .then(setSiteStatus)
      .catch(() => {});
  }, [location.pathname, profile]);

  // The firm's time zone, once per sign-in: schedule times are shown and entered in it.
  useEffect(() => {
    if (!profile) return;
    void api
      .get<FirmTimeZone>('/admin/portal-config/time-zone', { quiet: true })
      .then((answer) => setTimeZone(answer.timeZone))
      .catch(() => {});
  }, [profile]);

  const menu = useMenu(profile?.roleId === ROLE_ADMINISTRATOR);
  const session = useMemo(
    () => (profile ? { profile, refreshProfile, siteStatus, setSiteStatus, timeZone, setTimeZone } : null),
    [profile, refreshProfile, siteStatus, timeZone],
  );
  if (!session) return <Spin fullscreen description={t('app.loading')} />;

  const navigation = (
    <nav aria-label={t('app.title')}>
      <Menu
        theme={narrow ? 'light' : 'dark'}
        mode="inline"
        selectedKeys={[selectedKey(location.pathname)]}
        defaultOpenKeys={['news', 'cases', 'settings']}
        items={menu}
      />
    </nav>
  );

  async function signOut() {
    await api.get('/admin/quit').catch(() => {});
    clearToken();
    void navigate('/admin-login?signedOut=1', { replace: true });
  }

  return (
    <AdminSessionContext.Provider value={session}>
      <Layout className="admin-shell">
        {narrow ? null : (
          <Layout.Sider width={232} theme="dark">
            <Link to="/admin" className="admin-shell__brand">
              {t('app.title')}
            </Link>
            {navigation}
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header className="admin-shell__header">
            {narrow ? (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('header.menu')}
                aria-expanded={menuOpen}
                aria-controls="admin-menu"
                className="admin-shell__menu-button"
                onClick={() => setMenuOpen(true)}
              />
            ) : null}
            <a href="/home" target="_blank" rel="noreferrer" className="admin-shell__site-link">
              {t('app.site')}
            </a>
            <Select<Lang>
              aria-label={t('header.language')}
              value={lang}
              onChange={setLang}
              options={SPEC_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
              style={{ width: 110 }}
            />
            <Dropdown
              menu={{
                items: [
                  { key: 'avatar', icon: <UserOutlined />, label: t('header.changeAvatar'), onClick: () => setDialog('avatar') },
                  { key: 'password', icon: <SafetyOutlined />, label: t('header.changePassword'), onClick: () => setDialog('password') },
                  { key: 'account', icon: <SettingOutlined />, label: t('header.twoFactor'), onClick: () => void navigate('/admin/account') },
                  { type: 'divider' },
                  { key: 'quit', icon: <LogoutOutlined />, label: t('header.signOut'), onClick: () => void signOut() },
                ],
              }}
            >
              <button type="button" className="admin-user" aria-label={`${session.profile.userName} · ${session.profile.roleName}`}>
                <Avatar src={fileUrl(session.profile.headImg, 160)} icon={<UserOutlined />} />
                <Typography.Text className="admin-user__name">{session.profile.userName}</Typography.Text>
              </button>
            </Dropdown>
          </Layout.Header>
          <Layout.Content className="admin-shell__content">
            <SiteStatusBanner status={siteStatus} isAdministrator={session.profile.roleId === ROLE_ADMINISTRATOR} />
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
      {narrow ? (
        <Drawer
          id="admin-menu"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          placement="left"
          size={280}
          title={t('app.title')}
          styles={{ body: { padding: 0 } }}
        >
          {navigation}
        </Drawer>
      ) : null}
      <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />
      <ChangeAvatarModal open={dialog === 'avatar'} onClose={() => setDialog(null)} />
      <SignInAgainDialog account={session.profile.loginAccount} />
    </AdminSessionContext.Provider>
  );
}

export default function AdminLayout() {
  const mounted = useMounted();
  if (!mounted) return <div className="admin-shell" aria-busy="true" />;
  return (
    <AdminProviders>
      <Shell />
    </AdminProviders>
  );
}
