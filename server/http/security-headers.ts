/**
 * Security headers on every response (ENGINEERING.md, Security rules). The fixed ones are helmet's
 * defaults (as @fastify/helmet 13 / helmet 8 set them), written out here and set from one list in
 * one hook: @fastify/helmet built helmet's middleware chain anew for every request, a large part
 * of the fixed cost of an answer (issue 15.1). The Content-Security-Policy is written here because it varies: a response whose HTML carries
 * inline scripts (React Router's hydration data) gets a nonce for them, made the first time the
 * page asks for it; every other response (the API's JSON, files) gets the same policy without
 * one, at no cost per request. Styles are not nonced, so that `'unsafe-inline'` keeps applying to
 * style attributes. HSTS only when the request came over TLS. A route that sets its own policy
 * (uploaded files are sandboxed) keeps it.
 *
 * Images: the site's own (uploads are served through it, from the disk or the bucket alike),
 * `data:` for the back office's two-step QR code, and https from the hosts REMOTE_IMAGE_HOSTS
 * names; no other host, so that content cannot load a tracking pixel (rich text keeps to the
 * same list: server/modules/content/sanitize.ts).
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

type WithNonce = ServerResponse & { scriptNonce?: string };

/** `development` allows Vite's live-reload socket. */
function contentSecurityPolicy(development: boolean, remoteImageHosts: readonly string[]): (nonce: string | undefined) => string {
  const imageSources = ["'self'", 'data:', ...remoteImageHosts.map((host) => `https://${host}`)].join(' ');
  const directives = (scriptSrc: string) =>
    [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src ${imageSources}`,
      "font-src 'self' data:",
      `connect-src 'self'${development ? ' ws:' : ''}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "script-src-attr 'none'",
    ].join(';');
  const withoutNonce = directives("'self'");
  return (nonce) => (nonce ? directives(`'self' 'nonce-${nonce}'`) : withoutNonce);
}

/**
 * The headers every answer carries, whatever it is. No Cross-Origin-Embedder-Policy: it would
 * block the remote images REMOTE_IMAGE_HOSTS allows.
 */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

export function installSecurityHeaders(app: FastifyInstance, options: { development?: boolean } = {}): void {
  // Set when the request arrives, so that a route can still replace one for its own answer.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(FIXED_SECURITY_HEADERS);
    done();
  });
  const policy = contentSecurityPolicy(options.development ?? false, app.config.remoteImageHosts);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy((reply.raw as WithNonce).scriptNonce));
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}

/** The nonce of this response's inline scripts, made on first use. */
export function scriptNonceOf(raw: ServerResponse): string {
  const response = raw as WithNonce;
  response.scriptNonce ??= randomBytes(16).toString('base64');
  return response.scriptNonce;
}

/**
 * Gives this response a nonce already known: a 304 for a stored page repeats the nonce of the
 * copy the browser holds (page-cache.ts), so the policy it receives matches that copy's scripts.
 */
export function reuseScriptNonce(raw: ServerResponse, nonce: string): void {
  (raw as WithNonce).scriptNonce = nonce;
}
