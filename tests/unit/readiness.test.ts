/** The readiness probe's object-storage check (issue 45.7): its reasons, and its answer kept for a few seconds. */
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/schema.js';
import type { FileStorage } from '../../server/modules/files/storage.js';
import { createReadinessCheck, STORAGE_CHECK_KEPT_MS } from '../../server/modules/system/readiness.js';

const noDatabase = {} as Kysely<Database>;

function storageAnswering(check: () => Promise<void>): FileStorage & { checks: number } {
  const storage = {
    checks: 0,
    put: () => Promise.resolve(),
    get: () => Promise.resolve(null),
    exists: () => Promise.resolve(false),
    delete: () => Promise.resolve(),
    checkReachable: () => {
      storage.checks++;
      return check();
    },
  };
  return storage;
}

describe('readiness of the object storage', () => {
  afterEach(() => vi.useRealTimers());

  it('has nothing to ask of the local disk', async () => {
    const local: FileStorage = { put: () => Promise.resolve(), get: () => Promise.resolve(null), exists: () => Promise.resolve(false), delete: () => Promise.resolve() };
    expect(await createReadinessCheck(noDatabase, local).storageProblem()).toBeNull();
  });

  it('says unreachable when no answer came, and check failed when the store answered with an error', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED', $metadata: {} });
    expect(await createReadinessCheck(noDatabase, storageAnswering(() => Promise.reject(refused))).storageProblem()).toEqual({
      reason: 'object storage unreachable',
      error: refused,
    });
    const forbidden = Object.assign(new Error('Forbidden'), { name: 'Forbidden', $metadata: { httpStatusCode: 403 } });
    expect((await createReadinessCheck(noDatabase, storageAnswering(() => Promise.reject(forbidden))).storageProblem())?.reason).toBe('object storage check failed');
  });

  it('asks the store once for the probes of a few seconds, concurrent ones included, then again', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const storage = storageAnswering(() => Promise.resolve());
    const readiness = createReadinessCheck(noDatabase, storage);
    await Promise.all([readiness.storageProblem(), readiness.storageProblem()]);
    vi.setSystemTime(1_000_000 + STORAGE_CHECK_KEPT_MS - 1);
    expect(await readiness.storageProblem()).toBeNull();
    expect(storage.checks).toBe(1);
    vi.setSystemTime(1_000_000 + STORAGE_CHECK_KEPT_MS);
    expect(await readiness.storageProblem()).toBeNull();
    expect(storage.checks).toBe(2);
  });
});
