/** Staff roles (PRODUCT, "Auth and accounts"). */
export const ROLE_ADMINISTRATOR = 1;
export const ROLE_EDITOR = 2;
export type RoleId = typeof ROLE_ADMINISTRATOR | typeof ROLE_EDITOR;
export const ROLE_IDS: readonly RoleId[] = [ROLE_ADMINISTRATOR, ROLE_EDITOR];
