/**
 * What the public pages keep per content version (server/modules/content/kept-per-version.ts):
 * read once, kept while none of the tags it was read with changes, never a failure kept.
 */
import { describe, expect, it } from 'vitest';
import { addTags, type TagChanges } from '../../server/modules/content/cache-tags.js';
import type { ContentVersionService } from '../../server/modules/content/content-version.js';
import { createKeptPerVersion } from '../../server/modules/content/kept-per-version.js';

/**
 * A content state the test moves by hand (`change` records tags under a new counter, as the
 * triggers do), counting how often the state and the tags changed are read.
 */
function versionSource() {
  const source = { counter: 1, status: 1, reads: 0, changeReads: 0, failing: false, tags: new Map<string, number>() };
  const service: Pick<ContentVersionService, 'state' | 'changedSince'> = {
    state: () => {
      source.reads++;
      return source.failing ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) : Promise.resolve({ counter: source.counter, status: source.status });
    },
    changedSince: (since: number): Promise<TagChanges> => {
      source.changeReads++;
      const changed = new Map([...source.tags].filter(([, version]) => version > since));
      return Promise.resolve({ changed, hard: new Map() });
    },
  };
  const change = (...tags: string[]) => {
    source.counter++;
    for (const tag of tags) source.tags.set(tag, source.counter);
  };
  return { source, service, change };
}

/** A read that records `tags` (as its queries would) and counts itself. */
function reader(tags: string[], value = 'value') {
  const counted = {
    reads: 0,
    read: () => {
      counted.reads++;
      addTags(tags);
      return Promise.resolve(`${value} #${counted.reads}`);
    },
  };
  return counted;
}

describe('values kept per content version', () => {
  it('reads a value once, and again once something it was read from changes', async () => {
    const { service, change } = versionSource();
    const kept = createKeptPerVersion(service);
    const jobs = reader(['job']);
    expect(await kept.once('jobs:en_US', jobs.read)).toBe('value #1');
    expect(await kept.once('jobs:en_US', jobs.read)).toBe('value #1');
    change('job');
    expect(await kept.once('jobs:en_US', jobs.read)).toBe('value #2');
    expect(await kept.once('jobs:en_US', jobs.read)).toBe('value #2');
    expect(jobs.reads).toBe(2);
  });

  it('keeps a value across changes of what it was not read from, one read of the changes per move for all values', async () => {
    const { source, service, change } = versionSource();
    const kept = createKeptPerVersion(service);
    const frame = reader(['settings', 'firm', 'practice_area']);
    const itemPage = reader(['article:7', 'lawyer']);
    const otherPage = reader(['article:8', 'lawyer']);
    const use = () => Promise.all([kept.once('config:en_US', frame.read), kept.once('news-page:7', itemPage.read), kept.once('news-page:8', otherPage.read)]);
    await use();
    // A news edit: its item and the kind change.
    change('article:8', 'article');
    await use();
    await use();
    expect([frame.reads, itemPage.reads, otherPage.reads]).toEqual([1, 1, 2]);
    expect(source.changeReads).toBe(1);
    // The settings change: the frame is read again, the items' pages stay.
    change('settings');
    await use();
    expect([frame.reads, itemPage.reads, otherPage.reads]).toEqual([2, 1, 2]);
    expect(source.changeReads).toBe(2);
  });

  it('drops everything when the site status moves or the counter goes back (a restored database)', async () => {
    const { source, service } = versionSource();
    const kept = createKeptPerVersion(service);
    const frame = reader(['settings']);
    await kept.once('config:en_US', frame.read);
    source.status = 2;
    await kept.once('config:en_US', frame.read);
    expect(frame.reads).toBe(2);
    source.counter = 0;
    await kept.once('config:en_US', frame.read);
    expect(frame.reads).toBe(3);
    expect(source.changeReads).toBe(0);
  });

  it('never keeps a value read while the counter moved past it: its tags were not known when the changes were read', async () => {
    const { service, change } = versionSource();
    const kept = createKeptPerVersion(service);
    const finish: (() => void)[] = [];
    const slow = () => {
      const read = finish.length + 1;
      addTags(['settings']);
      return new Promise<string>((resolve) => finish.push(() => resolve(`frame #${read}`)));
    };
    const first = kept.once('config:en_US', slow);
    // Let the read begin, then the settings change before it is done.
    await new Promise((resolve) => setImmediate(resolve));
    change('settings');
    const second = kept.once('config:en_US', slow);
    await new Promise((resolve) => setImmediate(resolve));
    // The read begun before the change was dropped: the page after it reads again.
    expect(finish).toHaveLength(2);
    for (const done of finish) done();
    expect(await first).toBe('frame #1');
    expect(await second).toBe('frame #2');
    expect(await kept.once('config:en_US', slow)).toBe('frame #2');
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
    expect(source.changeReads).toBe(0);
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
