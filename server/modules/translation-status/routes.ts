/**
 * Translation status (decision 0071): one call for every kind of publishable item marks a language
 * version current. Reviewers may call it: it changes nothing visitors see, and editing the text,
 * which they may do, clears the mark as well.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../contract/envelope.js';
import { markCurrentQuery, translationStatus } from '../../../contract/translation-status.js';
import { ok } from '../../http/envelope.js';
import { routePlugin } from '../../http/route-plugin.js';

export const adminTranslationStatusRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/translations/current',
    {
      config: { openToReviewers: true },
      schema: {
        tags: ['translations'],
        summary: 'Mark a language version current',
        description:
          "Clears \"may need updating\" (`mayNeedUpdate`) on the item's version in `lang`: an editor checked it against the language whose text changed. Recorded in the audit log as `markCurrent`. Answers the item's languages still marked. 404 when the item has no version in `lang`.",
        querystring: markCurrentQuery,
        response: { 200: envelopeOf(translationStatus) },
      },
    },
    async (request) => ok(request, await app.services.translationStatus.markCurrent(request.query)),
  );
});
