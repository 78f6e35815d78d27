// Note details that differ by one number, each made once: a line of CJK text is cut at its midpoint 131,071
// times and overlaps as often, with a few dozen distinct lengths among them, and every chunk keeps its notes.

/** Distinct numbers remembered before the memo starts over (a long-running server sees many documents). */
const REMEMBERED = 1024;

/** `make`, remembering its result per number. */
export function detailsByNumber(make: (n: number) => string): (n: number) => string {
  const made = new Map<number, string>();
  return (n) => {
    let detail = made.get(n);
    if (detail === undefined) {
      if (made.size >= REMEMBERED) made.clear();
      made.set(n, (detail = make(n)));
    }
    return detail;
  };
}
