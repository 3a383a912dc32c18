/**
 * The purge a write sends to the reverse proxy (server/http/cache-purge.ts, decision 0076),
 * against a real HTTP server standing in for Varnish: one `PURGE` with the tags in `xkey-purge`
 * and `xkey-softpurge`, nothing when there is nothing to say, and a proxy that is away, refuses
 * or never answers costs one warning and at most the time-out, never an exception.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCachePurger } from '../../server/http/cache-purge.js';
import { freePort } from '../helpers/server-process.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
}

/** Warnings the purger logged. */
function warnings() {
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  return { lines, log: { warn: (obj: object, msg: string) => void lines.push({ obj: obj as Record<string, unknown>, msg }) } };
}

describe('cache purge', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  /** A stand-in proxy; `answer` decides its reply (never replying is allowed). */
  async function proxy(answer: (response: http.ServerResponse) => void = (response) => response.end('purged')) {
    const received: Received[] = [];
    server = http.createServer((request, response) => {
      received.push({ method: request.method, url: request.url, headers: request.headers });
      request.resume();
      answer(response);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
  }

  it('sends one PURGE naming the tags to drop and the tags to refresh, each once', async () => {
    const { received, url } = await proxy();
    const { lines, log } = warnings();
    await createCachePurger({ url, log }).purge({ hard: ['article:42', 'list:news', 'article:42'], soft: ['frame', 'list:news', ' ', 'site'] });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'PURGE', url: '/' });
    expect(received[0]!.headers['xkey-purge']).toBe('article:42 list:news');
    // list:news goes at once already; refreshing it besides would be a second purge of the same pages.
    expect(received[0]!.headers['xkey-softpurge']).toBe('frame site');
    expect(lines).toEqual([]);
  });

  it('sends only the header it has tags for, to the address as configured', async () => {
    const { received, url } = await proxy();
    const purger = createCachePurger({ url: `${url}purge/here`, log: warnings().log });
    await purger.purge({ hard: [], soft: ['person:7'] });
    await purger.purge({ hard: ['case:3'], soft: [] });
    expect(received.map((r) => [r.url, r.headers['xkey-purge'], r.headers['xkey-softpurge']])).toEqual([
      ['/purge/here', undefined, 'person:7'],
      ['/purge/here', 'case:3', undefined],
    ]);
  });

  it('sends nothing without an address or without tags', async () => {
    const { received, url } = await proxy();
    const { lines, log } = warnings();
    await createCachePurger({ url: undefined, log }).purge({ hard: ['article:1'], soft: ['site'] });
    await createCachePurger({ url, log }).purge({ hard: [], soft: [] });
    await createCachePurger({ url, log }).purge({ hard: [''], soft: ['  '] });
    expect(received).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('gives up on a proxy that never answers after its time-out, with a warning', async () => {
    const { received, url } = await proxy(() => undefined);
    const { lines, log } = warnings();
    const started = Date.now();
    await expect(createCachePurger({ url, log, timeoutMs: 200 }).purge({ hard: ['article:1'], soft: [] })).resolves.toBeUndefined();
    // Far below the test's own time-out: the write's answer waits for the purge at most this long.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(received).toHaveLength(1);
    expect(lines).toEqual([{ msg: 'cache purge failed', obj: expect.objectContaining({ reason: 'no answer within 200 ms', hardTags: 1, softTags: 0 }) }]);
  });

  it('warns, without the address\'s query, when nothing listens or the proxy refuses', async () => {
    const { lines, log } = warnings();
    const closed = `http://127.0.0.1:${await freePort()}/?token=secret`;
    await expect(createCachePurger({ url: closed, log }).purge({ hard: [], soft: ['site'] })).resolves.toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'cache purge failed', obj: { reason: 'ECONNREFUSED', softTags: 1 } });

    const { url } = await proxy((response) => response.writeHead(403).end('Forbidden'));
    await createCachePurger({ url: `${url}?token=secret`, log }).purge({ hard: ['article:1'], soft: [] });
    expect(lines[1]).toEqual({ msg: 'cache purge refused by the proxy', obj: { purgeUrl: url, status: 403, hardTags: 1, softTags: 0 } });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
