// chonkie's SemanticChunker tests (tests/chunkers/test_semantic_chunker.py, chonkie 1.6.8, commit of tag v1.6.8,
// MIT) transcribed for `chonkie-semantic`: upstream they run potion-base-32M; here the vectors are the
// deterministic word vectors of test/helpers/fakeEmbeddings.ts, so the tests keep the properties they assert
// (reconstruction, indices, token counts, empty and one-sentence texts, chunk_size, a string delim, the
// constructor's ValueErrors), and one more: the split falls where the topic changes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import type { Strategy } from '../../../../../shared/chunkers/types';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { WORD_EMBEDDINGS } from '../../../../helpers/fakeEmbeddings';

const SAMPLE =
  'The process of text chunking in RAG applications represents a delicate balance between competing requirements. On one side, we have the need for semantic coherence – ensuring that each chunk maintains meaningful context that can be understood and processed independently. On the other, we must optimize for information density, ensuring that each chunk carries sufficient signal without excessive noise that might impede retrieval accuracy. In this post, we explore the challenges of text chunking in RAG applications and propose a novel approach that leverages recent advances in transformer-based language models to achieve a more effective balance between these competing requirements.';

function problemsOf(raw: Record<string, unknown>): string[] {
  return findStrategy('chonkie-semantic')!.options!.validate(raw).problems.map((p) => `${p.path}: ${p.message}`);
}

function configured(raw: Record<string, unknown>): Strategy {
  const base = findStrategy('chonkie-semantic')!;
  const { options, problems } = base.options!.validate(raw);
  assert.deepEqual(problems, []);
  return base.withOptions!(options).embeds!.withEmbeddings(WORD_EMBEDDINGS);
}

type Record_ = { text: string; start_index: number; end_index: number; token_count: number };

function records(raw: Record<string, unknown>, text: string): Record_[] {
  const s = configured(raw);
  const ctx = { tokenizer: getTokenizer(s.defaultTokenizer), budgets: {}, documentId: 'd' };
  const { chunks, problems } = s.chunk(parseDocument('text', text), ctx);
  assert.deepEqual(problems, []);
  return chunks.map((c) => s.toRecord(c, ctx) as unknown as Record_);
}

describe('chonkie SemanticChunker tests', () => {
  const tokenizer = getTokenizer('bert-base-uncased');

  it('reconstructs the text from its chunks, each within chunk_size with a positive token count equal to its count (test_semantic_chunker_chunking, _reconstruction, _token_counts)', () => {
    const chunks = records({ chunk_size: 512, threshold: 0.5 }, SAMPLE);
    assert.ok(chunks.length > 0);
    assert.equal(chunks.map((c) => c.text).join(''), SAMPLE);
    for (const c of chunks) {
      assert.ok(c.token_count > 0 && c.token_count <= 512);
      assert.equal(c.token_count, tokenizer.count(c.text));
    }
  });

  it('gives indices that slice each chunk out of the text (test_semantic_chunker_indices)', () => {
    for (const c of records({ chunk_size: 512, threshold: 0.5 }, SAMPLE)) assert.equal(SAMPLE.slice(c.start_index, c.end_index), c.text);
  });

  it('gives nothing for empty or blank text (test_semantic_chunker_empty_text)', () => {
    assert.deepEqual(records({ chunk_size: 512, threshold: 0.5 }, ''), []);
    assert.deepEqual(records({ chunk_size: 512, threshold: 0.5 }, '   '), []);
  });

  it('gives a single sentence as one chunk (test_semantic_chunker_single_sentence)', () => {
    assert.deepEqual(records({ chunk_size: 512, threshold: 0.5 }, 'This is a single sentence.').map((c) => c.text), ['This is a single sentence.']);
  });

  it('keeps chunks of short sentences within a small chunk_size (test_very_small_chunk_size)', () => {
    const chunks = records({ chunk_size: 20, min_sentences_per_chunk: 1 }, 'Short. Also short. Another short one. Final short sentence.');
    assert.ok(chunks.length > 0);
    for (const c of chunks) assert.ok(c.token_count <= 30);
  });

  it('takes delim as a string (test_delim_as_string)', () => {
    assert.ok(records({ delim: '.', chunk_size: 512 }, 'First sentence. Second sentence. Third sentence.').length >= 1);
  });

  it('packs a group over chunk_size again sentence by sentence', () => {
    const chunks = records({ chunk_size: 30, min_characters_per_sentence: 0 }, SAMPLE);
    assert.ok(chunks.length > 1);
    assert.equal(chunks.map((c) => c.text).join(''), SAMPLE);
    for (const c of chunks) assert.ok(c.token_count <= 30 || !/[.!?] ./.test(c.text.trim()), `only a single sentence may pass chunk_size: ${c.text}`);
  });

  it('splits where the topic changes: the window before the first sentence about cats is all about apples', () => {
    const apples = ['Apples and apricots are always awesome. ', 'An apple a day keeps anyone alive. ', 'Apricots add aroma and acidity. ', 'Almonds and apples appear alike. ', 'Avocados are also an asset. ', 'Artisans arrange apples artfully. '];
    const cats = ['Cats can climb cliffs carefully. ', 'Cougars chase cattle constantly. ', 'Cheetahs cover country quickly. ', 'Crows call from cold chimneys. ', 'Cranes circle calm canals. ', 'Camels cross caravans calmly. '];
    const chunks = records({}, [...apples, ...cats].join(''));
    assert.deepEqual(chunks.map((c) => c.text), [apples.join(''), cats.join('')]);
    assert.deepEqual(chunks.map((c) => [c.start_index, c.end_index]), [[0, 202], [202, 388]]);
  });

  it("refuses what the constructor refuses, with chonkie's words (TestSemanticChunkerParameterValidation)", () => {
    for (const v of [0, -1]) {
      assert.equal(problemsOf({ chunk_size: v }).length, 1);
      assert.equal(problemsOf({ min_sentences_per_chunk: v }).length, 1);
      assert.equal(problemsOf({ similarity_window: v }).length, 1);
    }
    for (const v of [0, 1.0, -0.1, 1.5]) assert.deepEqual(problemsOf({ threshold: v }), ['threshold: threshold must be between 0 and 1']);
    for (const v of ['invalid', [0.5]]) assert.equal(problemsOf({ threshold: v }).length, 1);
    assert.deepEqual(problemsOf({ filter_window: 5, filter_polyorder: 5 }), ['filter_polyorder: filter_polyorder must be non-negative and less than filter_window']);
    assert.deepEqual(problemsOf({ filter_tolerance: 1 }), ['filter_tolerance: filter_tolerance must be between 0 and 1']);
    assert.equal(problemsOf({ skip_window: -1 }).length, 1);
  });

  it('says that skip_window above 0 is not reproduced rather than chunking differently', () => {
    assert.match(problemsOf({ skip_window: 1 })[0], /^skip_window: skip_window above 0 .* use 0$/);
  });

  it("reports chonkie-core's ValueError for an even filter_window once there are that many similarities", () => {
    const s = findStrategy('chonkie-semantic')!;
    const strategy = s.withOptions!(s.options!.validate({ filter_window: 4, filter_polyorder: 2 }).options).embeds!.withEmbeddings(WORD_EMBEDDINGS);
    const ctx = { tokenizer, budgets: {}, documentId: 'd' };
    const { chunks, problems } = strategy.chunk(parseDocument('text', SAMPLE.repeat(3)), ctx);
    assert.deepEqual(chunks, []);
    assert.equal(problems[0].code, 'CK100');
    assert.match(problems[0].message, /ValueError: Invalid parameters: window_size must be odd and > poly_order/);
  });
});
