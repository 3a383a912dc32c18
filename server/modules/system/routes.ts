/** `GET /common/language`: the languages the site is published in. */
import { routePlugin } from '../../http/route-plugin.js';
import { z } from 'zod';
import { envelopeOf } from '../../../contract/envelope.js';
import { languageName } from '../../../contract/languages.js';
import { siteLanguages } from '../../../contract/site-languages.js';
import { directionOf } from '../../../contract/locale-catalogue.js';
import { storedLang } from '../../../contract/content.js';
import { ok } from '../../http/envelope.js';

export const commonRoutes = routePlugin((app) => {
  app.get('/common/language', { schema: { tags: ['common'], summary: 'The languages of the site', response: { 200: envelopeOf(z.array(z.object({ langCode: storedLang, langName: z.string(), dir: z.enum(['ltr', 'rtl']).describe('Writing direction') }))) } } }, (request) =>
    ok(
      request,
      siteLanguages().languages.map((langCode) => ({ langCode, langName: languageName(langCode), dir: directionOf(langCode) })),
    ),
  );
});
