/**
 * Acceptance of the regulatory disclaimer, kept in the browser: a cookie (so server-rendered pages
 * know at once and never flash the dialog) and local storage, both holding the date and the
 * version of the text accepted. A new text has a new version and is asked for again.
 */
import { acceptedVersion, DISCLAIMER_COOKIE } from '../../contract/cookies';

export { acceptedVersion, DISCLAIMER_COOKIE };
export const DISCLAIMER_STORAGE_KEY = 'disclaimerAccepted';

export function acceptanceValue(version: string, date = new Date()): string {
  return `${version}~${date.toISOString().slice(0, 10)}`;
}

export function acceptanceCookie(version: string, secure: boolean): string {
  return `${DISCLAIMER_COOKIE}=${acceptanceValue(version)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
