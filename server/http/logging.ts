/**
 * Structured logs: one line per request with its id, never a password, token or cookie.
 * The request id is also returned to the client in `x-request-id`, so a user's report can be
 * matched to the log; a trusted proxy's own id is kept, so its logs and ours meet.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { TrustFunction } from './trusted-proxy.js';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.otp',
];

export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

/** Short and plain, so an id cannot forge log lines or carry markup into a log viewer. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the id a trusted proxy sent when it is safe, otherwise a new one. */
export function requestIdGenerator(trustsProxy: TrustFunction): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers['x-request-id'];
    if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) && trustsProxy(request.socket?.remoteAddress, 0)) {
      return incoming;
    }
    return randomUUID();
  };
}

/** The levels at which the request line (info) is written. */
const WRITES_INFO: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);
/** The levels at which an error line is written. */
const WRITES_ERROR: ReadonlySet<string> = new Set(['trace', 'debug', 'info', 'warn', 'error']);

/**
 * The level of a request's line, or undefined when the logger's level leaves it out: error for a
 * 5xx, the server's failure to serve (an alert counts these), info for the rest.
 */
export function requestLogLevel(loggerLevel: string, status: number): 'error' | 'info' | undefined {
  if (status >= 500) return WRITES_ERROR.has(loggerLevel) ? 'error' : undefined;
  return WRITES_INFO.has(loggerLevel) ? 'info' : undefined;
}

export function installRequestLog(app: FastifyInstance): void {
  // Callback hooks: on every request, so no promise each (the fixed cost, issue 15).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The line's fields cost more than the check when it would not be written (LOG_LEVEL=warn).
    const level = requestLogLevel(request.log.level, reply.statusCode);
    if (!level) return done();
    request.log[level](
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}
