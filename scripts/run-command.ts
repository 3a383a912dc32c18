/**
 * How the command-line tools end: the exit code `main` returns, or 1 with one message on stderr.
 * An error the tool expects (a refusal, a bad configuration, a database it cannot reach or write) is said
 * in its own words; anything else is a bug, shown with its stack.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError } from '../server/config.js';
import { UnwritablePathError } from '../server/writable-paths.js';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Codes of a database the command could not reach or open: a setting of the operator's (an unknown
 * database, a wrong port or password, a malformed DATABASE_URL) or an outage, not a bug of the command.
 */
const UNREACHABLE_DATABASE = /^(08\w{3}|3D000|28\w{3}|57P0\d|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ERR_INVALID_URL|SQLITE_CANTOPEN|SQLITE_BUSY\w*)$/;

function unreachableDatabase(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !UNREACHABLE_DATABASE.test(code)) return null;
  // The message names the database or the address, never the URL (which may hold a password).
  return `The database could not be used (check DATABASE_URL, or DATA_DIR on SQLite): ${(error as Error).message}. Nothing was changed.`;
}

export function runCommand(main: () => Promise<number>, options: { failurePrefix?: string; expected?: ErrorClass[] } = {}): void {
  const expected = [ConfigError, UnwritablePathError, ...(options.expected ?? [])];
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = expected.some((kind) => error instanceof kind)
        ? (error as Error).message
        : (unreachableDatabase(error) ?? (error instanceof Error ? (error.stack ?? error.message) : String(error)));
      process.stderr.write(`${options.failurePrefix ? `${options.failurePrefix}: ` : ''}${message}\n`);
      process.exit(1);
    },
  );
}

/**
 * The command's options, or the exit code when there is nothing more to do: 2 with the usage
 * after a wrong option, 0 after printing the usage for --help.
 */
export function commandOptions<T extends ParseArgsConfig['options']>(options: T, usage: string): ReturnType<typeof parseArgs<{ options: T }>>['values'] | number {
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if ((values as { help?: boolean }).help) {
    process.stdout.write(usage);
    return 0;
  }
  return values;
}
