/** `GET /common/language`: the languages the site is published in. */
import { routePlugin } from '../../http/route-plugin.js';
import { z } from 'zod';
import { envelopeOf } from '../../../contract/envelope.js';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES } from '../../../contract/languages.js';
import { ok } from '../../http/envelope.js';

export const commonRoutes = routePlugin((app) => {
  app.get('/common/language', { schema: { tags: ['common'], summary: 'The languages of the site', response: { 200: envelopeOf(z.array(z.object({ langCode: z.enum(CONTENT_LANGUAGES), langName: z.string() }))) } } }, (request) =>
    ok(
      request,
      CONTENT_LANGUAGES.map((langCode) => ({ langCode, langName: LANGUAGE_NAMES[langCode] })),
    ),
  );
});
