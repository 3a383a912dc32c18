/**
 * The shutdown's response tracker (server/http/close-after-responses.ts) runs after Fastify's own
 * request listener, which may already have sent a cached answer: marking that answer
 * `Connection: close` must not throw ERR_HTTP_HEADERS_SENT (an uncaught error at shutdown).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackResponses } from '../../server/http/close-after-responses.js';

describe('closing after responses', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('leaves an answer already sent by an earlier listener alone once the shutdown has begun', async () => {
    const errors: unknown[] = [];
    // As Fastify does for a cached page: the whole answer is written inside the first listener.
    server = http.createServer((_request, response) => {
      try {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('cached');
      } catch (error) {
        errors.push(error);
      }
    });
    const tracker = trackResponses(server);
    const uncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', uncaught);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    tracker.closeAfterResponses();

    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    process.off('uncaughtException', uncaught);
    expect(answer).toEqual({ status: 200, body: 'cached' });
    expect(errors).toEqual([]);
  });
});
