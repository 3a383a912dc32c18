/**
 * Security headers on every response (ENGINEERING.md, Security rules). Each request gets a nonce
 * for the page's inline scripts (React Router's hydration data); styles are not nonced, so that
 * `'unsafe-inline'` keeps applying to style attributes. HSTS only when the request came over TLS.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type WithNonce = ServerResponse & { scriptNonce?: string };

/** `development` allows Vite's live-reload socket. */
export async function installSecurityHeaders(app: FastifyInstance, options: { development?: boolean } = {}): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as WithNonce).scriptNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as WithNonce).scriptNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.development ? ['ws:'] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/** The nonce of this response's inline scripts. */
export function scriptNonceOf(raw: ServerResponse): string {
  return (raw as WithNonce).scriptNonce ?? '';
}
