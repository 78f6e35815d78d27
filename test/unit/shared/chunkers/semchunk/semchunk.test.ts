// semchunk 3.2.5's own test (test/fixtures/semchunk/README.md): its deterministic cases exactly, and its properties
// on real documents at its chunk sizes 10 and 512.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { chunkerifyCounter } from '../../../../../shared/chunkers/semchunk';
import { semchunk, type TokenCounter } from '../../../../../shared/chunkers/semchunk/semchunk';
import { getTokenizer, type TokenizerId } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

interface Case {
  counter: string;
  tokenizer?: TokenizerId;
  text: string;
  chunk_size: number;
  chunks: string[];
  offsets: Array<[number, number]>;
}

const { cases } = JSON.parse(readFileSync(repoPath('test/fixtures/semchunk/cases.json'), 'utf8')) as { cases: Case[] };
const words: TokenCounter = (t) => t.split(/\s+/).filter(Boolean).length;
const chars: TokenCounter = (t) => [...t].length;
const counterOf = (c: Case): TokenCounter => (c.tokenizer ? (t) => getTokenizer(c.tokenizer!).count(t) : words);
const corpus = repoPath('test/fixtures/corpus-sample');
const samples = readdirSync(corpus).filter((f) => f.endsWith('.md')).map((f) => readFileSync(join(corpus, f), 'utf8'));

describe('semchunk 3.2.5 (tests/test_semchunk.py::test_semchunk)', () => {
  for (const c of cases) {
    it(`chunks ${JSON.stringify(c.text)} at chunk size ${c.chunk_size} with the ${c.counter} counter as semchunk does`, () => {
      const got = semchunk(c.text, c.chunk_size, counterOf(c));
      assert.deepEqual(got.map((x) => x.text), c.chunks);
      assert.deepEqual(got.map((x) => [x.start, x.end]), c.offsets);
    });
  }

  it('the strategy gives the same chunks, spans and records with the counter as its tokenizer', () => {
    for (const c of cases.filter((x) => x.tokenizer)) {
      const strategy = findStrategy('semchunk')!;
      const s = strategy.withOptions!(strategy.options!.validate({ chunk_size: c.chunk_size }).options);
      const ctx = { tokenizer: getTokenizer(c.tokenizer!), budgets: {}, documentId: 'd' };
      const { chunks } = s.chunk({ kind: 'text', text: c.text, blocks: [], problems: [] }, ctx);
      assert.deepEqual(chunks.map((x) => x.content), c.chunks);
      assert.deepEqual(chunks.map((x) => [x.spans[0].start, x.spans[0].end]), c.offsets);
      assert.deepEqual(chunks.map((x) => s.toRecord(x, ctx).offsets), c.offsets);
    }
  });

  it('a larger overlap gives more chunks, each the slice of its offsets', () => {
    for (const counter of [chars, (t: string) => getTokenizer('cl100k_base').count(t)]) {
      const low = semchunk('ThisIs\tATest.', 4, counter, 0.1);
      const high = semchunk('ThisIs\tATest.', 4, counter, Math.ceil(4 * 0.9));
      assert.ok(high.length > low.length, `${high.length} > ${low.length}`);
      for (const x of high) assert.equal(x.text, 'ThisIs\tATest.'.slice(x.start, x.end));
    }
    assert.equal(semchunk('ThisIs\tATest.', 4, words, Math.ceil(4 * 0.9)).length, semchunk('ThisIs\tATest.', 4, words, 0.1).length);
  });

  it(`on ${samples.length} real documents at chunk sizes 10 and 512: chunks fit, are never blank, are their offsets' slices, and rebuild the text without white space`, () => {
    for (const size of [10, 512]) {
      for (const sample of samples) {
        const counter = chunkerifyCounter({ ...getTokenizer('chars'), count: chars } as never, size, null);
        const got = semchunk(sample, size, counter);
        for (const x of got) {
          assert.ok(chars(x.text) <= size);
          assert.match(x.text, /\S/);
          assert.equal(x.text, sample.slice(x.start, x.end));
        }
        const squashed = sample.toLowerCase().split(/\s+/).join('');
        assert.equal(semchunk(squashed, size, counter).map((x) => x.text).join(''), squashed);
      }
    }
  });
});
