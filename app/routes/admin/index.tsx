/** /admin opens the news list. */
import { redirect } from 'react-router';

export function loader() {
  return redirect('/admin/articles/news/list');
}
