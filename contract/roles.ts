/** Staff roles (PRODUCT, "Auth and accounts"). */
export const ROLE_ADMINISTRATOR = 1;
export const ROLE_EDITOR = 2;
/** Edits and previews, but cannot publish: what they save stays a draft (issue 13). */
export const ROLE_REVIEWER = 3;
export type RoleId = typeof ROLE_ADMINISTRATOR | typeof ROLE_EDITOR | typeof ROLE_REVIEWER;
export const ROLE_IDS: readonly RoleId[] = [ROLE_ADMINISTRATOR, ROLE_EDITOR, ROLE_REVIEWER];

/**
 * What each role may do, in one table: the server's guard (server/modules/auth/guard.ts) and the
 * screens read it, so the two cannot disagree.
 * - `publish`: make content visible to visitors (publish, unpublish, schedule).
 * - `manage`: more than write drafts (issue 13.5): delete, pin, reorder, act in bulk, and manage
 *   folders, job titles, offices, icons and the media library. Without it, the server answers every
 *   admin write but those open to reviewers (`config.openToReviewers`) with 403
 *   (tests/api/admin-route-table.test.ts, access "editor"), and screens hide these.
 */
const ROLE_RIGHTS: Readonly<Record<RoleId, { publish: boolean; manage: boolean }>> = {
  [ROLE_ADMINISTRATOR]: { publish: true, manage: true },
  [ROLE_EDITOR]: { publish: true, manage: true },
  [ROLE_REVIEWER]: { publish: false, manage: false },
};

function rightsOf(roleId: number): { publish: boolean; manage: boolean } {
  return ROLE_RIGHTS[roleId as RoleId] ?? { publish: false, manage: false };
}

/** Whether a role may make content visible to visitors (publish, unpublish, schedule). */
export function mayPublish(roleId: number): boolean {
  return rightsOf(roleId).publish;
}

/** Whether a role may do more than write drafts (see ROLE_RIGHTS). */
export function mayManage(roleId: number): boolean {
  return rightsOf(roleId).manage;
}
