/**
 * Ends keep-alive connections cleanly on shutdown. `server.close()` closes the idle ones, and
 * Fastify answers requests that arrive after it with 503 and `Connection: close`; what is left
 * are the requests in flight. Their responses are marked `Connection: close` while they can still
 * be (headers not yet sent), so the client knows not to send another request on that connection;
 * a response already under way has its connection closed as soon as it goes idle.
 */
import type { Server, ServerResponse } from 'node:http';

export interface ResponseTracker {
  /** Call once, when the shutdown begins. */
  closeAfterResponses(): void;
}

export function trackResponses(server: Server): ResponseTracker {
  const open = new Set<ServerResponse>();
  let closing = false;
  // One shared listener rather than a closure per request: this runs on every request.
  function forget(this: ServerResponse) {
    open.delete(this);
  }
  server.on('request', (_request, response: ServerResponse) => {
    // Until Fastify itself knows it is closing, a request can still start after the shutdown has.
    // Fastify's own listener runs first and may have answered already (a cached page is sent at
    // once), when the header can no longer be set.
    if (closing && !response.headersSent) response.setHeader('connection', 'close');
    open.add(response);
    response.on('close', forget);
  });
  return {
    closeAfterResponses() {
      closing = true;
      for (const response of open) {
        if (!response.headersSent) response.setHeader('connection', 'close');
        else response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
      }
    },
  };
}
