// Every expectation transcribed from LangChain's own test suites (Python: text_splitters.json; JavaScript:
// langchainjs_text_splitter.json, in test/fixtures/langchain) holds for the strategy that reproduces the
// splitter, chunk text for chunk text and record for record.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type TokenizerId } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

interface Case {
  test: string;
  strategy: string;
  options: Record<string, unknown>;
  input: string;
  tokenizer?: TokenizerId;
  expected?: string[];
  expected_records?: Array<Record<string, unknown>>;
}

const DIR = repoPath('test/fixtures/langchain');

/** The chunks and records of `c.input` with the case's strategy, arguments and tokenizer. */
function runCase(c: Case) {
  const base = findStrategy(c.strategy)!;
  const { options, problems } = base.options!.validate(c.options);
  assert.deepEqual(problems, [], `${c.test}: arguments`);
  const strategy = base.withOptions!(options);
  const ctx = { tokenizer: getTokenizer(c.tokenizer ?? strategy.defaultTokenizer), budgets: {}, documentId: 'case' };
  const { chunks } = strategy.chunk(parseDocument('text', c.input), ctx);
  return { chunks, records: chunks.map((ch) => strategy.toRecord(ch, ctx)) };
}

for (const file of ['text_splitters.json', 'langchainjs_text_splitter.json']) {
  const { source, cases } = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { source: { repository: string; commit: string }; cases: Case[] };
  describe(`${source.repository}'s own test expectations (${cases.length} cases, @${source.commit.slice(0, 10)})`, () => {
    for (const [i, c] of cases.entries()) {
      it(`${c.test} (#${i + 1}, ${c.strategy} ${JSON.stringify(c.options)})`, () => {
        const { chunks, records } = runCase(c);
        if (c.expected) assert.deepEqual(chunks.map((ch) => ch.content), c.expected);
        if (c.expected_records) {
          const keys = Object.keys(c.expected_records[0] ?? {});
          assert.deepEqual(records.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]]))), c.expected_records);
        }
        for (const ch of chunks) assert.ok(ch.spans.length > 0, `chunk ${ch.index} has source spans`);
      });
    }
  });
}
