/**
 * Builds a release of the site into `releases/<id>/` and makes it current (see
 * scripts/release/layout.ts):
 *
 *   npm run build                       (always builds the pages and the server)
 *   tsx scripts/build.ts --if-needed    (what `npm start` runs first: builds only what changed)
 *
 * Under `npm start` (`--if-needed`) every line is a JSON object in the server's log format, the
 * build tools' own lines included, since they reach the same log collector as the server's
 * (issue 45.7); `npm run build` talks to a person, in plain text.
 */
import { parseArgs } from 'node:util';
import { fatalLogLine, logLine } from '../server/fatal-log.js';
import { ensureRelease } from './release/ensure-release.js';
import { RELEASE_PARTS } from './release/fingerprint.js';

const { values } = parseArgs({ options: { 'if-needed': { type: 'boolean', default: false } } });
const asJson = values['if-needed'];

try {
  ensureRelease(process.cwd(), {
    parts: RELEASE_PARTS,
    force: !values['if-needed'],
    log: (line) => process.stdout.write(asJson ? logLine(30, line) : `${line}\n`),
    // What a tool wrote to stderr at warn (40): warnings, mostly, since a failure stops the build.
    ...(asJson ? { toolOutput: (line, stream) => process.stdout.write(logLine(stream === 'stderr' ? 40 : 30, line, { build: stream })) } : {}),
  });
} catch (error) {
  const message = 'The build failed; the current release is unchanged.';
  process.stderr.write(asJson ? fatalLogLine(message, error) : `${message}\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
