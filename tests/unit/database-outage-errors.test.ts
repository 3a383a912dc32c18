/** Which errors mean "the database is away for now" (503) and which are bugs (500). */
import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/outage.js';

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
