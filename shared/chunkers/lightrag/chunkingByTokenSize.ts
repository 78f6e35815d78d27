// LightRAG's F strategy, `chunking_by_token_size` (LightRAG v1.5.5rc1 lightrag/chunker/token_size.py, called
// with `_emit_source_span=True` as its pipeline calls it): windows of chunk_token_size tokens every
// chunk_token_size - chunk_overlap_token_size tokens, or the text split at split_by_character first; every
// chunk's content `.strip()`ped, with the `_source_span` LightRAG locates for it.

import { insertedText, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { isPySpace, pyStripRange } from '../langchain/pythonText';
import { LibraryError } from '../libraryError';
import { codePointLength } from '../chonkie/codePoints';
import { codePointIndex, type CodePointIndex } from './codePointIndex';
import { tokenBytes, type TokenBytes } from './tokenBytes';

/** The function's arguments, by their Python names. */
export interface TokenSizeArgs {
  chunk_token_size: number;
  chunk_overlap_token_size: number;
  split_by_character: string | null;
  split_by_character_only: boolean;
}

/** What the function needs of a tokenizer; `tokenByteLengths` where ids spell UTF-8 bytes (all but test tokenizers). */
export interface WindowTokenizer {
  encode(text: string): number[];
  decode(ids: number[]): string;
  tokenByteLengths?(ids: number[]): number[];
}

/** A span as LightRAG records it: code point offsets of the stripped content in the text. */
export interface CodePointSpan {
  start: number;
  end: number;
}

/** One chunk dict as the function returns it. */
export interface TokenSizeRecord {
  tokens: number;
  content: string;
  chunk_order_index: number;
  _source_span?: CodePointSpan;
}

/** A record and its content mapped to the text (UTF-16): exact where LightRAG located it, whole characters otherwise. */
export interface TokenSizeChunk {
  record: TokenSizeRecord;
  content: MappedText;
}

/** `ChunkTokenLimitExceededError`, at the piece (UTF-16 `[start, end)`) that exceeds the limit. */
export class ChunkTokenLimitExceeded extends LibraryError {
  constructor(
    readonly chunkTokens: number,
    readonly chunkTokenLimit: number,
    readonly chunkPreview: string | undefined,
    start: number,
    end: number,
  ) {
    const note = chunkPreview ? ` Preview: '${chunkPreview}'` : '';
    super('ChunkTokenLimitExceededError', `Chunk token length ${chunkTokens} exceeds chunk_token_size ${chunkTokenLimit}.${note}`, { start, end });
  }
}

/**
 * `chunking_by_token_size(tokenizer, content, ...)`: every chunk LightRAG returns, empty ones included (its
 * pipeline drops those when it stores them). Throws ChunkTokenLimitExceeded where LightRAG raises it: under
 * split_by_character_only, at the first piece over chunk_token_size tokens. The overlap must be below the size
 * (validated by the caller; LightRAG's `range()` would raise or skip the text).
 */
export function chunkingByTokenSize(tokenizer: WindowTokenizer, content: string, args: TokenSizeArgs): TokenSizeChunk[] {
  const size = args.chunk_token_size;
  const step = size - args.chunk_overlap_token_size;
  const out: TokenSizeChunk[] = [];
  const push = (tokens: number, decoded: string, span: CodePointSpan | null, mapped: () => MappedText) => {
    const record: TokenSizeRecord = { tokens, content: decoded.slice(...pyStripRange(decoded)), chunk_order_index: out.length };
    if (span) record._source_span = span;
    out.push({ record, content: record.content ? mapped() : wholeText('') });
  };
  const cpi = codePointIndex(content);
  if (!args.split_by_character) {
    const ids = tokenizer.encode(content);
    windows(tokenizer, content, cpi, ids, size, step, push);
    return out;
  }
  const separator = args.split_by_character;
  let at = 0;
  for (const piece of content.split(separator)) {
    const start = at;
    const end = at + piece.length;
    at = end + separator.length;
    const ids = tokenizer.encode(piece);
    if (ids.length > size) {
      if (args.split_by_character_only) {
        const preview = Array.from(piece).slice(0, 120).join('');
        const [s, e] = pyStripRange(preview);
        throw new ChunkTokenLimitExceeded(ids.length, size, s < e ? Array.from(preview.slice(s, e)).slice(0, 80).join('') : undefined, start, end);
      }
      windows(tokenizer, piece, codePointIndex(piece), ids, size, step, (tokens, decoded, span, mapped) =>
        push(tokens, decoded, span && { start: cpi.cpOf(start) + span.start, end: cpi.cpOf(start) + span.end }, () => shifted(mapped(), start)),
      );
    } else {
      const span = trimmedSpan(content, cpi, cpi.cpOf(start), cpi.cpOf(end));
      push(ids.length, piece, span, () => wholeText(content.slice(cpi.unitOf(span!.start), cpi.unitOf(span!.end)), cpi.unitOf(span!.start)));
    }
  }
  return out;
}

type Push = (tokens: number, decoded: string, span: CodePointSpan | null, mapped: () => MappedText) => void;

/**
 * The token windows of `text` (tokens `ids`), each decoded and located as `_token_window_source_span` locates
 * it: the window's start predicted from the last located window (`anchor`) plus the decoded length of the ids
 * between, checked against the text, else searched for within 32 code points around; a window holding a cut
 * character (U+FFFD) is not found and keeps the anchor. Spans and `mapped` are relative to `text`.
 */
function windows(tokenizer: WindowTokenizer, text: string, cpi: CodePointIndex, ids: number[], size: number, step: number, push: Push): void {
  const bytes: TokenBytes | undefined = tokenizer.tokenByteLengths ? tokenBytes(text, cpi, ids, tokenizer.tokenByteLengths(ids)) : undefined;
  const decodedLength = bytes ? bytes.decodedLength : (a: number, b: number) => codePointLength(tokenizer.decode(ids.slice(a, b)));
  let anchorToken = 0;
  let anchorChar = 0;
  for (let start = 0; start < ids.length; start += step) {
    const end = Math.min(start + size, ids.length);
    const window = tokenizer.decode(ids.slice(start, end));
    const length = codePointLength(window);
    let from = anchorChar + decodedLength(anchorToken, start);
    let to = from + length;
    let located = true;
    if (text.slice(cpi.unitOf(from), cpi.unitOf(to)) !== window) {
      const lo = cpi.unitOf(Math.max(0, from - 32));
      const hi = cpi.unitOf(to + 32 + length);
      const found = text.slice(lo, hi).indexOf(window);
      if (found < 0) located = false;
      else [from, to] = [cpi.cpOf(lo + found), cpi.cpOf(lo + found) + length];
    }
    if (located) [anchorToken, anchorChar] = [start, from];
    const span = located ? trimmedSpan(text, cpi, from, to) : null;
    push(end - start, window, span, () => {
      if (span) return wholeText(text.slice(cpi.unitOf(span.start), cpi.unitOf(span.end)), cpi.unitOf(span.start));
      const m = bytes ? bytes.mapWindow(start, end, window) : insertedText(window);
      return sliceMapped(m, ...pyStripRange(window));
    });
  }
}

/** `_source_span`: `[start, end)` (code points) less the whitespace `.strip()` removes, or null when nothing is left. */
function trimmedSpan(text: string, cpi: CodePointIndex, start: number, end: number): CodePointSpan | null {
  let s = cpi.unitOf(start);
  let e = Math.max(s, cpi.unitOf(end));
  while (s < e && isPySpace(text[s])) s++;
  while (e > s && isPySpace(text[e - 1])) e--;
  return s < e ? { start: cpi.cpOf(s), end: cpi.cpOf(e) } : null;
}

/** `m` (mapped into a piece of the text) mapped into the text, the piece starting at UTF-16 offset `offset`. */
function shifted(m: MappedText, offset: number): MappedText {
  return { text: m.text, segments: m.segments.map((s) => (s.at === undefined ? { ...s } : { ...s, at: s.at + offset })) };
}
