/**
 * The fast lane: routes whose answer needs nothing of the request but its address and headers
 * (`/healthz`, the build's files) are answered by the first onRequest hook, before the hooks the
 * other answers need (language, cookies, the page cache's lookup), which are part of the fixed
 * cost of every answer (issue 15.1). Such a route names its answer in `config.fastLane`.
 *
 * What every answer carries is set here too: the request id and the fixed security headers. The
 * onSend and onResponse hooks still run as for any answer (the Content-Security-Policy, the
 * request log), since the answer is sent through the reply.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIXED_SECURITY_HEADERS } from './security-headers.js';

export type FastLaneAnswer = (request: FastifyRequest, reply: FastifyReply) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers the request in the first onRequest hook (fast-lane.ts); the handler, called the same way, serves inject and HEAD alike. */
    fastLane?: FastLaneAnswer;
  }
}

/** Register before every other onRequest hook. */
export function installFastLane(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const answer = request.routeOptions.config.fastLane;
    if (!answer || request.method !== 'GET') return done();
    reply.header('x-request-id', request.id);
    reply.headers(FIXED_SECURITY_HEADERS);
    // Not calling done(): the answer is sent, and the remaining onRequest hooks are skipped.
    const sent = answer(request, reply);
    if (sent instanceof Promise) sent.catch((error: unknown) => reply.send(error));
  });
}
