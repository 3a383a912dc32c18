/** `/admin/labels/:lang` (decision 0086): administrators read and save a language's public labels. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../contract/envelope.js';
import { labelLanguageParams, saveSiteLabelsBody, siteLabelList } from '../../../contract/site-label-admin.js';
import { ok } from '../../http/envelope.js';
import { routePlugin } from '../../http/route-plugin.js';

const tags = ['site labels'];
const config = { administratorOnly: true };
const response = { 200: envelopeOf(siteLabelList) };

/** Inside the admin scope. */
export const adminLabelRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { labels } = app.services;
  app.get(
    '/labels/:lang',
    { config, schema: { tags, summary: "A language's public labels: each with English's text, the bundled text and the stored translation", params: labelLanguageParams, response } },
    async (request) => ok(request, await labels.list(request.params.lang)),
  );
  app.put(
    '/labels/:lang',
    { config, schema: { tags, summary: "Save translations of a language's public labels (null or empty removes one)", params: labelLanguageParams, body: saveSiteLabelsBody, response } },
    async (request) => ok(request, await labels.save(request.params.lang, request.body)),
  );
});
