/**
 * Pages rendered by React Router go through a queue with a few places (decision 0042). A render is
 * a chain of promise steps (loaders, then React's work, which it schedules with setImmediate), so
 * renders admitted together share the CPU: under load every page in flight took as long as all
 * of them, and the requests that arrived later kept overtaking the older ones' React work (its
 * steps wait behind the newer requests' promise steps), which left some visitors waiting seconds.
 * With a few places, first come first served, each page takes about one render's time once its
 * turn comes, and no request waits behind those that came after it.
 */
import type { FastifyInstance } from 'fastify';

/** Renders in progress at once: enough to overlap one page's database reads with another's work. */
export const RENDERS_AT_ONCE = 4;

/** A request's place in the queue. */
export interface Place {
  /** True once the request may render; false when it left while still waiting (its client gone). */
  readonly admitted: Promise<boolean>;
  /** Gives the place up (rendered, failed, or the client gone); once is enough, more do nothing. */
  readonly leave: () => void;
}

export interface RenderQueue {
  enter(): Place;
  /** Renders in progress and requests waiting (for tests). */
  readonly inProgress: number;
  readonly waiting: number;
}

/** A request in the queue. 'called': its place is on its way (its turn not yet run). */
interface Entry {
  state: 'waiting' | 'called' | 'in' | 'left';
  admit: (admitted: boolean) => void;
}

export function createRenderQueue(places = RENDERS_AT_ONCE): RenderQueue {
  let inProgress = 0;
  const waiting: Entry[] = [];
  /**
   * A place reaches its request on a later turn of the event loop, one request a turn. Given in
   * the same turn, one render's end started the next one's loaders and React's work within it, so
   * under load a turn of the loop rendered some fifty pages (about 100 ms) before the loop read a
   * socket again (decision 0060). libuv accepts one connection a turn, so a turn must also stay
   * short: with four admitted together a turn took four pages' work, and the fiftieth of fifty
   * connections opened at once was accepted after a second (decision 0062). Places given in one
   * turn wait in `called`, and each turn admits the first of them.
   */
  const called: Entry[] = [];
  let turnAsked = false;
  const askForTurn = () => {
    if (turnAsked || called.length === 0) return;
    turnAsked = true;
    setImmediate(admitOne);
  };
  const sendPlace = (entry: Entry) => {
    entry.state = 'called';
    called.push(entry);
    askForTurn();
  };
  const admitOne = () => {
    // Gone while its place was on its way: the place goes on to the next, within this turn (no
    // turn is asked for meanwhile, since this one takes it).
    let entry = called.shift();
    while (entry?.state === 'left') {
      passPlace();
      entry = called.shift();
    }
    turnAsked = false;
    askForTurn();
    if (!entry) return;
    entry.state = 'in';
    entry.admit(true);
  };
  const passPlace = () => {
    const next = waiting.shift();
    if (next) sendPlace(next);
    else inProgress--;
  };
  return {
    enter() {
      let admit!: (admitted: boolean) => void;
      const admitted = new Promise<boolean>((resolve) => (admit = resolve));
      const entry: Entry = { state: 'waiting', admit };
      if (inProgress < places) {
        inProgress++;
        sendPlace(entry);
      } else waiting.push(entry);
      return {
        admitted,
        leave: () => {
          if (entry.state === 'left') return;
          if (entry.state === 'waiting') {
            // Gone before its turn: its place in the line goes, no render place was held.
            waiting.splice(waiting.indexOf(entry), 1);
            admit(false);
          } else if (entry.state === 'called') {
            // Its turn, when it runs, passes the place on.
            admit(false);
          } else passPlace();
          entry.state = 'left';
        },
      };
    },
    get inProgress() {
      return inProgress;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * Every request that reaches the page routes of `web` waits for a place, and gives it up when its
 * connection closes (after its answer, or the client gone, whichever way the render ended). A
 * request whose client left while it waited is not rendered at all.
 */
export function installRenderQueue(web: FastifyInstance, queue: RenderQueue = createRenderQueue()): RenderQueue {
  web.addHook('onRequest', async (_request, reply) => {
    const place = queue.enter();
    reply.raw.once('close', place.leave);
    if (await place.admitted) return;
    // Its client is gone: nothing is rendered or sent, and the connection is let go.
    reply.hijack();
    reply.raw.destroy();
  });
  return queue;
}
