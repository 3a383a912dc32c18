/** Renders back-office components as the admin layout does: with its i18next instance in a language. */
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Profile } from '../../contract/auth';
import type { Lang } from '../../contract/languages';
import { ROLE_ADMINISTRATOR, ROLE_EDITOR, type RoleId } from '../../contract/roles';
import { AdminSessionContext } from '../../app/admin/context';
import { createAdminI18n } from '../../app/admin/i18n';

export function renderInAdmin(ui: ReactNode, lang: Lang = 'en_US') {
  const i18n = createAdminI18n(lang);
  const wrap = (node: ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
  const result = render(wrap(ui));
  return { ...result, rerender: (node: ReactNode) => result.rerender(wrap(node)) };
}

/**
 * A back-office screen at `address` (its route's `path` the address's path), as a signed-in staff
 * member of `roleId` sees it inside the admin layout: antd's App, the session, a router.
 */
export function renderAdminScreen(address: string, element: ReactElement, roleId: RoleId = ROLE_EDITOR, lang: Lang = 'en_US') {
  const profile: Profile = {
    id: 7, loginAccount: 'staff', userName: 'Staff Member', headImg: null, roleId, roleName: roleId === ROLE_ADMINISTRATOR ? 'Administrator' : 'Editor',
    lastLoginTime: null, twoFactorEnabled: false, twoFactorRequired: false,
  };
  const router = createMemoryRouter([{ path: new URL(address, 'http://screen').pathname, element }], { initialEntries: [address] });
  return renderInAdmin(
    <AntdApp>
      <AdminSessionContext.Provider value={{ profile, refreshProfile: async () => {}, siteStatus: null, setSiteStatus: () => {} }}>
        <RouterProvider router={router} />
      </AdminSessionContext.Provider>
    </AntdApp>,
    lang,
  );
}

/**
 * A user for user-event without its check of CSS `pointer-events` on every ancestor at each click:
 * with antd's styles in jsdom that check costs seconds per test, and nothing here sets it.
 */
export function fastUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
