// The semantic strategies (shared/chunkers/semanticStrategy.ts) with deterministic vectors over generated Markdown:
// the invariants every library strategy passes (no empty chunk, spans inside the text and in order, every
// non-space character in a chunk, the same chunks twice, work linear in the text), the texts they ask for being
// the texts they read, options kept across withEmbeddings, and the recursive fallback with its CK101 finding.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../shared/chunkers';
import { chunkRecursive } from '../../../../shared/chunkers/recursive';
import type { Strategy, TextEmbeddings } from '../../../../shared/chunkers/types';
import { parseDocument } from '../../../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../../../shared/tokenizers';
import { WORD_EMBEDDINGS, wordVector } from '../../../helpers/fakeEmbeddings';
import { generateMarkdown } from '../../../helpers/generateMarkdown';
import { assertCovered, assertLinearMeasuring, assertSpansInOrder } from '../../../helpers/libraryChunkInvariants';

const CONFIGS: Array<[string, Record<string, unknown>]> = [
  ['langchain-semantic', {}],
  ['langchain-semantic', { breakpoint_threshold_type: 'standard_deviation', breakpoint_threshold_amount: 0.5, buffer_size: 2 }],
  ['langchain-semantic', { breakpoint_threshold_type: 'interquartile' }],
  ['langchain-semantic', { breakpoint_threshold_type: 'gradient', min_chunk_size: 200 }],
  ['langchain-semantic', { number_of_chunks: 7, sentence_split_regex: '\\n\\n' }],
  ['llamaindex-semantic', {}],
  ['llamaindex-semantic', { buffer_size: 3, breakpoint_percentile_threshold: 60 }],
  ['lightrag-semantic-vector', {}],
  ['lightrag-semantic-vector', { chunk_token_size: 30, breakpoint_threshold_type: 'interquartile' }],
  ['chonkie-semantic', {}],
  ['chonkie-semantic', { threshold: 0.5, chunk_size: 40, similarity_window: 1, min_characters_per_sentence: 0, include_delim: 'next' }],
];

function configured(id: string, raw: Record<string, unknown>, embeddings: TextEmbeddings = WORD_EMBEDDINGS): Strategy {
  const base = findStrategy(id)!;
  const { options, problems } = base.options!.validate(raw);
  assert.deepEqual(problems, []);
  return base.withOptions!(options).embeds!.withEmbeddings(embeddings);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer = getTokenizer(s.defaultTokenizer)) {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' });
}

describe('semantic strategies: invariants with deterministic vectors', () => {
  for (const [id, raw] of CONFIGS) {
    const name = `${id} ${JSON.stringify(raw)}`;
    it(`${name}: keeps every non-space character in order, spans inside and ascending, deterministic, no finding`, () => {
      const s = configured(id, raw);
      for (let seed = 1; seed <= 25; seed++) {
        const text = generateMarkdown(seed, 5 + seed * 3);
        const { chunks, problems } = run(s, text);
        assert.deepEqual(problems, []);
        const covered = assertSpansInOrder(name, text, chunks);
        assertCovered(name, text, covered, (i) => /\S/.test(text[i]));
        assert.deepEqual(run(s, text).chunks, chunks);
      }
    });

    it(`${name}: chunks a four times longer document with about four times the work`, () => {
      const s = configured(id, raw);
      assertLinearMeasuring(name, s.defaultTokenizer, (text, tokenizer) => void run(s, text, tokenizer));
    });
  }

  it('the texts a strategy asks to embed are exactly the ones it reads, and the options survive withEmbeddings', () => {
    const text = generateMarkdown(7, 40);
    const base = findStrategy('langchain-semantic')!;
    const withBuffer = base.withOptions!(base.options!.validate({ buffer_size: 0 }).options);
    const asked = withBuffer.embeds!.textsToEmbed(text);
    const read: string[] = [];
    const s = withBuffer.embeds!.withEmbeddings({ model: 'm', vectorOf: (t) => (read.push(t), wordVector(t)) });
    run(s, text);
    assert.deepEqual(read, asked);
    // buffer_size 0: each text is one sentence, so none holds the space LangChain joins neighbours with at a sentence end.
    assert.ok(asked.every((t) => !/[.?!] \S/.test(t)));
  });

  it('LightRAG V cuts no chunk over chunk_token_size where a separator allows, and never overlaps', () => {
    const s = configured('lightrag-semantic-vector', { chunk_token_size: 25 });
    const tokenizer = getTokenizer('o200k_base');
    const text = generateMarkdown(3, 60);
    const { chunks } = run(s, text, tokenizer);
    assert.ok(chunks.length > 1);
    for (const c of chunks) {
      assert.ok(c.spans.every((sp) => !sp.overlap));
      if (/\s/.test(c.content.trim())) assert.ok(c.tokens <= 25, `chunk ${c.index} has ${c.tokens} tokens: ${JSON.stringify(c.content)}`);
    }
  });

  for (const id of ['langchain-semantic', 'llamaindex-semantic', 'lightrag-semantic-vector', 'chonkie-semantic']) {
    it(`${id} without embeddings gives recursive's chunks and a CK101 warning naming the endpoint flags`, () => {
      const s = findStrategy(id)!;
      const text = generateMarkdown(11, 30);
      const tokenizer = getTokenizer(s.defaultTokenizer);
      const { chunks, problems } = run(s, text, tokenizer);
      const fallback = chunkRecursive(parseDocument('markdown', text), { tokenizer, budgets: { maxTokens: 1200, overlapTokens: 100 }, documentId: 'd' }, s.id);
      assert.deepEqual(chunks.map((c) => [c.content, c.spans]), fallback.chunks.map((c) => [c.content, c.spans]));
      assert.equal(problems.length, 1);
      assert.equal(problems[0].code, 'CK101');
      assert.match(problems[0].message, /no embeddings endpoint is configured, so these are recursive's chunks .*--embeddings-url URL --embeddings-model MODEL/);
    });
  }

  it('the fallback finding ends with the words the front end passes in, with or without embeddings, and they survive withOptions', () => {
    const base = findStrategy('langchain-semantic')!;
    const text = '# Title\n\nOne sentence here. Another one there.\n';
    const hint = 'set chunklens.embeddings.url and chunklens.embeddings.model';
    const unconfigured = base.embeds!.withEmbeddings(undefined, hint).withOptions!(base.options!.validate({ buffer_size: 0 }).options);
    const missing = base.embeds!.withEmbeddings({ model: 'm', vectorOf: () => undefined }, 'save the document');
    const [none] = run(unconfigured, text).problems;
    const [lacking] = run(missing, text).problems;
    assert.match(none.message, /no embeddings endpoint is configured, .*To chunk by meaning, set chunklens\.embeddings\.url and chunklens\.embeddings\.model$/);
    assert.doesNotMatch(none.message, /--embeddings-url/);
    assert.match(lacking.message, /the embeddings of m lack 3 of the 3 texts .*To chunk by meaning, save the document$/);
  });

  it('embeddings that lack a text it compares (another version\'s) are said to, and the chunks are recursive\'s', () => {
    const text = '# Title\n\nOne sentence here. Another one there.\n';
    const s = configured('llamaindex-semantic', {}, { model: 'partial', vectorOf: (t) => (t.includes('Another') ? undefined : wordVector(t)) });
    const { chunks, problems } = run(s, text);
    // Punkt: "# Title\n\nOne sentence here. " and "Another one there.\n"; with buffer_size 1 both groups hold the second.
    assert.match(problems[0].message, /^SemanticSplitterNodeParser: the embeddings of partial lack 2 of the 2 texts it compares, so these are recursive's chunks/);
    assert.deepEqual(chunks.map((c) => c.content), ['# Title\n\nOne sentence here. Another one there.']);
  });
});
