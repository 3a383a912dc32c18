/**
 * At most N uploads in processing at once (N = the worker pool's size): each holds its body in
 * memory and a worker busy, so the next one is told to come back rather than queued behind them.
 */
import { uploadsBusy } from './errors.js';

export function createUploadSlots(limit: number) {
  let taken = 0;
  return {
    /** Takes a slot or throws 429 with Retry-After; call the returned function exactly once when done. */
    take(): () => void {
      if (taken >= limit) throw uploadsBusy(limit);
      taken += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        taken -= 1;
      };
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
