/** `/admin/audit`: administrators read the audit log and export it as CSV. Nothing here writes. */
import { Readable } from 'node:stream';
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntry, auditFilter, auditListQuery } from '../../../contract/audit.js';
import { listEnvelopeOf } from '../../../contract/envelope.js';
import { okList } from '../../http/envelope.js';

const tags = ['audit'];
const config = { administratorOnly: true };

/** `audit-log-2026-11-21T07-40-00Z.csv`: sortable, and a valid file name everywhere. */
function exportFileName(now: Date): string {
  return `audit-log-${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}.csv`;
}

/** Inside the admin scope. */
export const adminAuditRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { audit } = app.services;

  app.get('/audit', { config, schema: { tags, summary: 'List audit entries, by person, record, action and time', querystring: auditListQuery, response: { 200: listEnvelopeOf(auditEntry) } } }, async (request) => {
    const { items, pageable } = await audit.list(request.query, request.lang);
    return okList(request, items, pageable);
  });

  // The answer is the file itself (documented in http/openapi-responses.ts), streamed a batch at a time.
  app.get('/audit/export', { config, schema: { tags, summary: 'Export the audit entries of a selection as CSV', querystring: auditFilter } }, async (request, reply) => {
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('cache-control', 'no-store');
    return reply.send(Readable.from(audit.csv(request.query, request.lang)));
  });
});
