/**
 * The C allocator's settings `npm start` gives the server let brotli and gzip reuse their working
 * memory from one stored answer to the next (decision 0045). With the allocator giving every
 * freed block over 128 KB back at once, each compression mapped its tables afresh and faulted in
 * every page of them: 140-570 page faults per page compressed, 9 ms at brotli 6 instead of 1.4.
 * Counted in page faults, not time, so the outcome does not depend on the machine's load; and the
 * median compression's, since the kernel may reclaim idle memory of the process between two (this
 * machine runs DAMON's reclaim), which faults one compression's pages in again now and then.
 */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { startEnv } from '../../bench/server.js';

/** Compresses a 64 KB page as the page cache stores it, 20 times, and prints the faults of each. */
const CHILD = `
import fs from 'node:fs';
import { compressBody } from './server/http/compressed-body.ts';
const minorFaults = () => Number(fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[7]);
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const words = ['counsel', 'London', 'Frankfurt', 'arbitration', 'merger', 'Shanghai', 'compliance', 'partner'];
let page = '<main>';
while (page.length < 64000) page += '<p class="c' + Math.floor(next() * 50) + '">' + words[Math.floor(next() * 8)] + ' ' + Math.floor(next() * 1e6) + '</p>';
for (let i = 0; i < 3; i++) await compressBody(page);
const faults = [];
for (let i = 0; i < 20; i++) {
  const before = minorFaults();
  await compressBody(page);
  faults.push(minorFaults() - before);
}
process.stdout.write(JSON.stringify(faults));
`;

/** The page faults of the median compression of the 20. */
function faultsPerCompression(env: Record<string, string>): number {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`the compressing process failed: ${child.stderr}`);
  const faults = (JSON.parse(child.stdout) as number[]).sort((a, b) => a - b);
  return faults[faults.length / 2]!;
}

it("lets a stored answer's compression reuse the memory of the one before, under npm start's allocator settings", () => {
  // One compression's tables are over 1,000 pages: a few faults each means they were reused.
  // (Decision 0035's setting gave 140-570 here, varying with the arena each thread was given.)
  expect(faultsPerCompression(startEnv())).toBeLessThan(50);
});
