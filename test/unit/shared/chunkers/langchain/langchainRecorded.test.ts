// The LangChain strategies give the records the library itself gave (recorded by running
// langchain-text-splitters 1.1.2 on generated documents): page_content, metadata and start_index.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

interface Recorded {
  documents: string[];
  cases: Array<{ strategy: string; options: Record<string, unknown>; document: number; expected_records: unknown[] }>;
}

const FIXTURE = repoPath('test/fixtures/langchain/recorded_outputs.json');
const { documents, cases } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Recorded;

describe(`LangChain strategies reproduce the library's recorded outputs (${cases.length} runs)`, () => {
  for (const c of cases) {
    it(`${c.strategy} ${JSON.stringify(c.options)} on document ${c.document}`, () => {
      const base = findStrategy(c.strategy)!;
      const { options, problems } = base.options!.validate(c.options);
      assert.deepEqual(problems, []);
      const strategy = base.withOptions!(options);
      const ctx = { tokenizer: getTokenizer(strategy.defaultTokenizer), budgets: {}, documentId: 'd' };
      const { chunks } = strategy.chunk(parseDocument('markdown', documents[c.document]), ctx);
      const records = chunks.map((ch) => {
        const { page_content, metadata } = strategy.toRecord(ch, ctx);
        return { page_content, metadata };
      });
      assert.deepEqual(records, c.expected_records);
    });
  }
});
