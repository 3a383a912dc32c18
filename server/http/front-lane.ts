/**
 * The front lane (decision 0038): answers that are the same bytes for every request with the same
 * address and headers are written by the HTTP server's own request listener, in front of Fastify:
 * the fast-lane routes (`/healthz`, the build's files: fast-lane.ts) and the page cache's hits,
 * pages and public API answers alike (page-cache.ts). For these, Fastify's own work per request
 * (its request and reply objects, a child logger, the hook chains, headers set one by one) cost
 * more than the answer itself (issue 15.1). Each answer is written with one writeHead.
 *
 * Every answer carries what Fastify's path adds to it: the request id (the same generator), the
 * fixed security headers, the Content-Security-Policy (the stored page's, else the policy without
 * scripts), HSTS when the request came over TLS (as Fastify reads the protocol: a trusted proxy's
 * X-Forwarded-Proto, else the socket). A test compares both paths header by header.
 *
 * Everything else goes to Fastify: other methods (HEAD takes the route's own way), any request
 * the page cache cannot answer from a stored entry in one of its stored encodings (an entry's
 * gzip copy is made on Fastify's path, for the first client that asks for it: decision 0085), and
 * every request once the server is closing (Fastify answers those 503 with `Connection: close`).
 *
 * The request log: the front lane writes the same line as installRequestLog (logging.ts), with
 * the same fields and at the same level (error for a 5xx, such as a stored 503), so the access log
 * stays complete. Every error happens on Fastify's path, where it is logged as before.
 *
 * The metrics: each answer is observed once, with its route (the fast-lane route's label, the
 * stored entry's route), when it is written (decision 0067).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory, RawServerDefault } from 'fastify';
import type { FastAnswer, FastLaneAnswer } from './fast-lane.js';
import { requestLogLevel } from './logging.js';
import type { ObserveRequest } from '../metrics/metrics.js';
import { UNMATCHED_ROUTE } from './route-label.js';
import { FIXED_SECURITY_HEADERS } from './security-headers.js';
import type { TrustFunction } from './trusted-proxy.js';

/** A stored answer, with the policy it names its scripts by (undefined: the one without scripts). */
export interface FrontAnswer extends FastAnswer {
  policy?: string;
  /** The route the answer is counted under in the metrics. */
  route?: string;
}

/** The page cache's answer to a request, or undefined when it has none (Fastify answers). */
export type FrontLookUp = (request: IncomingMessage, protocol: string) => Promise<FrontAnswer | undefined> | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** The front lane's count of answers written (for the tests). */
    frontLane: { answered(): number };
  }
}

/** Node's own request timeout, which Fastify replaces with none unless told (decision 0103). */
const NODE_REQUEST_TIMEOUT_MS = 300_000;
/** The slowest sending an upload of the largest size must still get through: 256 kbit/s, a weak mobile uplink. */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 32 * 1024;
/** Time for what is not the body: the connection, TLS, the headers, a phone's stalls. */
const REQUEST_SLACK_MS = 60_000;

/**
 * How long a client may take to send a whole request (Fastify's `requestTimeout`), at least
 * Node's default: the largest body sent at 256 kbit/s, and a minute more (decision 0103). Without
 * one, a client sending a body slowly, or stopping half-way, holds its connection (and a
 * shutdown) for ever; past it, Node answers 408 (malformed-request.ts) and closes the connection.
 */
export function requestTimeoutFor(largestBodyBytes: number): number {
  return Math.max(NODE_REQUEST_TIMEOUT_MS, Math.ceil(largestBodyBytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000 + REQUEST_SLACK_MS);
}

const FIXED = Object.entries(FIXED_SECURITY_HEADERS).flat();
const HSTS = 'max-age=31536000; includeSubDomains';

/** The last entry of a header that may carry a list (as Fastify reads X-Forwarded-Proto). */
function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return comma < 0 ? value.trim() : value.slice(comma + 1).trim();
}

/** The client's address as Fastify's `request.ip` gives it (proxy-addr's walk over X-Forwarded-For). */
function clientAddress(request: IncomingMessage, trusts: TrustFunction | undefined): string | undefined {
  let address = request.socket.remoteAddress;
  const header = request.headers['x-forwarded-for'];
  if (!trusts || !header || !address) return address;
  const hops = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  for (let hop = 0; hop < hops.length && trusts(address, hop); hop++) address = hops[hop]!;
  return address;
}

export interface FrontLane {
  /** Fastify's `serverFactory`: the HTTP server, whose request listener is the front lane. */
  serverFactory: FastifyServerFactory<RawServerDefault>;
  /** Collects the fast-lane routes (call before any route is registered) and follows shutdown. */
  install(app: FastifyInstance): void;
  /** Starts answering, once everything is registered. */
  open(options: { policy: string; lookUp?: FrontLookUp }): void;
  /** Answers written so far (for the tests). */
  answered(): number;
}

export function createFrontLane(options: {
  genReqId: (request: IncomingMessage) => string;
  trustProxy: TrustFunction | undefined;
  /** Told of every answer written, when the metrics are on. */
  observe?: ObserveRequest | undefined;
}): FrontLane {
  const { genReqId, trustProxy, observe } = options;
  /** The fast-lane routes by address, with the route each is counted under. */
  const routes = new Map<string, { answer: FastLaneAnswer; route: string }>();
  let fastify: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  let app: FastifyInstance | undefined;
  let policy = '';
  let lookUp: FrontLookUp | undefined;
  let open = false;
  let answered = 0;

  function protocolOf(request: IncomingMessage): string {
    const proto = request.headers['x-forwarded-proto'];
    if (proto && trustProxy?.(request.socket.remoteAddress, 0)) return lastEntry(Array.isArray(proto) ? proto.join(',') : proto);
    return (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  }

  /** Each answer's headers as writeHead takes them, made once: the request id's slot is filled per request. */
  const written = new WeakMap<FastAnswer, string[]>();
  function headersOf(answer: FrontAnswer): string[] {
    let headers = written.get(answer);
    if (!headers) {
      headers = ['x-request-id', '', ...FIXED, 'content-security-policy', answer.policy ?? policy];
      for (const name in answer.headers) headers.push(name, answer.headers[name]!);
      if (answer.status !== 304) headers.push('content-length', String(Buffer.byteLength(answer.body)));
      written.set(answer, headers);
    }
    return headers;
  }

  /** `arrived`: when the request came (performance.now()), taken only when the metrics are on. */
  function write(request: IncomingMessage, response: ServerResponse, protocol: string, answer: FrontAnswer, route: string, arrived: number): void {
    answered++;
    const id = genReqId(request);
    const headers = headersOf(answer).slice();
    headers[1] = id;
    if (protocol === 'https') headers.push('strict-transport-security', HSTS);
    const log = app?.log;
    const level = log && requestLogLevel(log.level, answer.status);
    if (log && level) {
      const start = performance.now();
      response.once('finish', () => {
        const ms = Math.round((performance.now() - start) * 10) / 10;
        log[level]({ reqId: id, method: request.method, url: request.url?.split('?')[0], status: answer.status, ms, ip: clientAddress(request, trustProxy) }, 'request');
      });
    }
    response.writeHead(answer.status, headers);
    if (answer.status === 304) response.end();
    else response.end(answer.body);
    if (observe) observe(request.method!, route, answer.status, (performance.now() - arrived) / 1000);
  }

  function dispatch(request: IncomingMessage, response: ServerResponse): void {
    if (!open || request.method !== 'GET') return fastify!(request, response);
    const arrived = observe ? performance.now() : 0;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const fast = routes.get(query < 0 ? url : url.slice(0, query));
    if (fast) {
      const protocol = protocolOf(request);
      const made = fast.answer(request.headers);
      if (made instanceof Promise) made.then((answer) => write(request, response, protocol, answer, fast.route, arrived), () => fastify!(request, response));
      else write(request, response, protocol, made, fast.route, arrived);
      return;
    }
    if (!lookUp || request.headers.authorization) return fastify!(request, response);
    const protocol = protocolOf(request);
    const found = lookUp(request, protocol);
    if (!found) return fastify!(request, response);
    found.then(
      (answer) => {
        // Closing meanwhile: Fastify answers, with `Connection: close`.
        if (answer && open) write(request, response, protocol, answer, answer.route ?? UNMATCHED_ROUTE, arrived);
        else fastify!(request, response);
      },
      () => fastify!(request, response),
    );
  }

  return {
    serverFactory(handler, options) {
      fastify = handler;
      const serverOptions = options as { http?: http.ServerOptions; keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number };
      // As Fastify makes its own server (fastify/lib/server.js), with the front lane as listener.
      const server = http.createServer(serverOptions.http ?? {}, dispatch);
      server.keepAliveTimeout = serverOptions.keepAliveTimeout ?? 72_000;
      server.requestTimeout = serverOptions.requestTimeout ?? 0;
      server.setTimeout(serverOptions.connectionTimeout ?? 0);
      if (serverOptions.maxRequestsPerSocket) server.maxRequestsPerSocket = serverOptions.maxRequestsPerSocket;
      return server;
    },
    install(instance) {
      app = instance;
      instance.addHook('onRoute', (route) => {
        const answer = route.config?.fastLane;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        if (answer && methods.includes('GET') && !/[:*]/.test(route.url)) routes.set(route.url, { answer, route: route.config?.metricsRoute ?? route.url });
      });
      instance.addHook('preClose', (done) => {
        open = false;
        done();
      });
    },
    open(settings) {
      policy = settings.policy;
      lookUp = settings.lookUp;
      open = true;
    },
    answered: () => answered,
  };
}
