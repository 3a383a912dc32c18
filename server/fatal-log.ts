/**
 * The last words of a process that cannot go on: one JSON line in pino's format (level 60, like
 * `log.fatal`), so a log collector reads a failed start or a crash like every other line. It is
 * written by hand because it must work before the configuration, and so the logger, exist; it
 * goes to stderr, where a supervisor looks for why a process died.
 */
import os from 'node:os';

/** The fields pino's error serializer gives an error: its class, message, stack and own properties. */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const own = Object.fromEntries(Object.entries(error));
  const cause = error.cause === undefined ? {} : { cause: serializeError(error.cause) };
  return { type: error.constructor.name, message: error.message, stack: error.stack, ...own, ...cause };
}

/** A line in pino's format, for what is written without the logger (before it exists, or outside the server). */
export function logLine(level: number, msg: string, fields: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: os.hostname(), ...fields, msg })}\n`;
}

export function fatalLogLine(msg: string, error: unknown): string {
  return logLine(60, msg, { err: serializeError(error) });
}

/**
 * Writes the line and ends the process with 1. Writes to stderr are synchronous on Linux for
 * files, pipes and terminals, so the line is out before the exit.
 */
export function exitWithFatal(msg: string, error: unknown): never {
  process.stderr.write(fatalLogLine(msg, error));
  process.exit(1);
}
