/**
 * Whether a page's Content-Security-Policy lets each of its inline scripts run, as a browser
 * decides: by the nonce on the script's tag, or by the hash of its text (decision 0034).
 * Written apart from server/http/script-hashes.ts, so the tests do not check that file against itself.
 */
import { createHash } from 'node:crypto';

/** A data block (structured data, a page's labels): the browser does not run it, so no policy needs to allow it. */
const isDataBlock = (attributes: string) => /\btype="application\/(ld\+)?json"/.test(attributes);

export const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? '';

/** The inline scripts of `html` that `csp` would block (none: all run). */
export function blockedScripts(html: string, csp: unknown): string[] {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(csp))?.[1]?.split(' ') ?? [];
  const blocked: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || isDataBlock(attributes)) continue;
    const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
    const hash = `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;
    if (!((nonce && scriptSrc.includes(`'nonce-${nonce}'`)) || scriptSrc.includes(hash))) blocked.push(text.slice(0, 80));
  }
  return blocked;
}

/** How many inline scripts `html` has (that a policy must allow). */
export const inlineScriptCount = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !isDataBlock(attributes)).length;
