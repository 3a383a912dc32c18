/** `/robots.txt`: crawlers may read the whole public site, never the back office or search results; the sitemap says what there is. */
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.config.publicOrigin.replace(/\/+$/, '');
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /api/admin',
    // Search results are endless variations of the pages the sitemap lists.
    'Disallow: /search',
    'Disallow: /api/user/search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
