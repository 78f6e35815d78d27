// Reading drafts without joining their pieces: the text of pieces taken as slices of their pages, and the
// figure test made piece by piece, equal what the joined text gives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { containsFigure, containsFigureJoined } from '../../../../../shared/chunkers/sentence/figures';
import { type Piece, textOf, textOnPages } from '../../../../../shared/chunkers/sentence/pieces';

const PAGES = [{ text: 'Alpha beta. <figure>x</figure> 東京の資料 gamma' }, { text: '🚀 delta, epsilon; zeta' }];

/** Pieces cut from the pages: runs that follow each other, jumps back (an overlap), inserted spaces. */
const piecesArbitrary = fc.array(
  fc.oneof(
    fc.record({ page: fc.integer({ min: 0, max: 1 }), from: fc.nat(), size: fc.nat({ max: 12 }), runs: fc.integer({ min: 1, max: 4 }) }),
    fc.constant('inserted' as const),
  ),
  { maxLength: 6 },
).map((cuts) => {
  const pieces: Piece[] = [];
  for (const cut of cuts) {
    if (cut === 'inserted') {
      pieces.push({ text: ' ', page: 0 });
      continue;
    }
    const text = PAGES[cut.page].text;
    let at = cut.from % text.length;
    for (let r = 0; r < cut.runs && at < text.length; r++) {
      const end = Math.min(text.length, at + cut.size);
      pieces.push({ text: text.slice(at, end), page: cut.page, at, overlap: r === 0 });
      at = end;
    }
  }
  return pieces;
});

describe('sentence: pieces read without joining them', () => {
  it('textOnPages spells what textOf spells', () => {
    fc.assert(fc.property(piecesArbitrary, (pieces) => assert.equal(textOnPages(pieces, PAGES), textOf(pieces))), { numRuns: 500, seed: 5 });
    // Pieces that would follow each other if they were on the same page.
    const acrossPages: Piece[] = [{ text: 'Alph', page: 0, at: 0 }, { text: PAGES[1].text.slice(4, 9), page: 1, at: 4 }];
    assert.equal(textOnPages(acrossPages, PAGES), textOf(acrossPages));
  });

  it('containsFigureJoined finds a <figure tag inside a text and across any number of joins', () => {
    const text = fc.array(fc.constantFrom('<', 'f', 'I', 'g', 'U', 'r', 'E', '<figure', '<FIGURE', 'x', ' '), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 6 }), (texts) => assert.equal(containsFigureJoined(texts), containsFigure(texts.join('')), JSON.stringify(texts))),
      { numRuns: 2_000, seed: 6 },
    );
    assert.equal(containsFigureJoined(['a<', 'f', 'ig', 'u', 're>']), true);
    assert.equal(containsFigureJoined(['<figur', 'x', 'e']), false);
  });
});
