import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BytePairEncoder } from '../../../../shared/tokenizers/bytePairEncoder';
import { cutPiecesInPlace, pieceMemoEncoder } from '../../../../shared/tokenizers/pieceMemoEncoder';

/** An encoder whose ids are the pieces' lengths, so the ids show which pieces were cut. */
const lengthEncoder: BytePairEncoder = {
  encodePiece: (piece) => piece.length,
  decode: () => '',
  tokenByteLengths: (tokens) => tokens,
  longestTokenBytes: Number.MAX_SAFE_INTEGER,
  prefixCounts: () => (length) => Math.min(length, 1),
  countPieceUpTo: () => undefined,
  wholeRun: () => undefined,
  slicedPass: () => undefined,
  countRunSlice: () => undefined,
  leadingRunSlice: () => undefined,
};

describe('piece cutting', () => {
  it('visits back-to-back pieces and stops where no piece starts', () => {
    const seen: string[] = [];
    const text = 'abc  de!fg';
    const stop = cutPiecesInPlace(/[a-z]+| +/y, text, (start, end) => seen.push(text.slice(start, end)));
    assert.deepEqual(seen, ['abc', '  ', 'de']);
    assert.equal(stop, 7);
  });

  it('covers the whole text when every character starts a piece', () => {
    const text = 'ab 12';
    assert.equal(cutPiecesInPlace(/[a-z]+|[0-9]+| /y, text, () => {}), text.length);
  });

  it('cuts the same pieces as a global search when the pattern leaves gaps', () => {
    const encoder = pieceMemoEncoder(lengthEncoder, '[a-z]+');
    assert.deepEqual(encoder.encode('abc  de!fg h'), [3, 2, 2, 1]);
    assert.equal(encoder.count('!!xy'), 1);
  });
});
