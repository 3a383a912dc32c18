/** Accepting the disclaimer without JavaScript: remember it in the cookie and go back to the page. */
import { redirect } from 'react-router';
import { acceptanceCookie } from '../../lib/disclaimer';
import { safeReturnPath } from '../../lib/safe-return-path';
import type { Route } from './+types/disclaimer-accept';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const given = form.get('version');
  const version = typeof given === 'string' ? given : '';
  const target = safeReturnPath(form.get('returnTo'), context.config.publicOrigin, '/home');
  if (!/^[a-f0-9]{6,64}$/.test(version)) return redirect(target);
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(target, { headers: { 'Set-Cookie': acceptanceCookie(version, secure) } });
}

export function loader() {
  return redirect('/home');
}
