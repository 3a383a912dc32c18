/**
 * Where builds live. Every build is a folder of its own, `releases/<id>/`, holding `build/` (the
 * pages), `dist/` (the compiled server and scripts) and `release.json`, written last, saying what
 * they were built from. `releases/current` names the release `npm start` runs; `build` and `dist`
 * at the project root point through it. A running server reads its own release's files until it
 * stops, so a build never writes into a published release, and the previous ones are kept.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '../../server/http/release-files.js';
import type { Fingerprints } from './fingerprint.js';

const RELEASES_FOLDER = 'releases';
const CURRENT_LINK = 'current';
/** The folders of a release that the project root links to. */
const PROJECT_LINKS = ['build', 'dist'];
/** Releases kept besides the current one, for servers still running them until they restart. */
const PREVIOUS_KEPT = 2;
/** A folder without a manifest this old is a build that was killed, not one still running. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export interface ReleaseManifest {
  id: string;
  builtAt: string;
  /** What each part in the release was built from; a part not named here is not in it. */
  fingerprints: Partial<Fingerprints>;
}

export interface Release {
  dir: string;
  manifest: ReleaseManifest;
}

export function readRelease(dir: string): Release | undefined {
  try {
    return { dir, manifest: JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as ReleaseManifest };
  } catch {
    return undefined;
  }
}

export function currentRelease(root: string): Release | undefined {
  try {
    return readRelease(fs.realpathSync(path.join(root, RELEASES_FOLDER, CURRENT_LINK)));
  } catch {
    return undefined;
  }
}

/** The newest complete release whose parts were built from these sources. */
export function findRelease(root: string, wanted: (manifest: ReleaseManifest) => boolean): Release | undefined {
  const folder = path.join(root, RELEASES_FOLDER);
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).sort().reverse() : [];
  for (const name of names) {
    const release = name === CURRENT_LINK ? undefined : readRelease(path.join(folder, name));
    if (release && wanted(release.manifest)) return release;
  }
  return undefined;
}

/** A new, empty release folder; its name sorts by time, so the newest releases are the last. */
export function createReleaseFolder(root: string): { id: string; dir: string } {
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
  const dir = path.join(root, RELEASES_FOLDER, id);
  fs.mkdirSync(dir, { recursive: true });
  return { id, dir };
}

/** Marks the release complete: a folder without its manifest is never published or kept. */
export function writeManifest(dir: string, manifest: ReleaseManifest): void {
  const temporary = path.join(dir, `${MANIFEST_FILE}.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(temporary, path.join(dir, MANIFEST_FILE));
}

/** Replaces `link` by a symbolic link to `target` in one rename, so no reader finds it missing. */
function replaceLink(link: string, target: string): void {
  const existing = fs.lstatSync(link, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink() && fs.readlinkSync(link) === target) return;
  // A real folder here predates releases or comes from running a compiler by hand.
  if (existing && !existing.isSymbolicLink()) fs.rmSync(link, { recursive: true, force: true });
  const temporary = `${link}.${randomBytes(4).toString('hex')}.tmp`;
  fs.symlinkSync(target, temporary);
  fs.renameSync(temporary, link);
}

/** Points `build` and `dist` at the project root through `releases/current`. */
export function linkProjectFolders(root: string): void {
  for (const name of PROJECT_LINKS) replaceLink(path.join(root, name), path.join(RELEASES_FOLDER, CURRENT_LINK, name));
}

/** Makes the release the current one: what the next `npm start` runs. */
export function publishRelease(root: string, id: string): void {
  replaceLink(path.join(root, RELEASES_FOLDER, CURRENT_LINK), id);
  linkProjectFolders(root);
}

/** Removes releases older than the current one and the two before it, and abandoned builds. */
export function pruneReleases(root: string): void {
  const folder = path.join(root, RELEASES_FOLDER);
  const current = currentRelease(root)?.manifest.id;
  const previous: string[] = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current) continue;
    const dir = path.join(folder, entry.name);
    if (readRelease(dir)) previous.push(entry.name);
    else if (Date.now() - fs.statSync(dir).mtimeMs > ABANDONED_AFTER_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
  for (const id of previous.sort().reverse().slice(PREVIOUS_KEPT)) {
    fs.rmSync(path.join(folder, id), { recursive: true, force: true });
  }
}
