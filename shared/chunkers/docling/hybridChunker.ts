// docling-core's HybridChunker.chunk (transforms/chunker/hybrid_chunker.py at v2.87.1) on the hierarchical chunks:
// windows of a chunk's items up to max_tokens, an oversized text split by semchunk (or, for a lone table, line by
// line as LineBasedTokenChunker does, the table's header lines repeated), then undersized peers under the same
// headings merged; every length is the token count of the contextualised text (headings, then the text, joined
// by `delim`).

import type { Tokenizer } from '../../tokenizers';
import { chunkerifyArguments, chunkerifyCounter } from '../semchunk';
import { semchunk } from '../semchunk/semchunk';
import { ChunkingSerializer, type SerializerParams } from './chunkingSerializer';
import type { DoclingItem, DoclingTree } from './doclingTree';
import { type DocChunk, hierarchicalChunks } from './hierarchicalChunker';
import { firstCodePoints, lineChunks } from './lineChunks';

/** HybridChunker's fields that change chunks. */
export interface HybridOptions {
  maxTokens: number;
  mergePeers: boolean;
  repeatTableHeader: boolean;
  omitHeaderOnOverflow: boolean;
  alwaysEmitHeadings: boolean;
  delim: string;
  /** What the serializer provider sets: the table serializer and the Markdown parameters. */
  serializer: SerializerParams;
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
  const serializer = new ChunkingSerializer(tree, o.serializer);
  const count = (text: string) => tokenizer.count(text);
  const chunkTokens = (c: DocChunk) => count(contextualize(c, o.delim));
  let chunks: Draft[] = hierarchicalChunks(tree, o.alwaysEmitHeadings, o.serializer).map((c) => ({ ...c, typed: true }));
  chunks = chunks.flatMap((c) => splitByDocItems(c, serializer, chunkTokens, o));
  chunks = chunks.flatMap((c) => splitUsingPlainText(c, serializer, tokenizer, chunkTokens, o));
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
function splitUsingPlainText(c: Draft, serializer: ChunkingSerializer, tokenizer: Tokenizer, chunkTokens: (c: DocChunk) => number, o: HybridOptions): Draft[] {
  const total = chunkTokens(c);
  if (total <= o.maxTokens) return [{ ...c, typed: false }];
  const available = o.maxTokens - (total - tokenizer.count(c.text));
  if (available <= 0) return splitUsingPlainText({ text: c.text, items: c.items, headings: null, typed: false }, serializer, tokenizer, chunkTokens, o);
  return segment(c, available, serializer, tokenizer, o).map((text) => ({ text, items: c.items, headings: c.headings, typed: c.typed }));
}

/**
 * `segment`: a lone (still typed) table line by line behind its header lines (and whatever precedes them, a
 * caption, which only the first piece keeps), anything else by semchunk in `available` tokens.
 */
function segment(c: Draft, available: number, serializer: ChunkingSerializer, tokenizer: Tokenizer, o: HybridOptions): string[] {
  if (o.repeatTableHeader && c.typed && c.items.length === 1 && c.items[0].label === 'table') {
    const { header, body } = serializer.tableLines(c.text);
    const headerStart = header.length ? c.text.indexOf(header[0]) : -1;
    const preamble = headerStart > 0 ? c.text.slice(0, headerStart) : '';
    const segments = lineChunks(body, tokenizer, { maxTokens: o.maxTokens, prefix: preamble + header.join(''), omitPrefixOnOverflow: o.omitHeaderOnOverflow });
    if (!preamble) return segments;
    const cut = [...preamble].length;
    return segments.map((s, i) => (i === 0 ? s : s.slice(firstCodePoints(s, cut).length)));
  }
  const { maxTokenChars } = chunkerifyArguments(tokenizer, { chunk_size: available, max_token_chars: null });
  return semchunk(c.text, available, chunkerifyCounter(tokenizer, available, maxTokenChars)).map((s) => s.text);
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
