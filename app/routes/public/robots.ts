/** `/robots.txt`: crawlers may read the whole public site, never the back office; the sitemap says what there is. */
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.config.publicOrigin.replace(/\/+$/, '');
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /api/admin',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
