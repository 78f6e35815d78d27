// The worked examples of spec/azure-sentence-text-splitter.md ("Examples"), with their expected outputs.
//
// The document prints each chunk without the whitespace at its edges. Its own rules keep that whitespace:
// a span starts just after the previous sentence ending (so the space before a sentence leads its chunk),
// and a word-break split keeps the space "in the first half". Each example therefore checks the exact chunk
// text (edge whitespace written out) and that, trimmed, it is exactly what the document prints.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkPages, chunkText, contents } from '../../../../helpers/sentenceHelpers';

function assertChunks(actual: string[], exact: string[], printed: string[]): void {
  assert.deepEqual(actual, exact);
  assert.deepEqual(actual.map((c) => c.trim()), printed);
}

const ALPHANUMERIC_RUN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

describe('sentence: the worked examples of the document', () => {
  it('Example 1: sentences that fit the limits make one chunk', () => {
    const text = 'Sentence one. Sentence two is slightly longer. Final short one.';
    const r = chunkText('text', text);
    assertChunks(contents(r), [text], [text]);
    assert.deepEqual(r.chunks[0].spans, [{ start: 0, end: text.length }]);
  });

  it('Example 2: a figure stays atomic, attaches to the text before it, and the rest flows on', () => {
    const text = 'Heading line\nIntro before the figure. <figure><img src="x.png" alt="X"></figure> Text that follows the figure. Another sentence.';
    const r = chunkText('text', text);
    assertChunks(
      contents(r),
      ['Heading line\nIntro before the figure. <figure><img src="x.png" alt="X"></figure>', ' Text that follows the figure. Another sentence.'],
      ['Heading line\nIntro before the figure. <figure><img src="x.png" alt="X"></figure>', 'Text that follows the figure. Another sentence.'],
    );
    assert.deepEqual(r.chunks.map((c) => c.type), ['mixed', 'text']);
  });

  it('Example 3: an oversized span without boundaries splits at its midpoint with a 24-character duplicated overlap', () => {
    // 124 characters, 12 cl100k tokens; a cap of 11 tokens makes it oversized and both halves fit.
    const text = ALPHANUMERIC_RUN + ALPHANUMERIC_RUN;
    // The example shows the split before the semantic overlap pass (so it runs with overlap 0 here).
    const r = chunkText('text', text, { maxTokens: 11, overlapPercent: 0 });
    const chunk0 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKL';
    const chunk1 = 'yz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    assertChunks(contents(r), [chunk0, chunk1], [chunk0, chunk1]);
    assert.equal(text.slice(50, 74), 'yz0123456789ABCDEFGHIJKL');
    assert.deepEqual(r.chunks[1].spans, [{ start: 50, end: 74, overlap: true }, { start: 74, end: 124 }]);
    assert.deepEqual(r.problems.map((p) => [p.code, p.span]), [['CK101', { start: 0, end: 124 }]]);
    // With it, the implementation appends the start of chunk 1, shrunk one character at a time under the cap.
    assert.deepEqual(contents(chunkText('text', text, { maxTokens: 11 })), [`${chunk0}yz012`, chunk1]);
  });

  it('Example 3b: an oversized span without sentence endings splits at a word break near its middle', () => {
    // 83 characters, 19 tokens; with a cap of 12 each half fits. The example shows the split before the
    // semantic overlap pass, which would append the start of chunk 1 to chunk 0 (checked just below).
    const text = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi';
    const r = chunkText('text', text, { maxTokens: 12, overlapPercent: 0 });
    assertChunks(
      contents(r),
      ['alpha beta gamma delta epsilon zeta eta ', 'theta iota kappa lambda mu nu xi omicron pi'],
      ['alpha beta gamma delta epsilon zeta eta', 'theta iota kappa lambda mu nu xi omicron pi'],
    );
    assert.equal(r.problems.length, 0, 'a word-break split duplicates nothing and is not degraded');
    const withOverlap = chunkText('text', text, { maxTokens: 12 });
    assert.equal(withOverlap.chunks[0].content, 'alpha beta gamma delta epsilon zeta eta theta iota kappa la', 'shrunk inside a word, as the implementation does');
    assert.equal(withOverlap.chunks[1].content, 'theta iota kappa lambda mu nu xi omicron pi');
  });

  it('Example 4: a sentence cut by a page break is merged back with an injected space', () => {
    // Page B fits one chunk under any limit that lets the merged sentence fit (the merged sentence is longer
    // than page B in characters and in tokens), so the merge takes all of page B: the documented Chunk 0
    // followed by the follow-up sentence. The document prints the follow-up as a second chunk.
    const r = chunkPages(['The procedure continues to operate', 'under heavy load and completes successfully. Follow-up sentence.']);
    const chunk0 = 'The procedure continues to operate under heavy load and completes successfully.';
    assert.deepEqual(contents(r), [`${chunk0} Follow-up sentence.`]);
    assert.deepEqual(r.chunks[0].pages, [0, 1]);
    assert.equal(r.chunks[0].pageNum, 0);
    assert.ok(r.chunks[0].notes.some((n) => n.reason === 'page-join' && /inserted space/.test(n.detail ?? '')));
  });

  it('Example 5: when a full merge is too large, the trailing fragment is carried forward', () => {
    // Merged, the two pages have 39 tokens; the fragment plus page B 34. A cap of 36 tokens forbids the merge.
    const pageA = 'Intro sentence finishes here. This clause is long but near the limit and the following portion would push it over';
    const pageB = 'so the trailing fragment carry‑forward moves this trailing portion forward. Remaining context continues here.';
    const r = chunkPages([pageA, pageB], { maxTokens: 36 });
    const chunk1 = 'This clause is long but near the limit and the following portion would push it over so the trailing fragment carry‑forward moves this trailing portion forward. Remaining context continues here.';
    assertChunks(contents(r), ['Intro sentence finishes here.', ` ${chunk1}`], ['Intro sentence finishes here.', chunk1]);
    assert.deepEqual(r.chunks.map((c) => c.pageNum), [0, 1]);
    assert.deepEqual(r.chunks[1].pages, [0, 1]);
  });
});
