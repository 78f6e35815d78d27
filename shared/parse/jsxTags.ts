// The JSX tags of an MDX 1 JSX block (mdx1Flow.ts), in order: opening, closing and self-closing, with attribute
// values and `{expressions}` skipped as JavaScript (strings, template literals, comments), so that a `>` or a tag
// inside them is not taken for one. One pass over the block: a tag that does not read as one is text from where
// it stopped, and an expression or tag the block does not close stops the scan.

/** One tag of a block: its name (`''` for a fragment), whether it opens, closes or stands alone, and its offset. */
export interface JsxTag {
  name: string;
  kind: 'open' | 'close' | 'self';
  start: number;
}

export interface JsxScan {
  tags: JsxTag[];
  /** Some text lies outside tags, expressions and comments (the block is prose a reader sees, not only markup). */
  text: boolean;
  /** A tag or expression runs past the block's end: the tags after it are not known. */
  unterminated: boolean;
}

const NAME_START = /[A-Za-z_$]/;
const NAME_PART = /[\w$.:-]/;
const SPACE = /\s/;

/** The tags of `source` (a JSX block's text); see the file header. */
export function scanJsxTags(source: string): JsxScan {
  const scan: JsxScan = { tags: [], text: false, unterminated: false };
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '<' && source.startsWith('<!--', i)) {
      const close = source.indexOf('-->', i + 4);
      i = close < 0 ? source.length : close + 3;
    } else if (ch === '<') {
      const read = readTag(source, i);
      if (read.end < 0) {
        scan.unterminated = true;
        return scan;
      }
      if (read.tag) scan.tags.push(read.tag);
      else scan.text = true;
      i = read.end;
    } else if (ch === '{') {
      const end = skipExpression(source, i);
      if (end < 0) {
        scan.unterminated = true;
        return scan;
      }
      i = end;
    } else {
      if (!SPACE.test(ch)) scan.text = true;
      i++;
    }
  }
  return scan;
}

/**
 * The tag at `source[at] === '<'` and the offset after it; no tag (and the offset to go on from, past `at`) where
 * the text there is no tag; `end` -1 where a tag runs to the end of `source`.
 */
function readTag(source: string, at: number): { tag?: JsxTag; end: number } {
  let i = at + 1;
  const closing = source[i] === '/';
  if (closing) i++;
  const nameStart = i;
  if (NAME_START.test(source[i] ?? '')) while (i < source.length && NAME_PART.test(source[i])) i++;
  const name = source.slice(nameStart, i);
  if (name === '' && source[i] !== '>') return { end: Math.max(i, at + 1) };
  while (i < source.length) {
    const ch = source[i];
    if (SPACE.test(ch)) i++;
    else if (ch === '>') return { tag: { name, kind: closing ? 'close' : 'open', start: at }, end: i + 1 };
    else if (ch === '/' && source[i + 1] === '>' && !closing) return { tag: { name, kind: 'self', start: at }, end: i + 2 };
    else if (ch === '{') {
      i = skipExpression(source, i);
      if (i < 0) return { end: -1 };
    } else if (ch === '"' || ch === "'") {
      const close = source.indexOf(ch, i + 1);
      if (close < 0) return { end: -1 };
      i = close + 1;
    } else if (NAME_PART.test(ch) || ch === '=') i++;
    else return { end: i };
  }
  return { end: -1 };
}

/**
 * The offset after the expression whose `{` is at `at`, or -1 when `source` ends first. Strings, template
 * literals (with their `${…}`) and comments are skipped, so their braces do not count.
 */
function skipExpression(source: string, at: number): number {
  const open: ('{' | '`')[] = [];
  let i = at;
  while (i < source.length) {
    const ch = source[i];
    if (open[open.length - 1] === '`') {
      if (ch === '\\') i += 2;
      else if (ch === '`') (open.pop(), i++);
      else if (ch === '$' && source[i + 1] === '{') (open.push('{'), (i += 2));
      else i++;
      continue;
    }
    if (ch === '{' || ch === '`') (open.push(ch), i++);
    else if (ch === '}') {
      open.pop();
      i++;
      if (open.length === 0) return i;
    } else if (ch === '"' || ch === "'") i = stringEnd(source, i);
    else if (ch === '/' && source[i + 1] === '/') i = lineEnd(source, i);
    else if (ch === '/' && source[i + 1] === '*') {
      const close = source.indexOf('*/', i + 2);
      if (close < 0) return -1;
      i = close + 2;
    } else i++;
  }
  return -1;
}

/** After a quoted string opened at `at` (a JavaScript string ends at its quote or its line). */
function stringEnd(source: string, at: number): number {
  const quote = source[at];
  let i = at + 1;
  while (i < source.length && source[i] !== quote && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

function lineEnd(source: string, at: number): number {
  const end = source.indexOf('\n', at);
  return end < 0 ? source.length : end;
}
