/**
 * The status screen. While the site is not online it answers 503 (with Retry-After) so that
 * crawlers and monitors see the outage; online it says so with 200.
 */
import { data, useLoaderData } from 'react-router';
import { SITE_ONLINE } from '../../../contract/site-status';
import { StatusScreen } from '../../components/public/StatusScreen';
import { pageLanguage } from '../../lib/page-language.server';
import { pageMeta } from '../../lib/seo';
import { pageTranslate, siteContext } from '../../lib/site-context';
import { firmSummary } from '../../lib/site.server';
import type { Route } from './+types/status';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = pageLanguage(request, context.config.defaultLocale);
  const [siteStatus, firm] = await Promise.all([context.services.siteFrame.status(), firmSummary(context, lang)]);
  const online = siteStatus === SITE_ONLINE;
  return data({ siteStatus, firm }, online ? undefined : { status: 503, headers: { 'Retry-After': '300' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const site = siteContext(matches);
  const t = pageTranslate(matches);
  const title = t(loaded?.siteStatus === SITE_ONLINE ? 'status.onlineTitle' : loaded?.siteStatus === 1 ? 'status.maintenanceTitle' : 'status.closedTitle');
  return [...pageMeta(site, { title, path: '/status' }), { name: 'robots', content: 'noindex' }];
}

export default function Status() {
  const { siteStatus, firm } = useLoaderData<typeof loader>();
  return (
    <div className="page narrow">
      <StatusScreen siteStatus={siteStatus} firm={firm} />
    </div>
  );
}
