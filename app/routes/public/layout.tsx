/**
 * The frame of every public page: header with navigation and language switch, footer with the
 * firm's details and documents, and the disclaimer until it is accepted. While the site is not
 * online every page but /status answers 503 with the status screen; so does every page while the
 * database cannot be reached.
 */
import { useEffect, useState } from 'react';
import { data, isRouteErrorResponse, Outlet, useLoaderData, useLocation } from 'react-router';
import { SITE_MAINTENANCE, SITE_ONLINE } from '../../../contract/site-status';
import { pageTranslate } from '../../lib/site-context';
import { Disclaimer } from '../../components/public/Disclaimer';
import { RouteAnnouncer } from '../../components/public/RouteAnnouncer';
import { SiteFooter } from '../../components/public/SiteFooter';
import { SiteHeader } from '../../components/public/SiteHeader';
import { StatusScreen } from '../../components/public/StatusScreen';
import { unlessDatabaseUnavailable } from '../../lib/database-outage.server';
import { acceptsDisclaimer } from '../../../contract/disclaimer';
import { pageLanguage } from '../../lib/page-language.server';
import { firmSummary } from '../../lib/site.server';
import { pageHtml } from '../../lib/rich-text.server';
import { stylesLinkNeeded } from '../../lib/inline-styles';
import publicStyles from '../../styles/public-site.css?url';
import type { Route } from './+types/layout';

/** The styles come inline with the page (root.tsx); as a file only after a visit began in the back office. */
export const links: Route.LinksFunction = () => (stylesLinkNeeded() ? [{ rel: 'stylesheet', href: publicStyles }] : []);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  const [firm, siteStatus, disclaimer, disclaimerVersion] = await unlessDatabaseUnavailable(
    Promise.all([
      firmSummary(context, lang),
      context.services.siteFrame.status(),
      context.services.siteFrame.disclaimer(lang),
      context.services.siteFrame.disclaimerVersion(),
    ]),
    lang,
  );
  if (siteStatus !== SITE_ONLINE && url.pathname !== '/status') {
    throw data({ siteStatus, firm, lang }, { status: 503, headers: { 'Retry-After': '300' } });
  }
  const needsDisclaimer = Boolean(disclaimer?.content && disclaimerVersion && !acceptsDisclaimer(request.headers.get('cookie'), disclaimerVersion));
  const [disclaimerHtml] = needsDisclaimer ? await pageHtml(context, [disclaimer?.content]) : [null];
  return {
    lang,
    firm,
    siteStatus,
    disclaimer: needsDisclaimer && disclaimer && disclaimerVersion ? { version: disclaimerVersion, html: disclaimerHtml ?? '' } : null,
  };
}

/** Head tags of the status screen that replaces the frame while the site is not online. */
export function meta({ error, matches }: Route.MetaArgs) {
  // Only this route's own 503; errors of the pages below have their titles in page-boundary.
  if (!isRouteErrorResponse(error) || error.status !== 503) return [];
  const status = (error as { data?: { siteStatus?: number; firm?: { name: string } } }).data;
  const title = pageTranslate(matches)(status?.siteStatus === SITE_MAINTENANCE ? 'status.maintenanceTitle' : 'status.closedTitle');
  return [{ title: status?.firm?.name ? `${title} | ${status.firm.name}` : title }, { name: 'robots', content: 'noindex' }];
}

export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export default function PublicLayout() {
  const { lang, firm, disclaimer } = useLoaderData<typeof loader>();
  const location = useLocation();
  const [accepted, setAccepted] = useState(false);
  // Until the disclaimer is accepted nothing else on the page can be reached, with or without
  // JavaScript: the server renders the frame `inert` already.
  const asking = Boolean(disclaimer) && !accepted;
  // Once accepted, focus leaves the closed dialog for the page's main heading (else the main
  // content), where reading starts, rather than falling back to the document's body (issue 46.5).
  useEffect(() => {
    if (!accepted) return;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (heading ?? main)?.focus({ preventScroll: true });
  }, [accepted]);
  return (
    <>
      <SiteHeader lang={lang} firm={firm} path={location.pathname + location.search} inert={asking} />
      <main id="main" className="site-main" tabIndex={-1} inert={asking}>
        <Outlet />
      </main>
      <SiteFooter lang={lang} firm={firm} inert={asking} />
      <RouteAnnouncer />
      {asking && disclaimer ? (
        <Disclaimer version={disclaimer.version} html={disclaimer.html} returnTo={location.pathname + location.search} onAccept={() => setAccepted(true)} />
      ) : null}
    </>
  );
}

/** Only the 503 of the loader above lands here; page errors are caught inside the frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { data?: { siteStatus?: number; firm?: Parameters<typeof StatusScreen>[0]['firm'] } })?.data;
  return <StatusScreen siteStatus={status?.siteStatus ?? 2} firm={status?.firm ?? null} standalone />;
}
