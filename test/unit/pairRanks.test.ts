import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { bytePairEncoder, pairRanks } from '../../shared/tokenizers/bytePairEncoder';

describe('pairRanks', () => {
  it('holds the rank of every two-byte token and -1 for pairs without one', () => {
    const table = pairRanks(new Map([['ab', 7], ['\u00ff\u0000', 200000], ['abc', 9], ['a', 1]]));
    assert.equal(table.length, 65536);
    assert.equal(table[(0x61 << 8) | 0x62], 7);
    assert.equal(table[0xff << 8], 200000);
    assert.equal(table[(0x62 << 8) | 0x61], -1);
    assert.equal(table.filter((r) => r >= 0).length, 2);
  });

  it('gives the ids js-tiktoken gives for pieces merged from single bytes', () => {
    const encoder = bytePairEncoder(o200kBase);
    const reference = new Tiktoken(o200kBase);
    for (const piece of [' antidisestablishmentarianism', 'Qx7zZq', ' Привет', '🚀🚀', '\u00e9t\u00e9', ' xyzzyplugh']) {
      const ids = encoder.encodePiece(piece);
      assert.deepEqual(typeof ids === 'number' ? [ids] : ids, reference.encode(piece, [], []), piece);
    }
  });
});
