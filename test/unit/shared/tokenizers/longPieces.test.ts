// Long pre-tokenisation pieces (one unbroken run of letters, digits, spaces, CJK or symbols) merge with the
// heap: the ids stay js-tiktoken's and the cost grows as n log n, not n².

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { mergeLongPiece, NO_RANK } from '../../../../shared/tokenizers/mergePiece';
import { getTokenizer } from '../../../../shared/tokenizers';
import { withReferenceWhiteSpace } from '../../../../shared/tokenizers/referencePattern';
import { seededRandom } from '../../../helpers/randomEdits';

const ALPHABETS = ['ab', 'abcdefghij', 'eta', '中文字词语', 'αβγ', '0123456789', ' ', ' \t', '🚀a', 'aé', '=+-', 'QUJDRE12/+'];

/** A run of `length` characters drawn from one alphabet: the regex keeps most of it one piece. */
function run(random: () => number, alphabet: string, length: number): string {
  const chars = [...alphabet];
  let out = '';
  while (out.length < length) out += chars[Math.floor(random() * chars.length)];
  return out;
}

describe('long pieces', () => {
  it('give the ids of js-tiktoken for long runs of one alphabet, in o200k_base and cl100k_base', () => {
    const random = seededRandom(16);
    for (const [id, ranks] of [['o200k_base', o200kBase], ['cl100k_base', cl100kBase]] as const) {
      const reference = new Tiktoken({ ...ranks, pat_str: withReferenceWhiteSpace(ranks.pat_str) });
      const ours = getTokenizer(id);
      for (const alphabet of ALPHABETS) {
        for (const length of [65, 200, 1500]) {
          const text = run(random, alphabet, length);
          assert.deepEqual(ours.encode(text), reference.encode(text, [], []), `${id} ${JSON.stringify(alphabet)} ${length}`);
        }
      }
      const repeated = 'a'.repeat(3000);
      assert.deepEqual(ours.encode(repeated), reference.encode(repeated, [], []));
    }
  });

  it('look up a number of pairs that grows linearly with the piece (8x the piece, under 12x the lookups)', () => {
    // Tokens are runs of "a" whose length is a power of two up to 1024; a token's id is the log of its length.
    const lookups = (n: number): number => {
      let count = 0;
      const mergedId = (left: number, right: number): number => {
        count++;
        return left === right && left < 10 ? left + 1 : NO_RANK;
      };
      const ids = mergeLongPiece(new Int32Array(n), mergedId);
      assert.equal(ids.reduce((sum, id) => sum + 2 ** id, 0), n);
      return count;
    };
    const small = lookups(4_000);
    const large = lookups(32_000);
    assert.ok(large < 12 * small, `${small} lookups for 4,000 bytes, ${large} for 32,000`);
  });

  it('counts one line of 200,000 CJK characters as 8x the tokens of 25,000, in a time that grows near linearly', () => {
    const tokenizer = getTokenizer('o200k_base');
    const timed = (text: string) => {
      const start = performance.now();
      const n = tokenizer.count(text);
      return { n, ms: performance.now() - start };
    };
    const unit = '中文字词语汉字';
    const small = timed(unit.repeat(3_600));
    const large = timed(unit.repeat(28_800));
    assert.ok(large.n > 7 * small.n && large.n < 9 * small.n);
    // A quadratic merge takes 64x; a generous bound keeps a busy machine from failing this.
    assert.ok(large.ms < 30 * small.ms + 200, `${small.ms.toFixed(0)} ms then ${large.ms.toFixed(0)} ms`);
  });
});
