/**
 * Builds a release of the site into `releases/<id>/` and makes it current (see
 * scripts/release/layout.ts):
 *
 *   npm run build                       (always builds the pages and the server)
 *   tsx scripts/build.ts --if-needed    (what `npm start` runs first: builds only what changed)
 */
import { parseArgs } from 'node:util';
import { ensureRelease } from './release/ensure-release.js';
import { RELEASE_PARTS } from './release/fingerprint.js';

const { values } = parseArgs({ options: { 'if-needed': { type: 'boolean', default: false } } });

try {
  ensureRelease(process.cwd(), {
    parts: RELEASE_PARTS,
    force: !values['if-needed'],
    log: (line) => process.stdout.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`The build failed; the current release is unchanged.\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
