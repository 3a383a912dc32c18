/**
 * The site status and the gate it puts in front of the public calls: while the site is not
 * online, every `/api/user/...` call but the status call answers 503 with `Retry-After`.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SITE_STATUS_SUMMARIES } from '../../../contract/audit-summaries.js';
import { SITE_MAINTENANCE, SITE_ONLINE, type SiteStatus } from '../../../contract/site-status.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { AppError } from '../../http/errors.js';
import { audited } from '../audit/record.js';

/** How long a client should wait before asking again, in seconds. */
const RETRY_AFTER_SECONDS = 300;

export function createSiteStatusService(db: Kysely<Database>) {
  return {
    async get(): Promise<SiteStatus> {
      const row = await db.selectFrom('site_state').select('status').where('id', '=', 1).executeTakeFirst();
      return (row?.status ?? SITE_ONLINE) as SiteStatus;
    },
    async set(status: SiteStatus): Promise<void> {
      await audited(db, { action: 'update', entity: 'siteStatus', summary: SITE_STATUS_SUMMARIES[status] }, async (trx) => {
        await trx.updateTable('site_state').set({ status, update_time: nowIso() }).where('id', '=', 1).execute();
      });
    },
  };
}

export type SiteStatusService = ReturnType<typeof createSiteStatusService>;

/** The 503 a public call gets while the site is not online. */
export function siteUnavailableError(status: SiteStatus): AppError {
  return new AppError(
    503,
    status === SITE_MAINTENANCE ? 'siteMaintenance' : 'siteUnavailable',
    {},
    { result: { siteStatus: status }, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
  );
}

/** onRequest hook of the public scope; routes with `config.siteGateExempt` always answer. */
export function siteGate(siteStatus: SiteStatusService) {
  return async function requireOnline(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.config.siteGateExempt) return;
    const status = await siteStatus.get();
    if (status !== SITE_ONLINE) throw siteUnavailableError(status);
  };
}
