import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import fc from 'fast-check';
import { getTokenizer, TOKENIZER_IDS } from '../../../../shared/tokenizers';
import { fewestTokensOver } from '../../../../shared/tokenizers/pieceMemoEncoder';
import { withReferenceWhiteSpace } from '../../../../shared/tokenizers/referencePattern';

/** Texts where a piece's neighbours matter to the regex: white space before words, line ends, long runs. */
const TRICKY = [
  'a   b\tc\t\td  \n  e',
  'end with spaces   ',
  '\n\n  \n\r\n\t\n x',
  "don't I'LL we've  'S",
  'numbers 1234567 and 12,345.678',
  '# Heading\n\n- item one\n- item two\n\n```js\nconst x = 1;   \n```\n',
  'emoji 🚀🚀 and CJK 你好，世界！ and Привет',
  '\uFEFF#title\u0085next\u00a0nbsp\u3000wide',
  '-'.repeat(100) + '\n' + '='.repeat(37),
  'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3ODk=',
  'a <|endoftext|> b <|fim_prefix|>',
];

describe('tokenizers', () => {
  it('chars counts Unicode code points, not UTF-16 units', () => {
    const chars = getTokenizer('chars');
    assert.equal(chars.count('a🚀b'), 3);
    assert.equal(chars.decode(chars.encode('a🚀b')), 'a🚀b');
  });

  it('chars decodes 200,000 ids (past what one call can take as arguments) back to the text', () => {
    const text = 'aé😀'.repeat(70_000);
    const chars = getTokenizer('chars');
    assert.equal(chars.decode(chars.encode(text)), text);
  });

  it('o200k_base and cl100k_base give the reference counts and round-trip', () => {
    const text = 'Hello, world! Привет, мир! 你好，世界！';
    for (const id of ['o200k_base', 'cl100k_base'] as const) {
      const t = getTokenizer(id);
      assert.equal(t.decode(t.encode(text)), text);
      assert.equal(t.count(text), t.encode(text).length);
    }
    assert.equal(getTokenizer('cl100k_base').count('hello world'), 2);
    assert.equal(getTokenizer('o200k_base').count('hello world'), 2);
  });

  it('ids and counts equal js-tiktoken encoding the whole text, also when every piece is already memoised', () => {
    for (const [id, ranks] of [['o200k_base', o200kBase], ['cl100k_base', cl100kBase]] as const) {
      const reference = new Tiktoken({ ...ranks, pat_str: withReferenceWhiteSpace(ranks.pat_str) });
      const t = getTokenizer(id);
      for (const text of [...TRICKY, TRICKY.join(' '), TRICKY.join('')]) {
        const expected = reference.encode(text, [], []);
        assert.deepEqual(t.encode(text), expected, `${id}: ${JSON.stringify(text)}`);
        assert.deepEqual(t.encode(text), expected, `${id} again: ${JSON.stringify(text)}`);
        assert.equal(t.count(text), expected.length, `${id} count: ${JSON.stringify(text)}`);
      }
    }
  });

  it('byte-pair merges equal js-tiktoken on seeded random text of mixed scripts, symbols and long runs', () => {
    const alphabet = ['a', 'e', 'Q', 'z', 'ß', 'é', 'ж', '你', '好', '🚀', '\u0301', '1', '7', ' ', '  ', '\n', '\t', '-', '_', '=', '/', "'", '.', ',', '\\', '\uFFFD', 'x'.repeat(40), '%'.repeat(25)];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const texts = Array.from({ length: 200 }, () => Array.from({ length: 1 + Math.floor(next() * 30) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
    for (const [id, ranks] of [['o200k_base', o200kBase], ['cl100k_base', cl100kBase]] as const) {
      const reference = new Tiktoken({ ...ranks, pat_str: withReferenceWhiteSpace(ranks.pat_str) });
      const t = getTokenizer(id);
      for (const text of texts) {
        const ids = t.encode(text);
        assert.deepEqual(ids, reference.encode(text, [], []), `${id}: ${JSON.stringify(text)}`);
        assert.equal(t.decode(ids), reference.decode(ids), `${id} decode: ${JSON.stringify(text)}`);
      }
      const special = ranks.special_tokens['<|endoftext|>'];
      assert.equal(t.decode([special]), '<|endoftext|>');
    }
  });

  it('countUpTo gives the count when it is at most the limit and a number above the limit otherwise, for every tokenizer', () => {
    // Long single pieces (a run of newlines, of spaces, of one letter, of CJK characters) are where a piece too long
    // for what is left of the limit is not merged at all: its lower bound must still be at most its count.
    const longPieces = ['\n'.repeat(5000), `${' '.repeat(3000)}x`, 'a'.repeat(4000), '中'.repeat(2000), '🚀'.repeat(1500)];
    const texts = [...TRICKY, TRICKY.join(' ').repeat(3), 'a🚀b🚀c', ...longPieces];
    for (const id of TOKENIZER_IDS) {
      const t = getTokenizer(id);
      texts.forEach((text, i) => {
        for (const limit of [0, 1, 7, 30, 100, 1000]) {
          // A text no earlier call has counted, so that the memo does not answer for the counting under test.
          const fresh = `${i} ${limit} ${text}`;
          const upTo = t.countUpTo(fresh, limit);
          const full = t.encode(fresh).length;
          if (full <= limit) assert.equal(upTo, full, `${id} ${limit}: ${JSON.stringify(fresh)}`);
          else assert.ok(upTo > limit && upTo <= full, `${id} ${limit}: ${upTo} for ${full} tokens`);
          assert.equal(t.countUpTo(fresh, full), full, `${id}, counted before: ${JSON.stringify(fresh)}`);
        }
      });
    }
  });

  it('a text is over the limit by its UTF-8 bytes alone exactly when they pass limit × the longest token', () => {
    // Characters of 1, 2, 3 and 4 UTF-8 bytes; the bound must count each as TextEncoder does, neither more (it
    // would call a text over the limit that is not) nor less (it would miss one).
    const character = fc.constantFrom('a', ' ', '\n', 'é', 'ж', '中', '。', '🚀', '𝔸');
    const utf8 = new TextEncoder();
    fc.assert(
      fc.property(fc.array(character, { maxLength: 400 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 8 }), (chars, limit, longest) => {
        const text = chars.join('');
        const bytes = utf8.encode(text).length;
        const fewest = fewestTokensOver(text, limit, longest);
        if (bytes > limit * longest) assert.ok(fewest > limit && fewest <= Math.ceil(bytes / longest), `${fewest} for ${bytes} bytes`);
        else assert.equal(fewest, 0);
      }),
      { seed: 16, numRuns: 2000 },
    );
  });

  it('special-token text is counted as ordinary text instead of throwing', () => {
    const t = getTokenizer('cl100k_base');
    assert.ok(t.count('a <|endoftext|> b') > 3);
  });
});
