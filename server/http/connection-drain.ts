/**
 * Ends keep-alive connections on shutdown without dropping a request (issue 45.5): stop
 * accepting, answer every request that reaches the server with `Connection: close`, and close a
 * connection only once it has gone unused for a moment.
 *
 * Node's own way drops requests: `server.close()`, and Fastify's close before it, call
 * `closeIdleConnections()`, which destroys every connection with no request parsed at that
 * instant. A keep-alive client sends its next request as soon as its last answer is in, so such
 * a connection often has the next request on the wire or unread in its socket: destroyed, the
 * client meets a reset ("socket hang up", ECONNRESET, "other side closed"), a POST included.
 * Closing the connections after each answer in flight finished did the same to the others.
 *
 * Here, once the drain starts:
 * - the listening socket closes first, before any answer says `Connection: close`, so a client
 *   that reconnects is refused (and goes elsewhere) rather than caught in the accept queue;
 * - every answer not yet under way says `Connection: close` (set before the front lane or Fastify
 *   writes it; Fastify answers 503 once it is closing), and Node closes the connection after it;
 * - a connection with nothing to answer is closed once it has had no request for IDLE_GRACE_MS
 *   (at once when it was idle that long already): a client still using it sends its next request
 *   within that time and gets an answer saying `Connection: close`. Closed with a FIN, not
 *   destroyed, so a request crossing it on the wire meets an orderly close that it may retry,
 *   not a reset; and one whose first bytes have arrived keeps the connection open until answered.
 *
 * A client can hold a request open as long as it likes (a body sent slowly, or not at all), and
 * with it the exit: once the shutdown's grace period is over, main.ts cuts whatever is still open
 * (`cut()`, decision 0103).
 */
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection must go without a request before the drain closes it. */
export const IDLE_GRACE_MS = 1_000;
/** How long a connection closed by the drain may linger half-closed before it is destroyed. */
const LINGER_MS = 2_000;

export interface ConnectionDrain {
  /** Call once, when the shutdown begins, before Fastify's close. */
  start(): void;
  /**
   * Destroys every connection still open, answered or not, and says how many there were: the
   * shutdown's last step when its grace period is over (main.ts, decision 0103).
   */
  cut(): number;
}

interface Connection {
  /** Answers to requests received, not yet finished. */
  answers: Set<ServerResponse>;
  /** When the last answer finished (or the connection was made). */
  idleSince: number;
  /** Bytes read by then: more read since is a request arriving. */
  bytesAtIdle: number;
  timer?: NodeJS.Timeout;
}

export function drainConnections(server: Server, idleGraceMs = IDLE_GRACE_MS): ConnectionDrain {
  const connections = new Map<Socket, Connection>();
  let draining = false;

  function closeWhenIdle(socket: Socket, connection: Connection): void {
    if (connection.timer || socket.destroyed) return;
    const wait = Math.max(0, connection.idleSince + idleGraceMs - Date.now());
    connection.timer = setTimeout(() => {
      connection.timer = undefined;
      if (socket.destroyed || connection.answers.size > 0) return;
      // Part of a request has arrived: it is answered first, then the connection closes.
      if (socket.bytesRead > connection.bytesAtIdle) {
        connection.idleSince = Date.now();
        connection.bytesAtIdle = socket.bytesRead;
        closeWhenIdle(socket, connection);
        return;
      }
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    }, wait);
  }

  server.on('connection', (socket: Socket) => {
    const connection: Connection = { answers: new Set(), idleSince: Date.now(), bytesAtIdle: 0 };
    connections.set(socket, connection);
    socket.once('close', () => {
      clearTimeout(connection.timer);
      connections.delete(socket);
    });
    if (draining) closeWhenIdle(socket, connection);
  });

  // One shared listener rather than a closure per request: this runs on every request.
  function answered(this: ServerResponse): void {
    const socket = this.req.socket;
    const connection = connections.get(socket);
    if (!connection) return;
    connection.answers.delete(this);
    connection.idleSince = Date.now();
    connection.bytesAtIdle = socket.bytesRead;
    if (draining && connection.answers.size === 0) closeWhenIdle(socket, connection);
  }

  // Before the front lane and Fastify, which may write the whole answer in their listener.
  server.prependListener('request', (request, response: ServerResponse) => {
    if (draining) response.setHeader('connection', 'close');
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.answers.add(response);
    response.once('close', answered);
  });

  // Node's server.close() and Fastify's close call this to destroy idle connections at once.
  server.closeIdleConnections = () => {
    if (!draining) return;
    for (const [socket, connection] of connections) if (connection.answers.size === 0) closeWhenIdle(socket, connection);
  };

  return {
    start() {
      if (draining) return;
      // Stop accepting before any answer says `Connection: close` (see the header).
      if (server.listening) server.close();
      draining = true;
      for (const [socket, connection] of connections) {
        if (connection.answers.size === 0) closeWhenIdle(socket, connection);
        // An answer whose headers are not yet written says `Connection: close`, and Node closes
        // the connection after it; one already under way leaves its connection idle after it.
        for (const answer of connection.answers) if (!answer.headersSent) answer.setHeader('connection', 'close');
      }
    },
    cut() {
      const open = [...connections.keys()].filter((socket) => !socket.destroyed);
      for (const socket of open) socket.destroy();
      return open.length;
    },
  };
}
