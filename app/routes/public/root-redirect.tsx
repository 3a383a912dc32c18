/** The empty path leads to the home page, keeping a language named in the address. */
import { redirect } from 'react-router';
import type { Route } from './+types/root-redirect';

export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/home${url.search}`);
}
