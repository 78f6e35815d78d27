// Token counts of every prefix of a piece in one pass (prefixTokenCounts.ts) against the byte-pair encoder
// itself, and the tokenizers' prefix counters against counting each prefix.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import r50kBase from 'js-tiktoken/ranks/r50k_base';
import { bytePairEncoder } from '../../../../shared/tokenizers/bytePairEncoder';
import { getTokenizer } from '../../../../shared/tokenizers';

const utf8 = new TextEncoder();
const count = (ids: number | number[]): number => (typeof ids === 'number' ? 1 : ids.length);

/** Characters of several scripts and byte lengths without ASCII: letters with and without case, marks, punctuation. */
const character = fc.constantFrom(...'中文字词语東京的一是了我不人在他有这个上们来到时大地为子中你说生国年着就那和要她出也得里后自以会家可下而过天去能对小多然于心学么之都好看起发当没成只如事把还用第样道想作种开美总从无情己面最女但现前些所同日手又行意动方期它头经长儿回位分爱老因很给名法间斯知世什两次使身者被高已亲其进此话常与活正感ありがとうカタカナเมืองไทย한국어العربيةעבריתÀÉüß。、！？「」'.split(''), '𠀋', '𡈽', 'ǅ', '\u0301', '\u00a0', '—');

/** Words of scripts with case, whose tokens span several letters: the longest token ending at a place is often not the encoder's. */
const word = fc.constantFrom('ения', 'ство', 'привет', 'мир', 'государство', 'ческий', 'ённый', 'λόγος', 'αβγ', 'ü', 'éé', 'ß');

describe('prefix token counts', () => {
  it('one pass gives the byte-pair count of every prefix of a piece without ASCII, for cl100k_base, o200k_base and r50k_base', () => {
    for (const ranks of [cl100kBase, o200kBase, r50kBase]) {
      const encoder = bytePairEncoder(ranks);
      assert.equal(encoder.prefixCounts('中文 and words'), undefined, 'ASCII is not read here');
      fc.assert(
        fc.property(fc.array(fc.oneof(character, word), { minLength: 1, maxLength: 40 }), (chars) => {
          const piece = chars.join('');
          const counts = encoder.prefixCounts(piece);
          assert.ok(counts, JSON.stringify(piece));
          for (let end = 1; end <= piece.length; end++) {
            const code = piece.charCodeAt(end - 1);
            if (code >= 0xd800 && code <= 0xdbff) continue;
            const prefix = piece.slice(0, end);
            assert.equal(counts(utf8.encode(prefix).length), count(encoder.encodePiece(prefix)), `${JSON.stringify(piece)} to ${end}`);
          }
        }),
        { numRuns: 150, seed: 16 },
      );
      // Real sentences, whose tokens span several characters and overlap in more than one way.
      const sentences = [
        '東京都は日本の首都であり、世界有数の大都市です。ありがとうございます。こんにちは、世界。',
        '我们的国家是一个美丽的地方，人民勤劳勇敢。中华人民共和国成立于一九四九年。',
        '한국어는아름다운언어입니다。감사합니다。안녕하세요。',
        'カタカナとひらがなとかんじ。プログラミング言語。データベース管理システム。',
        'ภาษาไทยเป็นภาษาที่สวยงาม',
      ];
      for (const piece of sentences) {
        const counts = encoder.prefixCounts(piece)!;
        for (let end = 1; end <= piece.length; end++) {
          const prefix = piece.slice(0, end);
          assert.equal(counts(utf8.encode(prefix).length), count(encoder.encodePiece(prefix)), `${piece} to ${end}`);
        }
      }
    }
  });

  it('one pass gives the byte-pair count of every prefix of a piece of ASCII letters, random or made of English words', () => {
    const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    const words = fc.constantFrom('the', 'ing', 'tion', 'state', 'ment', 'inter', 'national', 'ization', 'qu', 'zz', 'xyz', 'Hello', 'WORLD');
    for (const ranks of [cl100kBase, o200kBase, r50kBase]) {
      const encoder = bytePairEncoder(ranks);
      assert.equal(encoder.prefixCounts('letters and words'), undefined, 'a space is not read here');
      assert.equal(encoder.prefixCounts('lettersé'), undefined, 'nor ASCII letters beside other characters');
      fc.assert(
        fc.property(fc.array(fc.oneof(letters, words), { minLength: 1, maxLength: 60 }), (parts) => {
          const piece = parts.join('');
          const counts = encoder.prefixCounts(piece);
          assert.ok(counts, piece);
          for (let end = 1; end <= piece.length; end++) {
            const prefix = piece.slice(0, end);
            assert.equal(counts(end), count(encoder.encodePiece(prefix)), `${piece} to ${end}`);
          }
        }),
        { numRuns: 300, seed: 16 },
      );
      let random = 16;
      const next = () => (random = (random * 1103515245 + 12345) % 2147483648);
      const line = Array.from({ length: 20_000 }, () => String.fromCharCode(97 + (next() % 26))).join('');
      assert.equal(encoder.countPieceUpTo(line, Infinity), count(encoder.encodePiece(line)), 'a 20,000-letter line');
    }
  });

  it('counting a piece up to a limit gives its count when within the limit, else a lower bound above the limit', () => {
    for (const ranks of [cl100kBase, o200kBase]) {
      const encoder = bytePairEncoder(ranks);
      assert.equal(encoder.countPieceUpTo('中文 and words', 10), undefined, 'ASCII is not read here');
      fc.assert(
        fc.property(fc.array(fc.oneof(character, word), { minLength: 1, maxLength: 300 }), fc.integer({ min: 0, max: 400 }), (chars, anyLimit) => {
          const piece = chars.join('');
          const expected = count(encoder.encodePiece(piece));
          // Limits just under the count stop the reading near the end, where a bound that is too high shows.
          for (const limit of [anyLimit, expected, expected - 1, expected - 2, expected - 4, expected - 8]) {
            const got = encoder.countPieceUpTo(piece, limit);
            assert.ok(got !== undefined, JSON.stringify(piece));
            // Above the limit the answer is a lower bound: never more than the count.
            if (expected <= limit) assert.equal(got, expected, `${JSON.stringify(piece)} within ${limit}`);
            else assert.ok(got > limit && got <= expected, `${JSON.stringify(piece)}: ${got} for ${expected} over ${limit}`);
          }
        }),
        { numRuns: 300, seed: 41 },
      );
      // A piece longer than a pass's first arrays (4,096 bytes), read past them.
      const long = fc.sample(fc.array(character, { minLength: 3000, maxLength: 3000 }), { numRuns: 1, seed: 5 })[0].join('');
      const expected = count(encoder.encodePiece(long));
      assert.equal(encoder.countPieceUpTo(long, Infinity), expected);
      assert.equal(encoder.countPieceUpTo(long, expected), expected);
      const under = encoder.countPieceUpTo(long, expected - 1)!;
      assert.ok(under > expected - 1 && under <= expected);
    }
  });

  it('a long piece counted up to a small limit is counted in full when asked again with room', () => {
    const t = getTokenizer('o200k_base');
    const piece = '東京都は日本の首都であり世界有数の大都市です我们的国家是一个美丽的地方'.repeat(12);
    // Counted by an encoder of its own, so that the tokenizer has not seen the piece's ids.
    const expected = count(bytePairEncoder(o200kBase).encodePiece(piece));
    const over = t.countUpTo(piece, 10);
    assert.ok(over > 10 && over <= expected, `${over} for ${expected}`);
    assert.equal(t.countUpTo(piece, 10), over, 'the same answer again');
    assert.equal(t.countUpTo(piece, expected), expected);
    assert.equal(t.countUpTo(piece, expected - 1) > expected - 1, true);
    assert.equal(t.count(piece), expected);
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

  it('a tokenizer counts prefixes of any text, cut once into pieces, as it counts each prefix', () => {
    // Every class the patterns tell apart: white space of each kind before words and at line ends, contractions,
    // digits, punctuation runs, emoji with joiners and flags, combining marks, letters of both cases and none.
    const part = fc.constantFrom('a', 'word', 'Word', 'WORD', ' ', '  ', '\t', '\n', '\r\n', ' \n ', '\u00a0', '\u3000', "'s", "'LL", '1', '12345', '.', '...', '!?', '/', '😀', '👍🏽', '👨‍👩‍👧‍👦', '🇫🇷', '❤️', 'e\u0301', '\u0308', '𝐀', '𐍈', '中文', 'é', '—');
    for (const id of ['cl100k_base', 'o200k_base', 'gpt2'] as const) {
      const t = getTokenizer(id);
      fc.assert(
        fc.property(fc.array(part, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 200 }), (parts, limit) => {
          const text = parts.join('');
          const prefixCount = t.prefixCounter!(text, limit);
          for (let end = text.length; end >= 0; end--) {
            const expected = t.count(text.slice(0, end));
            const got = prefixCount(end);
            if (expected <= limit) assert.equal(got, expected, `${id} ${JSON.stringify(text)} to ${end}`);
            else assert.ok(got > limit, `${id} ${JSON.stringify(text)} to ${end}: ${got} for ${expected} over ${limit}`);
          }
        }),
        { numRuns: 300, seed: 31 },
      );
    }
  });
});
