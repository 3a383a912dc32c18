/** Session tokens: 256 random bits handed to the client; only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token from an Authorization header, bare or as `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim().replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
}
