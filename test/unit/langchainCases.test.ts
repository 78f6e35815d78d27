// Every expectation transcribed from LangChain's own test suite (test/fixtures/langchain/text_splitters.json)
// holds for the strategy that reproduces the splitter, chunk text for chunk text and record for record.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findStrategy } from '../../shared/chunkers';
import { parseDocument } from '../../shared/parse';
import { getTokenizer, type TokenizerId } from '../../shared/tokenizers';

interface Case {
  test: string;
  strategy: string;
  options: Record<string, unknown>;
  input: string;
  tokenizer?: TokenizerId;
  expected?: string[];
  expected_records?: Array<{ page_content: string; metadata: Record<string, unknown> }>;
}

const FIXTURE = join(__dirname, '../../../test/fixtures/langchain/text_splitters.json');
const { source, cases } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { source: { commit: string }; cases: Case[] };

/** The chunks of `c.input` with the case's strategy, arguments and tokenizer. */
function runCase(c: Case) {
  const base = findStrategy(c.strategy)!;
  const { options, problems } = base.options!.validate(c.options);
  assert.deepEqual(problems, [], `${c.test}: arguments`);
  const strategy = base.withOptions!(options);
  const ctx = { tokenizer: getTokenizer(c.tokenizer ?? strategy.defaultTokenizer), budgets: {}, documentId: 'case' };
  const { chunks } = strategy.chunk(parseDocument('text', c.input), ctx);
  return { chunks, records: chunks.map((ch) => strategy.toRecord(ch, ctx)) };
}

describe(`LangChain's own test expectations (${cases.length} cases, langchain-ai/langchain@${source.commit.slice(0, 10)})`, () => {
  for (const [i, c] of cases.entries()) {
    it(`${c.test} (#${i + 1}, ${c.strategy} ${JSON.stringify(c.options)})`, () => {
      const { chunks, records } = runCase(c);
      if (c.expected) assert.deepEqual(chunks.map((ch) => ch.content), c.expected);
      if (c.expected_records) {
        assert.deepEqual(records.map((r) => ({ page_content: r.page_content, metadata: r.metadata })), c.expected_records);
      }
      for (const ch of chunks) assert.ok(ch.spans.length > 0, `chunk ${ch.index} has source spans`);
    });
  }
});
