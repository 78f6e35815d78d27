// Where the UTF-8 bytes of a text's token ids fall in the text: what decoding a run of ids gives, counted and
// mapped to the source without decoding, for byte-level tokenizers whose ids spell the text's UTF-8 bytes.

import { concatMapped, insertedText, wholeText, type MappedText } from '../mappedText';
import { utf16Offsets } from '../langchain/tokenSplitter';
import type { CodePointIndex } from './codePointIndex';

/** The byte layout of `ids`, the tokens of one text. */
export interface TokenBytes {
  /**
   * `len(decode(ids[a:b]))` in code points. The ids' bytes are a stretch of the text's valid UTF-8, so the
   * decoder with replacement (Python's and TextDecoder's "maximal subpart" rule) gives one U+FFFD per leading
   * continuation byte, the whole characters, and one U+FFFD for a cut character at the end.
   */
  decodedLength(a: number, b: number): number;
  /** `decoded` (the text of `ids[a:b]`) mapped to the source: its whole characters exactly, each U+FFFD inserted. */
  mapWindow(a: number, b: number, decoded: string): MappedText;
}

/**
 * The layout of `ids` over `text` (whose code point index is `cpi`), given each id's byte length. Linear in the
 * text: two arrays, of the ids and of the bytes.
 */
export function tokenBytes(text: string, cpi: CodePointIndex, ids: readonly number[], byteLengths: readonly number[]): TokenBytes {
  const byteAt = new Int32Array(ids.length + 1);
  for (let i = 0; i < ids.length; i++) byteAt[i + 1] = byteAt[i] + byteLengths[i];
  const unitAt = utf16Offsets(text);
  /** The whole characters of bytes [bs, be): the first and last character boundaries inside, or none. */
  const bounds = (bs: number, be: number): [number, number] | undefined => {
    let first = bs;
    while (first < be && unitAt[first] < 0) first++;
    if (first === be && unitAt[be] < 0) return undefined;
    let last = be;
    while (unitAt[last] < 0) last--;
    return [first, last];
  };
  return {
    decodedLength(a, b) {
      const [bs, be] = [byteAt[a], byteAt[b]];
      const inside = bounds(bs, be);
      if (!inside) return be - bs;
      const [first, last] = inside;
      return first - bs + cpi.cpOf(unitAt[last]) - cpi.cpOf(unitAt[first]) + (last < be ? 1 : 0);
    },
    mapWindow(a, b, decoded) {
      const [bs, be] = [byteAt[a], byteAt[b]];
      const inside = bounds(bs, be);
      if (!inside) return insertedText(decoded);
      const [first, last] = inside;
      const lead = '\ufffd'.repeat(first - bs);
      const middle = wholeText(text.slice(unitAt[first], unitAt[last]), unitAt[first]);
      const trail = last < be ? '\ufffd' : '';
      if (decoded !== lead + middle.text + trail) return insertedText(decoded);
      return concatMapped([insertedText(lead), middle, insertedText(trail)]);
    },
  };
}
