/**
 * Revisions (decision 0028): the list of an item's revisions, one revision's copy, and a restore;
 * and the hook that keeps a revision after each successful write of a publishable item.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../contract/envelope.js';
import { revisionDetail, revisionListQuery, revisionParams, revisionSummary, type RevisionEntity } from '../../../contract/revision.js';
import { isDatabaseUnavailable } from '../../db/outage.js';
import { ok } from '../../http/envelope.js';
import { principalOf, writerOf } from '../auth/guard.js';

/** The admin write calls whose answer is an item kept as a revision, by path under `/api/admin`. */
const RECORDED_PATHS: Record<string, RevisionEntity> = {
  'latest-news': 'news',
  'case-analysis': 'case',
  'lawfirm-honour': 'honour',
  lawyerTeam: 'lawyer',
  professionalField: 'practiceArea',
  banner: 'banner',
};

/** The entity a request writes (create, update, publish, unpublish), or none. */
function recordedEntity(request: FastifyRequest): RevisionEntity | undefined {
  if (request.method !== 'POST' && request.method !== 'PUT') return undefined;
  const match = /^\/api\/admin\/([A-Za-z-]+)(?:\/(publish|unpublish))?$/.exec(request.routeOptions.url ?? '');
  if (!match) return undefined;
  return Object.hasOwn(RECORDED_PATHS, match[1]!) ? RECORDED_PATHS[match[1]!] : undefined;
}

/**
 * Installed on the admin scope before its routes: after a successful write, and before the answer
 * goes out, keeps the answer as the item's newest revision. The entity services open their own
 * transactions, so the revision is kept right after the write's, not in it (decision 0028); an
 * outage met there leaves the committed write's answer as it is (decision 0065).
 */
export function installRevisionRecording(admin: FastifyInstance): void {
  admin.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const entity = reply.statusCode === 200 ? recordedEntity(request) : undefined;
    if (entity && request.staff) {
      try {
        await request.server.services.revisions.record(entity, (payload as { result?: unknown } | null)?.result, request.staff);
      } catch (error) {
        // The write has committed: a 503 now would have the client send it again and write it twice
        // (issue 45). Its answer goes out; the next save keeps a revision of the item as it is then.
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.warn({ err: error }, 'revision not kept: the database became unavailable after the write committed');
      }
    }
    return payload;
  });
}

/** Inside the admin scope: every staff role reads revisions; reviewers restore too (as drafts). */
export const adminRevisionRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['revisions'];
  const list = { 200: envelopeOf(z.array(revisionSummary)) };
  app.get(
    '/revisions',
    {
      schema: {
        tags,
        summary: 'List the revisions of an item',
        description: 'Newest first; the newest REVISIONS_KEPT (default 50) per item are kept. Each names its author, time, the fields changed since the revision before, and its languages.',
        querystring: revisionListQuery,
        response: list,
      },
    },
    async (request) => ok(request, await app.services.revisions.list(request.query.entity, request.query.no)),
  );
  app.get(
    '/revisions/:id',
    {
      schema: {
        tags,
        summary: 'One revision with its copy of the item',
        description: 'The item as the admin calls answered it after that save: every version, with its and the item\'s fields; and the uploads it uses that the media library no longer holds (decision 0099).',
        params: revisionParams,
        response: { 200: envelopeOf(revisionDetail) },
      },
    },
    async (request) => ok(request, await app.services.revisions.detail(request.params.id)),
  );
  app.post(
    '/revisions/:id/restore',
    {
      // A restore saves drafts only, which reviewers may do (decision 0023).
      config: { openToReviewers: true },
      schema: {
        tags,
        summary: 'Restore a revision',
        description:
          'Writes the revision\'s versions back through the item\'s own update, every language as a draft: a published version keeps its published text live and gets the restored text as pending changes. Publication times are left as they are. The restore is kept as a new revision; answers the item\'s revisions.',
        params: revisionParams,
        response: list,
      },
    },
    async (request) => ok(request, await app.services.revisions.restore(request.params.id, writerOf(request), principalOf(request))),
  );
});
