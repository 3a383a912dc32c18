/**
 * FileStorage on the local disk under one root folder. Every path is resolved and checked to stay
 * inside the root, a second fence behind the stored-path pattern the routes already enforce.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FileStorage, StoredObject } from './storage.js';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function resolve(relative: string): string {
    const full = path.resolve(base, relative);
    if (path.isAbsolute(relative) || !full.startsWith(base + path.sep)) {
      throw new Error(`storage path outside the upload root: ${JSON.stringify(relative)}`);
    }
    return full;
  }

  return {
    async put(relative, data) {
      const full = resolve(relative);
      await fs.mkdir(path.dirname(full), { recursive: true });
      // Write beside the target and rename: a concurrent reader sees the old state or the whole
      // file, and two writers of the same variant simply replace each other.
      const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, data, { flag: 'wx' });
        await fs.rename(temp, full);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(relative): Promise<StoredObject | null> {
      const full = resolve(relative);
      try {
        const handle = await fs.open(full, 'r');
        try {
          const stat = await handle.stat();
          if (!stat.isFile()) return null;
          const data = await handle.readFile();
          return { data, size: data.length, modified: stat.mtime };
        } finally {
          await handle.close();
        }
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },

    async exists(relative) {
      try {
        return (await fs.stat(resolve(relative))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(relative) {
      await fs.rm(resolve(relative), { force: true });
    },
  };
}
