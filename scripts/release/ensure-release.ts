/**
 * "Builds when needed": a new release is built and made current only when a part asked for is
 * missing from the current release or was built from other sources than the ones on disk now.
 */
import { buildRelease, type ToolOutput } from './build-release.js';
import { RELEASE_PARTS, type ReleasePart, sourceFingerprints } from './fingerprint.js';
import { currentRelease, findRelease, linkProjectFolders, publishRelease, pruneReleases, type Release, type ReleaseManifest } from './layout.js';

export interface EnsureReleaseOptions {
  /** The parts the caller needs up to date; the others are carried over as they are. */
  parts: readonly ReleasePart[];
  /** Build every part even when nothing changed (`npm run build`). */
  force?: boolean;
  log?: (line: string) => void;
  /** The build tools' lines; unset, they go to the terminal as they come. */
  toolOutput?: ToolOutput;
}

export function ensureRelease(root: string, { parts, force = false, log = () => {}, toolOutput }: EnsureReleaseOptions): Release {
  // Taken before building: a source changed during the build makes the next start build again.
  const fingerprints = sourceFingerprints(root);
  const current = currentRelease(root);
  const isFresh = (manifest: ReleaseManifest | undefined, part: ReleasePart) => manifest?.fingerprints[part] === fingerprints[part];
  const stale = force ? [...RELEASE_PARTS] : parts.filter((part) => !isFresh(current?.manifest, part));
  if (current && stale.length === 0) {
    linkProjectFolders(root);
    log(`Release ${current.manifest.id} is up to date with the sources; not building.`);
    return current;
  }
  // Back to sources built before (a rollback, a branch switched back): that release again.
  const earlier = force ? undefined : findRelease(root, (manifest) => parts.every((part) => isFresh(manifest, part)));
  if (earlier) {
    publishRelease(root, earlier.manifest.id);
    log(`Release ${earlier.manifest.id} was built from these sources; it is current again, not building.`);
    return earlier;
  }
  log(`Building a new release (${stale.join(' and ')})...`);
  const release = buildRelease(root, { build: stale, base: current, fingerprints, toolOutput });
  publishRelease(root, release.manifest.id);
  pruneReleases(root);
  log(`Release ${release.manifest.id} is now current (releases/${release.manifest.id}).`);
  return release;
}
