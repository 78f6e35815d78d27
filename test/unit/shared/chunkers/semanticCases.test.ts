// Every expectation transcribed from the semantic chunkers' own test suites (test/fixtures/langchain/semantic_chunker.json,
// llamaindex/semantic_splitter.json) holds for the strategy that reproduces the chunker, given the vectors of the
// suite's mock embedding for the texts it embeds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../shared/chunkers';
import { parseDocument } from '../../../../shared/parse';
import { getTokenizer } from '../../../../shared/tokenizers';
import { caseVectors, lookupOf, semanticSuites } from '../../../helpers/fakeEmbeddings';

for (const { source, cases: own } of semanticSuites()) {
  describe(`${source.repository}'s own semantic chunker tests (${own.length} cases, ${source.file} @${source.commit.slice(0, 10)})`, () => {
    for (const c of own) {
      it(`${c.test}: the chunks are the ones the test expects`, () => {
        const base = findStrategy(c.strategy)!;
        const { options, problems } = base.options!.validate(c.options);
        assert.deepEqual(problems, []);
        const configured = base.withOptions!(options);
        const texts = configured.embeds!.textsToEmbed(c.input);
        if (c.expected_embed_texts) assert.deepEqual(texts, c.expected_embed_texts);
        const strategy = configured.embeds!.withEmbeddings(lookupOf('mock', texts, caseVectors(c.embeddings, texts)));
        const ctx = { tokenizer: getTokenizer(strategy.defaultTokenizer), budgets: {}, documentId: 'case' };
        const result = strategy.chunk(parseDocument('text', c.input), ctx);
        assert.deepEqual(result.problems, []);
        if (c.expected_count !== undefined) assert.equal(result.chunks.length, c.expected_count);
        if (c.expected) assert.deepEqual(result.chunks.map((ch) => ch.content), c.expected);
      });
    }
  });
}
