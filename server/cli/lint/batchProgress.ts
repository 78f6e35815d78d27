// Where a lint worker is in its batch, in memory the pool and the worker share: the position of the file under
// way and when it started. The pool holds each file to the time limit by reading it, so that a worker replies
// once per batch instead of once per file (a reply per file woke the main thread for every file, which cost
// CPU time on both threads).

/** How many bytes a BatchProgress needs: the start time (a float64), then the position (an int32). */
const BYTES = 16;

/** A file's place in its batch and when it started (milliseconds since the epoch, as `epochNow` reads it). */
export interface FileUnderWay {
  /** Position in the batch; the batch's length once every file is done. */
  position: number;
  startedAt: number;
}

/** The progress of one worker through its batches, over memory shared with the pool. */
export class BatchProgress {
  private readonly started: Float64Array;
  private readonly position: Int32Array;

  /** Over `memory` from `createMemory()`, posted to the worker along with each batch. */
  constructor(readonly memory: SharedArrayBuffer) {
    this.started = new Float64Array(memory, 0, 1);
    this.position = new Int32Array(memory, 8, 1);
  }

  static createMemory(): SharedArrayBuffer {
    return new SharedArrayBuffer(BYTES);
  }

  /**
   * Marks the file at `position` as started now. The time is written before the position, so a reader that
   * sees the new position sees its time (an older position can be read with a newer time: the pool then
   * only waits longer before it looks again).
   */
  start(position: number): void {
    this.started[0] = epochNow();
    Atomics.store(this.position, 0, position);
  }

  /** The file under way, as the worker last marked it. */
  current(): FileUnderWay {
    const position = Atomics.load(this.position, 0);
    return { position, startedAt: this.started[0] };
  }
}

/** Milliseconds since the epoch, comparable between threads (each thread has its own `performance.now()` origin). */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}
