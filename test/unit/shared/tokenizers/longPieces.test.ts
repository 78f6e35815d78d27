// Long pre-tokenisation pieces (one unbroken run of letters, digits, spaces, CJK or symbols) merge with the
// heap, or, for a run of ASCII letters or of characters without ASCII, are read from its prefix counts: the ids
// stay js-tiktoken's and the cost grows as n log n, not n².

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import p50kBase from 'js-tiktoken/ranks/p50k_base';
import r50kBase from 'js-tiktoken/ranks/r50k_base';
import { bytePairEncoder, mergedTokenIds } from '../../../../shared/tokenizers/bytePairEncoder';
import { mergeLongPiece, mergeShortPiece, NO_RANK } from '../../../../shared/tokenizers/mergePiece';
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

/** The rank of each token's bytes (one character per byte), the bytes of each rank and the rank of each byte. */
function rankTables(bpeRanks: string): { rankOf: Map<string, number>; bytesOf: string[]; byteIds: Int32Array } {
  const rankOf = new Map<string, number>();
  const bytesOf: string[] = [];
  for (const line of bpeRanks.split('\n')) {
    const fields = line.split(' ');
    for (let i = 2; i < fields.length; i++) {
      rankOf.set(atob(fields[i]), Number(fields[1]) + i - 2);
      bytesOf[Number(fields[1]) + i - 2] = atob(fields[i]);
    }
  }
  return { rankOf, bytesOf, byteIds: Int32Array.from({ length: 256 }, (_, b) => rankOf.get(String.fromCharCode(b))!) };
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

  it('read long runs of ASCII letters and of characters without ASCII from their prefix counts as the same ids as merging their bytes', () => {
    const random = seededRandom(28);
    for (const ranks of [o200kBase, cl100kBase]) {
      const encoder = bytePairEncoder(ranks);
      const { rankOf, bytesOf, byteIds } = rankTables(ranks.bpe_ranks);
      const mergedId = mergedTokenIds(rankOf, bytesOf);
      for (const alphabet of ['abcdefghijklmnopqrstuvwxyz', 'ab', 'QWERTYuiop', '中文字词语東京的一是了', 'αβγδ', 'ありがとうカタカナ', '🚀𝐀é']) {
        for (const length of [1024, 5000, 40_000]) {
          const text = run(random, alphabet, length);
          const bytes = new TextEncoder().encode(text);
          const merged = mergeLongPiece(Int32Array.from(bytes, (b) => byteIds[b]), mergedId);
          const read = encoder.encodePiece(text);
          assert.deepEqual(typeof read === 'number' ? [read] : read, merged, `${JSON.stringify(alphabet)} ${length}`);
        }
      }
    }
  });

  it('have every token of ASCII letters and every token without ASCII encode to itself, in every encoding (what reading runs from prefix counts needs)', () => {
    for (const ranks of [o200kBase, cl100kBase, p50kBase, r50kBase]) {
      const { rankOf, bytesOf, byteIds } = rankTables(ranks.bpe_ranks);
      const mergedId = mergedTokenIds(rankOf, bytesOf);
      let checked = 0;
      for (const [bytes, id] of rankOf) {
        if (!/^[A-Za-z]+$/.test(bytes) && /[\0-\x7f]/.test(bytes)) continue;
        const ids = Int32Array.from(bytes, (c) => byteIds[c.charCodeAt(0)]);
        assert.deepEqual(mergeShortPiece(ids, mergedId), [id], JSON.stringify(bytes));
        checked++;
      }
      assert.ok(checked > 10_000, `${checked} tokens`);
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
