// The time budget of one analysis: its long loops call `checkTimeBudget`, which throws `AnalysisStopped` once
// the budget in force has run out, and `analyze` turns that into one CK900 finding ("analysis stopped after
// N s") instead of a run that holds its caller for minutes.
//
// Why cooperative: the CLI analyses in its own thread (chunk, stats, diff, compare, query, lint without
// workers), where no timer can interrupt synchronous work. The clock is the caller's, since shared code reads
// no timers; a test gives a fake one. Reading a clock costs tens of nanoseconds, so checks read it only every
// CALLS_PER_READ calls: the checks sit in loops whose iterations take microseconds at least.

/** A budget for one analysis: `limitMs` of the caller's clock `now` (milliseconds). */
export interface TimeBudget {
  limitMs: number;
  now: () => number;
  /** What set the limit, for the finding's message (`the --time-limit`, `the editor's budget`). */
  source: string;
}

/** Thrown by `checkTimeBudget` when the budget in force has run out; `analyze` catches it. */
export class AnalysisStopped extends Error {
  constructor(
    readonly elapsedMs: number,
    readonly budget: TimeBudget,
  ) {
    super(`analysis stopped after ${(elapsedMs / 1000).toFixed(1)} s, over ${budget.source} of ${+(budget.limitMs / 1000).toPrecision(6)} s`);
    this.name = 'AnalysisStopped';
  }
}

/** Calls of `checkTimeBudget` per reading of the clock. */
const CALLS_PER_READ = 64;

interface Running {
  budget: TimeBudget;
  start: number;
  calls: number;
}

let running: Running | undefined;

/**
 * Throws `AnalysisStopped` when the analysis running under `withTimeBudget` has spent its budget (the clock
 * is read on every CALLS_PER_READ-th call, or on this one when `now` is set); does nothing outside one.
 */
export function checkTimeBudget(now = false): void {
  if (!running || (!now && ++running.calls % CALLS_PER_READ)) return;
  const elapsed = running.budget.now() - running.start;
  if (elapsed > running.budget.limitMs) throw new AnalysisStopped(elapsed, running.budget);
}

/** Runs `run` under `budget` (none: no limit); budgets nest, the inner one in force until it returns. */
export function withTimeBudget<T>(budget: TimeBudget | undefined, run: () => T): T {
  if (!budget) return run();
  const outer = running;
  running = { budget, start: budget.now(), calls: 0 };
  try {
    return run();
  } finally {
    running = outer;
  }
}
