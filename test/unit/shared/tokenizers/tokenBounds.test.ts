// What splitters may assume without counting: no tokenizer counts more than three tokens per UTF-16 unit
// (adaptive-section takes a short piece as fitting its cap uncounted), and a unit test read from a table
// answers as the regular expression does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { getTokenizer, mostTokensIn, TOKENIZER_IDS } from '../../../../shared/tokenizers';
import { unitMatcher } from '../../../../shared/text/unitMatcher';

describe('bounds splitters read without counting', () => {
  for (const id of TOKENIZER_IDS) {
    it(`${id} counts at most mostTokensIn(length) tokens`, () => {
      const tokenizer = getTokenizer(id);
      const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 40 }));
      fc.assert(fc.property(text, (t) => assert.ok(tokenizer.count(t) <= mostTokensIn(t.length), JSON.stringify(t))), { numRuns: 300, seed: 3 });
      // The worst cases: a lone surrogate and a rare astral character each take 3 and 4 bytes.
      for (const t of ['\ud800', '\udfff'.repeat(5), '𓀀𓀁𓀂', '\u0800\uffff', '\u{10ffff}']) assert.ok(tokenizer.count(t) <= mostTokensIn(t.length), JSON.stringify(t));
    });
  }

  it('unitMatcher answers as the pattern does for every UTF-16 unit, asked twice', () => {
    for (const pattern of [/\s/, /[\p{L}\p{N}]/u]) {
      const matches = unitMatcher(pattern);
      for (let round = 0; round < 2; round++) {
        for (let code = 0; code < 0x10000; code++) {
          const unit = String.fromCharCode(code);
          assert.equal(matches(`x${unit}`, 1), pattern.test(unit), `${pattern} U+${code.toString(16)}`);
        }
      }
    }
  });
});
