/**
 * Builds a new release folder: each part asked for is compiled into it, every other part the base
 * release has is copied from it unchanged. Nothing outside the new folder is written, so servers
 * running an earlier release keep all their files; the folder is removed again when a step fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Fingerprints, RELEASE_PARTS, type ReleasePart } from './fingerprint.js';
import { createReleaseFolder, type Release, type ReleaseManifest, writeManifest } from './layout.js';
import { precompress } from './precompress.js';

/** The folder of each part inside a release. */
const PART_FOLDERS: Record<ReleasePart, string> = { pages: 'build', server: 'dist' };

/** Takes each line a build tool writes, instead of the terminal (npm start logs them as JSON). */
export type ToolOutput = (line: string, stream: 'stdout' | 'stderr') => void;

/**
 * Runs a build tool of the project with Node; production mode, whatever the caller runs in (tests
 * run in `test`). Its output goes to the terminal as it comes, or line by line to `output`.
 */
function runTool(root: string, args: string[], output: ToolOutput | undefined, env: Record<string, string> = {}): void {
  const options = { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env } };
  if (!output) {
    execFileSync(process.execPath, args, { ...options, stdio: 'inherit' });
    return;
  }
  const run = spawnSync(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  for (const stream of ['stdout', 'stderr'] as const) {
    for (const line of (run[stream] ?? '').split('\n')) if (line.trim() !== '') output(line, stream);
  }
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`${path.basename(args[0] ?? 'tool')} ${args.slice(1).join(' ')} failed (exit ${run.status ?? run.signal})`);
}

const BUILDERS: Record<ReleasePart, (root: string, into: string, output: ToolOutput | undefined) => void> = {
  // react-router.config.ts takes its output folder from PAGE_BUILD_DIRECTORY.
  pages: (root, into, output) => {
    runTool(root, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], output, { PAGE_BUILD_DIRECTORY: into });
    // The browser's files, compressed once here rather than on every request.
    precompress(path.join(into, 'client'));
  },
  // Emitted without type checking (a third of the time): `npm run typecheck` checks the same
  // sources in CI, and a deploy of checked sources gains nothing from checking them again.
  server: (root, into, output) => runTool(root, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--noCheck', '--outDir', into], output),
};

export function buildRelease(
  root: string,
  { build, base, fingerprints, toolOutput }: { build: ReleasePart[]; base: Release | undefined; fingerprints: Fingerprints; toolOutput?: ToolOutput | undefined },
): Release {
  const { id, dir } = createReleaseFolder(root);
  try {
    const built: Partial<Fingerprints> = {};
    for (const part of RELEASE_PARTS) {
      const into = path.join(dir, PART_FOLDERS[part]);
      if (build.includes(part)) {
        BUILDERS[part](root, into, toolOutput);
        built[part] = fingerprints[part];
      } else if (base?.manifest.fingerprints[part] !== undefined) {
        fs.cpSync(path.join(base.dir, PART_FOLDERS[part]), into, { recursive: true });
        built[part] = base.manifest.fingerprints[part];
      }
    }
    const manifest: ReleaseManifest = { id, builtAt: new Date().toISOString(), fingerprints: built };
    writeManifest(dir, manifest);
    return { dir, manifest };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
