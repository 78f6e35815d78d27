// Rules of spec/azure-sentence-text-splitter.md across pages and after assembly: cross-page boundary repair
// (full merge, trailing-fragment carry-forward, safe concatenation) and chunk normalisation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Draft } from '../../../../../shared/chunkers/sentence/draft';
import type { SentenceLimits } from '../../../../../shared/chunkers/sentence/limits';
import { normalizeDraft } from '../../../../../shared/chunkers/sentence/normalize';
import { textOf } from '../../../../../shared/chunkers/sentence/pieces';
import { prefixCountsOf } from '../../../../../shared/tokenizers/sliceCounter';
import { chunkPages, contents, countTokens } from '../../../../helpers/sentenceHelpers';

describe('sentence: cross-page full merge', () => {
  it('glues a sentence cut by a page break, inserting a space between two alphanumerics', () => {
    const r = chunkPages(['It continues to operate', 'under load.']);
    assert.deepEqual(contents(r), ['It continues to operate under load.']);
    assert.deepEqual(r.chunks[0].pages, [0, 1]);
  });

  it('inserts no space after a non-alphanumeric, after a closing tag, or where whitespace already separates', () => {
    assert.deepEqual(contents(chunkPages(['A well-', 'known fact.'])), ['A well-known fact.']);
    assert.deepEqual(contents(chunkPages(['It ends in <b>bold</b>', 'and more.'])), ['It ends in <b>bold</b>and more.']);
    const spaced = chunkPages(['It keeps its space ', 'and more.']);
    assert.deepEqual(contents(spaced), ['It keeps its space and more.']);
    assert.ok(!spaced.chunks[0].notes.some((n) => /inserted space/.test(n.detail ?? '')));
  });

  it('does not merge when the previous chunk ends a sentence or the next starts uppercase, with # or with a tag', () => {
    assert.deepEqual(contents(chunkPages(['Done.', 'and more.'])), ['Done.', 'and more.']);
    assert.deepEqual(contents(chunkPages(['It continues', 'Under load.'])), ['It continues', 'Under load.']);
    assert.deepEqual(contents(chunkPages(['It continues', '# title'])), ['It continues', '# title']);
    assert.deepEqual(contents(chunkPages(['It continues', '<figure>f</figure>'])), ['It continues', '<figure>f</figure>']);
  });

  it('a blank page between the two halves does not prevent the merge', () => {
    assert.deepEqual(contents(chunkPages(['It continues to operate', ' \n ', 'under load.'])), ['It continues to operate under load.']);
  });

  it('merges within the 1.2 × character allowance, not beyond it', () => {
    const pages = ['First sentence here. It continues to', 'operate under load.']; // merged: 56 characters
    assert.deepEqual(contents(chunkPages(pages, { maxChars: 47, overlapPercent: 0 })), ['First sentence here. It continues to operate under load.']);
    assert.deepEqual(contents(chunkPages(pages, { maxChars: 46, overlapPercent: 0 })), ['First sentence here.', ' It continues to operate under load.']);
  });

  it('merges within the token cap, not beyond it', () => {
    const pages = ['First sentence here. It continues to', 'operate under load.'];
    const merged = countTokens('First sentence here. It continues to operate under load.');
    assert.equal(chunkPages(pages, { maxTokens: merged, overlapPercent: 0 }).chunks.length, 1);
    assert.equal(chunkPages(pages, { maxTokens: merged - 1, overlapPercent: 0 }).chunks.length, 2);
  });
});

describe('sentence: trailing-fragment carry-forward', () => {
  it('moves the unfinished sentence forward without duplicating it; the record keeps the new page', () => {
    const pages = ['First sentence here. It continues to', 'operate under load.'];
    const r = chunkPages(pages, { maxChars: 46, overlapPercent: 0 });
    assert.equal(contents(r).join(''), 'First sentence here. It continues to operate under load.');
    assert.ok(r.chunks.every((c) => c.spans.every((s) => !s.overlap)));
    assert.deepEqual(r.chunks.map((c) => c.pageNum), [0, 1]);
    assert.ok(r.chunks[1].notes.some((n) => n.reason === 'page-join'));
  });

  it('when the whole fragment cannot move, its head moves as far as the allowance leaves room and its tail comes first, as in the reference', () => {
    // Fragment (46) + first new chunk (48) is over int(1.2 × 60) = 72: the head gets 72 − 48 = 24 characters;
    // the tail stays behind as a chunk of the new page placed before the chunk the head joined.
    const pages = ['Done. alpha beta gamma delta epsilon zeta eta theta', 'iota kappa lambda mu nu xi omicron pi rho sigma.'];
    const r = chunkPages(pages, { maxChars: 60, overlapPercent: 0 });
    assert.deepEqual(contents(r), ['Done.', 'epsilon zeta eta theta', ' alpha beta gamma delta iota kappa lambda mu nu xi omicron pi rho sigma.']);
    assert.deepEqual(r.chunks.map((c) => c.pageNum), [0, 1, 1]);
    assert.ok(r.chunks[2].notes.some((n) => /its tail did not fit and is in the chunk before/.test(n.detail ?? '')));
  });

  it('when the first new chunk alone is over the allowance, the head loses that excess from its end (a Python slice with a negative bound)', () => {
    // One sentence of 74 characters stands alone (over maxChars 60); the room is 72 − 74 = −2, and the
    // reference's fragment[:-2] moves "alpha be" while "ta" is left before it.
    const first = `${'lower '.repeat(11)}words x.`;
    const r = chunkPages(['alpha beta', first], { maxChars: 60, overlapPercent: 0 });
    assert.deepEqual(contents(r), ['ta', `alpha be ${first}`]);
    assert.deepEqual(r.chunks.map((c) => c.pageNum), [1, 1]);
    assert.ok(r.chunks[1].notes.some((n) => /space not in the source/.test(n.detail ?? '')));
  });
});

describe('sentence: chunk normalisation', () => {
  // Soft budget 24.
  const limits: SentenceLimits = { maxTokens: 500, maxChars: 20, overlapPercent: 10, countTokensUpTo: countTokens, countPiecesUpTo: (pieces) => countTokens(textOf(pieces)), countRangeUpTo: (pieces, start, end) => countTokens(textOf(pieces).slice(start, end)), piecesPrefixCounter: (pieces) => prefixCountsOf((end) => countTokens(textOf(pieces).slice(0, end)), 500) };
  const draft = (text: string): Draft => ({ pieces: [{ text, page: 0, at: 0 }], page: 0, notes: [{ reason: 'budget' }] });
  const normalized = (text: string) => textOf(normalizeDraft(draft(text), limits).pieces);

  it('drops leading spaces only while they alone keep the chunk over the soft budget', () => {
    assert.equal(normalized(`    ${'x'.repeat(22)}`), `  ${'x'.repeat(22)}`);
    assert.equal(normalized(`  ${'x'.repeat(22)}`), `  ${'x'.repeat(22)}`, 'within the budget nothing changes');
  });

  it('strips trailing whitespace only when it puts the chunk at most 3 characters over', () => {
    assert.equal(normalized(`${'x'.repeat(25)}  `), 'x'.repeat(25));
    assert.equal(normalized(`${'x'.repeat(25)}   `), `${'x'.repeat(25)}   `);
    assert.equal(normalized(`${'x'.repeat(22)} \n`), 'x'.repeat(22) + ' \n', 'exactly at the budget nothing changes');
  });

  it('leaves figure chunks untouched and records what it dropped', () => {
    const figure = `    <figure>${'x'.repeat(30)}</figure>  `;
    assert.equal(normalized(figure), figure);
    assert.equal(normalizeDraft(draft(`    ${'x'.repeat(22)}`), limits).notes[1].reason, 'normalized');
  });
});
