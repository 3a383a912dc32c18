/**
 * Pages are rendered through a queue with a few places (server/http/render-queue.ts, decision
 * 0042): over real connections, many visitors at once are all answered with at most that many
 * renders under way, and a visitor who leaves while waiting gives the place back. A turn of the
 * event loop renders at most that many pages (decision 0060) and admits one (decision 0062,
 * tests/unit/render-queue.test.ts), so the loop reads sockets and accepts connections between
 * renders.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderQueue, RENDERS_AT_ONCE } from '../../server/http/render-queue.js';
import { createWebApp, PAST_THE_CACHE } from '../helpers/web.js';

describe('render queue over real connections', () => {
  let web: Awaited<ReturnType<typeof createWebApp>>;
  let queue: RenderQueue;
  let page: string;
  beforeAll(async () => {
    web = await createWebApp();
    await web.app.listen({ port: 0, host: '127.0.0.1' });
    page = `http://127.0.0.1:${(web.app.server.address() as AddressInfo).port}/news?lang=en_US`;
    queue = web.app.renderQueue!;
  });
  afterAll(async () => web.close());

  /**
   * A visitor on a connection of its own that reads the whole page: its status, or 0 when it left
   * first. `leave` is told how to leave (the connection cut).
   */
  function visit(leave?: (cut: () => void) => void): Promise<number> {
    return new Promise((resolve) => {
      const request = http.get(page, { headers: PAST_THE_CACHE, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      });
      request.on('error', () => resolve(0));
      leave?.(() => request.destroy());
    });
  }

  /** Takes every place, as renders under way would. */
  const takeAllPlaces = () => Array.from({ length: RENDERS_AT_ONCE }, () => queue.enter());

  it('makes visitors wait while every place is taken, then answers them all', async () => {
    const held = takeAllPlaces();
    const visitors = Array.from({ length: 3 }, () => visit());
    await expect.poll(() => queue.waiting).toBe(3);
    held.forEach((place) => place.leave());
    expect(await Promise.all(visitors)).toEqual([200, 200, 200]);
    // A place is given back when the connection reports the answer closed, just after the client has it.
    await expect.poll(() => [queue.inProgress, queue.waiting]).toEqual([0, 0]);
  });

  it('takes back the places of visitors who left while waiting, so the next one is answered', async () => {
    const held = takeAllPlaces();
    const cuts: (() => void)[] = [];
    const visitors = Array.from({ length: 3 }, () => visit((cut) => cuts.push(cut)));
    await expect.poll(() => queue.waiting).toBe(3);
    cuts.forEach((cut) => cut());
    expect(await Promise.all(visitors)).toEqual([0, 0, 0]);
    await expect.poll(() => queue.waiting).toBe(0);
    held.forEach((place) => place.leave());
    expect([queue.inProgress, queue.waiting]).toEqual([0, 0]);
    expect(await visit()).toBe(200);
    await expect.poll(() => [queue.inProgress, queue.waiting]).toEqual([0, 0]);
  });

  it('renders at most as many pages in one turn of the event loop as it has places', async () => {
    // Sixteen visitors on connections already open (libuv accepts one connection a turn, so new
    // connections would spread the requests over turns by themselves): their requests are read in
    // one turn. Rendered as they were read, all sixteen were answered in that turn, and the loop
    // read no other socket and accepted no connection until they were done.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const visitOn = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get(page, { headers: PAST_THE_CACHE, agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', reject);
      });
    const round = () => Promise.all(Array.from({ length: 16 }, visitOn));
    expect(await round()).toEqual(Array(16).fill(200));

    // Pages answered per turn, counted between two runs of the loop's check phase.
    const perTurn: number[] = [0];
    const count = (_request: http.IncomingMessage, response: http.ServerResponse) => response.once('finish', () => perTurn[perTurn.length - 1]!++);
    web.app.server.on('request', count);
    let ticking = true;
    const tick = () => {
      perTurn.push(0);
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const answered = await round();
    ticking = false;
    web.app.server.off('request', count);
    agent.destroy();
    expect(answered).toEqual(Array(16).fill(200));
    expect(perTurn.reduce((sum, n) => sum + n, 0)).toBe(16);
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(RENDERS_AT_ONCE);
    await expect.poll(() => [queue.inProgress, queue.waiting]).toEqual([0, 0]);
  });
});
