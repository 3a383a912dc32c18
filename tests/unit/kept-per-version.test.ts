/** What the public pages keep per content version (server/modules/content/kept-per-version.ts): read once per version, never a failure kept. */
import { describe, expect, it } from 'vitest';
import type { ContentVersionService } from '../../server/modules/content/content-version.js';
import { createKeptPerVersion } from '../../server/modules/content/kept-per-version.js';

/** A content version the test moves by hand, counting how often it is read. */
function versionSource() {
  const source = { version: '1:published', reads: 0, failing: false };
  const service: Pick<ContentVersionService, 'current'> = {
    current: () => {
      source.reads++;
      return source.failing ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) : Promise.resolve(source.version);
    },
  };
  return { source, service };
}

describe('values kept per content version', () => {
  it('reads a value once per version, and again once the version moves', async () => {
    const { source, service } = versionSource();
    const kept = createKeptPerVersion(service);
    let reads = 0;
    const read = () => Promise.resolve(`jobs #${++reads}`);
    expect(await kept.once('jobs:en_US', read)).toBe('jobs #1');
    expect(await kept.once('jobs:en_US', read)).toBe('jobs #1');
    source.version = '2:published';
    expect(await kept.once('jobs:en_US', read)).toBe('jobs #2');
    expect(await kept.once('jobs:en_US', read)).toBe('jobs #2');
    expect(reads).toBe(2);
  });

  it('keeps at most as many values as it is told, dropping the least recently read', async () => {
    const { service } = versionSource();
    const kept = createKeptPerVersion(service, 3);
    const reads: string[] = [];
    const read = (key: string) => () => {
      reads.push(key);
      return Promise.resolve(key);
    };
    for (const key of ['frame', 'news-page:1', 'news-page:2']) await kept.once(key, read(key));
    // The frame is read again (as every page reads it), so the oldest item page goes first.
    await kept.once('frame', read('frame'));
    await kept.once('news-page:3', read('news-page:3'));
    await kept.once('frame', read('frame'));
    await kept.once('news-page:2', read('news-page:2'));
    await kept.once('news-page:1', read('news-page:1'));
    expect(reads).toEqual(['frame', 'news-page:1', 'news-page:2', 'news-page:3', 'news-page:1']);
  });

  it('keeps values apart by key', async () => {
    const { service } = versionSource();
    const kept = createKeptPerVersion(service);
    expect(await kept.once('offices:de_DE', () => Promise.resolve(['Frankfurt']))).toEqual(['Frankfurt']);
    expect(await kept.once('offices:en_US', () => Promise.resolve(['London']))).toEqual(['London']);
    expect(await kept.once('offices:de_DE', () => Promise.resolve(['not read']))).toEqual(['Frankfurt']);
  });

  it('shares one read of the value and of the version among callers arriving together', async () => {
    const { source, service } = versionSource();
    const kept = createKeptPerVersion(service);
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ['Partner'];
    };
    const all = await Promise.all(Array.from({ length: 10 }, () => kept.once('jobs:en_US', read)));
    expect(all.every((value) => value === all[0])).toBe(true);
    expect(reads).toBe(1);
    expect(source.reads).toBe(1);
  });

  it('does not keep a failed read: once the database is back the next page reads again', async () => {
    const { service } = versionSource();
    const kept = createKeptPerVersion(service);
    let databaseAway = true;
    const read = () => (databaseAway ? Promise.reject(new Error('Connection terminated unexpectedly')) : Promise.resolve(['Partner']));
    await expect(kept.once('jobs:en_US', read)).rejects.toThrow('Connection terminated');
    databaseAway = false;
    expect(await kept.once('jobs:en_US', read)).toEqual(['Partner']);
  });

  it('fails while the version cannot be read, and answers again once it can', async () => {
    const { source, service } = versionSource();
    const kept = createKeptPerVersion(service);
    source.failing = true;
    await expect(kept.once('jobs:en_US', () => Promise.resolve(['Partner']))).rejects.toThrow('ECONNREFUSED');
    source.failing = false;
    expect(await kept.once('jobs:en_US', () => Promise.resolve(['Partner']))).toEqual(['Partner']);
  });
});
