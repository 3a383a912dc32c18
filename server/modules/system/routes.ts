/** `GET /common/language`: the languages the site is published in. */
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES } from '../../../contract/languages.js';
import { ok } from '../../http/envelope.js';

export const commonRoutes: FastifyPluginAsync = async (app) => {
  app.get('/common/language', { schema: { tags: ['common'] } }, async (request) =>
    ok(
      request,
      CONTENT_LANGUAGES.map((langCode) => ({ langCode, langName: LANGUAGE_NAMES[langCode] })),
    ),
  );
};
