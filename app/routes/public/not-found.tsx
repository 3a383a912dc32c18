/** Any path the site does not have: the not-found page, with status 404. */
import { data } from 'react-router';
import { NotFound } from '../../components/public/NotFound';

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
