// Token counts of every prefix of a piece in one pass (prefixTokenCounts.ts) against the byte-pair encoder
// itself, and the tokenizers' prefix counters against counting each prefix.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import r50kBase from 'js-tiktoken/ranks/r50k_base';
import { bytePairEncoder } from '../../shared/tokenizers/bytePairEncoder';
import { getTokenizer } from '../../shared/tokenizers';

const utf8 = new TextEncoder();
const count = (ids: number | number[]): number => (typeof ids === 'number' ? 1 : ids.length);

/** Characters of several scripts and byte lengths, letters with and without case, marks, digits and spaces. */
const character = fc.constantFrom(...'中文字词语東京的一是了我不人在他有这个上们来到时大地为子中你说生国年着就那和要她出也得里后自以会家可下而过天去能对小多然于心学么之都好看起发当没成只如事把还用第样道想作种开美总从无情己面最女但现前些所同日手又行意动方期它头经长儿回位分爱老因很给名法间斯知世什两次使身者被高已亲其进此话常与活正感ありがとうカタカナเมืองไทย한국어العربيةעבריתabcXYZ 0123.,!?\'\n\t'.split(''), '𠀋', '𡈽', 'é', 'ǅ', '́');

describe('prefix token counts', () => {
  it('one pass gives the byte-pair count of every prefix of a piece, for cl100k_base, o200k_base and r50k_base', () => {
    for (const ranks of [cl100kBase, o200kBase, r50kBase]) {
      const encoder = bytePairEncoder(ranks);
      fc.assert(
        fc.property(fc.array(character, { minLength: 1, maxLength: 60 }), (chars) => {
          const piece = chars.join('');
          const counts = encoder.prefixCounts(piece);
          assert.ok(counts, JSON.stringify(piece));
          for (let end = 1; end <= piece.length; end++) {
            const code = piece.charCodeAt(end - 1);
            if (code >= 0xd800 && code <= 0xdbff) continue;
            const prefix = piece.slice(0, end);
            assert.equal(counts[utf8.encode(prefix).length], count(encoder.encodePiece(prefix)), `${JSON.stringify(piece)} to ${end}`);
          }
        }),
        { numRuns: 150, seed: 16 },
      );
    }
  });

  it('a tokenizer counts prefixes of a text that ends in letters without case as it counts each prefix', () => {
    const ideograph = fc.constantFrom(...'中文字词语東京的一是了我不人在他有这个上们来到時大地为子你说生国年着就那和要她出也得里后自以会家可下而过天ありがとう한국어เมือง'.split(''), '𠀋');
    const head = fc.array(fc.constantFrom('a', 'B', ' ', '  ', '\n', '1', '12345', '.', "'s", 'é', '中', '—'), { maxLength: 8 });
    for (const id of ['cl100k_base', 'o200k_base', 'gpt2'] as const) {
      const t = getTokenizer(id);
      fc.assert(
        fc.property(head, fc.array(ideograph, { minLength: 1, maxLength: 80 }), fc.integer({ min: 1, max: 120 }), (h, tail, limit) => {
          const text = `${h.join('')}${tail.join('')}`;
          const prefixCount = t.prefixCounter!(text, limit);
          for (let end = text.length; end >= 0; end--) {
            const expected = t.count(text.slice(0, end));
            const got = prefixCount(end);
            if (expected <= limit) assert.equal(got, expected, `${id} ${JSON.stringify(text)} to ${end}`);
            else assert.ok(got > limit, `${id} ${JSON.stringify(text)} to ${end}: ${got} for ${expected} over ${limit}`);
          }
        }),
        { numRuns: 120, seed: 27 },
      );
    }
  });
});

