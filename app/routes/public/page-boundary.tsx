/**
 * Catches what goes wrong inside a page, so the header and footer stay: a missing record shows
 * the not-found page (status 404), anything else a short apology (status 500).
 */
import { isRouteErrorResponse, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { PREVIEW_PARAMETER } from '../../../contract/preview-parameter';
import { NotFound } from '../../components/public/NotFound';
import { PreviewBanner } from '../../components/public/PreviewBanner';
import { usePageLang } from '../../lib/lang';
import type { PagePreview } from '../../lib/preview';
import { pageTranslate, siteContext } from '../../lib/site-context';
import type { Route } from './+types/page-boundary';

/** Head tags of a page that failed: the not-found page or the apology, never indexed. */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const site = siteContext(matches);
  const title = pageTranslate(matches)(isRouteErrorResponse(error) && error.status === 404 ? 'notFound.title' : 'error.title');
  return [{ title: site.firmName ? `${title} | ${site.firmName}` : title }, { name: 'robots', content: 'noindex' }];
}

export default function PageBoundary() {
  const lang = usePageLang();
  // The page's loader says whether it shows a preview (decision 0025).
  const preview = (useMatches().at(-1)?.loaderData as { preview?: PagePreview } | undefined)?.preview ?? null;
  return (
    <>
      <PreviewBanner preview={preview} lang={lang} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const lang = usePageLang();
  // A preview link that opens a page at all shows it; on a page not found it did not open.
  const previewRefused = new URLSearchParams(useLocation().search).has(PREVIEW_PARAMETER);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <PreviewBanner preview={previewRefused ? { state: 'refused' } : null} lang={lang} />
        <NotFound />
      </>
    );
  }
  return (
    <section className="page narrow">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
    </section>
  );
}
