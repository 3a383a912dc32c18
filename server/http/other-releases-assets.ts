/**
 * The browser's files of the other releases kept beside this server's own (scripts/release/
 * layout.ts), for a rolling deploy (issue 45.1): with instances of two releases behind one
 * balancer, a page one of them rendered asks for its scripts at whichever instance the balancer
 * picks. Each release's files have hashed names, so a name means the same bytes in every release
 * and any instance may answer it from any release that has it.
 *
 * Looked up when a name is not in the server's own build, among the releases kept at that moment:
 * an instance that started before a newer release was built finds that release's files too. A
 * release's file names are listed once, when it is first seen complete (its manifest written: a
 * published release never changes); a lookup then costs one listing of the releases folder,
 * shared by the lookups that arrive while it runs, and no file is opened for a name none has.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, RELEASE_ASSETS } from './release-files.js';

/**
 * What a hashed file name can be (`entry.client-Bx1_3-aZ.js`): no separator, not starting with a
 * dot, so it names a file directly inside an assets folder and nothing outside it. The
 * precompressed copies are not files of their own.
 */
const ASSET_NAME = /^[\w-][\w.-]*$/;
const PRECOMPRESSED = /\.(?:br|gz)$/;

export function isAssetName(name: string): boolean {
  return ASSET_NAME.test(name) && !PRECOMPRESSED.test(name);
}

export interface OtherReleasesAssets {
  /** The file of that name in another kept release, or undefined. */
  find(name: string): Promise<string | undefined>;
}

async function namesIn(folder: string): Promise<Set<string> | undefined> {
  try {
    await fs.promises.access(path.join(folder, MANIFEST_FILE));
    return new Set(await fs.promises.readdir(path.join(folder, RELEASE_ASSETS)));
  } catch {
    return undefined;
  }
}

/**
 * The other releases of the releases folder that `ownBuild` (`releases/<id>/build`) is in;
 * undefined when it is in none (a build made by hand, development).
 */
export function otherReleasesAssets(ownBuild: string): OtherReleasesAssets | undefined {
  const ownRelease = path.dirname(ownBuild);
  if (!fs.existsSync(path.join(ownRelease, MANIFEST_FILE))) return undefined;
  const releasesFolder = path.dirname(ownRelease);
  const ownId = path.basename(ownRelease);
  /** Each complete release's file names, by release id; a release pruned is forgotten. */
  const listed = new Map<string, Set<string>>();
  let scanning: Promise<void> | undefined;

  async function scan(): Promise<void> {
    const entries = await fs.promises.readdir(releasesFolder, { withFileTypes: true }).catch(() => []);
    // Real folders only: `current` is a link to one of them.
    const ids = new Set(entries.filter((entry) => entry.isDirectory() && entry.name !== ownId).map((entry) => entry.name));
    for (const id of listed.keys()) if (!ids.has(id)) listed.delete(id);
    for (const id of ids) {
      if (listed.has(id)) continue;
      const names = await namesIn(path.join(releasesFolder, id));
      if (names) listed.set(id, names);
    }
  }

  return {
    async find(name) {
      if (!isAssetName(name)) return undefined;
      scanning ??= scan().finally(() => (scanning = undefined));
      await scanning;
      for (const [id, names] of listed) {
        if (names.has(name)) return path.join(releasesFolder, id, RELEASE_ASSETS, name);
      }
      return undefined;
    },
  };
}
