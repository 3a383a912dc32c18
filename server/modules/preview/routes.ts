/** `POST /api/admin/previews`: a signed link to the public page showing unsaved content (decision 0025). */
import { routePlugin } from '../../http/route-plugin.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../contract/envelope.js';
import { previewBody, previewLink } from '../../../contract/preview.js';
import { ok } from '../../http/envelope.js';
import { principalOf } from '../auth/guard.js';

/** Inside the admin scope: every staff role may preview, reviewers included. */
export const adminPreviewRoutes = routePlugin((fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/previews',
    {
      // Reviewers preview what they write (decision 0023). The link is a credential: its answer is
      // not kept for a retry with the same key (the preview table keeps only its hash).
      config: { openToReviewers: true, secretAnswer: true },
      schema: {
        tags: ['previews'],
        summary: 'Make a preview link',
        description:
          'A link to the real public page of the item in that language, showing the element as given (validated and sanitised as a save would) instead of what is stored, even for a draft or a language not written yet. It works without an account until `expiresTime` (PREVIEW_LINK_TTL, default one hour), or until the account that made it is disabled, changes role or gets a new password; each link made is in the audit log. The page carries noindex and is never cached.',
        body: previewBody,
        response: { 200: envelopeOf(previewLink) },
      },
    },
    async (request) => ok(request, await app.services.previews.create(request.body, principalOf(request).userId)),
  );
});
