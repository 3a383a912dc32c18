/**
 * How the command-line tools end: the exit code `main` returns, or 1 with one message on stderr.
 * An error the tool expects (a refusal, a bad configuration) is said in its own words; anything
 * else is a bug, shown with its stack.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError } from '../server/config.js';

type ErrorClass = abstract new (...args: never[]) => Error;

export function runCommand(main: () => Promise<number>, options: { failurePrefix?: string; expected?: ErrorClass[] } = {}): void {
  const expected = [ConfigError, ...(options.expected ?? [])];
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = expected.some((kind) => error instanceof kind) ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error);
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
