/**
 * The release layout without running a build: what counts as a change of sources, how a release
 * becomes current, and which releases are kept for servers still running them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { sourceFingerprints } from '../../scripts/release/fingerprint.js';
import { createReleaseFolder, currentRelease, publishRelease, pruneReleases, writeManifest } from '../../scripts/release/layout.js';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-release-'));
  for (const file of ['app/root.tsx', 'server/main.ts', 'contract/index.ts', 'tsconfig.json', 'package-lock.json']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `// ${file}\n`);
  }
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A finished release; a few milliseconds apart, as their names sort by time. */
async function release(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const { id, dir } = createReleaseFolder(root);
  for (const folder of ['build/client', 'dist/server']) fs.mkdirSync(path.join(dir, folder), { recursive: true });
  writeManifest(dir, { id, builtAt: new Date().toISOString(), fingerprints: sourceFingerprints(root) });
  return id;
}

it('fingerprints contents, not file times, and a server change leaves the pages fresh', () => {
  const before = sourceFingerprints(root);
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(root, 'app/root.tsx'), later, later);
  expect(sourceFingerprints(root)).toEqual(before);

  fs.appendFileSync(path.join(root, 'server/main.ts'), 'export {};\n');
  const afterServer = sourceFingerprints(root);
  expect(afterServer.pages).toBe(before.pages);
  expect(afterServer.server).not.toBe(before.server);

  fs.appendFileSync(path.join(root, 'contract/index.ts'), 'export {};\n');
  const afterContract = sourceFingerprints(root);
  expect(afterContract.pages).not.toBe(afterServer.pages);
  expect(afterContract.server).not.toBe(afterServer.server);
});

it('rebuilds the pages when the outage classification they bundle changes', () => {
  fs.mkdirSync(path.join(root, 'server/db'), { recursive: true });
  fs.writeFileSync(path.join(root, 'server/db/outage.ts'), '// outage\n');
  const before = sourceFingerprints(root);
  fs.appendFileSync(path.join(root, 'server/db/outage.ts'), 'export {};\n');
  const after = sourceFingerprints(root);
  expect(after.pages).not.toBe(before.pages);
  expect(after.server).not.toBe(before.server);
});

it('publishing switches current and the build and dist links, replacing folders from before releases', async () => {
  fs.mkdirSync(path.join(root, 'build/client'), { recursive: true });
  const first = await release();
  publishRelease(root, first);
  expect(currentRelease(root)?.manifest.id).toBe(first);
  expect(fs.lstatSync(path.join(root, 'build')).isSymbolicLink()).toBe(true);
  expect(fs.realpathSync(path.join(root, 'build'))).toBe(fs.realpathSync(path.join(root, 'releases', first, 'build')));

  const second = await release();
  publishRelease(root, second);
  expect(currentRelease(root)?.manifest.id).toBe(second);
  expect(fs.realpathSync(path.join(root, 'dist'))).toBe(fs.realpathSync(path.join(root, 'releases', second, 'dist')));
  expect(fs.existsSync(path.join(root, 'releases', first, 'build/client'))).toBe(true);
});

it('keeps the current release and the two newest others, and a build still in progress', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push(await release());
  publishRelease(root, ids[3]!);
  const unfinished = createReleaseFolder(root).id;
  pruneReleases(root);
  const kept = fs.readdirSync(path.join(root, 'releases')).filter((name) => name !== 'current').sort();
  expect(kept).toEqual([ids[2], ids[3], ids[4], unfinished].sort());
});
