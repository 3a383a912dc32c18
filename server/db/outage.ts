/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is
 * wrong": a refused or cut connection, a server shutting down or starting, a pool that found no
 * connection in time. Such a failure passes once the database is back, so clients get 503 and a
 * time to try again, not the 500 of a bug.
 */

/** Node's socket errors when the server is down, restarting, or the network between is broken. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin_shutdown (pg_terminate_backend, a restart), 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up, recovering), 53300 too_many_connections;
 * the whole class 08 is connection exceptions.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says, without a code, when a connection ends or none can be had in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/** How long a client should wait before asking again, in seconds: a restart or failover takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function isOutageItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isOutageItself(error)) return true;
  // Node reports a refused connection to every address of a name as one AggregateError; wrappers keep the cause.
  const inner = error instanceof AggregateError ? error.errors : [(error as { cause?: unknown }).cause];
  return inner.some((e) => isDatabaseUnavailable(e, depth + 1));
}
