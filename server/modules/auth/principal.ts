/**
 * Who is calling: the staff account behind a valid token, as the guard (guard.ts) puts it on the
 * request. Its own module, so the services that take it and the request's type need not import
 * the sign-in service that makes it.
 */
export interface StaffPrincipal {
  userId: number;
  /** The name the account shows, read with the session: what a write records as its author. */
  userName: string;
  roleId: number;
  sessionId: number;
  /** The firm requires two-step sign-in of every account (read with the session). */
  twoFactorRequired: boolean;
  /** Two-step sign-in is required and this account has not set it up yet. */
  mustSetUpTwoFactor: boolean;
}
