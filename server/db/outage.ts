/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is
 * wrong": a refused or cut connection, a server shutting down or starting, a pool that found no
 * connection in time. Such a failure passes once the database is back, so clients get 503 and a
 * time to try again, not the 500 of a bug.
 */

/** Node's socket errors when the server is down, restarting, or the network between is broken. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs whatever the moment: the whole class 08 (connection exceptions), 57P01
 * admin_shutdown (pg_terminate_backend, a restart), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, recovering), 53300 too_many_connections.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/**
 * SQLSTATEs that mean "unavailable" only when a new connection is refused with them: 55000
 * object_not_in_prerequisite_state (`ALLOW_CONNECTIONS false`: maintenance, a failover), 3D000
 * invalid_catalog_name (the database is being restored or recreated), class 28 (the password or
 * role is being rotated). Raised by a query, 55000 is a bug of ours (say, `currval` too early).
 * At start these still stop the start: main.ts makes every failure there fatal.
 */
const CONNECT_SQLSTATE = /^(55000|3D000|28[0-9A-Z]{3})$/;

/**
 * Set on an error raised while opening a connection (connection.ts), not by a query. Registered
 * (`Symbol.for`): the pages' build carries its own copy of this module and must see the same mark.
 */
const WHILE_CONNECTING = Symbol.for('lawfirm.database.whileConnecting');

export function markConnectFailure(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) Object.defineProperty(error, WHILE_CONNECTING, { value: true });
  return error;
}

/** What node-postgres says, without a code, when a connection ends or none can be had in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/**
 * SQLite's codes when another process (a command such as `npm run search:reindex`, `backup` or a
 * demo reload) has held the database's write lock for longer than the connection's busy timeout:
 * the write was rolled back and passes once that command has finished.
 */
const SQLITE_BUSY = /^SQLITE_BUSY/;

/** How long a client should wait before asking again, in seconds: a restart or failover takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function isOutageItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code) || SQLITE_BUSY.test(code))) return true;
  if (typeof code === 'string' && CONNECT_SQLSTATE.test(code) && WHILE_CONNECTING in error) return true;
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
