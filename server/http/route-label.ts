/**
 * The route a request is counted under in the metrics: the pattern it matched, never its address,
 * so the number of series stays bounded whatever addresses clients make up. An API call or a
 * build file: Fastify's route (`routeOptions.url`, or the route's `config.metricsRoute`, which
 * the build's files share); a page: the id of the React Router route it matched.
 */
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's label in the metrics, for routes that stand for many addresses alike. */
    metricsRoute?: string;
  }
}

/** A request no route matched (Fastify's own 404). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The React Router route of each page request, noted by the page handler: pages only, so off the fast paths. */
const pageRoutes = new WeakMap<FastifyRequest, string>();

export function notePageRoute(request: FastifyRequest, routeId: string): void {
  pageRoutes.set(request, routeId);
}

export function routeLabelOf(request: FastifyRequest): string {
  const options = request.routeOptions;
  return pageRoutes.get(request) ?? options.config?.metricsRoute ?? options.url ?? UNMATCHED_ROUTE;
}
