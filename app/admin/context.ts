/** The signed-in staff member, for every admin screen. */
import { createContext, useContext } from 'react';
import type { Profile } from '../../contract/auth';
import { mayManage, ROLE_ADMINISTRATOR } from '../../contract/roles';
import type { SiteStatus } from '../../contract/site-status';

export interface AdminSession {
  profile: Profile;
  refreshProfile: () => Promise<void>;
  /** The public site's status as last read; the status screen sets it after a change. */
  siteStatus: SiteStatus | null;
  setSiteStatus: (status: SiteStatus) => void;
  /** The firm's IANA time zone for schedule times (app/admin/firm-time.ts); Europe/London until read. */
  timeZone?: string;
  setTimeZone?: (zone: string) => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession outside the admin layout');
  return session;
}

export function useIsAdministrator(): boolean {
  return useAdminSession().profile.roleId === ROLE_ADMINISTRATOR;
}

/** Whether the signed-in role may delete, pin, reorder and manage structure (not a reviewer). */
export function useMayManage(): boolean {
  return mayManage(useAdminSession().profile.roleId);
}
