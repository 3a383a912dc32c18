/**
 * Renders a page on the server. Pages wait for all their content before the first byte (no
 * streamed fallbacks): crawlers and visitors without JavaScript get the whole page, and the
 * status code is final. Inline scripts carry this response's CSP nonce.
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type EntryContext,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  ServerRouter,
} from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../server/db/outage';
import { InlineStylesContext } from './lib/inline-styles';
import { FrameMarkupContext } from './lib/frame-markup';
import { frameMarkupOf } from './lib/frame-markup.server';
import { withPageRoutesOnly } from './lib/page-routes.server';
import { HELD_BACK_SCRIPTS, rewritten } from './lib/deferred-scripts.server';
import { PageTextContext } from './lib/page-texts';
import { pageTexts } from './lib/page-texts.server';
import { PUBLIC_FRAME } from './lib/public-frame';
import { PUBLIC_MESSAGES_JSON } from './i18n/public-messages.server';
import publicStyles from './styles/public-site.css?inline';

export const streamTimeout = 10_000;

/**
 * The text every public page carries as it is, in the order it comes: the stylesheet in the head
 * (decision 0030), then a language's labels in their data block (root.tsx, decision 0056). A page
 * sent once is compressed around them (server/http/spliced-gzip.ts, decision 0053).
 */
export const PAGE_CONSTANT_TEXTS: readonly string[] = [publicStyles, ...Object.values(PUBLIC_MESSAGES_JSON)];

/**
 * Told of every error a loader or action threw, before the page renders. The frame turns an
 * outage it meets into the 503 status screen itself (database-outage.server); one met by a page's
 * own loader only (its connection lost after the frame's queries) would show the page's apology
 * with 500, so it is noted here and the page answers 503, uncached, like the frame's.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs<AppLoadContext> | ActionFunctionArgs<AppLoadContext>) {
  if (isDatabaseUnavailable(error)) {
    context.databaseUnavailable = true;
    // Said as the calls say it (error-handler.ts): an outage is the database's, not a fault here.
    context.log.warn({ err: error }, 'database unavailable');
    return;
  }
  // A request the pages refuse (a POST to a page without a form: 405) is answered, not an error of ours.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (request.signal.aborted) return;
  // A route error response React Router made wraps the error; the line carries the request's id.
  const cause = isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error;
  context.log.error({ err: cause }, 'page failed');
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The route pattern, not the address, labels the request in the metrics (bounded cardinality).
  loadContext.routeId = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  if (loadContext.databaseUnavailable) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  if (request.method.toUpperCase() === 'HEAD') {
    // Not rendered: the headers a GET would have, its type among them (server/http/web.ts leaves out the length).
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // Only the public pages: the back office shows nothing until its scripts run.
  const publicPage = routerContext.staticHandlerContext.matches.some((match) => match.route.id === PUBLIC_FRAME);
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The header, footer and disclaimer as kept for this language and content (decision 0055).
    const frame = publicPage ? frameMarkupOf(routerContext.staticHandlerContext) : null;
    // The stylesheet and the labels as bytes encoded once, not by React for every page (decision 0090).
    const texts = pageTexts();
    const page = (
      <PageTextContext value={texts.standIn}>
        <InlineStylesContext value={publicStyles}>
          <FrameMarkupContext value={frame}>
            <ServerRouter context={withPageRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
          </FrameMarkupContext>
        </InlineStylesContext>
      </PageTextContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        // Everything is ready, so the page goes out as one piece: written in React's 2 KB pieces,
        // each went through the compressor (and the copies between streams) on its own, several
        // times the work of compressing the page at once (issue 15.3).
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            // A public page's scripts wait for the page to load (decision 0043).
            const html = rewritten(chunks, publicPage ? [...HELD_BACK_SCRIPTS, ...texts.rewrites] : texts.rewrites);
            const response = new Response(loadContext.takesRenderedPage ? null : html, { headers: responseHeaders, status: responseStatusCode });
            loadContext.renderedPage = { response, html };
            resolve(response);
            callback();
          },
        });
        body.on('error', reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error('the page shell did not render', { cause: error }));
      },
      onError() {
        responseStatusCode = 500;
      },
    });
  });
}
