/** Staff roles (PRODUCT, "Auth and accounts"). */
export const ROLE_ADMINISTRATOR = 1;
export const ROLE_EDITOR = 2;
/** Edits and previews, but cannot publish: what they save stays a draft (issue 13). */
export const ROLE_REVIEWER = 3;
export type RoleId = typeof ROLE_ADMINISTRATOR | typeof ROLE_EDITOR | typeof ROLE_REVIEWER;
export const ROLE_IDS: readonly RoleId[] = [ROLE_ADMINISTRATOR, ROLE_EDITOR, ROLE_REVIEWER];

/** Whether a role may make content visible to visitors (publish, unpublish, schedule). */
export function mayPublish(roleId: number): boolean {
  return roleId === ROLE_ADMINISTRATOR || roleId === ROLE_EDITOR;
}

/**
 * Whether a role may do more than write drafts (issue 13.5): delete, pin, reorder, act in bulk, and
 * manage folders, job titles, offices, icons and the media library. A reviewer may not; the server
 * answers them 403 (tests/api/admin-route-table.test.ts, access "editor"), so screens hide these.
 */
export function mayManage(roleId: number): boolean {
  return roleId === ROLE_ADMINISTRATOR || roleId === ROLE_EDITOR;
}
