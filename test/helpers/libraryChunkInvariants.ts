// What the chunks of every library strategy (LangChain, LlamaIndex, chonkie) hold, whatever the library: no
// empty chunk, spans inside the text, each span's text found in the chunk's content after the one before, and
// the text a chunk owns (not overlap) never going back in the document. Each library's test then states which
// characters must be in some chunk (`assertCovered`). And the work of chunking grows linearly with the text.

import assert from 'node:assert/strict';
import type { Chunk } from '../../shared/model/types';
import { getTokenizer, sliceCounterOf, type Tokenizer, type TokenizerId } from '../../shared/tokenizers';
import type { SourceSlice } from '../../shared/tokenizers/sliceCounter';
import { generateMarkdown } from './generateMarkdown';

/** Checks the span invariants of `chunks` of `text`; returns, per UTF-16 unit of `text`, 1 where a span covers it. */
export function assertSpansInOrder(where: string, text: string, chunks: readonly Chunk[]): Uint8Array {
  const covered = new Uint8Array(text.length);
  let ownEnd = 0;
  for (const c of chunks) {
    const at = `${where} chunk ${c.index}`;
    assert.ok(c.content.length > 0, `${at} is empty`);
    let from = 0;
    for (const span of c.spans) {
      assert.ok(span.start >= 0 && span.start < span.end && span.end <= text.length, `${at}: span ${span.start}-${span.end} outside the text`);
      const found = c.content.indexOf(text.slice(span.start, span.end), from);
      assert.ok(found >= from, `${at}: span ${span.start}-${span.end} is not the next text of the content`);
      from = found + span.end - span.start;
      if (!span.overlap) {
        assert.ok(span.start >= ownEnd, `${at}: own text at ${span.start} goes back before ${ownEnd}`);
        ownEnd = span.end;
      }
      covered.fill(1, span.start, span.end);
    }
  }
  return covered;
}

/** Fails on the first character of `text` that `mustCover` requires and no span covers. */
export function assertCovered(where: string, text: string, covered: Uint8Array, mustCover: (i: number) => boolean): void {
  for (let i = 0; i < text.length; i++) {
    if (!covered[i] && mustCover(i)) assert.fail(`${where}: character ${i} ${JSON.stringify(text.slice(i, i + 12))} is in no chunk`);
  }
}

/**
 * Fails unless chunking a generated document four times longer measures about four times the characters (texts
 * counted or encoded, and slices counted through a slice counter).
 */
export function assertLinearMeasuring(where: string, tokenizerId: TokenizerId, chunk: (text: string, tokenizer: Tokenizer) => void): void {
  const measured = (text: string) => {
    let chars = 0;
    const inner = getTokenizer(tokenizerId);
    const length = (slices: readonly SourceSlice[]) => slices.reduce((sum, s) => sum + s.end - s.start, 0);
    chunk(text, {
      ...inner,
      count: (t) => ((chars += t.length), inner.count(t)),
      countUpTo: (t, limit) => ((chars += t.length), inner.countUpTo(t, limit)),
      encode: (t) => ((chars += t.length), inner.encode(t)),
      sliceCounter: (source) => {
        const slices = sliceCounterOf(inner, source);
        return {
          countUpTo: (s, limit) => ((chars += length(s)), slices.countUpTo(s, limit)),
          prefixCounter: (s, limit) => ((chars += length(s)), slices.prefixCounter(s, limit)),
          leadingTokens: (s, tokens) => ((chars += s.end - s.start), slices.leadingTokens(s, tokens)),
        };
      },
    });
    return chars;
  };
  const small = measured(generateMarkdown(99, 400));
  const large = measured(generateMarkdown(99, 1600));
  assert.ok(large < small * 6, `${where}: ${large} characters measured for 4x the text, against ${small}`);
}
