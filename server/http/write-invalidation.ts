/**
 * What a write changed, told to the caches before its answer is sent (issue 47 points 1 and 4,
 * decision 0075): the content counter is read when a write request arrives, and when its answer
 * is about to go the cache tags changed since are read. This process's page cache drops them at
 * once (whoever wrote sees the change on the next request, with no stale window), and a reverse
 * proxy in front (CACHE_PURGE_URL) gets one purge naming them. Other instances see the same tags
 * through the database on their next read of the counter (page-cache.ts).
 *
 * Only the back office's writes pay for this: public content is written through the admin API
 * alone (`/api/admin/...`, signed in), so the site's own posts (the disclaimer's form, sign-in,
 * any path the API does not answer) read nothing. The counter is read once the request is let in
 * (after the staff guard and the body's validation, before the handler): a request turned away
 * writes nothing and reads nothing. View counts are written apart (view-counter.ts) and refresh
 * their pages by their own tags (page-cache.ts).
 *
 * Changes made outside a request (a passed schedule time, a script) reach the page caches the
 * same way, and a proxy through its own `s-maxage`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachePurger } from './cache-purge.js';
import { changesEveryPage } from '../modules/content/cache-tags.js';
import { SITE_TAG } from './page-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The content counter and site status when a write request arrived. */
    stateBeforeWrite?: { counter: number; status: number };
    /** Tags a committed write took off the site that no content change names (a deleted upload's): purged at once. */
    goneTags?: string[];
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ADMIN_API = '/api/admin/';

/** Whether the request may write public content: a signed-in write of the admin API. */
export function writesContent(request: FastifyRequest): boolean {
  if (READS.has(request.method)) return false;
  const { url, config } = request.routeOptions;
  return url !== undefined && url.startsWith(ADMIN_API) && !config.public;
}
/** More tags than this in one purge and the purge names `site` instead (see below). */
const MOST_TAGS_PURGED = 300;

export function installWriteInvalidation(app: FastifyInstance, purger: CachePurger): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!writesContent(request)) return;
    try {
      request.stateBeforeWrite = await app.services.contentVersion.state();
    } catch {
      // The database is away: the write will fail too, and changes nothing.
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const before = request.stateBeforeWrite;
    if (!before) return payload;
    try {
      const after = await app.services.contentVersion.state();
      if (after.counter === before.counter && after.status === before.status) {
        if (request.goneTags?.length) await purger.purge({ hard: request.goneTags, soft: [] });
        return payload;
      }
      const changes = await app.services.contentVersion.changedSince(before.counter);
      app.pageCache?.ownWrite(changes);
      const hard = [...changes.hard.keys(), ...(request.goneTags ?? [])];
      const soft = [...changes.changed.keys()].filter((tag) => !changes.hard.has(tag));
      // The site's status, languages and labels show on every page; and a write of very many items (a bulk action) would
      // name more tags than a proxy takes in one header (Varnish: 8 KB): everything goes instead.
      if (after.status !== before.status || changesEveryPage(changes.changed) || hard.length + soft.length > MOST_TAGS_PURGED) await purger.purge({ hard: [SITE_TAG], soft: [] });
      else await purger.purge({ hard, soft });
    } catch (error) {
      // The write is done: its answer goes; the caches catch up through the counter.
      request.log.warn({ err: error }, 'caches not told of a write');
    }
    return payload;
  });
}
