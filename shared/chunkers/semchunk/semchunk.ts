// semchunk 3.2.5's `chunk` (src/semchunk/semchunk.py): split a text at the most meaningful splitter it holds
// (the longest run of line breaks, then of tabs, then of white space, or white space after a sentence or clause
// mark, then a punctuation splitter, then characters), merge splits up to the chunk size with its adaptive binary
// search, recurse into splits that are too long, re-attach punctuation splitters, drop blank chunks, and overlap.
// Lengths are Python's (code points), as the search depends on them; offsets are UTF-16 offsets of the text.

/** semchunk's non-white-space splitters, most desirable first. */
const NON_WHITESPACE_SPLITTERS = ['.', '?', '!', '*', ';', ',', '(', ')', '[', ']', '“', '”', '‘', '’', "'", '"', '`', ':', '—', '…', '/', '\\', '–', '&', '-'];

/** Python's `\s` on str (the characters str.isspace() accepts). */
const PY_SPACE = '[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const SPACE_RUNS = new RegExp(`${PY_SPACE}+`, 'g');
const HAS_SPACE = new RegExp(PY_SPACE);
const ALL_SPACE = new RegExp(`^${PY_SPACE}+$`);
const PRECEDED_SPACE = NON_WHITESPACE_SPLITTERS.map((p) => new RegExp(`${escapeRegExp(p)}(${PY_SPACE})`));

/** Counts tokens as semchunk's token counter does. */
export type TokenCounter = (text: string) => number;

/** A chunk and its UTF-16 range in the text. */
export interface SemChunk {
  text: string;
  start: number;
  end: number;
}

/** `semchunk.chunk(text, chunk_size, token_counter, offsets=True, overlap=overlap)`. */
export function semchunk(text: string, chunkSize: number, counter: TokenCounter, overlap: number | null = null): SemChunk[] {
  let local = chunkSize;
  let ov = 0;
  let unoverlapped = chunkSize;
  if (overlap) {
    ov = overlap < 1 ? Math.floor(chunkSize * overlap) : Math.min(overlap, chunkSize - 1);
    if (ov) {
      unoverlapped = chunkSize - ov;
      local = Math.min(ov, unoverlapped);
    }
  }
  const found = chunkRecursively(text, local, counter, 0).filter((c) => c.text && !ALL_SPACE.test(c.text));
  if (!ov || !found.length) return found;
  const perChunk = Math.floor(chunkSize / local);
  const stride = Math.floor(unoverlapped / local);
  const out: SemChunk[] = [];
  const count = Math.max(1, Math.ceil((found.length - perChunk) / stride) + 1);
  for (let i = 0; i < count; i++) {
    const start = found[i * stride].start;
    const end = found[Math.min(i * stride + perChunk, found.length) - 1].end;
    out.push({ text: text.slice(start, end), start, end });
  }
  return out;
}

/** One level of `chunk`: `text` starts at UTF-16 offset `at` of the whole text. */
function chunkRecursively(text: string, chunkSize: number, counter: TokenCounter, at: number): SemChunk[] {
  const { splitter, isWhitespace, splits } = splitText(text);
  const lens = splits.map(codePointLength);
  const cumLens = [0];
  for (const n of lens) cumLens.push(cumLens[cumLens.length - 1] + n);
  const starts = [at];
  for (const s of splits) starts.push(starts[starts.length - 1] + s.length + splitter.length);
  const chunks: SemChunk[] = [];
  let skipTo = 0;
  for (let i = 0; i < splits.length; i++) {
    if (i < skipTo) continue;
    const split = splits[i];
    if (counter(split) > chunkSize) chunks.push(...chunkRecursively(split, chunkSize, counter, starts[i]));
    else {
      const last = mergeSplits(splits, cumLens, chunkSize, splitter, counter, i, splits.length + 1);
      skipTo = Math.max(skipTo, last);
      chunks.push({ text: splits.slice(i, last).join(splitter), start: starts[i], end: starts[last] - splitter.length });
    }
    const rest = i === splits.length - 1 || skipTo >= splits.length;
    if (!isWhitespace && !rest) {
      const lastChunk = chunks[chunks.length - 1];
      const withSplitter = lastChunk.text + splitter;
      if (counter(withSplitter) <= chunkSize) chunks[chunks.length - 1] = { text: withSplitter, start: lastChunk.start, end: lastChunk.end + splitter.length };
      else {
        const start = chunks.length ? chunks[chunks.length - 1].end : starts[i];
        chunks.push({ text: splitter, start, end: start + splitter.length });
      }
    }
  }
  return chunks;
}

/** `merge_splits`: the index after the last split that joins the chunk starting at split `start`. */
function mergeSplits(splits: string[], cumLens: number[], chunkSize: number, splitter: string, counter: TokenCounter, start: number, high: number): number {
  let average = 0.2;
  let low = start;
  const offset = cumLens[start];
  let target = offset + chunkSize * average;
  while (low < high) {
    const i = bisectLeft(cumLens, target, low, high);
    const midpoint = Math.min(i, high - 1);
    const tokens = counter(splits.slice(start, midpoint).join(splitter));
    const localCum = cumLens[midpoint] - offset;
    if (localCum && tokens > 0) {
      average = localCum / tokens;
      target = offset + chunkSize * average;
    }
    if (tokens > chunkSize) high = midpoint;
    else low = midpoint + 1;
  }
  return low - 1;
}

function bisectLeft(sorted: number[], target: number, low: number, high: number): number {
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** `_split_text`: the splitter, whether it is white space, and the splits. */
function splitText(text: string): { splitter: string; isWhitespace: boolean; splits: string[] } {
  let splitter: string;
  if (text.includes('\n') || text.includes('\r')) splitter = longest(text.match(/[\r\n]+/g)!);
  else if (text.includes('\t')) splitter = longest(text.match(/\t+/g)!);
  else if (HAS_SPACE.test(text)) {
    splitter = longest(text.match(SPACE_RUNS)!);
    if (splitter.length === 1) {
      for (let k = 0; k < NON_WHITESPACE_SPLITTERS.length; k++) {
        const m = PRECEDED_SPACE[k].exec(text);
        if (m) {
          const space = m[1];
          return { splitter: space, isWhitespace: true, splits: text.split(new RegExp(`(?<=${escapeRegExp(NON_WHITESPACE_SPLITTERS[k])})${escapeRegExp(space)}`)) };
        }
      }
    }
  } else {
    const punct = NON_WHITESPACE_SPLITTERS.find((p) => text.includes(p));
    if (punct === undefined) return { splitter: '', isWhitespace: true, splits: Array.from(text) };
    return { splitter: punct, isWhitespace: false, splits: text.split(punct) };
  }
  return { splitter, isWhitespace: true, splits: text.split(splitter) };
}

/** The first of the longest strings (Python's `max(..., key=len)`). */
function longest(runs: string[]): string {
  let best = runs[0];
  for (const r of runs) if (codePointLength(r) > codePointLength(best)) best = r;
  return best;
}

/** Python's len(): code points. */
export function codePointLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
