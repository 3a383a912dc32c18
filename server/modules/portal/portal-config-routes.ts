/** Portal config calls: administrators read and upsert it per language; the public reads it. */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../contract/envelope.js';
import {
  documentParams, portalConfig as portalConfigAnswer, portalConfigBody, portalConfigQuery, portalDocument, sharedPortalConfig, sharedPortalConfigBody,
} from '../../../contract/portal-config.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { isDocumentName } from './portal-config-service.js';

const tags = ['portal config'];
const settings = { 200: envelopeOf(portalConfigAnswer) };
const shared = { 200: envelopeOf(sharedPortalConfig) };

/** Inside the admin scope: site settings are the administrators'. */
export const adminPortalConfigRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { portalConfig } = app.services;
  const config = { administratorOnly: true };

  app.get('/portal-config', { config, schema: { tags, summary: 'Read the firm\'s settings in a language', querystring: portalConfigQuery, response: settings } }, async (request) =>
    ok(request, await portalConfig.forEdit(request.query.lang ?? request.lang)),
  );
  app.post('/portal-config', { config, schema: { tags, summary: 'Save the firm\'s settings in a language', body: portalConfigBody, response: settings } }, async (request) =>
    ok(request, await portalConfig.save(request.body)),
  );
  // The firm's e-mail, telephone and office photos, the same in every language (decision 0017).
  const description = "The firm's e-mail, telephone and office photos, the same in every language; each photo once, with its caption in each language.";
  app.get('/portal-config/shared', { config, schema: { tags, summary: 'Read the firm\'s facts shared by every language', description, response: shared } }, async (request) => ok(request, await portalConfig.shared()));
  app.put('/portal-config/shared', { config, schema: { tags, summary: 'Save the firm\'s facts shared by every language', description, body: sharedPortalConfigBody, response: shared } }, async (request) =>
    ok(request, await portalConfig.saveShared(request.body)),
  );
});

/** Inside the public scope. */
export const publicPortalConfigRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { portalConfig } = app.services;

  // null before the firm's settings are first saved in any language.
  app.get('/portal-config', { schema: { tags, summary: 'The firm\'s settings in a language', response: { 200: envelopeOf(portalConfigAnswer.nullable()) } } }, async (request) => ok(request, await portalConfig.forVisitor(request.lang)));
  // Unknown names are a missing page (404), not bad input: the `/docs/{name}` page maps to this.
  app.get('/portal-config/documents/:name', { schema: { tags, summary: 'A document of the site (privacy, terms, disclaimer) in a language', params: documentParams, response: { 200: envelopeOf(portalDocument.nullable()) } } }, async (request) => {
    const { name } = request.params;
    if (!isDocumentName(name)) throw notFound();
    return ok(request, await portalConfig.document(name, request.lang));
  });
});
