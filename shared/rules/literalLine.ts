// Whether a line of a code block is one literal of a list a reader copies a line at a time (a payload, a search
// dork, a word of a word list, a polyglot), not a line of code: a short token, a line that opens with a quote, or a
// string whose quotes or brackets do not pair, as injection payloads are written to break out of the code around them.

/** A short token without spaces (`admin`, `*)(&`, `'-'`), not a statement (`step();`) or an assignment (`x=1`). */
const TOKEN = /^(?![\w$]+=)\S{1,40}$(?<!;)/;
/** A line that opens with a quote: a quoted string or an injection that starts by closing one (`' or '1'='1`). */
const QUOTED = /^['"`]/;
/** A line that opens or closes a block of code: its bracket is the code's structure, not a payload's. */
const BLOCK_EDGE = /^[}\])]|[{([,\\]\s*$/;
/** A list marker that opens a numbered step (`1) Click`, `a. Run`): its bracket pairs with nothing, and the line is prose. */
const STEP_MARKER = /^(?:\d{1,3}|[a-z])[.)]\s/;
/** How much of a line is read for its quotes and brackets. */
const LITERAL_READ = 300;

/** Whether `line` (trimmed, not blank) is a token, a quoted string or a string whose quotes or brackets do not pair. Linear in the line. */
export function isLiteralLine(line: string): boolean {
  if (BLOCK_EDGE.test(line) || STEP_MARKER.test(line)) return false;
  if (TOKEN.test(line) || QUOTED.test(line)) return true;
  let single = 0;
  let double = 0;
  let back = 0;
  let round = 0;
  let square = 0;
  let curly = 0;
  const end = Math.min(line.length, LITERAL_READ);
  for (let i = 0; i < end; i++) {
    switch (line[i]) {
      case "'": single++; break;
      case '"': double++; break;
      case '`': back++; break;
      case '(': round++; break;
      case ')': round--; break;
      case '[': square++; break;
      case ']': square--; break;
      case '{': curly++; break;
      case '}': curly--; break;
    }
  }
  return single % 2 === 1 || double % 2 === 1 || back % 2 === 1 || round !== 0 || square !== 0 || curly !== 0;
}
