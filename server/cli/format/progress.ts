// The progress line of a long lint on standard error: only on a terminal and never in CI (CI logs keep every
// carriage return as a line), redrawn at most every 100 ms and erased at the end.

/** Reports files done out of a total. */
export interface Progress {
  update(done: number): void;
  /** Erases the line. */
  end(): void;
}

const REDRAW_MS = 100;

/** A progress line on `write` when `show` (see wantsProgress), else one that prints nothing. */
export function createProgress(total: number, show: boolean, write: (text: string) => void, now: () => number = Date.now): Progress {
  if (!show) return { update: () => {}, end: () => {} };
  let last = -Infinity;
  let drawn = false;
  return {
    update(done) {
      const t = now();
      if (t - last < REDRAW_MS && done < total) return;
      last = t;
      drawn = true;
      write(`\r\u001b[2Kchunklens: ${done}/${total} files (${Math.floor((100 * done) / Math.max(1, total))}%)`);
    },
    end() {
      if (drawn) write('\r\u001b[2K');
    },
  };
}

/** Progress shows on a terminal outside CI (the CI variable unset or "false"). */
export function wantsProgress(isTerminal: boolean, env: NodeJS.ProcessEnv): boolean {
  return isTerminal && (env.CI === undefined || env.CI === '' || env.CI === 'false');
}
