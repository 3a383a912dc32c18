/**
 * The worker threads that process uploads (processing-worker.ts): each with its own heap limit,
 * each task with a time limit past which its worker is terminated. A worker that dies (out of
 * memory, out of time) turns into a 422 "too complex" for that one upload; the pool starts a new
 * worker for the next task and the server goes on serving.
 */
// sharp must be loaded by the main thread before any worker loads it: on glibc its shared
// libraries would otherwise be unloaded when the first worker exits.
import sharp from 'sharp';
import { Piscina } from 'piscina';
import { AppError } from '../../http/errors.js';
import { fileTooComplex, processingBusy } from './errors.js';
import type { ProcessingOutcome, ProcessingTask } from './processing-task.js';
import { createWorkerTurns } from './worker-turns.js';

// libvips's cache is the process's (workers included): by default up to 50 MB of decoded images
// kept for reuse, which a server resizing each variant once has no use for (README, memory).
// One libvips thread per image: uploads are already spread over the pool's workers.
sharp.cache(false);
sharp.concurrency(1);

export interface ProcessingLimits {
  /** Worker threads, and so tasks running at once. */
  concurrency: number;
  /** Old-generation heap of one worker, in MB. */
  workerHeapMb?: number;
  /** Time one task may take once a worker has taken it, in ms. */
  taskTimeoutMs?: number;
}

/** Cleaning 5,000 SVG elements (svg-structure.ts) takes about 90 MB; jsdom alone about 40. */
export const WORKER_HEAP_MB = 128;
/** 5,000 SVG elements take a cold worker about 10 s on a loaded 2-core machine. */
export const TASK_TIMEOUT_MS = 20_000;
/** An idle worker (and the jsdom it loaded) goes away after this long. */
const IDLE_TIMEOUT_MS = 30_000;
/** Resized variants that may wait for a worker; uploads never wait (upload-slots.ts). */
const QUEUE_PER_THREAD = 8;

export interface Processed {
  data: Buffer;
  width: number | null;
  height: number | null;
}

/**
 * The worker next to this file: the TypeScript source when running from source (tsx in
 * development and tests), the compiled `.js` in dist/. A worker started from source needs tsx's
 * loader, which it inherits when the process has it and is given otherwise (Vitest).
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`./processing-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
  const hasTsx = process.execArgv.some((arg) => arg.includes('tsx'));
  return fromSource && !hasTsx ? { filename, execArgv: [...process.execArgv, '--import', 'tsx'] } : { filename };
}

function isQueueFull(error: unknown): boolean {
  return error instanceof Error && /queue is at limit/i.test(error.message);
}

/** Aborted on time, out of memory, or otherwise gone: what the file did to its worker. */
function isWorkerLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return error.name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY' || /worker exited|terminated/i.test(error.message);
}

export function createProcessingPool(limits: ProcessingLimits) {
  const taskTimeoutMs = limits.taskTimeoutMs ?? TASK_TIMEOUT_MS;
  const turns = createWorkerTurns(limits.concurrency, limits.concurrency * QUEUE_PER_THREAD);
  const pool = new Piscina({
    ...workerEntry(),
    minThreads: 0,
    maxThreads: limits.concurrency,
    maxQueue: limits.concurrency * QUEUE_PER_THREAD,
    idleTimeout: IDLE_TIMEOUT_MS,
    resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb ?? WORKER_HEAP_MB },
  });
  // A worker that dies between tasks is replaced on the next one; without a listener the
  // pool's 'error' event would end the process.
  pool.on('error', () => {});

  return {
    /** Runs one task; a refusal comes back as the AppError the worker threw. */
    async run(task: ProcessingTask): Promise<Processed> {
      let outcome: ProcessingOutcome;
      await turns.take();
      try {
        // Timed from now, when a worker is free: waiting for one is not processing.
        // What the worker posts back is untyped across the thread boundary; processing-worker.ts sends this.
        outcome = (await pool.run(task, { signal: AbortSignal.timeout(taskTimeoutMs) })) as ProcessingOutcome;
      } catch (error) {
        if (isQueueFull(error)) throw processingBusy();
        if (isWorkerLost(error)) throw fileTooComplex();
        throw error;
      } finally {
        turns.release();
      }
      if (!outcome.ok) throw new AppError(outcome.status, outcome.key, outcome.vars);
      const { data } = outcome;
      return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width: outcome.width, height: outcome.height };
    },

    close: () => pool.destroy(),
  };
}

export type ProcessingPool = ReturnType<typeof createProcessingPool>;
