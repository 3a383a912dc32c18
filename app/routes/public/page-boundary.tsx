/**
 * Catches what goes wrong inside a page, so the header and footer stay: a missing record shows
 * the not-found page (status 404), anything else a short apology (status 500).
 */
import { isRouteErrorResponse, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../components/public/NotFound';
import { PUBLIC_MESSAGES } from '../../i18n/i18n';
import { siteContext } from '../../lib/site-context';
import type { Route } from './+types/page-boundary';

/** Head tags of a page that failed: the not-found page or the apology, never indexed. */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const site = siteContext(matches);
  const messages = PUBLIC_MESSAGES[site.lang];
  const title = isRouteErrorResponse(error) && error.status === 404 ? messages.notFound.title : messages.error.title;
  return [{ title: site.firmName ? `${title} | ${site.firmName}` : title }, { name: 'robots', content: 'noindex' }];
}

export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="page narrow">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
    </section>
  );
}
