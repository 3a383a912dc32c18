/**
 * Turns at the processing workers: at most `workers` tasks run at once, up to `waiting` more
 * wait in order, and any beyond that are refused as busy (429). A task's time limit starts when
 * its turn comes (processing-pool.ts), so a file that waited behind a slow one is judged on its
 * own processing time, not refused as "too complex" for the time it spent in the queue.
 */
import { processingBusy } from './errors.js';

export interface WorkerTurns {
  /** Resolves when a worker is free for this task; throws 429 when too many already wait. */
  take(): Promise<void>;
  /** The task is over: the next waiting one gets the worker. */
  release(): void;
}

export function createWorkerTurns(workers: number, waiting: number): WorkerTurns {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async take() {
      if (running < workers) {
        running++;
        return;
      }
      if (queue.length >= waiting) throw processingBusy();
      // The finishing task hands its place over: `running` stays as it is.
      await new Promise<void>((resolve) => queue.push(resolve));
    },
    release() {
      const next = queue.shift();
      if (next) next();
      else running--;
    },
  };
}
