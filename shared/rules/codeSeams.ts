// Where a writer could cut a code block: its seams. Read from the block's margin, a seam lies before a line at the
// margin when nothing is open there (no bracket, markup element, block comment, docstring or string that a quote at a
// line's end opened, and the line before does not go on with `\`, `&&`, `||`, Visual Basic's ` _` or a list row's `),`);
// a comment line at the margin belongs to the code after it.
// The seams divide the block into pieces. A block most of whose lines stand in short pieces (statements, commands or
// directives one per line, keys with a line or two under each, prose or a table in a fence) is a flat run the writer
// can give in parts with prose between them. Any other block is held together: a program, a manifest, a class or an
// object of objects, a frame around its body, a command with its output. A reader takes such a block whole, and a cut
// through it is the pipeline's (a larger cap or a code-aware splitter keeps it), whether or not anything names it a unit.
// Language-blind: brackets outside strings and comments, block comments, markup tags that close in the block, and
// indentation. Linear in the block.

/** A piece of at most this many non-blank lines reads alone, and a writer can put prose before it. */
export const SHORT_PIECE_LINES = 8;
/** At least this share of the block's non-blank lines stands in short pieces for the block to be a flat run. */
const FLAT_SHARE = 0.8;
/** A comment line at the margin (`# Test cases`, `// ---`, `/** @title`): it opens the piece after it. */
const MARGIN_COMMENT = /^(?:\/\/|#(?![!\w[])|\/\*|--\s|;|<!--)/;
/**
 * A line that goes on on the next one: a shell's backslash, a command chained by `&&` or `||`, Visual Basic's ` _`,
 * a row of a list that a comma carries on (SQL's `VALUES` rows, `('a', 1),`) and the `VALUES` keyword that opens them.
 */
const GOES_ON_NEXT = /(?:\\|&&|\|\||[ \t]_|\),|\bVALUES)\s*$/i;
/**
 * What may follow a quote that opens a string running over the next lines (`--data-binary "`, `-d '{`, `-d '[`); the
 * quote opens an argument, after a space, `=`, `(` or `:` (a quote after a word closes one: `8888888P"`).
 */
const OPEN_STRING_TAIL = /^\s*[{[]?\s*$/;
/** How much of a line is scanned. */
const LINE_READ = 400;
const OPENERS = '([{';
const CLOSERS = ')]}';
/** A markup tag's name after `<` or `</`. */
const TAG_NAME = /^[A-Za-z][\w:.-]*/;

/** How the seams divide a block. */
export interface CodeSeams {
  /** Non-blank lines read. */
  lines: number;
  /** How many pieces the seams make. */
  pieces: number;
  /** Non-blank lines in pieces of more than SHORT_PIECE_LINES. */
  heldLines: number;
}

/** The seams of `lines` (a code block's lines without its fences). Linear in the lines. */
export function codeSeamsOf(lines: readonly string[]): CodeSeams {
  let margin = Infinity;
  for (const line of lines) if (line.trim() !== '') margin = Math.min(margin, indentOf(line));
  const closable = closedTagNames(lines);
  const state: ScanState = { constructs: 0, open: [], tags: 0, comment: '' };
  const seams: CodeSeams = { lines: 0, pieces: 0, heldLines: 0 };
  let piece = 0;
  let goesOn = false;
  let afterComment = false;
  const close = () => {
    if (piece === 0) return;
    seams.pieces++;
    if (piece > SHORT_PIECE_LINES) seams.heldLines += piece;
  };
  for (const line of lines) {
    if (line.trim() === '') continue;
    const open = state.constructs > 0 || state.tags > 0 || state.comment !== '';
    const atSeam = !open && !goesOn && indentOf(line) === margin;
    const comment = atSeam && MARGIN_COMMENT.test(line.trimStart());
    if (atSeam && !afterComment) {
      close();
      piece = 0;
    }
    piece++;
    seams.lines++;
    afterComment = comment;
    const read = line.slice(0, LINE_READ);
    scanLine(read, state, closable);
    goesOn = state.comment === '' && GOES_ON_NEXT.test(read);
  }
  close();
  return seams;
}

/** Whether the seams make a flat run: at least two pieces, and most lines in short ones. */
export function isFlatRun(seams: CodeSeams): boolean {
  return seams.pieces >= 2 && seams.heldLines <= (1 - FLAT_SHARE) * seams.lines;
}

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
  /** The text that closes the comment, docstring or string open at the line's end (`*\/`, `-->`, `"""`, `"`), '' for none. */
  comment: string;
}

function indentOf(line: string): number {
  return /^[ \t]*/.exec(line)![0].length;
}

/** The names of the markup elements the lines close (`</source>`): an opening tag counts only when its element closes in the block. */
function closedTagNames(lines: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines) {
    for (const m of line.slice(0, LINE_READ).matchAll(/<\/([A-Za-z][\w:.-]*)/g)) names.add(m[1]);
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
    if ((rest.startsWith('//') && line[i - 1] !== ':') || (c === '#' && (i === 0 || /\s/.test(line[i - 1])))) break;
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
    if ((c === '"' || c === "'") && (i === 0 || /[\s=(:]/.test(line[i - 1])) && OPEN_STRING_TAIL.test(line.slice(i + 1))) {
      state.comment = c;
      break;
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
      if (state.open.pop()) state.constructs--;
    }
    if (!/\s/.test(c)) last = c;
    i++;
  }
  markConstructs(state, openedBefore, OPENERS.includes(last) || (state.comment === '' && GOES_ON_NEXT.test(line)));
}

/**
 * Marks the brackets this line left open as constructs when the line ends in an opener (`{`, `[`, `(`) or goes on on
 * the next one (`response=$(curl … \`): the bracket then holds the lines to its close.
 */
function markConstructs(state: ScanState, openedBefore: number, holds: boolean): void {
  if (!holds) return;
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
