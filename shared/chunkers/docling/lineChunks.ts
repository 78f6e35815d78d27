// docling-core's LineBasedTokenChunker.chunk_text (transforms/chunker/line_chunker.py at v2.87.1), which
// HybridChunker runs on the body lines of a lone table: lines packed up to max_tokens behind a prefix (the table's
// header), a line too long for a chunk cut at its last space within the room left; a prefix of max_tokens or more
// is chunked on its own first and not repeated.

import type { Tokenizer } from '../../tokenizers';

/** The chunker's fields: the prefix repeated at the top of each chunk, and whether a line that fits only without it drops it. */
export interface LineChunkOptions {
  maxTokens: number;
  prefix: string;
  omitPrefixOnOverflow: boolean;
}

/** `chunk_text(lines)`: the chunks' texts (lines are concatenated as given: they keep their own line ends, if any). */
export function lineChunks(lines: string[], tokenizer: Tokenizer, o: LineChunkOptions): string[] {
  const { maxTokens, prefix } = o;
  // Counts are exact up to max_tokens, which is all the comparisons need (a long line is not counted whole each time).
  const count = (text: string) => tokenizer.countUpTo(text, maxTokens);
  const prefixTokens = prefix ? count(prefix) : 0;
  const prefixLen = prefix && prefixTokens < maxTokens ? prefixTokens : 0;
  const chunks: string[] = [];
  let current = '';
  let currentLen = 0;
  if (prefix && prefixLen === 0) {
    chunks.push(...lineChunks([prefix], tokenizer, { maxTokens, prefix: '', omitPrefixOnOverflow: false }));
  } else if (o.omitPrefixOnOverflow && prefixLen > 0 && lines.length && count(lines[0]) + prefixLen > maxTokens) {
    chunks.push(prefix);
  } else {
    current = prefix;
    currentLen = prefixLen;
  }
  for (const line of lines) {
    let remaining = line;
    for (;;) {
      const lineTokens = count(remaining);
      const available = maxTokens - currentLen;
      if (lineTokens <= available) {
        current += remaining;
        currentLen += lineTokens;
        break;
      }
      if (lineTokens + prefixLen <= maxTokens) {
        chunks.push(current);
        current = prefixLen > 0 ? prefix : '';
        currentLen = prefixLen;
        continue;
      }
      if (o.omitPrefixOnOverflow && lineTokens <= maxTokens && prefixLen > 0) {
        if (current && current !== prefix) chunks.push(current);
        current = '';
        currentLen = 0;
        continue;
      }
      let [take, rest] = splitByTokenLimit(remaining, available, tokenizer);
      if (!take) {
        if (!rest) break;
        const first = String.fromCodePoint(rest.codePointAt(0)!);
        take = first;
        rest = rest.slice(first.length);
      }
      remaining = rest;
      chunks.push(`${current}\n${take}`);
      const withPrefix = prefixLen > 0 && !o.omitPrefixOnOverflow;
      current = withPrefix ? prefix : '';
      currentLen = withPrefix ? prefixLen : 0;
    }
  }
  if (current && (prefixLen === 0 || current !== prefix)) chunks.push(current);
  return chunks;
}

/** Lines up to this many characters are searched over their whole length, as docling-core does. */
const WHOLE_SEARCH_CHARS = 20_000;

/**
 * `split_by_token_limit`: the longest head within `limit` tokens (binary search over characters), moved back to its
 * last space. A line over WHOLE_SEARCH_CHARS first doubles a bound from 64 characters until the head passes the
 * limit and searches below it: cutting a long line into many heads would otherwise count the whole line each time.
 */
function splitByTokenLimit(text: string, limit: number, tokenizer: Tokenizer): [string, string] {
  if (limit <= 0 || !text) return ['', text];
  if (tokenizer.countUpTo(text, limit) <= limit) return [text, ''];
  let searched = text;
  if (text.length > WHOLE_SEARCH_CHARS) {
    let bound = 64;
    while (bound < text.length && tokenizer.countUpTo(firstCodePoints(text, bound), limit) <= limit) bound *= 2;
    searched = firstCodePoints(text, bound);
  }
  const chars = Array.from(searched);
  let lo = 0;
  let hi = chars.length;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (tokenizer.countUpTo(chars.slice(0, mid).join(''), limit) <= limit) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (best <= 0) return ['', text];
  const lastSpace = chars.slice(0, best).lastIndexOf(' ');
  if (lastSpace > 0) best = lastSpace;
  const head = chars.slice(0, best).join('');
  return [head, text.slice(head.length)];
}

/** The first `n` code points of `text` (all of it when shorter). */
export function firstCodePoints(text: string, n: number): string {
  let i = 0;
  for (let k = 0; k < n && i < text.length; k++) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return text.slice(0, i);
}
