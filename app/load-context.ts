/** What the server hands every loader and action: the services, in-process, this response's nonce and its log. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../server/config.js';
import type { Services } from '../server/services.js';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    config: AppConfig;
    /** Nonce of this response's inline scripts (Content-Security-Policy). */
    cspNonce: string;
    /** The request's logger: its lines carry the request id of the access log's line. */
    log: FastifyBaseLogger;
    /** Set when a loader met a database outage (entry.server's handleError): the page answers 503. */
    databaseUnavailable?: boolean;
    /**
     * The page entry.server rendered and the `Response` it made of it: the production handler
     * (server/http/page-handler.ts) sends these bytes as they are instead of reading the body back.
     */
    renderedPage?: { response: Response; html: Buffer };
    /**
     * Set by the production handler, which sends `renderedPage.html` itself: the `Response` is then
     * made without a body, as the bare React Router app of bench:floor makes it, since a body there
     * becomes a web stream no one reads (issue 47). The development server reads the body.
     */
    takesRenderedPage?: boolean;
    /** The id of the deepest route the page matched, set by entry.server: the metrics' route label. */
    routeId?: string;
  }
}

export {};
