/**
 * The fast lane: routes whose answer needs nothing of the request but its address and headers
 * (`/healthz`, the build's files) name it in `config.fastLane`, as a function of the request's
 * headers. Such answers are written in front of Fastify by the front lane (front-lane.ts) when
 * the request comes over the network; requests that reach Fastify anyway (inject, a trailing
 * slash, an address that needs decoding) are answered by the first onRequest hook here, before
 * the hooks the other answers need (language, cookies, the page cache's lookup), which are part
 * of the fixed cost of every answer (issue 15.1).
 *
 * What every answer carries is set here too: the request id and the fixed security headers. The
 * onSend and onResponse hooks still run on this path (the Content-Security-Policy, the request
 * log), since the answer is sent through the reply.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIXED_SECURITY_HEADERS } from './security-headers.js';

/** An answer made of its status, headers and body, the same for every request with these headers. */
export interface FastAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** Empty for a 304. */
  body: Buffer | string;
}

export type FastLaneAnswer = (headers: IncomingHttpHeaders) => FastAnswer | Promise<FastAnswer>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer for a GET (and HEAD), written without the hooks (see the header). */
    fastLane?: FastLaneAnswer;
  }
}

function send(reply: FastifyReply, answer: FastAnswer): FastifyReply {
  reply.headers(answer.headers).code(answer.status);
  return answer.status === 304 ? reply.send() : reply.send(answer.body);
}

/** The route handler of a fast-lane route (it answers HEAD, and GET when the hook did not). */
export function fastLaneHandler(answer: FastLaneAnswer) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
    const made = answer(request.headers);
    return made instanceof Promise ? made.then((done) => send(reply, done)) : send(reply, made);
  };
}

/** Register before every other onRequest hook. */
export function installFastLane(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const answer = request.routeOptions.config.fastLane;
    if (!answer || request.method !== 'GET') return done();
    reply.header('x-request-id', request.id);
    reply.headers(FIXED_SECURITY_HEADERS);
    // Not calling done(): the answer is sent, and the remaining onRequest hooks are skipped.
    const made = answer(request.headers);
    if (made instanceof Promise) made.then((ready) => send(reply, ready), (error: unknown) => reply.send(error));
    else send(reply, made);
  });
}
