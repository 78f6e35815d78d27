import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { STRATEGIES } from '../../../../shared/chunkers';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { getTokenizer } from '../../../../shared/tokenizers';
import { countWordPieces, wordPieces } from '../../../../shared/tokenizers/wordPiece';
import { repoPath } from '../../../helpers/repoPath';

const squad = JSON.parse(readFileSync(repoPath('test/fixtures/wordpiece/squad-questions.json'), 'utf8')) as { cases: Array<[string, string[]]> };
const tokenizer = getTokenizer('bert-base-uncased');

describe('bert-base-uncased WordPiece', () => {
  it("gives HuggingFace tokenizers' ids, tokens and offsets for test_bert_wordpiece.py::test_basic_encode (without special tokens)", () => {
    const mine = wordPieces('My name is John');
    assert.deepEqual(mine.map((t) => t.id), [2026, 2171, 2003, 2198]);
    assert.deepEqual(mine.map((t) => t.token), ['my', 'name', 'is', 'john']);
    assert.deepEqual(mine.map((t) => [t.start, t.end]), [[0, 2], [3, 7], [8, 10], [11, 15]]);
    assert.deepEqual(wordPieces('pair').map((t) => [t.id, t.start, t.end]), [[3940, 0, 4]]);
  });

  it(`gives Python BertTokenizer's tokens for ${squad.cases.length} SQuAD questions, accents, dashes and CJK among them`, () => {
    const wrong = squad.cases.filter(([text, tokens]) => JSON.stringify(wordPieces(text).map((t) => t.token)) !== JSON.stringify(tokens));
    assert.deepEqual(wrong, []);
  });

  it('splits words outside the vocabulary into ## continuations, and a word it cannot spell or longer than 100 characters is one [UNK]', () => {
    // transformers' "Summary of the tokenizers" (docs/source/en/tokenizer_summary.md) on bert-base-uncased.
    assert.deepEqual(wordPieces('I have a new GPU!').map((t) => t.token), ['i', 'have', 'a', 'new', 'gp', '##u', '!']);
    assert.deepEqual(wordPieces('a☃b').map((t) => t.token), ['[UNK]']);
    assert.deepEqual(wordPieces('x'.repeat(101)).map((t) => [t.token, t.start, t.end]), [['[UNK]', 0, 101]]);
  });

  it('reads a word of 100 characters as pieces and any longer one, up to millions of letters, as one [UNK] from its first character to its last', () => {
    assert.ok(wordPieces('ab'.repeat(50)).every((t) => t.token !== '[UNK]'));
    const long = 'Ab'.repeat(1_000_000);
    const text = `go ${long}! ${'x'.repeat(101)}𝐀 end`;
    assert.deepEqual(
      wordPieces(text).map((t) => [t.token, t.start, t.end]),
      [['go', 0, 2], ['[UNK]', 3, 3 + long.length], ['!', 3 + long.length, 4 + long.length], ['[UNK]', 5 + long.length, 108 + long.length], ['end', 109 + long.length, 112 + long.length]],
    );
    assert.equal(tokenizer.countUpTo(`${long} ${long} a b`, 1), 2, 'counting stops past the limit');
  });

  it('drops control characters, reads every Unicode white space as a space and puts CJK ideographs apart', () => {
    assert.deepEqual(wordPieces('a\u0000b\u200bc\u00a0d').map((t) => t.token), ['abc', 'd'].flatMap((w) => wordPieces(w).map((t) => t.token)));
    assert.deepEqual(wordPieces('中文').map((t) => [t.token, t.start, t.end]), [['中', 0, 1], ['文', 1, 2]]);
  });

  it("counts WordPiece's tokens, and its ids decode to the source text they came from", () => {
    const text = '  Héllo, WORLD!  naïve café\tdéjà vu 東京  ';
    assert.equal(tokenizer.count(text), wordPieces(text).length);
    const ids = tokenizer.encode(text);
    assert.equal(ids.length, tokenizer.count(text));
    assert.equal(tokenizer.decode(ids), text);
    assert.equal(tokenizer.decode(ids.slice(0, 2)), '  Héllo,');
    assert.deepEqual(tokenizer.tokenByteLengths(ids.slice(0, 2)), [Buffer.byteLength('  Héllo'), 1]);
    assert.ok(tokenizer.countUpTo(text, 3) > 3);
  });

  it('counts, without building tokens, as many as wordPieces gives, up to any limit: accents, CJK, control characters, punctuation, overlong words', () => {
    const text = `İstanbul ǅ ﬁ Straße, a\u0000b\u007fc\u200bd\u00a0e\u3000f 中文字 テスト 한국어 🙂x \ud800 ${'x'.repeat(99)}!${'y'.repeat(101)}; ${readFileSync(repoPath('test/fixtures/corpus-sample/rust-book-ch03-02-data-types.md'), 'utf8')}`;
    const all = wordPieces(text).length;
    for (const limit of [0, 1, 2, 7, 30, 100, all - 1, all, Infinity]) {
      for (const slice of [text, text.slice(3, 90), text.slice(40, 400)]) assert.equal(countWordPieces(slice, limit), wordPieces(slice, limit).length, `limit ${limit}`);
    }
    assert.equal(tokenizer.count(text), all);
    assert.equal(tokenizer.count(text), all, 'and the same from the memo');
  });

  it('every strategy that reads Markdown chunks a real document counting with it, without an internal error, its token windows on the source', () => {
    const text = readFileSync(repoPath('test/fixtures/corpus-sample/rust-book-ch03-02-data-types.md'), 'utf8');
    for (const strategy of STRATEGIES.filter((s) => s.inputKinds.includes('markdown'))) {
      const settings = resolveSettings({ tokenizer: 'bert-base-uncased' }, 'markdown', { strategy: strategy.id });
      const { chunks, findings } = analyze({ kind: 'markdown', text, documentId: 'doc.md', settings });
      assert.deepEqual(findings.filter((f) => f.ruleId === 'CK900').map((f) => f.message), [], strategy.id);
      assert.ok(chunks.length > 0, strategy.id);
      for (const c of chunks) for (const span of c.spans) assert.ok(span.start >= 0 && span.end <= text.length, `${strategy.id}: span inside the text`);
    }
  });
});
