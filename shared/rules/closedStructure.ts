// Whether a code block is held together by its structure: read from its margin, it is made of top-level constructs
// (a contract whose functions have bodies, an object of objects, a call with a callback around its cases, markup
// elements holding elements, a key with its nested body) that open at the margin, close in the block and hold most of
// its lines, nested below their first level. Such a block has no seam inside a construct where prose could go: a reader
// copies it whole, and a cut through it is the pipeline's. A flat run of lines at the margin (statements, commands,
// prose or a table in a fence), a frame around one flat run (a method of statements, one section of keys), a run of
// short sections, and an excerpt (it opens inside a construct or goes on with one, stops inside one, or goes on at the
// margin after the last one closes) can be given in pieces with prose between them, and stay the writer's.
// Language-blind: brackets outside strings and comments, block comments, markup tags that close in the block, and
// indentation. Linear in the block.

/** At least this share of the block's lines lies inside a construct for the block to be held by its structure. */
const INNER_SHARE = 0.7;
/** Fewer lines than this say nothing about a structure. */
const MIN_LINES = 8;
/** A comment line at the margin (`# Test cases`, `// ---`, `/** @title`): neither a construct nor a seam, it is not counted. */
const MARGIN_COMMENT = /^(?:\/\/|#(?![!\w[])|\/\*|--\s|;|<!--)/;
/**
 * At least this share of the lines is nested deeper than a construct's first level (a contract's functions' bodies, an
 * object's objects): a construct whose body is one flat run (a function of statements, one section of keys) is a
 * listing in a frame, which the writer can give in pieces.
 */
const NESTED_SHARE = 0.2;
/** On average a construct holds at least this many lines: shorter ones are sections a writer can explain one by one. */
const MIN_CONSTRUCT_LINES = 10;
/** A first line that goes on with a construct opened before the block (`else {`, `catch (e) {`, `.then(…)`): an excerpt. */
const GOES_ON = /^(?:else|elif|elsif|catch|finally|except|rescue|ensure|case|default)\b|^[.,&|]/;
/** A line at the margin that closes a construct: `}`, `});`, `]`, `</match>`. */
const CLOSER_LINE = /^[ \t]*(?:[}\])]|<\/)/;
/** How much of a line is scanned. */
const LINE_READ = 400;
const OPENERS = '([{';
const CLOSERS = ')]}';
/** A markup tag's name after `<` or `</`. */
const TAG_NAME = /^[A-Za-z][\w:.-]*/;

/** What the scan of one line leaves: the brackets and elements open, and the block comment still open. */
interface ScanState {
  /**
   * How many of the open brackets opened a construct: they were left open at the end of their line (`contract X {`,
   * `rows = [`, `describe("x", () => {`). A bracket opened inside a line of prose and closed on a later one holds no construct.
   */
  constructs: number;
  /** The open brackets, innermost last: whether each opened a construct. */
  open: boolean[];
  /** How many of the open constructs are markup elements: only these a closing tag closes. */
  tags: number;
  /** The text that closes the comment or docstring open at the line's end (`*\/`, `-->`, `"""`), '' for none. */
  comment: string;
  /** Whether a closer came with nothing open. */
  underflow: boolean;
}

/**
 * The top-level constructs of `lines` from `from` (dedented) and the share of their lines inside one, when the lines
 * open at their margin (not inside a construct, nor going on with one: `else {`), never close what they did not open,
 * end where a construct closes (or inside an indented body), leave nothing open, hold at least MIN_CONSTRUCT_LINES a
 * construct, and at least INNER_SHARE of them lie inside a construct; undefined otherwise.
 */
export function closedStructureOf(lines: readonly string[], from: number): { constructs: number; innerShare: number } | undefined {
  let margin = Infinity;
  for (let i = from; i < lines.length; i++) if (lines[i].trim() !== '') margin = Math.min(margin, indentOf(lines[i]));
  const closable = closedTagNames(lines, from);
  const state: ScanState = { constructs: 0, open: [], tags: 0, comment: '', underflow: false };
  let counted = 0;
  let inner = 0;
  let constructs = 0;
  let opener = false;
  let endsClosed = false;
  let innerIndent = Infinity;
  const innerIndents: number[] = [];
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '') continue;
    const inside = state.constructs > 0 || state.tags > 0 || state.comment !== '' || indentOf(line) > margin;
    if (!inside && MARGIN_COMMENT.test(line)) {
      scanLine(line.slice(0, LINE_READ), state, closable);
      continue;
    }
    counted++;
    if (counted === 1 && ((inside && state.comment === '') || GOES_ON.test(line.trimStart()))) return undefined;
    if (inside) {
      inner++;
      if (!CLOSER_LINE.test(line)) {
        innerIndent = Math.min(innerIndent, indentOf(line));
        innerIndents.push(indentOf(line));
      }
      if (opener) constructs++;
      opener = false;
    } else opener = true;
    endsClosed = inside || CLOSER_LINE.test(line);
    scanLine(line.slice(0, LINE_READ), state, closable);
    if (state.underflow) return undefined;
  }
  const open = state.constructs > 0 || state.tags > 0 || state.comment !== '';
  if (counted < MIN_LINES || open || !endsClosed || inner < INNER_SHARE * counted) return undefined;
  if (constructs === 0 || counted < MIN_CONSTRUCT_LINES * constructs) return undefined;
  const nested = innerIndents.filter((indent) => indent > innerIndent).length;
  if (nested < NESTED_SHARE * counted) return undefined;
  return { constructs, innerShare: inner / counted };
}

function indentOf(line: string): number {
  return /^[ \t]*/.exec(line)![0].length;
}

/** The names of the markup elements the lines close (`</source>`): an opening tag counts only when its element closes in the block. */
function closedTagNames(lines: readonly string[], from: number): Set<string> {
  const names = new Set<string>();
  for (let i = from; i < lines.length; i++) {
    for (const m of lines[i].slice(0, LINE_READ).matchAll(/<\/([A-Za-z][\w:.-]*)/g)) names.add(m[1]);
  }
  return names;
}

/**
 * Scans one line into `state`: brackets outside strings and comments open and close, as do a markup element opened
 * at the line's start (when the block closes it) and every closing tag; block comments and docstrings carry over.
 */
function scanLine(line: string, state: ScanState, closable: ReadonlySet<string>): void {
  let i = 0;
  let last = '';
  const openedBefore = state.open.length;
  const opensWithTag = /^\s*<[A-Za-z]/.test(line);
  while (i < line.length) {
    if (state.comment !== '') {
      const end = line.indexOf(state.comment, i);
      if (end < 0) break;
      i = end + state.comment.length;
      state.comment = '';
      continue;
    }
    const c = line[i];
    const rest = line.slice(i, i + 4);
    if (rest.startsWith('//') || (c === '#' && (i === 0 || /\s/.test(line[i - 1])))) break;
    if (rest.startsWith('/*')) {
      state.comment = '*/';
      i += 2;
      continue;
    }
    if (rest.startsWith('<!--')) {
      state.comment = '-->';
      i += 4;
      continue;
    }
    if (rest.startsWith('"""') || rest.startsWith("'''")) {
      state.comment = rest.slice(0, 3);
      i += 3;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      i = stringEnd(line, i);
      last = c;
      continue;
    }
    if (c === '<') {
      i = scanTag(line, i, state, closable, opensWithTag);
      last = '>';
      continue;
    }
    if (OPENERS.includes(c)) {
      state.open.push(false);
      last = c;
    } else if (CLOSERS.includes(c)) {
      if (state.open.length === 0) state.underflow = true;
      else if (state.open.pop()) state.constructs--;
    }
    if (!/\s/.test(c)) last = c;
    i++;
  }
  markConstructs(state, openedBefore, last);
}

/** Marks the brackets this line left open as constructs when the line ends in an opener (`{`, `[`, `(`). */
function markConstructs(state: ScanState, openedBefore: number, last: string): void {
  if (!OPENERS.includes(last)) return;
  for (let k = openedBefore; k < state.open.length; k++) {
    if (!state.open[k]) {
      state.open[k] = true;
      state.constructs++;
    }
  }
}

/** The offset after the string opened by the quote at `at` (a backslash escapes), or the line's end. */
function stringEnd(line: string, at: number): number {
  const quote = line[at];
  for (let i = at + 1; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === quote) return i + 1;
  }
  return line.length;
}

/** Reads the tag at `at` into `state` and returns the offset after its `<` and name. */
function scanTag(line: string, at: number, state: ScanState, closable: ReadonlySet<string>, opensWithTag: boolean): number {
  const closing = line[at + 1] === '/';
  const name = TAG_NAME.exec(line.slice(closing ? at + 2 : at + 1, at + 2 + LINE_READ))?.[0];
  if (!name) return at + 1;
  if (closing && state.tags > 0) state.tags--;
  else if (!closing && opensWithTag && closable.has(name) && !selfClosed(line, at)) state.tags++;
  return at + (closing ? 2 : 1) + name.length;
}

/** Whether the tag opened at `at` ends in `/>` on its line. */
function selfClosed(line: string, at: number): boolean {
  const end = line.indexOf('>', at);
  return end > 0 && line[end - 1] === '/';
}
