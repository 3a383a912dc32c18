/** Who a staff member is, in the words of the back office's language: the profile and the staff list share it. */
import type { StaffIdentity } from '../../../contract/auth.js';
import type { Lang } from '../../../contract/languages.js';
import { ROLE_ADMINISTRATOR, ROLE_REVIEWER } from '../../../contract/roles.js';
import type { StaffUser } from '../../db/schema.js';
import { translate } from '../../i18n/translate.js';

export function roleName(lang: Lang, roleId: number): string {
  return translate(lang, roleId === ROLE_ADMINISTRATOR ? 'roleAdministrator' : roleId === ROLE_REVIEWER ? 'roleReviewer' : 'roleEditor');
}

/** The account's row as the answers name it; never its hashes or secrets. */
export function identityOf(user: StaffUser, lang: Lang): StaffIdentity {
  return {
    id: user.id,
    loginAccount: user.login_account,
    userName: user.user_name,
    headImg: user.head_img,
    roleId: user.role_id,
    roleName: roleName(lang, user.role_id),
    lastLoginTime: user.last_login_time,
    twoFactorEnabled: user.totp_enabled === 1,
  };
}
