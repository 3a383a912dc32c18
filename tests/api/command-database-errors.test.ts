/**
 * The command-line tools (`npm run migrate`, `staff`, `search:reindex`, `demo:reload`, `restore`)
 * say in one line that the database could not be used when DATABASE_URL names a database that does
 * not exist, a port nothing listens on, or is malformed: an operator's setting, not a bug, so no
 * stack trace, and never the URL (which may hold a password). Before, each printed a stack.
 */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

const PASSWORD = 'not-to-be-printed-2026';

function migrate(databaseUrl: string) {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { env: { ...inherited, DATABASE_URL: databaseUrl }, encoding: 'utf8', timeout: 60_000 });
}

it.each([
  ['a database that does not exist', `postgres://postgres:${PASSWORD}@127.0.0.1:5432/no_such_database_for_this_test`, /database "no_such_database_for_this_test" does not exist/],
  ['a port nothing listens on', `postgres://postgres:${PASSWORD}@127.0.0.1:1/site`, /ECONNREFUSED 127\.0\.0\.1:1/],
  ['a malformed address', `postgres://postgres:${PASSWORD}@127.0.0.1:99999/site`, /Invalid URL/],
])('npm run migrate with %s says so in one line, without a stack or the URL', (_case, databaseUrl, cause) => {
  const run = migrate(databaseUrl);
  expect(run.status, run.stderr).toBe(1);
  expect(run.stderr).toMatch(/^The database could not be used \(check DATABASE_URL, or DATA_DIR on SQLite\): .* Nothing was changed\.\n$/);
  expect(run.stderr).toMatch(cause);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(run.stdout + run.stderr).not.toContain(PASSWORD);
}, 90_000);
