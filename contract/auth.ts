/** Request and response shapes of staff sign-in and the own account. */
import { z } from 'zod';
import { mediaUrl } from './fields.js';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Longest code from the authenticator app or recovery code a form takes. */
export const CODE_MAX_LENGTH = 64;

export const loginBody = z.object({
  loginAccount: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  otp: z.string().trim().max(CODE_MAX_LENGTH).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A password a staff member chooses: 12 to 128 characters (commonness is checked by the server). */
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** A code from the authenticator app or a recovery code: asked for while two-step sign-in is on. */
const currentCode = z.string().trim().max(CODE_MAX_LENGTH).optional();

/** The current password, and the code while two-step sign-in is on. */
export const modifyPasswordBody = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword,
  otp: currentCode,
});
export type ModifyPasswordBody = z.infer<typeof modifyPasswordBody>;

/** What starting a set-up of two-step sign-in, or turning it off, asks for: the current credentials. */
export const currentCredentialsBody = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  otp: currentCode,
});
export type CurrentCredentialsBody = z.infer<typeof currentCredentialsBody>;

/** A code from the set-up's new secret. */
export const twoFactorConfirmBody = z.object({ otp: z.string().trim().min(1).max(16) });

/**
 * What the set-up screen lets through as that code: the app's six digits, grouped 3 + 3 or not.
 * The server takes any short text and counts it as a guess (two-factor.ts), so a typo is caught
 * before it costs one.
 */
export const setupCode = z
  .string()
  .trim()
  .refine((v) => /^\d{3}\s?\d{3}$/.test(v), { params: { messageKey: 'validation.pattern' } });
export type TwoFactorConfirmBody = z.infer<typeof twoFactorConfirmBody>;

export const modifyHeadImgBody = z.object({ headImg: mediaUrl });
export type ModifyHeadImgBody = z.infer<typeof modifyHeadImgBody>;

/** Who a staff member is, as the back office shows them: one shape for their own profile and the staff list. */
export const staffIdentity = z.object({
  id: z.number().int(),
  loginAccount: z.string(),
  userName: z.string(),
  headImg: z.string().nullable(),
  roleId: z.number().int(),
  roleName: z.string(),
  lastLoginTime: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type StaffIdentity = z.infer<typeof staffIdentity>;

export const profile = staffIdentity.extend({
  /** Administrators require two-step sign-in for every account. */
  twoFactorRequired: z.boolean(),
});

export const twoFactorPolicyBody = z.object({ required: z.boolean() });

/** What the authenticator app needs to start: the secret, also as an otpauth:// address for a QR code. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });

/** Codes that each sign in once when the authenticator is lost; shown only now. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type Profile = z.infer<typeof profile>;
