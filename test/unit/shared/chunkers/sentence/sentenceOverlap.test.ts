// Rules of spec/azure-sentence-text-splitter.md "Semantic overlap": a forward-looking prefix of the next chunk
// is appended to the previous one, under every condition the document lists.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Draft } from '../../../../../shared/chunkers/sentence/draft';
import type { SentenceLimits } from '../../../../../shared/chunkers/sentence/limits';
import { textOf } from '../../../../../shared/chunkers/sentence/pieces';
import { appendOverlap, overlapPrefixLength } from '../../../../../shared/chunkers/sentence/semanticOverlap';
import { prefixCountsOf } from '../../../../../shared/tokenizers/sliceCounter';
import { chunkPages, chunkText, contents, countTokens } from '../../../../helpers/sentenceHelpers';

const limits = (maxChars: number, overlapPercent = 10, maxTokens = 500): SentenceLimits => ({
  maxTokens,
  maxChars,
  overlapPercent,
  countTokensUpTo: countTokens,
  countPiecesUpTo: (pieces) => countTokens(textOf(pieces)),
  countRangeUpTo: (pieces, start, end) => countTokens(textOf(pieces).slice(start, end)),
  piecesPrefixCounter: (pieces) => prefixCountsOf((end) => countTokens(textOf(pieces).slice(0, end)), maxTokens),
});
const draft = (text: string): Draft => ({ pieces: [{ text, page: 0, at: 0 }], page: 0, notes: [{ reason: 'budget' }] });
const overlapOf = (prev: string, next: string, l: SentenceLimits) => textOf(appendOverlap(draft(prev), draft(next), l).pieces).slice(prev.length);

describe('sentence: semantic overlap', () => {
  it('appends a prefix of the next chunk on the same page to the previous one and leaves the next unchanged', () => {
    // Target int(30 × 30%) = 9 characters, extended up to 18 and trimmed back to a whole word.
    const text = 'Short one. Longer sentence number two here. Three.';
    const r = chunkText('text', text, { maxChars: 30, overlapPercent: 30 });
    assert.deepEqual(contents(r), ['Short one. Longer sentence ', ' Longer sentence number two here. Th', ' Three.']);
    assert.deepEqual(r.chunks[0].spans, [{ start: 0, end: 10 }, { start: 10, end: 27, overlap: true }]);
    assert.equal(r.chunks[0].notes.at(-1)?.reason, 'overlap');
    // ' Three.' (7) does not fit after 33 characters (allowance 36): the reference drops one character at a time
    // from its end (its first break is the leading space), down to ' Th'.
    assert.equal(r.chunks[1].notes.at(-1)?.reason, 'overlap');
    assert.ok(!r.chunks[2].notes.some((n) => n.reason === 'overlap'), 'the last chunk borrows nothing');
  });

  it('targets maxChars × percent characters, extended to the next sentence ending', () => {
    assert.equal(overlapOf('Prev.', ' Alpha beta gamma. Delta', limits(100)), ' Alpha beta gamma.');
  });

  it('ends on a word break only more than 20 characters past the target, else trims a partial trailing word', () => {
    const words = ' aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk';
    assert.equal(overlapOf('Prev.', `${words} llll mmmm`, limits(300)), `${words} `, 'the break at 25 past the target of 30');
    assert.equal(overlapOf('Prev.', words, limits(300)), ' aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj ', 'the break at 20 past is too early');
    assert.equal(overlapOf('Prev.', ' aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', limits(100)), ' aaaaaaaaa');
  });

  it('shrinks as the reference does (by the position of the first break, from the end) to stay within the token cap and the 1.2 × allowance', () => {
    const next = ' Alpha beta gamma delta. Rest';
    assert.equal(overlapOf('Prev.', next, limits(200)), ' Alpha beta gamma delta.');
    assert.equal(overlapOf('Prev.', next, limits(100, 30)), next, 'a next chunk shorter than the target is taken whole');
    assert.equal(overlapOf('Prev.', next, limits(20, 150)), ' Alpha beta gamma d', '5 + 19 ≤ int(1.2 × 20), cut inside a word');
    assert.equal(overlapOf('Prev.', ' Alphabetagammadelta', limits(10, 200)), ' Alphab', '5 + 7 ≤ int(1.2 × 10)');
    assert.equal(overlapOf('Prev.', 'Alpha, beta gamma delta', limits(10, 300)), 'Alpha', 'its first break (index 5) takes 6 characters a step: 23, 17, 11, then 5 fits');
    assert.equal(overlapOf('Prev.', 'Alphabeta', limits(3, 300)), '', 'nothing fits: nothing is added');
    const cap = countTokens('Prev. Alpha ');
    assert.equal(overlapOf('Prev.', next, limits(100, 30, cap)), ' Alpha beta', 'the longest prefix, one character shorter each step, within the cap');
  });

  it('shrinks to the length the reference\'s step-by-step loop reaches, on generated text and budgets', () => {
    const BREAKS = new Set([...' ,.;:!?、。，']);
    /** The reference's loop, one try per length: cut by the first break's position (+1) while it lies inside. */
    const referenceShrink = (prev: string, next: string, start: number, l: SentenceLimits): number => {
      let first = -1;
      for (let i = 0; i < start && first < 0; i++) if (BREAKS.has(next[i])) first = i;
      const fits = (n: number) => prev.length + n <= Math.trunc(1.2 * l.maxChars) && countTokens(prev + next.slice(0, n)) <= l.maxTokens;
      let end = start;
      while (end > 0 && !fits(end)) {
        const cut = first >= 0 && first < end ? first + 1 : 1;
        end = cut < end ? end - cut : 0;
      }
      return end;
    };
    const text = fc.array(fc.constantFrom(...'ab c,.中文字。、 xyz'), { minLength: 1, maxLength: 80 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, text, fc.integer({ min: 5, max: 60 }), fc.integer({ min: 10, max: 200 }), fc.integer({ min: 1, max: 40 }), (prev, next, maxChars, percent, maxTokens) => {
        const l = limits(maxChars, percent, maxTokens);
        const target = Math.trunc((maxChars * percent) / 100);
        const longest = overlapPrefixLength(next, target);
        if (!next.slice(0, target).trim() || prev.endsWith(next.slice(0, longest))) return;
        assert.equal(overlapOf(prev, next, l).length, referenceShrink(prev, next, longest, l));
      }),
      { numRuns: 400, seed: 11 },
    );
  });

  it('adds nothing when the previous chunk already ends with the prefix, or the percent is 0', () => {
    assert.equal(overlapOf('Prev. Alpha beta.', ' Alpha beta.', limits(100)), '');
    assert.equal(overlapOf('Prev.', ' Alpha beta.', limits(100, 0)), '');
    assert.deepEqual(contents(chunkText('text', 'One two three four. Five six seven eight.', { maxChars: 20, overlapPercent: 0 })), ['One two three four.', ' Five six seven eight.']);
  });

  it('figures neither give nor receive overlap', () => {
    const r = chunkText('text', 'Intro text. <figure>F</figure> After one. After two.', { maxChars: 12, overlapPercent: 50 });
    assert.equal(r.chunks[0].content, 'Intro text. <figure>F</figure>');
    const figureFirst = chunkText('text', '<figure>F</figure> After one. After two.', { maxChars: 12, overlapPercent: 50 });
    assert.equal(figureFirst.chunks[0].content, '<figure>F</figure>');
    assert.equal(overlapOf('Prev.', ' <figure>x</figure>', limits(100)), '');
    const first = `${'Alpha '.repeat(14)}end.`;
    const second = ` ${'Beta '.repeat(13)}end.`;
    const late = (tail: string) => chunkText('text', `${first}${second}${tail}`, { maxChars: 100 });
    assert.equal(late(' More.').chunks[0].content, `${first} Beta Beta Beta `, 'without a figure the overlap is added');
    assert.equal(late(' <figure>F</figure>').chunks[0].content, first, 'a figure anywhere in the next chunk on the page');
  });

  it('crosses a page only when the previous chunk ends mid-sentence and the next starts lowercase', () => {
    // Page B is one sentence over the 10-token cap, split at a word break. Page A merges with its first part,
    // and that merged chunk still ends mid-sentence before a lowercase part: the overlap crosses the page (a
    // carry-forward, by contrast, leaves a chunk that ends with a sentence ending). Over the cap, the reference
    // shrinks the prefix one character at a time (its first break is at its end), so it stops inside a word.
    const pageB = 'beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu';
    const budgets = { maxTokens: 10, maxChars: 100 };
    const midSentence = chunkPages(['Alpha', pageB], budgets);
    assert.deepEqual(contents(midSentence), ['Alpha beta gamma delta epsilon zeta eta theta i', 'eta theta iota kappa lambda mu nu']);
    assert.deepEqual(midSentence.chunks[0].pages, [0, 1]);
    assert.equal(midSentence.chunks[0].spans.at(-1)?.overlap, true);
    const ended = chunkPages(['Alpha.', pageB], budgets);
    assert.equal(ended.chunks[0].content, 'Alpha.');
    const upper = chunkPages(['Alpha', 'B' + pageB.slice(1)], budgets);
    assert.equal(upper.chunks[0].content, 'Alpha');
  });
});
