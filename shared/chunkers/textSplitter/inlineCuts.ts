// pulldown-cmark's scans over an inline text run that MarkdownSplitter's items follow (parse.rs and firstpass.rs
// at 0.13.4, every option on): where its first pass cuts text into items its inline pass may leave as texts of
// their own, wikilinks, and the attribute block that ends a heading.

/**
 * Where the text of the ATX heading in `[start, end)` ends when the heading ends with an attribute block (a
 * `{…}` without braces, angle brackets, backslashes or line breaks inside, white space after it), before the
 * white space ahead of the block: pulldown-cmark's heading attributes; Infinity when there is none.
 */
export function attributeBlockStart(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && (text[e - 1] === ' ' || text[e - 1] === '\t')) e--;
  if (text[e - 1] !== '}') return Infinity;
  let open = e - 2;
  while (open >= start && !'{}<>\\\n\r'.includes(text[open])) open--;
  if (open < start || text[open] !== '{') return Infinity;
  while (open > start && (text[open - 1] === ' ' || text[open - 1] === '\t')) open--;
  return open;
}

/**
 * The wikilink (`[[target]]`, `[[target|label]]`, an image with `!`) at `at` that closes before `end` with no
 * bracket inside: where its target starts, its first `|` (-1 if none) and its closing `]]`.
 */
export function wikilinkAt(text: string, at: number, end: number): { body: number; pipe: number; close: number } | undefined {
  const body = text[at] === '!' ? at + 3 : at + 2;
  if (text[body - 2] !== '[' || text[body - 1] !== '[') return undefined;
  let pipe = -1;
  let e = body;
  while (e < end && text[e] !== '[' && text[e] !== ']') {
    if (pipe < 0 && text[e] === '|') pipe = e;
    e++;
  }
  if (text[e] !== ']' || text[e + 1] !== ']' || e + 2 > end || e === body || pipe === body) return undefined;
  return { body, pipe, close: e };
}

const DELIMITERS = new Set(['*', '_', '~', '^']);
const PUNCTUATION = /[\p{P}\p{S}]/u;
/** White space as Rust's `char::is_whitespace` reads it (near enough: JavaScript's `\s`). */
export const WHITE_SPACE = /\s/u;

/**
 * The item pulldown-cmark's first pass makes of the text at `at`: its length, negated for a delimiter run
 * (an item per character); 0 if none. A delimiter run counts where it may open or close emphasis
 * (`delim_run_can_open`/`_close`; a `~` run only up to two long).
 */
export function cutAt(text: string, at: number): number {
  const c = text[at];
  if (c === '"' || c === "'" || c === '$' || c === '[' || c === ']') return 1;
  if (c === '<') return text[at + 1] === '\\' ? 0 : 1;
  if (c === '!') return text[at + 1] === '[' ? 2 : 0;
  if (c === '.') return text[at + 1] === '.' && text[at + 2] === '.' ? 3 : 0;
  if (c === '-' || c === '`') {
    const count = runLength(text, at, c);
    return c === '-' && count === 1 ? 0 : count;
  }
  if (!DELIMITERS.has(c)) return 0;
  const count = runLength(text, at, c);
  if (c === '~' && count > 2) return 0;
  return canOpen(text, at, count) || canClose(text, at, count) ? -count : 0;
}

function runLength(text: string, at: number, c: string): number {
  let e = at;
  while (text[e] === c) e++;
  return e - at;
}

/** The code point before `at`, or a space at the start of the text. */
function charBefore(text: string, at: number): string {
  if (at === 0) return ' ';
  const code = text.charCodeAt(at - 1);
  return code >= 0xdc00 && code <= 0xdfff && at >= 2 ? text.slice(at - 2, at) : text[at - 1];
}

/** Left-flanking as pulldown-cmark reads it (a line's start reads as white space before the run). */
function canOpen(text: string, at: number, count: number): boolean {
  const next = text.codePointAt(at + count);
  if (next === undefined) return false;
  const after = String.fromCodePoint(next);
  if (WHITE_SPACE.test(after)) return false;
  const c = text[at];
  if (c === '*' && !PUNCTUATION.test(after)) return true;
  if (c === '~' && count > 1) return true;
  const before = charBefore(text, at);
  if (c === '~' && before === '~' && !PUNCTUATION.test(after)) return true;
  return WHITE_SPACE.test(before) || PUNCTUATION.test(before);
}

/** Right-flanking as pulldown-cmark reads it. */
function canClose(text: string, at: number, count: number): boolean {
  const before = charBefore(text, at);
  if (WHITE_SPACE.test(before)) return false;
  const next = text.codePointAt(at + count);
  if (next === undefined) return true;
  const after = String.fromCodePoint(next);
  const c = text[at];
  if ((c === '*' || (c === '~' && count > 1)) && !PUNCTUATION.test(before)) return true;
  if (c === '~' && before === '~') return true;
  return WHITE_SPACE.test(after) || PUNCTUATION.test(after);
}
