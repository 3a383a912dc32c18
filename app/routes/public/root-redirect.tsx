/** The empty path leads to the home page, keeping a language named in the address. */
import { redirect } from 'react-router';
import type { Route } from './+types/root-redirect';

export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return redirect(`/home${search}`);
}
