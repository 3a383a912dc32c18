// Fails when a locked dependency does not support every Node version the project promises.
// npm only warns about `engines` (unless engine-strict is set), so a dependency upgrade that drops
// Node 20 or has not caught up with the newest LTS would otherwise slip through unnoticed until a
// user on that version installs. Checks every package in package-lock.json, development tools
// included, since the README's commands (lint, tests) run them on the user's Node as well.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// semver comes with the installed dependencies (npm and many packages use it).
const semver = createRequire(path.join(root, 'package.json'))('semver');

const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const promised = project.engines?.node;
if (!promised) throw new Error('package.json has no engines.node');

const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const narrower = Object.entries(lock.packages)
  .filter(([location, info]) => location !== '' && info.engines?.node)
  .filter(([, info]) => !semver.subset(promised, info.engines.node))
  .map(([location, info]) => `  ${location.replace(/^.*node_modules\//, '')}@${info.version} wants node ${info.engines.node}`);

if (narrower.length > 0) {
  process.stderr.write(`These dependencies do not support every Node version in engines.node (${promised}):\n`);
  process.stderr.write(`${narrower.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`Every locked dependency supports node ${promised}.\n`);
