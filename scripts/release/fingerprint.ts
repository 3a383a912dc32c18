/**
 * What each part of a release is built from, reduced to one hash per part. Contents, not file
 * times: a git checkout or a copy changes every file's time but not what the build would be.
 */
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The pages (React Router's `build/`) and the compiled server and scripts (`dist/`). */
export type ReleasePart = 'pages' | 'server';
export const RELEASE_PARTS: readonly ReleasePart[] = ['pages', 'server'];

export type Fingerprints = Record<ReleasePart, string>;

/** Inputs of both parts, besides every tsconfig*.json. */
const SHARED_SOURCES = ['contract', 'package-lock.json'];

/**
 * The pages take only types from server/, so a server change does not make them stale; except
 * outage.ts, which they bundle (entry.server.tsx and the frame tell an outage from a bug with it).
 */
const SOURCES: Record<ReleasePart, string[]> = {
  pages: ['app', 'public', 'vite.config.ts', 'react-router.config.ts', 'scripts/release/precompress.ts', 'server/http/release-files.ts', 'scripts/release/site-icons.ts', 'server/db/outage.ts', ...SHARED_SOURCES],
  server: ['server', 'scripts', ...SHARED_SOURCES],
};

function addTree(hash: Hash, root: string, relative: string): void {
  const full = path.join(root, relative);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) addTree(hash, root, path.join(relative, name));
    return;
  }
  // The name is hashed too: a renamed or moved file is a different build.
  hash.update(`${relative}\0${stat.size}\0`);
  hash.update(fs.readFileSync(full));
}

export function sourceFingerprints(root: string): Fingerprints {
  const tsconfigs = fs.readdirSync(root).filter((name) => /^tsconfig.*\.json$/.test(name));
  const fingerprint = (part: ReleasePart) => {
    const hash = createHash('sha256');
    for (const source of [...SOURCES[part], ...tsconfigs].sort()) addTree(hash, root, source);
    return hash.digest('hex');
  };
  return { pages: fingerprint('pages'), server: fingerprint('server') };
}
