/** Which errors mean "the database is away for now" (503) and which are bugs (500). */
import { expect, it } from 'vitest';
import { isDatabaseUnavailable, markConnectFailure } from '../../server/db/outage.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

it('recognises refused, cut and timed-out connections and PostgreSQL shutting down or starting', () => {
  for (const error of [
    withCode('ECONNREFUSED'),
    withCode('ECONNRESET'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P03', 'the database system is starting up'),
    withCode('08006'),
    withCode('08001'),
    new Error('Connection terminated unexpectedly'),
    new Error('Connection terminated due to connection timeout'),
    new Error('timeout exceeded when trying to connect'),
    new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
    new Error('query failed', { cause: withCode('ECONNRESET') }),
  ]) {
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  }
});

it('leaves query and programming errors alone', () => {
  for (const error of [
    withCode('23505', 'duplicate key value violates unique constraint'),
    withCode('42P01', 'relation "nope" does not exist'),
    withCode('SQLITE_CONSTRAINT_UNIQUE'),
    new TypeError('Cannot read properties of undefined'),
    'ECONNREFUSED',
    null,
    undefined,
  ]) {
    expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  }
});

it('counts every SQLSTATE of the connection classes, whatever the moment', () => {
  for (const code of ['08000', '08003', '08004', '08006', '08P01', '57P01', '57P02', '57P03', '53300']) {
    expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
  }
  for (const code of ['57P04', '57014', '53100', '53200', '08']) {
    expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
  }
});

it('counts a database closed to connections, missing or refusing the password as unavailable when a new connection meets it', () => {
  for (const [code, message] of [
    ['55000', 'database "site" is not currently accepting connections'],
    ['3D000', 'database "site" does not exist'],
    ['28P01', 'password authentication failed for user "site"'],
    ['28000', 'role "site" is not permitted to log in'],
  ] as const) {
    expect(isDatabaseUnavailable(markConnectFailure(withCode(code, message))), code).toBe(true);
    // The same SQLSTATE from a query is a fault of the query (55000: currval before nextval).
    expect(isDatabaseUnavailable(withCode(code, message)), `${code} from a query`).toBe(false);
  }
});

it("counts SQLite's write lock held by another process past the busy timeout as unavailable (tests/api/database-busy.test.ts)", () => {
  for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT']) {
    expect(isDatabaseUnavailable(withCode(code, 'database is locked')), code).toBe(true);
  }
  for (const code of ['SQLITE_LOCKED', 'SQLITE_READONLY', 'SQLITE_CORRUPT']) {
    expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
  }
});
