// Follows, line by line, the MDX 3 flow constructs that run over several lines and may hold blank lines and
// lines that look like Markdown (`## Usage`, fences, `export` inside a template literal): an ESM block, a flow
// expression and an HTML comment. The line tracker asks it, so that no section boundary falls inside one (a
// boundary there cut the construct in two, and each half failed to parse as MDX).
//
// - ESM: a line starting `import ` or `export ` in column 0. micromark-extension-mdxjs-esm ends the block at a
//   blank line only when acorn finds the program complete there, and takes the blank line in when acorn stops
//   at the end of the input (an open function body, a template literal, a trailing operator). This scanner
//   reads the block as JavaScript tokens (strings, template literals with `${…}`, comments, regular
//   expressions, brackets), one pass over each line, and says complete only where nothing is open.
// - Flow expression: `{` first on a line (after container prefixes), to the `}` that balances it, braces
//   counted as micromark-extension-mdx-expression counts them without acorn (flowEvents.ts): `{/* … */}`.
// - HTML comment: `<!--` first on a line (after container prefixes) to the next `-->`, as @slorber/remark-comment
//   reads it in Docusaurus's MDX (flowEvents.ts).
//
// A wrong guess may only keep a construct open too long (fewer boundaries, a bigger parse), never close it
// early: where unsure, the scanner says open. An ESM block or expression is let go after MAX_CONSTRUCT_LINES
// lines (the longest in the MDX pages measured ran to 50): one that never closes would otherwise make the rest
// of the page one MDX parse, whose cost grows with the square of its length there (44 s CPU for 0.5 MB after an
// unclosed `{/*` or `export function A() {`), while MDX rejects such a page all the same.

/** Lines after which an ESM block or an expression no longer holds section boundaries back. */
export const MAX_CONSTRUCT_LINES = 400;

/** A line that opens an ESM block: `import` or `export` and a space, in column 0. */
const ESM_OPEN = /^(?:import|export) /;
/** Container prefixes before a flow construct: block quote markers, list markers, indentation. */
const FLOW_PREFIX = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*/;
/** Last token of a statement that cannot end there: an operator or separator. */
const CONTINUATION = /[=,+\-*/%&|^!~?:.<([{]/;
/** After these a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%~^]/;

type Construct = 'esm' | 'expression' | 'comment';

export class MdxFlowLines {
  private construct: Construct | undefined;
  /** Open `{` of a flow expression. */
  private braces = 0;
  /** Lines the open construct has taken. */
  private lines = 0;
  private readonly js = new JsScanner();

  /** Inside a construct: no boundary may fall before the next line. */
  isOpen(): boolean {
    return this.construct !== undefined;
  }

  /**
   * Advances over one line (without its line ending, `\r` stripped). Returns whether the line belongs to a
   * construct (it opened, continued or closed one), so that the caller reads nothing else in it.
   */
  feed(line: string, blank: boolean): boolean {
    switch (this.construct) {
      case 'esm':
        if ((blank && this.js.isComplete()) || ++this.lines > MAX_CONSTRUCT_LINES) this.construct = undefined;
        else this.js.scan(line);
        return true;
      case 'expression':
        this.braces += braceBalance(line, 0);
        if (this.braces <= 0 || ++this.lines > MAX_CONSTRUCT_LINES) this.construct = undefined;
        return true;
      case 'comment':
        if (line.includes('-->')) this.construct = undefined;
        return true;
      case undefined:
        return this.open(line);
    }
  }

  private open(line: string): boolean {
    this.lines = 1;
    if (ESM_OPEN.test(line)) {
      this.js.reset();
      this.js.scan(line);
      this.construct = 'esm';
      return true;
    }
    const at = FLOW_PREFIX.exec(line)![0].length;
    if (line.charCodeAt(at) === 0x7b /* { */) {
      this.braces = braceBalance(line, at);
      if (this.braces > 0) this.construct = 'expression';
      return true;
    }
    if (line.startsWith('<!--', at)) {
      if (!line.includes('-->', at + 4)) this.construct = 'comment';
      return true;
    }
    return false;
  }
}

/** `{` less `}` in `line` from `from` on. */
function braceBalance(line: string, from: number): number {
  let balance = 0;
  for (let i = from; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 0x7b) balance++;
    else if (c === 0x7d) balance--;
  }
  return balance;
}

/**
 * Reads JavaScript (with JSX) line by line, as far as whether a program could end here: what is open
 * (brackets, `${`, a template literal, a block comment) and the last token. A string ends at its line's end,
 * as JavaScript's do.
 */
class JsScanner {
  /** Open brackets; `$` for a `${` inside a template literal. */
  private stack: string[] = [];
  private mode: 'code' | 'template' | 'comment' = 'code';
  /** The last token's character (`=>` for an arrow, `regex` after a regular expression). */
  private last = '';

  reset(): void {
    this.stack = [];
    this.mode = 'code';
    this.last = '';
  }

  /** Nothing is open and the last token could end a statement. */
  isComplete(): boolean {
    return this.mode === 'code' && this.stack.length === 0 && !CONTINUATION.test(this.last);
  }

  scan(line: string): void {
    let i = 0;
    while (i < line.length) {
      if (this.mode === 'comment') {
        const end = line.indexOf('*/', i);
        if (end < 0) return;
        this.mode = 'code';
        i = end + 2;
      } else if (this.mode === 'template') i = this.scanTemplate(line, i);
      else i = this.scanCode(line, i);
    }
  }

  /** Reads template literal text from `i`; returns where code resumes (or the line's end). */
  private scanTemplate(line: string, i: number): number {
    for (; i < line.length; i++) {
      const c = line[i];
      if (c === '\\') i++;
      else if (c === '`') {
        this.mode = 'code';
        this.last = '`';
        return i + 1;
      } else if (c === '$' && line[i + 1] === '{') {
        this.stack.push('$');
        this.mode = 'code';
        return i + 2;
      }
    }
    return i;
  }

  /** Reads one token of code at `i`; returns the offset after it. */
  private scanCode(line: string, i: number): number {
    const c = line[i];
    switch (c) {
      case ' ':
      case '\t':
        return i + 1;
      case '"':
      case "'":
        this.last = c;
        return skipQuoted(line, i, c);
      case '`':
        this.mode = 'template';
        return i + 1;
      case '/':
        if (line[i + 1] === '/') return line.length;
        if (line[i + 1] === '*') {
          this.mode = 'comment';
          return i + 2;
        }
        if (this.last !== '<' && (this.last === '' || BEFORE_REGEX.test(this.last))) {
          this.last = 'regex';
          return skipRegex(line, i);
        }
        break;
      case '>':
        this.last = line[i - 1] === '=' ? '=>' : c;
        return i + 1;
      case '{':
      case '(':
      case '[':
        this.stack.push(c);
        break;
      case '}':
        if (this.stack.pop() === '$') this.mode = 'template';
        break;
      case ')':
      case ']':
        this.stack.pop();
        break;
    }
    this.last = c;
    return i + 1;
  }
}

/** The offset after the string that opens at `i` with `quote` (the line's end if it does not close). */
function skipQuoted(line: string, i: number, quote: string): number {
  for (let j = i + 1; j < line.length; j++) {
    if (line[j] === '\\') j++;
    else if (line[j] === quote) return j + 1;
  }
  return line.length;
}

/** The offset after the regular expression that opens at `i` (its class `[…]` may hold `/`). */
function skipRegex(line: string, i: number): number {
  let inClass = false;
  for (let j = i + 1; j < line.length; j++) {
    const c = line[j];
    if (c === '\\') j++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return j + 1;
  }
  return line.length;
}
