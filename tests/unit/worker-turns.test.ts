import { describe, expect, it } from 'vitest';
import { createWorkerTurns } from '../../server/modules/files/worker-turns.js';

/** Whether a promise has settled by the time the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

describe('turns at the processing workers', () => {
  it('gives a worker to as many tasks as there are workers, and the next one only when a task ends', async () => {
    const turns = createWorkerTurns(2, 4);
    await turns.take();
    await turns.take();
    const third = turns.take();
    const fourth = turns.take();
    expect(await settled(third)).toBe(false);
    turns.release();
    expect(await settled(third)).toBe(true);
    expect(await settled(fourth)).toBe(false);
    turns.release();
    expect(await settled(fourth)).toBe(true);
  });

  it('refuses as busy (429) beyond the waiting places, and frees a worker when nobody waits', async () => {
    const turns = createWorkerTurns(1, 1);
    await turns.take();
    const waiting = turns.take();
    await expect(turns.take()).rejects.toMatchObject({ statusCode: 429 });
    turns.release();
    await waiting;
    turns.release();
    // Nobody waits: the worker is free, the next task runs at once.
    expect(await settled(turns.take())).toBe(true);
  });
});
