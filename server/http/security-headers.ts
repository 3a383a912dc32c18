/**
 * Security headers on every response (ENGINEERING.md, Security rules). The fixed ones are helmet's
 * defaults (as @fastify/helmet 13 / helmet 8 set them), written out here and set from one list in
 * one hook: @fastify/helmet built helmet's middleware chain anew for every request, a large part
 * of the fixed cost of an answer (issue 15.1).
 *
 * The Content-Security-Policy varies: a page rendered for this request, whose HTML carries inline
 * scripts (React Router's hydration data), gets a nonce for them, made the first time the page
 * asks for it; a stored page sent again names its scripts by hash (page-cache.ts, decision 0034);
 * every other response (the API's JSON, files) gets the same policy without
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

/**
 * The policy, for the script sources besides 'self': none (JSON, files), this response's nonce
 * (a page rendered for this request), or the hashes of a stored page's inline scripts
 * (page-cache.ts, decision 0034). `development` allows Vite's live-reload socket.
 */
export function contentSecurityPolicy(development: boolean, remoteImageHosts: readonly string[]): (scriptSources: string) => string {
  const imageSources = ["'self'", 'data:', ...remoteImageHosts.map((host) => `https://${host}`)].join(' ');
  const directives = (scriptSources: string) =>
    [
      "default-src 'self'",
      `script-src 'self'${scriptSources ? ` ${scriptSources}` : ''}`,
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
  const withoutScripts = directives('');
  return (scriptSources) => (scriptSources ? directives(scriptSources) : withoutScripts);
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

export interface SecurityHeaders {
  /** The policy of a stored page whose inline scripts have these hash sources (script-hashes.ts). */
  policyForHashes(hashes: readonly string[]): string;
  /** The policy of every answer without inline scripts (JSON, files). */
  policyWithoutScripts: string;
}

export function installSecurityHeaders(app: FastifyInstance, options: { development?: boolean } = {}): SecurityHeaders {
  // Set when the request arrives, so that a route can still replace one for its own answer.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(FIXED_SECURITY_HEADERS);
    done();
  });
  const policy = contentSecurityPolicy(options.development ?? false, app.config.remoteImageHosts);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      const nonce = (reply.raw as WithNonce).scriptNonce;
      reply.header('content-security-policy', policy(nonce ? `'nonce-${nonce}'` : ''));
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
  return { policyForHashes: (hashes) => policy(hashes.join(' ')), policyWithoutScripts: policy('') };
}

const NONCE_BYTES = 16;

function freshNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64');
}

/** The nonce of this response's inline scripts, made on first use. */
export function scriptNonceOf(raw: ServerResponse): string {
  const response = raw as WithNonce;
  response.scriptNonce ??= freshNonce();
  return response.scriptNonce;
}
