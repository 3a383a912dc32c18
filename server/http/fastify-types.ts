/** What this application adds to Fastify's request, route config and instance. */
import type { RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Lang } from '../../contract/languages.js';
import type { AppConfig } from '../config.js';
import type { Dialect } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import type { StaffPrincipal } from '../modules/auth/principal.js';
import type { Services } from '../services.js';
import type { RenderQueue } from './render-queue.js';

/** Every route as registered, for the route-table tests and the API description. */
export type RegisteredRoute = Pick<RouteOptions, 'method' | 'url' | 'config'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of this request (PRODUCT section 3). */
    lang: Lang;
    /** The signed-in staff member on admin routes; null elsewhere. */
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    /** Only administrators may call the route; editors get 403. */
    administratorOnly?: boolean;
    /**
     * A write reviewers may call (their own account, uploads, saving drafts, previews); every other
     * admin write refuses them with 403, so a reviewer changes nothing visitors see.
     */
    openToReviewers?: boolean;
    /** An admin route that answers without a token (the login call). */
    public?: boolean;
    /** An admin route open to an account that still has to set up required two-step sign-in. */
    beforeTwoFactor?: boolean;
    /** A write whose answer holds a secret: an Idempotency-Key never keeps it (decision 0065). */
    secretAnswer?: boolean;
    /** A public route that answers even while the site is not online (the status call). */
    siteGateExempt?: boolean;
  }
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dialect: Dialect;
    services: Services;
    /** Every route registered, as the admin-route table test reads them. */
    routeList: RegisteredRoute[];
    /** The pages' render queue (render-queue.ts); absent without the page routes. */
    renderQueue?: RenderQueue;
  }
}
