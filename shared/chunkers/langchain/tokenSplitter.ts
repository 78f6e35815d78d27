// LangChain's TokenTextSplitter (split_text_on_tokens, langchain_text_splitters 1.1.2 base.py): windows of
// `chunk_size` token ids every `chunk_size - chunk_overlap` ids, each decoded back to text.

import type { Tokenizer } from '../../tokenizers';
import { concatMapped, insertedText, wholeText, type MappedText } from '../mappedText';

/**
 * The windows of `split_text_on_tokens` over `text`, each the decoded text of its ids. A window whose ends cut a
 * character in the middle decodes those bytes to U+FFFD, as Python's `decode` does: those characters map to
 * the source character they came from only when they are whole, else they are inserted text. `ids` are
 * `tokenizer.encode(text)`, for a caller that has them already.
 */
export function splitOnTokens(text: string, tokenizer: Tokenizer, chunkSize: number, chunkOverlap: number, ids?: number[]): MappedText[] {
  if (tokenizer.id === 'chars') return codePointWindows(text, chunkSize, chunkOverlap);
  ids ??= tokenizer.encode(text);
  const bytes = tokenizer.tokenByteLengths(ids);
  const byteAt = new Array<number>(ids.length + 1);
  byteAt[0] = 0;
  for (let i = 0; i < ids.length; i++) byteAt[i + 1] = byteAt[i] + bytes[i];
  const offsets = utf16Offsets(text);
  const out: MappedText[] = [];
  for (let start = 0; start < ids.length; start += chunkSize - chunkOverlap) {
    const end = Math.min(start + chunkSize, ids.length);
    const decoded = tokenizer.decode(ids.slice(start, end));
    if (decoded) out.push(mapWindow(text, decoded, offsets, byteAt[start], byteAt[end]));
    if (end === ids.length) break;
  }
  return out;
}

/**
 * The windows under the `chars` tokenizer, whose ids are code points: each window is the source text between
 * two code point positions, as decoding its ids gives back (a lone surrogate included), without a list of ids.
 */
function codePointWindows(text: string, chunkSize: number, chunkOverlap: number): MappedText[] {
  const starts = new Int32Array(text.length + 1);
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    starts[count++] = i;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  starts[count] = text.length;
  const out: MappedText[] = [];
  for (let start = 0; start < count; start += chunkSize - chunkOverlap) {
    const end = Math.min(start + chunkSize, count);
    out.push(wholeText(text.slice(starts[start], starts[end]), starts[start]));
    if (end === count) break;
  }
  return out;
}

/** UTF-16 offset of each UTF-8 byte offset that starts a character (-1 inside a character), and of the end. */
export function utf16Offsets(text: string): Int32Array {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i) as number;
    bytes += utf8Width(cp);
    if (cp > 0xffff) i++;
  }
  const out = new Int32Array(bytes + 1).fill(-1);
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i) as number;
    out[at] = i;
    at += utf8Width(cp);
    if (cp > 0xffff) i++;
  }
  out[bytes] = text.length;
  return out;
}

function utf8Width(cp: number): number {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/** The decoded window mapped to the source: whole characters inside the byte range, U+FFFD for cut ones. */
function mapWindow(text: string, decoded: string, offsets: Int32Array, byteStart: number, byteEnd: number): MappedText {
  let first = byteStart;
  while (first < byteEnd && offsets[first] < 0) first++;
  let last = byteEnd;
  while (last > first && offsets[last] < 0) last--;
  const middle = first < last ? wholeText(text.slice(offsets[first], offsets[last]), offsets[first]) : wholeText('');
  const expected = (first > byteStart ? '\ufffd' : '') + middle.text + (last < byteEnd ? '\ufffd' : '');
  if (decoded === expected) {
    return concatMapped([insertedText(first > byteStart ? '\ufffd' : ''), middle, insertedText(last < byteEnd ? '\ufffd' : '')]);
  }
  const at = decoded.indexOf(middle.text);
  if (middle.text && at >= 0) return concatMapped([insertedText(decoded.slice(0, at)), middle, insertedText(decoded.slice(at + middle.text.length))]);
  return insertedText(decoded);
}
