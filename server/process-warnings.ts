/**
 * Node's process warnings (`process.emitWarning`: deprecations, experimental features, a
 * library's notice) as one JSON line each at level 40 (`warn`), in the format of every other line
 * (fatal-log.ts), instead of Node's own text of several lines. The AWS SDK v3 warns this way once,
 * when its first client is made on Node 20 ("NodeVersionSupportWarning: The AWS SDK for
 * JavaScript (v3) versions published after the first week of January 2027 will require node
 * >=22..."): a plain `Warning` whose name is the first word of its message, over eight lines. It
 * is kept, as a line like the others with its name as `warning.code`: it says when the SDK's
 * updates stop on this Node version. Every other warning is kept as it comes.
 */
import { logLine } from './fatal-log.js';

/** The SDK's warnings name themselves in front of their message: `NodeVersionSupportWarning: ...`. */
const NAMED_MESSAGE = /^([A-Z][A-Za-z]+Warning): ([\s\S]*)$/;

export function warningLogLine(warning: Error): string {
  const named = NAMED_MESSAGE.exec(warning.message);
  const code = (warning as { code?: unknown }).code ?? named?.[1];
  const message = (named?.[2] ?? warning.message).replace(/\s*\n\s*/g, ' ').trim();
  const fields = { type: warning.name, ...(code === undefined ? {} : { code }) };
  return logLine(40, message, { warning: fields });
}

/** Replaces Node's printer of warnings (its only listener) with the JSON line above, on stderr as Node writes them. */
export function logWarningsAsJson(): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => process.stderr.write(warningLogLine(warning)));
}
