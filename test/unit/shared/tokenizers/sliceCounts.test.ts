// Counting texts by their places in a source (sliceCounter.ts, slicedPass.ts) against counting the joined text:
// a slice of a long run of CJK letters is read until it agrees with the run's own pass, and a join until no
// token spelled across it can end further on; both must give the byte-pair count exactly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { getTokenizer, sliceCounterOf } from '../../../../shared/tokenizers';
import { bytePairEncoder } from '../../../../shared/tokenizers/bytePairEncoder';
import type { SourceSlice } from '../../../../shared/tokenizers/sliceCounter';

/** `length` characters drawn from `alphabet` by a linear congruential generator seeded with `seed`. */
function drawn(alphabet: readonly string[], length: number, seed: number): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    text += alphabet[state % alphabet.length];
  }
  return text;
}

const range = (from: number, count: number): string[] => Array.from({ length: count }, (_, i) => String.fromCodePoint(from + i));

/** Sources with long runs of letters of one kind, as a page of CJK text without punctuation is, or a line of ASCII letters. */
const SOURCES: Record<string, string> = {
  'varied ideographs': drawn(range(0x4e00, 20_000), 4_000, 1),
  'common ideographs': drawn([...'的一是不了人我在有他这为之大来以个中上们'], 4_000, 2),
  'one ideograph repeated': '一'.repeat(3_000),
  'ideographs beyond the BMP among others': drawn([...range(0x20000, 300), ...range(0x4e00, 300)], 3_000, 3),
  'kana and Thai': drawn([...range(0x3041, 80), ...range(0x0e01, 40)], 3_000, 4),
  // Common words, whose tokens span several characters: a slice's first tokens often differ from the run's.
  'common words': drawn(['我们', '一个', '没有', '什么', '可以', '这个', '自己', '他们', '时候', '知道', '现在', '因为', '所以', '如果', '已经', '中国', '工作', '问题', '发展', '社会', 'ありがとう', 'ください', 'します', 'でした', 'ために', 'ことができる', 'について', 'ประเทศไทย', 'ภาษา'], 1_200, 8),
  'lower-case ASCII letters': drawn([...'abcdefghijklmnopqrstuvwxyz'], 4_000, 9),
  'English words without spaces': drawn(['the', 'state', 'ment', 'inter', 'national', 'ization', 'ing', 'tion', 'qu', 'zz'], 800, 10),
  'upper-case and lower-case runs side by side': `${drawn([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'], 1_500, 11)}${drawn([...'abcdefghijklmnopqrstuvwxyz'], 1_500, 12)}${drawn(range(0x4e00, 3_000), 1_500, 13)}`,
  'runs between ASCII, lines and short runs': `${drawn(range(0x4e00, 3_000), 2_500, 5)} words, then\n${drawn(range(0x4e00, 3_000), 400, 6)}。${drawn(range(0x4e00, 3_000), 1_500, 7)}`,
};

/** Up to 12 slices of a source of `length`, short ones (a join inside a trie depth) as often as long ones. */
const slicesOf = (length: number) =>
  fc.array(
    fc.record({ start: fc.nat({ max: length }), size: fc.oneof(fc.nat({ max: 40 }), fc.nat({ max: 400 }), fc.nat({ max: 2_000 })) }),
    { minLength: 1, maxLength: 12 },
  ).map((picked) => picked.map(({ start, size }): SourceSlice => ({ start, end: Math.min(length, start + size) })));

const joined = (source: string, slices: readonly SourceSlice[]): string => slices.map((s) => source.slice(s.start, s.end)).join('');

describe('slice counts', () => {
  for (const id of ['cl100k_base', 'o200k_base'] as const) {
    const tokenizer = getTokenizer(id);
    for (const [name, source] of Object.entries(SOURCES)) {
      it(`${id}, ${name}: a count, a count up to a limit, every prefix count and the longest prefix under a cap equal the joined text's`, () => {
        const counter = sliceCounterOf(tokenizer, source);
        fc.assert(
          fc.property(slicesOf(source.length), fc.integer({ min: 1, max: 600 }), (slices, limit) => {
            const text = joined(source, slices);
            const exact = tokenizer.count(text);
            assert.equal(counter.countUpTo(slices, Infinity), exact, JSON.stringify(slices));
            const upTo = counter.countUpTo(slices, limit);
            if (exact <= limit) assert.equal(upTo, exact);
            else assert.ok(upTo > limit, `${upTo} at limit ${limit}, count ${exact}`);
            const prefixes = counter.prefixCounter(slices, Infinity);
            for (let end = 0; end <= text.length; end += 1 + (end % 17)) assert.equal(prefixes.countAt(end), tokenizer.count(text.slice(0, end)), `prefix ${end} of ${JSON.stringify(slices)}`);
            // The longest prefix of the last 40 under a cap crossed inside them, and under one none of them meets.
            const low = Math.max(0, text.length - 40);
            for (const cap of [tokenizer.count(text.slice(0, low + 20)), tokenizer.count(text.slice(0, low)) - 1]) {
              let expected = text.length;
              while (expected >= low && tokenizer.count(text.slice(0, expected)) > cap) expected--;
              assert.equal(counter.prefixCounter(slices, cap).lastFitting(low, text.length), expected, `cap ${cap} of ${JSON.stringify(slices)}`);
            }
          }),
          { numRuns: 12, seed: 27 },
        );
      });
    }
  }

  for (const id of ['cl100k_base', 'o200k_base'] as const) {
    const tokenizer = getTokenizer(id);
    // The same tokenizer without slice counting: its slice counter encodes the text and decodes the first ids.
    const byText = { ...tokenizer, sliceCounter: undefined };
    for (const [name, source] of Object.entries(SOURCES)) {
      it(`${id}, ${name}: the count and the end of the first tokens of a slice equal those of encoding and decoding it`, () => {
        const counter = sliceCounterOf(tokenizer, source);
        const slow = sliceCounterOf(byText, source);
        fc.assert(
          fc.property(fc.nat({ max: source.length }), fc.oneof(fc.nat({ max: 60 }), fc.nat({ max: 3_000 })), fc.integer({ min: 1, max: 700 }), (start, size, tokens) => {
            const slice = { start, end: Math.min(source.length, start + size) };
            assert.deepEqual(counter.leadingTokens(slice, tokens), slow.leadingTokens(slice, tokens), `${JSON.stringify(slice)}, ${tokens} tokens`);
          }),
          { numRuns: 40, seed: 28 },
        );
      });
    }
  }

  it("the first tokens of a slice of ideographs end between characters, backing off over tokens that end inside one", () => {
    const tokenizer = getTokenizer('o200k_base');
    const source = SOURCES['varied ideographs'];
    const counter = sliceCounterOf(tokenizer, source);
    let backedOff = 0;
    for (let tokens = 1; tokens <= 300; tokens += 7) {
      const { count, end } = counter.leadingTokens({ start: 5, end: 2_005 }, tokens);
      assert.equal(count, tokenizer.count(source.slice(5, 2_005)));
      const ids = tokenizer.encode(source.slice(5, 2_005));
      assert.equal(tokenizer.decode(ids.slice(0, tokens)).startsWith(source.slice(5, end)), true);
      if (tokenizer.count(source.slice(5, end)) < tokens) backedOff++;
      assert.ok(tokenizer.count(source.slice(5, end)) <= tokens);
    }
    assert.ok(backedOff > 0, 'some first tokens end inside a character');
  });

  it("a start counted before is read from the run's memo, also for prefixes that end before its agreement", () => {
    const tokenizer = getTokenizer('cl100k_base');
    const source = SOURCES['varied ideographs'];
    const counter = sliceCounterOf(tokenizer, source);
    for (const start of [0, 1, 2, 3, 1_000, 1_001]) {
      for (const size of [2_000, 700, 40, 5, 1]) {
        const slice = { start, end: start + size };
        assert.equal(counter.countUpTo([slice], Infinity), tokenizer.count(source.slice(slice.start, slice.end)), `${start} + ${size}`);
      }
      const slices = [{ start, end: start + 900 }, { start: start + 10, end: start + 300 }];
      const prefixes = counter.prefixCounter(slices, Infinity);
      const text = joined(source, slices);
      for (let end = 0; end <= 30; end++) assert.equal(prefixes.countAt(end), tokenizer.count(text.slice(0, end)), `${start}: prefix ${end}`);
    }
  });

  it('a tokenizer without slice counting counts the joined text', () => {
    const counter = sliceCounterOf(getTokenizer('chars'), 'abc中文字def');
    assert.equal(counter.countUpTo([{ start: 3, end: 6 }, { start: 0, end: 2 }], Infinity), 5);
    assert.equal(counter.prefixCounter([{ start: 6, end: 9 }], Infinity).countAt(2), 2);
  });
});

describe('slice counts on a vocabulary made to mislead them', () => {
  // Single bytes, then 一 and 二 (E4 B8 80, E4 BA 8C), then merges in this rank order: 一二 and 二二 before
  // 一二二二, so that 一 followed by 二二二 is one token of 12 bytes, longer than any token inside a run of
  // 二 (6 bytes): it can only be spelled across a join. 一一 and 一一一一 make the encoding of a run of 一
  // depend on where it starts, four characters apart, so a slice starting elsewhere agrees with its run at
  // isolated places only.
  const base64 = (hex: string): string => Buffer.from(hex, 'hex').toString('base64');
  const one = 'e4b880';
  const two = 'e4ba8c';
  const merges = ['e4b8', one, 'e4ba', two, one + two, two + two, one + two + two + two, one + one, one + one + one + one];
  const singleBytes = Array.from({ length: 256 }, (_, b) => base64(b.toString(16).padStart(2, '0')));
  const encoder = bytePairEncoder({ pat_str: '.+', special_tokens: {}, bpe_ranks: `! 0 ${singleBytes.join(' ')}\n! 256 ${merges.map(base64).join(' ')}` });
  const count = (text: string): number => {
    const ids = encoder.encodePiece(text);
    return typeof ids === 'number' ? 1 : ids.length;
  };
  const ones = encoder.wholeRun('一'.repeat(120))!;
  const twos = encoder.wholeRun('二'.repeat(120))!;

  it('a slice of a run agrees with it only over a window of its longest token, else the pass gives up or reads on', () => {
    let agreed = 0;
    for (let start = 0; start < 12; start++) {
      for (const length of [1, 2, 3, 5, 8, 13, 40, 100]) {
        if (start + length > 120) continue;
        const counted = encoder.countRunSlice(ones, 3 * start, 3 * (start + length));
        if (counted === undefined) continue;
        assert.equal(counted, count('一'.repeat(length)), `一 × ${length} from ${start}`);
        if (length === 100) agreed++;
      }
    }
    assert.ok(agreed > 0, 'slices that start in step with the run agree with it');
  });

  it('a join is read until no token spelled across it can end further on', () => {
    for (const [onesFrom, onesTo] of [[0, 10], [3, 50], [7, 8]]) {
      for (const twosFrom of [0, 1, 5]) {
        for (const twosLength of [1, 2, 3, 4, 6, 30, 80]) {
          const pass = encoder.slicedPass([
            { run: ones, from: 3 * onesFrom, to: 3 * onesTo },
            { run: twos, from: 3 * twosFrom, to: 3 * (twosFrom + twosLength) },
          ]);
          if (!pass) continue;
          const text = '一'.repeat(onesTo - onesFrom) + '二'.repeat(twosLength);
          for (let chars = 0; chars <= text.length; chars++) assert.equal(pass.countAt(3 * chars), count(text.slice(0, chars)), `${JSON.stringify(text)} to ${chars}`);
        }
      }
    }
  });
});
