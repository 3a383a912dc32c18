/**
 * How a stale entry is made afresh in the background (page-cache-refresh.ts queues them): its
 * request is sent again through Fastify (`app.inject`) with the address and the headers its key
 * reads, nothing else of the visitor's, and marked as this process's own refresh with a token no
 * client can know (the hooks then render it whatever is stored, and count no views).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DISCLAIMER_COOKIE, LANG_COOKIE, readCookie } from '../../contract/cookies.js';
import type { CachedPage, Replay } from './page-cache-store.js';

/** Marks this process's own background refreshes (with a token no client can know). */
const REFRESH_HEADER = 'x-page-cache-refresh';

/** What a background refresh sends again: the address and the headers the key reads, nothing else of the visitor's. */
export function replayOf(request: FastifyRequest): Replay {
  const headers: Record<string, string> = {};
  const cookies = [LANG_COOKIE, DISCLAIMER_COOKIE].flatMap((name) => {
    const value = readCookie(request.headers.cookie, name);
    return value === undefined ? [] : [`${name}=${value}`];
  });
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  for (const name of ['accept-language', 'lang', 'x-forwarded-proto', 'host'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    url: request.url,
    headers,
    remoteAddress: request.socket.remoteAddress,
  };
}

export interface Replayer {
  /** Sends the entry's request again, marked as a refresh. */
  replay(page: CachedPage): Promise<void>;
  /** Whether the request is one of this process's refreshes. */
  isRefresh(request: FastifyRequest): boolean;
}

export function createReplayer(app: FastifyInstance): Replayer {
  const refreshToken = randomBytes(18).toString('base64url');
  return {
    async replay(page) {
      await app.inject({
        method: 'GET',
        url: page.replay.url,
        headers: { ...page.replay.headers, [REFRESH_HEADER]: refreshToken },
        ...(page.replay.remoteAddress ? { remoteAddress: page.replay.remoteAddress } : {}),
      });
    },
    isRefresh: (request) => request.headers[REFRESH_HEADER] === refreshToken,
  };
}
