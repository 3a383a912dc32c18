/** Accepting the disclaimer without JavaScript: remember it in the cookie and go back to the page. */
import { data, redirect } from 'react-router';
import { FORM_METHODS } from '../../../contract/page-methods';
import { acceptanceCookie, isPostableVersion } from '../../../contract/disclaimer';
import { safeReturnPath } from '../../lib/safe-return-path';
import type { Route } from './+types/disclaimer-accept';

export async function action({ request, url, context }: Route.ActionArgs) {
  if (request.method !== 'POST') throw data(null, { status: 405, headers: { Allow: FORM_METHODS } });
  // A post without a form (scanners send them) remembers nothing, like a form without a version.
  const form = await request.formData().catch(() => new FormData());
  const version = form.get('version');
  const target = safeReturnPath(form.get('returnTo'), context.config.publicOrigin, '/home');
  if (!isPostableVersion(version)) return redirect(target);
  const secure = url.protocol === 'https:';
  return redirect(target, { headers: { 'Set-Cookie': acceptanceCookie(version, secure) } });
}

export function loader() {
  return redirect('/home');
}
