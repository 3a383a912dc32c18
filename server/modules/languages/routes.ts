/** `/admin/languages` (decision 0083): administrators read, add to and save the site's languages. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../contract/envelope.js';
import { addSiteLanguageBody, saveSiteLanguagesBody, siteLanguageList } from '../../../contract/site-language-admin.js';
import { ok } from '../../http/envelope.js';
import { routePlugin } from '../../http/route-plugin.js';

const tags = ['site languages'];
const config = { administratorOnly: true };
const response = { 200: envelopeOf(siteLanguageList) };

/** Inside the admin scope. */
export const adminLanguageRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { languages } = app.services;
  app.get('/languages', { config, schema: { tags, summary: "The site's languages in picker order, and the catalogue's others", response } }, async (request) =>
    ok(request, await languages.list()),
  );
  app.post('/languages', { config, schema: { tags, summary: 'Add a language of the catalogue, switched on, at the end of the picker', body: addSiteLanguageBody, response } }, async (request) =>
    ok(request, await languages.add(request.body.code)),
  );
  app.put('/languages', { config, schema: { tags, summary: "Save the site's languages: picker order, which are on, the default", body: saveSiteLanguagesBody, response } }, async (request) =>
    ok(request, await languages.save(request.body)),
  );
});
