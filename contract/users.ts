/** Staff accounts managed by administrators at `/admin/users` (an addition to the spec). */
import { z } from 'zod';
import { newPassword, staffIdentity } from './auth.js';
import { MAX_RECORD_ID } from './content.js';
import { ROLE_ADMINISTRATOR, ROLE_EDITOR, ROLE_REVIEWER } from './roles.js';

/** A sign-in account name: 3 to 64 letters, digits or . _ @ - (also the first administrator's, server/config.ts). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;

const roleId = z.union([z.literal(ROLE_ADMINISTRATOR), z.literal(ROLE_EDITOR), z.literal(ROLE_REVIEWER)]);

export const createUserBody = z.object({
  loginAccount: z
    .string()
    .trim()
    .refine((v) => ACCOUNT_PATTERN.test(v), { params: { messageKey: 'validation.account' } }),
  userName: z.string().trim().max(200).optional(),
  password: newPassword,
  roleId,
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z.object({
  id: z.number().int().positive().max(MAX_RECORD_ID),
  userName: z.string().trim().min(1).max(200).optional(),
  roleId: roleId.optional(),
  disabled: z.boolean().optional(),
  /** A new password set by the administrator; signs the account out everywhere. */
  password: newPassword.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const staffAccount = staffIdentity.extend({
  disabled: z.boolean(),
  createTime: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;
