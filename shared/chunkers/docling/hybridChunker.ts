// docling-core's HybridChunker.chunk (transforms/chunker/hybrid_chunker.py at v2.87.1) on the hierarchical chunks:
// windows of a chunk's items up to max_tokens, an oversized text split by semchunk (or, for a lone table, line by
// line as LineBasedTokenChunker does), then undersized peers under the same headings merged; every length is the
// token count of the contextualised text (headings, then the text, joined by `delim`).

import type { Tokenizer } from '../../tokenizers';
import { chunkerifyArguments, chunkerifyCounter } from '../semchunk';
import { semchunk } from '../semchunk/semchunk';
import { ChunkingSerializer } from './chunkingSerializer';
import type { DoclingItem, DoclingTree } from './doclingTree';
import { type DocChunk, hierarchicalChunks } from './hierarchicalChunker';

/** HybridChunker's fields that change chunks. */
export interface HybridOptions {
  maxTokens: number;
  mergePeers: boolean;
  repeatTableHeader: boolean;
  alwaysEmitHeadings: boolean;
  delim: string;
}

/**
 * A chunk on its way: `typed` is false once docling-core rebuilt it from its JSON export (`DocChunk(**export_json_dict())`),
 * after which its items are plain DocItems and a table no longer takes the line-by-line path.
 */
interface Draft extends DocChunk {
  typed: boolean;
}

/** `BaseChunker.contextualize`: the headings, then the text, joined by `delim`. */
export function contextualize(c: DocChunk, delim: string): string {
  return [...(c.headings ?? []), c.text].join(delim);
}

/** The chunks of the document `tree`, in order. */
export function hybridChunks(tree: DoclingTree, tokenizer: Tokenizer, o: HybridOptions): DocChunk[] {
  const serializer = new ChunkingSerializer(tree);
  const count = (text: string) => tokenizer.count(text);
  const chunkTokens = (c: DocChunk) => count(contextualize(c, o.delim));
  let chunks: Draft[] = hierarchicalChunks(tree, o.alwaysEmitHeadings).map((c) => ({ ...c, typed: true }));
  chunks = chunks.flatMap((c) => splitByDocItems(c, serializer, chunkTokens, o));
  chunks = chunks.flatMap((c) => splitUsingPlainText(c, tokenizer, chunkTokens, o));
  return o.mergePeers ? mergePeers(chunks, chunkTokens, o) : chunks;
}

/**
 * `_make_chunk_from_doc_items`: the window's items, its text the chunk's own or its items serialised one by one
 * (each item once per chunk: a window grows an item at a time, and re-serialising it would be quadratic).
 */
function windowChunk(c: Draft, from: number, to: number, serialized: (it: DoclingItem) => string, delim: string): Draft {
  const items = c.items.slice(from, to + 1);
  const text = c.items.length === 1 ? c.text : items.map(serialized).filter(Boolean).join(delim);
  return { text, items, headings: c.headings, typed: c.typed };
}

/** `_split_by_doc_items`: windows of items that fit, an item that does not fit alone left for the text splitter. */
function splitByDocItems(c: Draft, serializer: ChunkingSerializer, chunkTokens: (c: DocChunk) => number, o: HybridOptions): Draft[] {
  const texts = new Map<DoclingItem, string>();
  const serialized = (it: DoclingItem): string => {
    let text = texts.get(it);
    if (text === undefined) texts.set(it, (text = it.label === 'title' || it.label === 'section_header' ? '' : serializer.serialize(it, new Set()).text));
    return text;
  };
  const out: Draft[] = [];
  let start = 0;
  let end = 0;
  const n = c.items.length;
  while (end < n) {
    let chunk = windowChunk(c, start, end, serialized, o.delim);
    if (chunkTokens(chunk) <= o.maxTokens) {
      if (end < n - 1) {
        end++;
        continue;
      }
      end = n;
    } else if (start === end) {
      end++;
      start = end;
    } else {
      chunk = windowChunk(c, start, end - 1, serialized, o.delim);
      start = end;
    }
    out.push(chunk);
  }
  return out;
}

/** `_split_using_plain_text`: a chunk over max_tokens split in the room its headings leave, or without them when they leave none. */
function splitUsingPlainText(c: Draft, tokenizer: Tokenizer, chunkTokens: (c: DocChunk) => number, o: HybridOptions): Draft[] {
  const total = chunkTokens(c);
  if (total <= o.maxTokens) return [{ ...c, typed: false }];
  const available = o.maxTokens - (total - tokenizer.count(c.text));
  if (available <= 0) return splitUsingPlainText({ text: c.text, items: c.items, headings: null, typed: false }, tokenizer, chunkTokens, o);
  return segment(c, available, tokenizer, o).map((text) => ({ text, items: c.items, headings: c.headings, typed: c.typed }));
}

/** `segment`: a lone (still typed) table line by line, anything else by semchunk in `available` tokens. */
function segment(c: Draft, available: number, tokenizer: Tokenizer, o: HybridOptions): string[] {
  if (o.repeatTableHeader && c.typed && c.items.length === 1 && c.items[0].label === 'table') {
    // The triplet serializer has no header lines: every non-blank line is body, the prefix is empty.
    return lineChunks(c.text.split('\n').filter((l) => l.trim()), tokenizer, o.maxTokens);
  }
  const { maxTokenChars } = chunkerifyArguments(tokenizer, { chunk_size: available, max_token_chars: null });
  return semchunk(c.text, available, chunkerifyCounter(tokenizer, available, maxTokenChars)).map((s) => s.text);
}

/** LineBasedTokenChunker.chunk_text with an empty prefix: lines packed up to max_tokens, a line too long split at a space. */
function lineChunks(lines: string[], tokenizer: Tokenizer, maxTokens: number): string[] {
  const chunks: string[] = [];
  let current = '';
  let currentLen = 0;
  for (const line of lines) {
    let remaining = line;
    for (;;) {
      // Exact up to max_tokens, which is all the comparisons below need (a long line is not counted whole each time).
      const lineTokens = tokenizer.countUpTo(remaining, maxTokens);
      const available = maxTokens - currentLen;
      if (lineTokens <= available) {
        current += remaining;
        currentLen += lineTokens;
        break;
      }
      if (lineTokens <= maxTokens) {
        chunks.push(current);
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
      current += `\n${take}`;
      chunks.push(current);
      current = '';
      currentLen = 0;
    }
  }
  if (current) chunks.push(current);
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
function firstCodePoints(text: string, n: number): string {
  let i = 0;
  for (let k = 0; k < n && i < text.length; k++) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return text.slice(0, i);
}

/** `_merge_chunks_with_matching_metadata`: runs of chunks under equal headings joined while the result fits. */
function mergePeers(chunks: Draft[], chunkTokens: (c: DocChunk) => number, o: HybridOptions): DocChunk[] {
  const out: DocChunk[] = [];
  let start = 0;
  let end = 0;
  let headings: string[] | null = null;
  let first: DocChunk = chunks[0];
  let merged: DocChunk = chunks[0];
  while (end < chunks.length) {
    const chunk = chunks[end];
    let ready = false;
    if (start === end) {
      headings = chunk.headings;
      end++;
      first = chunk;
    } else {
      const window = chunks.slice(start, end + 1);
      const candidate: DocChunk = { text: window.map((c) => c.text).join(o.delim), items: window.flatMap((c) => c.items), headings };
      if (sameHeadings(chunk.headings, headings) && chunkTokens(candidate) <= o.maxTokens) {
        end++;
        merged = candidate;
      } else ready = true;
    }
    if (ready || end === chunks.length) {
      out.push(start + 1 === end ? strip(first) : merged);
      start = end;
    }
  }
  return out;
}

function strip(c: DocChunk): DocChunk {
  return { text: c.text, items: c.items, headings: c.headings };
}

function sameHeadings(a: string[] | null, b: string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((h, i) => h === b[i]);
}
