/** The nonce of a page's inline scripts (server/http/security-headers.ts): 16 random bytes, never handed out twice. */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { scriptNonceOf } from '../../server/http/security-headers.js';

const response = () => ({}) as ServerResponse;

describe('script nonces', () => {
  it('gives each response its own 16 bytes', () => {
    const nonces = Array.from({ length: 1000 }, () => scriptNonceOf(response()));
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(new Set(nonces.map((nonce) => nonce.slice(0, 8))).size).toBeGreaterThan(990);
  });

  it('keeps one nonce per response, however often the page asks', () => {
    const one = response();
    expect(scriptNonceOf(one)).toBe(scriptNonceOf(one));
  });
});
