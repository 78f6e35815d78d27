// Finds JSON values nested deeper than a limit in one linear pass, so that a parser can skip them before a
// recursive parser or walker (jsonc-parser, JSON.stringify, structured clone) overflows the stack.

import type { Span } from '../model/types';

/**
 * Deepest nesting of arrays and objects chunklens reads. Real MinerU lists, page lists and block lines nest a
 * handful of levels; the limit keeps every recursive walk far from the stack size of any thread (a worker's
 * stack differs from the main thread's, and both must give the same answer).
 */
export const MAX_JSON_DEPTH = 256;

/**
 * Spans of the outermost arrays or objects that open deeper than `maxDepth`, in source order. Brackets inside
 * strings do not count; a value still open at the end of the text spans to the end.
 */
export function findTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): Span[] {
  const spans: Span[] = [];
  let depth = 0;
  let openAt = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth === maxDepth + 1) openAt = i;
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) {
      if (depth === maxDepth + 1) {
        spans.push({ start: openAt, end: i + 1 });
        openAt = -1;
      }
      depth--;
    }
  }
  if (openAt >= 0) spans.push({ start: openAt, end: text.length });
  return spans;
}

/**
 * `text` with every span replaced by the number `0` and spaces: still JSON where it was, the same length (so
 * every offset outside the spans holds), and no deeper than the limit.
 */
export function maskSpans(text: string, spans: Span[]): string {
  if (!spans.length) return text;
  const parts: string[] = [];
  let at = 0;
  for (const span of spans) {
    parts.push(text.slice(at, span.start), '0', ' '.repeat(span.end - span.start - 1));
    at = span.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** The message of the CK100 problem on a value that `findTooDeep` found. */
export function tooDeepMessage(what: string): string {
  return `${what} nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels; that value is skipped`;
}
