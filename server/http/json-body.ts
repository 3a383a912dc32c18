/**
 * JSON request bodies, read as Fastify reads them (prototype poisoning refused), except that an
 * empty body is no body: fetch-based clients send `Content-Type: application/json` on calls that
 * have none (pin, delete, set the site status), and those are not invalid JSON.
 */
import type { FastifyInstance } from 'fastify';

export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    // The default parser answers through `done`; what it returns carries nothing.
    void parseJson(request, body as string, done);
  });
}
