/** What the server hands every loader and action: the services, in-process, and this response's nonce. */
import type { AppConfig } from '../server/config.js';
import type { Services } from '../server/services.js';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    config: AppConfig;
    /** Nonce of this response's inline scripts (Content-Security-Policy). */
    cspNonce: string;
    /** Set when a loader met a database outage (entry.server's handleError): the page answers 503. */
    databaseUnavailable?: boolean;
  }
}

export {};
