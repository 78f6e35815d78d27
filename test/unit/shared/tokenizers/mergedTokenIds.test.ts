// The merge works on token ids: the pair table behind it, the merged-id cache, and the ids it gives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { bytePairEncoder, mergedTokenIds } from '../../../../shared/tokenizers/bytePairEncoder';
import { mergeLongPiece, mergesBackToPair, mergeShortPiece, NO_RANK } from '../../../../shared/tokenizers/mergePiece';
import { MergeTrees } from '../../../../shared/tokenizers/mergeTrees';
import { ABSENT, PairTable } from '../../../../shared/tokenizers/pairTable';
import { seededRandom } from '../../../helpers/randomEdits';

describe('PairTable', () => {
  it('keeps every pair it is given while it grows, as a Map does', () => {
    const random = seededRandom(7);
    const table = new PairTable();
    const reference = new Map<string, number>();
    for (let i = 0; i < 50_000; i++) {
      const first = Math.floor(random() * 3000);
      const second = Math.floor(random() * 300);
      const value = Math.floor(random() * 2 ** 31) - 2 ** 30;
      table.set(first, second, value);
      reference.set(`${first},${second}`, value);
    }
    for (let first = 0; first < 3000; first += 7) {
      for (let second = 0; second < 300; second++) {
        assert.equal(table.get(first, second), reference.get(`${first},${second}`) ?? ABSENT, `${first},${second}`);
      }
    }
  });

  it('starts over when it would pass its limit, so a cache in it stays bounded', () => {
    const table = new PairTable(100);
    for (let i = 0; i < 100; i++) table.set(i, i + 1, i);
    assert.equal(table.get(99, 100), 99);
    assert.equal(table.get(0, 1), 0);
    table.set(1000, 1, 5);
    assert.equal(table.get(1000, 1), 5);
    assert.equal(table.get(0, 1), ABSENT);
  });
});

describe('mergedTokenIds', () => {
  it('gives the id of the token two tokens make, and NO_RANK where they make none', () => {
    const rankOf = new Map([['a', 0], ['b', 1], ['ab', 2], ['abb', 3], ['c', 4]]);
    const mergedId = mergedTokenIds(rankOf, ['a', 'b', 'ab', 'abb', 'c']);
    assert.equal(mergedId(0, 1), 2);
    assert.equal(mergedId(2, 1), 3);
    assert.equal(mergedId(1, 0), NO_RANK);
    assert.equal(mergedId(0, 4), NO_RANK);
    assert.equal(mergedId(0, 1), 2, 'a remembered pair gives the same id');
  });

  it('makes the encoder give the ids js-tiktoken gives for pieces merged from single bytes, short and long', () => {
    const encoder = bytePairEncoder(o200kBase);
    const reference = new Tiktoken(o200kBase);
    const long = ' ' + 'supercalifragilisticexpialidocious'.repeat(4);
    for (const piece of [' antidisestablishmentarianism', 'Qx7zZq', ' Привет', '🚀🚀', '\u00e9t\u00e9', ' xyzzyplugh', long, '中文字词语'.repeat(30)]) {
      const ids = encoder.encodePiece(piece);
      assert.deepEqual(typeof ids === 'number' ? [ids] : ids, reference.encode(piece, [], []), piece);
    }
  });

  it('says a pair of tokens merges back to itself exactly when merging their joined bytes gives the two', () => {
    const rankOf = new Map<string, number>();
    const bytesOf: string[] = [];
    for (const line of o200kBase.bpe_ranks.split('\n')) {
      const fields = line.split(' ');
      for (let i = 2; i < fields.length; i++) {
        rankOf.set(atob(fields[i]), Number(fields[1]) + i - 2);
        bytesOf[Number(fields[1]) + i - 2] = atob(fields[i]);
      }
    }
    const byteIds = Int32Array.from({ length: 256 }, (_, b) => rankOf.get(String.fromCharCode(b))!);
    const mergedId = mergedTokenIds(rankOf, bytesOf);
    // Pairs of letter tokens (often compatible) and of any two tokens (mostly merging across), drawn at random.
    const letters = [...rankOf].filter(([bytes]) => /^[a-z]{1,6}$/.test(bytes)).map(([, id]) => id);
    const random = seededRandom(28);
    const ids = [...rankOf.values()];
    const pick = (list: number[]): number => list[Math.floor(random() * list.length)];
    let compatible = 0;
    for (let i = 0; i < 20_000; i++) {
      const [a, b] = i % 2 ? [pick(letters), pick(letters)] : [pick(ids), pick(ids)];
      const bytes = Int32Array.from(bytesOf[a] + bytesOf[b], (c) => byteIds[c.charCodeAt(0)]);
      const merged = bytes.length > 64 ? mergeLongPiece(bytes, mergedId) : mergeShortPiece(bytes, mergedId);
      const expected = merged.length === 2 && merged[0] === a && merged[1] === b;
      assert.equal(mergesBackToPair(a, b, bytesOf, byteIds, mergedId), expected, `${JSON.stringify(bytesOf[a])} ${JSON.stringify(bytesOf[b])}`);
      if (expected) compatible++;
    }
    assert.ok(compatible > 1_000 && compatible < 19_000, `${compatible} compatible pairs`);
  });

  it('merge trees decide whether a pair merges back to itself as merging its bytes does, on pairs that split a token and pairs across tokens', () => {
    for (const ranks of [cl100kBase, o200kBase]) {
      const rankOf = new Map<string, number>();
      const bytesOf: string[] = [];
      for (const line of ranks.bpe_ranks.split('\n')) {
        const fields = line.split(' ');
        for (let i = 2; i < fields.length; i++) {
          rankOf.set(atob(fields[i]), Number(fields[1]) + i - 2);
          bytesOf[Number(fields[1]) + i - 2] = atob(fields[i]);
        }
      }
      const byteIds = Int32Array.from({ length: 256 }, (_, b) => rankOf.get(String.fromCharCode(b))!);
      const mergedId = mergedTokenIds(rankOf, bytesOf);
      const trees = new MergeTrees(bytesOf, byteIds, mergedId);
      const random = seededRandom(17);
      const texts = [...rankOf.keys()];
      const counts = { pairs: 0, compatible: 0, undecided: 0 };
      // Every cut of a text into two tokens: of a token (mostly pairs that merge across), and of a token with the
      // first bytes of another after it or the last bytes of another before it.
      const cuts = (text: string) => {
        for (let k = 1; k < text.length; k++) {
          const a = rankOf.get(text.slice(0, k));
          const b = rankOf.get(text.slice(k));
          if (a === undefined || b === undefined) continue;
          const expected = mergesBackToPair(a, b, bytesOf, byteIds, mergedId);
          const decided = trees.compatible(a, b);
          counts.pairs++;
          if (expected) counts.compatible++;
          if (decided === undefined) counts.undecided++;
          else assert.equal(decided, expected, `${JSON.stringify(bytesOf[a])} ${JSON.stringify(bytesOf[b])}`);
        }
      };
      for (let i = 0; i < texts.length; i += 23) cuts(texts[i]);
      for (let i = 0; i < 4_000; i++) {
        const [x, y] = [texts[Math.floor(random() * texts.length)], texts[Math.floor(random() * texts.length)]];
        cuts(x + y.slice(0, 1 + Math.floor(random() * 4)));
        cuts(x.slice(-1 - Math.floor(random() * 4)) + y);
      }
      assert.ok(counts.compatible > counts.pairs / 10 && counts.compatible < counts.pairs * 0.9, JSON.stringify(counts));
      assert.equal(counts.undecided, 0, 'every token of these encodings has a regular merge tree');
    }
  });

  it('merge trees leave undecided a pair with a token that is built after a part of higher rank, or that its bytes do not encode to', () => {
    // "abc" (rank 3) is made from "ab" (rank 4): its merges do not happen in rank order. "ca" (rank 6) encodes as "c", "a".
    const bytesOf = ['a', 'b', 'c', 'abc', 'ab', 'bc', 'ca'];
    const rankOf = new Map(bytesOf.map((bytes, id) => [bytes, id]));
    rankOf.delete('ca');
    const byteIds = Int32Array.from({ length: 256 }, (_, b) => rankOf.get(String.fromCharCode(b)) ?? -1);
    const trees = new MergeTrees(bytesOf, byteIds, mergedTokenIds(rankOf, bytesOf));
    assert.equal(trees.compatible(3, 0), undefined);
    assert.equal(trees.compatible(0, 6), undefined);
    assert.equal(trees.compatible(4, 2), false, '"ab" then "c" merges across into "abc"');
    assert.equal(trees.compatible(2, 0), true, '"c" then "a" makes no token');
  });
});
