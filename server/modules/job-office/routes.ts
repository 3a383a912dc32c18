/** Job title and office calls under `/admin/job` and `/admin/office`: the same set for both. */
import type { FastifyPluginAsync } from 'fastify';
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doneEnvelope, envelopeOf } from '../../../contract/envelope.js';
import { idParams, sortBody } from '../../../contract/content.js';
import { type JobElement, type JobVersion, jobBody, jobDetail, jobOfficeListQuery, jobVersion, officeBody, officeDetail, officeVersion } from '../../../contract/job-office.js';
import { ok } from '../../http/envelope.js';
import type { Services } from '../../services.js';
import type { JobOfficeService } from './service.js';

function namedRoutes<E extends JobElement, V extends JobVersion>(
  path: '/job' | '/office',
  body: z.ZodType<E[]>,
  answers: { version: z.ZodType<V>; detail: z.ZodType<V & { versions: V[] }> },
  pick: (services: Services) => JobOfficeService<E, V>,
): FastifyPluginAsync {
  const tags = [path.slice(1)];
  const noun = path === '/job' ? { one: 'job title', many: 'job titles' } : { one: 'office', many: 'offices' };
  const list = { 200: envelopeOf(z.array(answers.version)) };
  const detail = { 200: envelopeOf(answers.detail) };
  const done = { 200: doneEnvelope };
  return routePlugin((fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const service = pick(app.services);

    // The public people filters read this list too, so it needs no token.
    app.get(path, { config: { public: true }, schema: { tags, summary: `List ${noun.many} in a language`, querystring: jobOfficeListQuery, response: list } }, async (request) =>
      ok(request, await service.list(request.query.lang ?? request.lang)),
    );
    app.get(`${path}/detail/:id`, { schema: { tags, summary: `Read a ${noun.one} with all its names`, params: idParams, response: detail } }, async (request) => ok(request, await service.detail(request.params.id)));
    app.post(path, { schema: { tags, summary: `Create a ${noun.one} with its names`, body, response: detail } }, async (request) => ok(request, await service.create(request.body)));
    app.put(path, { schema: { tags, summary: `Update a ${noun.one}'s names, adding languages`, body, response: detail } }, async (request) => ok(request, await service.update(request.body)));
    app.put(`${path}/sort`, { schema: { tags, summary: `Move a ${noun.one} to another place in the order`, body: sortBody, response: done } }, async (request) => {
      await service.sort(request.body.sourceId, request.body.targetId);
      return ok(request, true);
    });
    app.delete(`${path}/:id`, { schema: { tags, summary: `Delete a ${noun.one} no one holds`, params: idParams, response: done } }, async (request) => {
      await service.remove(request.params.id);
      return ok(request, true);
    });
  });
}

/** Inside the admin scope. */
export const adminJobRoutes = namedRoutes('/job', jobBody, { version: jobVersion, detail: jobDetail }, (services) => services.job);
export const adminOfficeRoutes = namedRoutes('/office', officeBody, { version: officeVersion, detail: officeDetail }, (services) => services.office);
