// chonkie's SemanticChunker tests (tests/chunkers/test_semantic_chunker.py, chonkie 1.6.8, tag v1.6.8 = ec6875dc,
// MIT) transcribed for `chonkie-semantic`: upstream they run potion-base-32M; here the vectors are the
// deterministic word vectors of test/helpers/fakeEmbeddings.ts, so the tests keep the properties they assert
// (reconstruction, indices, token counts, empty and one-sentence texts, chunk_size, a string delim, the
// constructor's ValueErrors, skip_window's class TestSemanticChunkerSkipWindow), and more: the split falls
// where the topic changes, and skip-and-merge joins the groups up to a similar one within the window.
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

/** Sentences about one letter's words (the word vectors count words by first letter): apples, cats, then apples. */
const APPLES = ['Apples and apricots are always awesome. ', 'An apple a day keeps anyone alive. ', 'Apricots add aroma and acidity. ', 'Almonds and apples appear alike. ', 'Avocados are also an asset. ', 'Artisans arrange apples artfully. '];
const CATS = ['Cats can climb cliffs carefully. ', 'Cougars chase cattle constantly. ', 'Cheetahs cover country quickly. ', 'Crows call from cold chimneys. ', 'Cranes circle calm canals. ', 'Camels cross caravans calmly. '];
const ABA = [...APPLES, ...CATS, ...APPLES].join('');

/** The texts chonkie-semantic with `raw` embeds for `text` once the vectors of `known` are there. */
function embedTexts(raw: Record<string, unknown>, text: string, known?: typeof WORD_EMBEDDINGS): string[] {
  const base = findStrategy('chonkie-semantic')!;
  return base.withOptions!(base.options!.validate(raw).options).embeds!.textsToEmbed(text, known);
}

describe('chonkie SemanticChunker skip_window tests (TestSemanticChunkerSkipWindow)', () => {
  const apples = APPLES.join('');
  const cats = CATS.join('');

  it('leaves skip-and-merge off by default (test_skip_window_default_disabled)', () => {
    const text = 'The weather is beautiful today. The sun is shining brightly.\n        I love programming in Python. It\'s a versatile language.\n        The climate is changing rapidly. Global temperatures are rising.';
    assert.equal(findStrategy('chonkie-semantic')!.options!.validate({}).options.skip_window, 0);
    assert.ok(records({ chunk_size: 512, threshold: 0.5 }, text).length >= 1);
  });

  it('chunks with skip_window 0 and 1 alike into valid chunks (test_skip_window_enabled_single)', () => {
    const text = 'Dogs are loyal companions. They love to play fetch.\n        Cats are independent pets. They enjoy climbing trees.\n        Puppies need lots of training. They require patience.\n        Kittens are playful animals. They chase laser pointers.';
    for (const skip_window of [0, 1]) assert.ok(records({ chunk_size: 512, threshold: 0.7, skip_window }, text).length >= 1);
  });

  it('gives chunks with text and a positive token count with skip_window 2 (test_skip_window_larger_value)', () => {
    const text = 'Machine learning is fascinating. Neural networks are powerful.\n        The stock market fluctuated today. Economic indicators show growth.\n        Deep learning models are complex. They require lots of data.\n        Financial markets are volatile. Investors remain cautious.';
    const chunks = records({ chunk_size: 512, threshold: 0.6, skip_window: 2 }, text);
    assert.ok(chunks.length >= 1);
    for (const c of chunks) assert.ok(c.text && c.token_count > 0);
  });

  it('gives valid chunks for every threshold and skip_window (test_skip_window_with_different_thresholds)', () => {
    const text = "Python is a programming language. It's used for web development.\n        JavaScript runs in browsers. It powers interactive websites.\n        Python has many libraries. Data science uses Python extensively.\n        JavaScript frameworks are popular. React and Vue are examples.";
    for (const threshold of [0.3, 0.5, 0.7, 0.9]) {
      for (const skip_window of [0, 1, 2]) {
        const chunks = records({ chunk_size: 512, threshold, skip_window }, text);
        assert.ok(chunks.length >= 1);
        for (const c of chunks) assert.ok(c.text && c.start_index >= 0 && c.end_index > c.start_index);
      }
    }
  });

  it('keeps chunk_size after merging (test_skip_window_preserves_chunk_size_limits)', () => {
    const text = ['The Renaissance was a period of cultural rebirth in Europe.', 'It began in Italy during the 14th century and spread across the continent.', 'Artists like Leonardo da Vinci and Michelangelo created masterpieces.', 'Scientific discoveries challenged traditional beliefs about the world.', 'The printing press revolutionized the spread of knowledge.', 'Literature flourished with writers like Shakespeare and Dante.', 'Architecture evolved with new techniques and classical influences.', 'Trade routes expanded, bringing new goods and ideas to Europe.'].join('\n        ');
    const chunks = records({ chunk_size: 50, threshold: 0.5, skip_window: 2 }, text);
    assert.ok(chunks.length > 1);
    for (const c of chunks) assert.ok(c.token_count <= 50, `${c.token_count} tokens: ${c.text}`);
  });

  it('gives nothing for empty or blank text and one chunk for one sentence (test_skip_window_with_empty_text)', () => {
    assert.deepEqual(records({ skip_window: 1 }, ''), []);
    assert.deepEqual(records({ skip_window: 1 }, '   \n  \t  '), []);
    assert.deepEqual(records({ skip_window: 1 }, 'Hello world.').map((c) => c.text), ['Hello world.']);
  });

  it('reconstructs a text of one-word sentences (test_skip_window_with_single_sentence_groups)', () => {
    const text = 'First. Second. Third. Fourth. Fifth.';
    assert.equal(records({ chunk_size: 512, threshold: 0.6, skip_window: 1, min_sentences_per_chunk: 1 }, text).map((c) => c.text).join(''), text);
  });

  it('accepts whole skip_window values and refuses a negative one (test_skip_window_parameter_validation)', () => {
    for (const skip_window of [0, 1, 2, 5, 10]) assert.deepEqual(problemsOf({ skip_window }), []);
    assert.deepEqual(problemsOf({ skip_window: -1 }), ['skip_window: must be a whole number >= 0, got -1']);
  });

  it('without skip_window the apples, the cats and the apples again are three chunks', () => {
    assert.deepEqual(records({}, ABA).map((c) => c.text), [apples, cats, apples]);
  });

  it('skip_window 1 merges the first apples with the second across the cats: the groups up to the similar one become one chunk', () => {
    assert.deepEqual(records({ skip_window: 1 }, ABA).map((c) => c.text), [ABA]);
  });

  it('a similar group more than skip_window + 1 groups ahead is not merged; a wider window reaches it', () => {
    const dogs = ['Dogs dig deep ditches daily. ', 'Ducks dive down during dusk. ', 'Deer dash down dim dales. ', 'Dolphins dance during dawn. ', 'Donkeys drag dusty drums. ', 'Dragons doze deep down. '];
    const text = [...APPLES, ...CATS, ...dogs, ...APPLES].join('');
    const groups = [apples, cats, dogs.join(''), apples];
    assert.deepEqual(records({}, text).map((c) => c.text), groups);
    assert.deepEqual(records({ skip_window: 1 }, text).map((c) => c.text), groups);
    assert.deepEqual(records({ skip_window: 2 }, text).map((c) => c.text), [text]);
  });

  it('asks for the groups\' texts only once the first round of vectors is known, and only with skip_window above 0', () => {
    const first = embedTexts({ skip_window: 1 }, ABA);
    assert.deepEqual(embedTexts({ skip_window: 1 }, ABA, { model: 'm', vectorOf: () => undefined }), first);
    assert.deepEqual(embedTexts({ skip_window: 1 }, ABA, WORD_EMBEDDINGS), [...first, apples, cats, apples]);
    assert.deepEqual(embedTexts({ skip_window: 0 }, ABA, WORD_EMBEDDINGS), first);
  });

  it('falls back to recursive, saying how many texts are missing, while the groups\' texts are not embedded', () => {
    const first = new Set(embedTexts({ skip_window: 1 }, ABA));
    const base = findStrategy('chonkie-semantic')!;
    const strategy = base.withOptions!(base.options!.validate({ skip_window: 1 }).options).embeds!.withEmbeddings({ model: 'm', vectorOf: (t) => (first.has(t) ? WORD_EMBEDDINGS.vectorOf(t) : undefined) });
    const { problems } = strategy.chunk(parseDocument('text', ABA), { tokenizer: getTokenizer('bert-base-uncased'), budgets: {}, documentId: 'd' });
    assert.match(problems[0].message, /^SemanticChunker: the embeddings of m lack 3 of the \d+ texts it compares/);
  });
});
