// markdown-spec's windowed sentence segmentation finds the sentences one Intl.Segmenter pass finds, in time
// that grows linearly with the paragraph (one pass is quadratic in V8).

import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Span } from '../../../../../shared/model/types';
import { sentenceSpans } from '../../../../../shared/chunkers/markdownSpec/segmentSentences';
import { FIXTURES, readFixture } from '../../../../helpers/analyzeText';
import { analyzeText } from '../../../../helpers/analyzeText';

/** One Intl.Segmenter pass over the whole span: the reference the windows must match. */
function onePass(text: string, span: Span): Span[] {
  const out: Span[] = [];
  for (const s of new Intl.Segmenter('und', { granularity: 'sentence' }).segment(text.slice(span.start, span.end))) {
    const start = span.start + s.index;
    const end = start + s.segment.trimEnd().length;
    if (end > start) out.push({ start, end });
  }
  return out;
}

/** The corpus sample's documents as one text (real prose, code, tables and lists), 130 KB. */
const REAL = readdirSync(join(FIXTURES, 'corpus-sample')).sort().map((name) => readFixture('corpus-sample', name)).join('\n');

describe('windowed sentence segmentation', () => {
  it('finds the sentences of one segmenter pass on real documents, whole and from an offset on', () => {
    const span = { start: 0, end: REAL.length };
    const reference = onePass(REAL, span);
    assert.ok(reference.length > 1000);
    assert.deepEqual(sentenceSpans(REAL, span), reference);
    for (const from of [1, 5_000, 40_000, REAL.length - 2_000]) {
      assert.deepEqual(sentenceSpans(REAL, span, from), reference.filter((s) => s.start >= from), `from ${from}`);
    }
    const inner = { start: 1234, end: 98_765 };
    assert.deepEqual(sentenceSpans(REAL, inner), onePass(REAL, inner));
  });

  it('handles text with no sentence end, and spans shorter than a window', () => {
    const text = 'a'.repeat(30_000);
    assert.deepEqual(sentenceSpans(text, { start: 0, end: text.length }), [{ start: 0, end: 30_000 }]);
    assert.deepEqual(sentenceSpans('One. Two.  ', { start: 0, end: 11 }), [{ start: 0, end: 4 }, { start: 5, end: 9 }]);
    assert.deepEqual(sentenceSpans('', { start: 0, end: 0 }), []);
  });

  it('markdown-spec chunks a paragraph of 8x the sentences in well under 64x the time', () => {
    const timed = (sentences: number) => {
      const text = 'This is a short sentence. '.repeat(sentences);
      const start = performance.now();
      const { chunks } = analyzeText(text);
      const ms = performance.now() - start;
      const own = chunks.flatMap((c) => c.spans.filter((s) => !s.overlap));
      assert.equal(own.map((s) => text.slice(s.start, s.end)).join(' '), text.trim());
      return ms;
    };
    timed(500);
    const small = timed(2_000);
    const large = timed(16_000);
    assert.ok(large < 24 * small + 300, `${small.toFixed(0)} ms then ${large.toFixed(0)} ms`);
  });
});
