/** The pages' render queue (server/http/render-queue.ts): a few places, first come first served, nothing kept by a request that left. */
import { describe, expect, it } from 'vitest';
import { createRenderQueue } from '../../server/http/render-queue.js';

/** The event loop's next turn: a place given now has reached its request by then. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Whether a promise has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await nextTurn();
  return done;
}

describe('render queue', () => {
  it('admits as many as it has places, then the waiting in the order they came', async () => {
    const queue = createRenderQueue(2);
    const places = Array.from({ length: 5 }, () => queue.enter());
    expect(await Promise.all(places.slice(0, 2).map((p) => p.admitted))).toEqual([true, true]);
    expect(await settled(places[2]!.admitted)).toBe(false);
    expect([queue.inProgress, queue.waiting]).toEqual([2, 3]);
    const order: number[] = [];
    places.slice(2).forEach((place, i) => void place.admitted.then(() => order.push(i + 2)));
    places[1]!.leave();
    places[0]!.leave();
    // One admitted a turn (decision 0062).
    await nextTurn();
    expect(order).toEqual([2]);
    await nextTurn();
    expect(order).toEqual([2, 3]);
    expect([queue.inProgress, queue.waiting]).toEqual([2, 1]);
    places[2]!.leave();
    places[3]!.leave();
    places[4]!.leave();
    // The place on its way to the last one comes back on the loop's next turn.
    await nextTurn();
    expect([queue.inProgress, queue.waiting]).toEqual([0, 0]);
  });

  it('gives up the place of a request that left while waiting, and admits it never', async () => {
    const queue = createRenderQueue(1);
    const first = queue.enter();
    const gone = queue.enter();
    const next = queue.enter();
    gone.leave();
    expect(await gone.admitted).toBe(false);
    expect(queue.waiting).toBe(1);
    first.leave();
    expect(await next.admitted).toBe(true);
    next.leave();
    expect([queue.inProgress, queue.waiting]).toEqual([0, 0]);
  });

  it('counts a place once however often it is given up', async () => {
    const queue = createRenderQueue(1);
    const first = queue.enter();
    const second = queue.enter();
    const third = queue.enter();
    first.leave();
    first.leave();
    expect(await second.admitted).toBe(true);
    expect(await settled(third.admitted)).toBe(false);
    second.leave();
    third.leave();
    await nextTurn();
    expect([queue.inProgress, queue.waiting]).toEqual([0, 0]);
  });

  it('admits on the event loop\'s next turn, never within the turn that asked or gave a place up', async () => {
    const queue = createRenderQueue(1);
    const first = queue.enter();
    const second = queue.enter();
    let admittedFirst = false;
    void first.admitted.then(() => (admittedFirst = true));
    for (let step = 0; step < 5; step++) await Promise.resolve();
    expect(admittedFirst).toBe(false);
    expect(await first.admitted).toBe(true);
    first.leave();
    expect(queue.waiting).toBe(0);
    let admittedSecond = false;
    void second.admitted.then(() => (admittedSecond = true));
    for (let step = 0; step < 5; step++) await Promise.resolve();
    expect(admittedSecond).toBe(false);
    expect(await second.admitted).toBe(true);
    second.leave();
    expect([queue.inProgress, queue.waiting]).toEqual([0, 0]);
  });

  it('passes on the place of a request that left while the place was on its way to it', async () => {
    const queue = createRenderQueue(1);
    const first = queue.enter();
    const gone = queue.enter();
    const next = queue.enter();
    expect(await first.admitted).toBe(true);
    first.leave();
    // The place is on its way to `gone`, whose client leaves before its turn runs.
    gone.leave();
    expect(await gone.admitted).toBe(false);
    expect(await next.admitted).toBe(true);
    expect([queue.inProgress, queue.waiting]).toEqual([1, 0]);
    next.leave();
    expect([queue.inProgress, queue.waiting]).toEqual([0, 0]);
  });

  it('gives the place back when the first request leaves before its turn has run', async () => {
    const queue = createRenderQueue(1);
    const first = queue.enter();
    first.leave();
    expect(await first.admitted).toBe(false);
    await nextTurn();
    expect([queue.inProgress, queue.waiting]).toEqual([0, 0]);
    const later = queue.enter();
    expect(await later.admitted).toBe(true);
    later.leave();
  });

  it('admits one request a turn of the event loop, in the order they came, however many places are free', async () => {
    const queue = createRenderQueue(4);
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const places = Array.from({ length: 8 }, () => queue.enter());
    // The second leaves while its place is on its way: the place goes on without costing a turn.
    places[1]!.leave();
    const turns: (number | undefined)[] = [];
    // Each request leaves as soon as it is admitted, as a page rendered within its turn does.
    places.forEach((place, i) =>
      void place.admitted.then((admitted) => {
        if (!admitted) return;
        turns[i] = turn;
        place.leave();
      }),
    );
    expect(await Promise.all(places.map((place) => place.admitted))).toEqual([true, false, true, true, true, true, true, true]);
    ticking = false;
    const admittedTurns = turns.filter((at) => at !== undefined);
    expect(admittedTurns).toHaveLength(7);
    // One a turn, first come first served.
    for (let i = 1; i < admittedTurns.length; i++) expect(admittedTurns[i]).toBeGreaterThan(admittedTurns[i - 1]!);
    await nextTurn();
    expect([queue.inProgress, queue.waiting]).toEqual([0, 0]);
  });
});
