// Long main-thread jobs of the language server (reading a worker's analysis back, attaching it, hashing its
// chunks' content keys) run in time slices: between steps they ask `breathe`, which lets requests and edits have
// a turn once a slice of main-thread time is used up, so a 200,000-chunk document never holds an answer for long.

import type { Breathe } from '../../shared/engine/detachAnalysis';

/** Main-thread time a long job spends before other work gets a turn. */
const SLICE_MS = 12;

/**
 * A `Breathe` for one job: undefined (go on) until `SLICE_MS` have passed since the last turn, then a promise
 * that resolves after the event loop has served what waits. The clock is read every `checkEvery` calls, so a
 * loop over many small steps pays for it rarely.
 */
export function timeSlices(checkEvery = 256): Breathe {
  let sliceStart = performance.now();
  let calls = 0;
  return () => {
    if (++calls % checkEvery !== 0 || performance.now() - sliceStart <= SLICE_MS) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      }),
    );
  };
}
