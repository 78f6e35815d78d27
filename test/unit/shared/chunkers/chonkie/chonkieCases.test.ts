// Every expectation transcribed from chonkie's own tests (test/fixtures/chonkie: RecursiveChunker, TokenChunker
// and SentenceChunker at chonkie v1.6.8, split and merge of chonkie-core at v0.10.1) holds for chunklens's port:
// exact outputs where the tests give them, and the tests' property assertions over the same inputs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { mergeSplits } from '../../../../../shared/chunkers/chonkie/mergeSplits';
import { splitTextByDelimiters } from '../../../../../shared/chunkers/chonkie/splitOffsets';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

const DIR = repoPath('test/fixtures/chonkie');

interface Properties {
  min_chunks?: number;
  max_token_count?: number;
  min_text_length?: number;
  reconstructs?: boolean;
  indices_match?: boolean;
  positive_token_count?: boolean;
  token_count_is_encoded_length?: boolean;
  max_encoded_length?: number;
  /** Every chunk starts before the previous one ends (overlap). */
  starts_before_previous_end?: boolean;
}

interface ChunkerCase {
  test: string;
  strategy: string;
  options: Record<string, unknown>;
  input?: string;
  input_ref?: string;
  batch?: { ref: string; append: string; repeats: number[] };
  expected?: string[];
  expected_records?: Array<Record<string, unknown>>;
  expected_options?: Record<string, unknown>;
  expected_problem?: string;
  properties?: Properties;
}

interface ChonkieRecord {
  text: string;
  start_index: number;
  end_index: number;
  token_count: number;
}

/** The chunker of `c` (its arguments validated), or the problems of its arguments. */
function configured(c: ChunkerCase) {
  const base = findStrategy(c.strategy)!;
  const { options, problems } = base.options!.validate(c.options);
  return { strategy: problems.length ? undefined : base.withOptions!(options), options, problems };
}

function runChunker(c: ChunkerCase, text: string): ChonkieRecord[] {
  const { strategy, problems } = configured(c);
  assert.deepEqual(problems, [], `${c.test}: arguments`);
  const ctx = { tokenizer: getTokenizer(strategy!.defaultTokenizer), budgets: {}, documentId: 'case' };
  const { chunks } = strategy!.chunk(parseDocument('text', text), ctx);
  for (const ch of chunks) assert.ok(ch.spans.length > 0, `chunk ${ch.index} has source spans`);
  return chunks.map((ch) => strategy!.toRecord(ch, ctx) as unknown as ChonkieRecord);
}

/** Python's `text[start:end]` (code points). */
function pySlice(text: string, start: number, end: number): string {
  return Array.from(text).slice(start, end).join('');
}

function checkProperties(c: ChunkerCase, text: string, records: ChonkieRecord[]): void {
  const p = c.properties ?? {};
  const tokenizer = getTokenizer(configured(c).strategy!.defaultTokenizer);
  if (p.min_chunks !== undefined) assert.ok(records.length >= p.min_chunks, `${records.length} chunks`);
  for (const [i, r] of records.entries()) {
    const where = `chunk ${i} ${JSON.stringify(r.text.slice(0, 40))}`;
    if (p.max_token_count !== undefined) assert.ok(r.token_count <= p.max_token_count, `${where}: token_count ${r.token_count}`);
    if (p.min_text_length !== undefined) assert.ok(Array.from(r.text).length >= p.min_text_length, `${where}: shorter than ${p.min_text_length}`);
    if (p.positive_token_count) assert.ok(r.token_count > 0, `${where}: token_count ${r.token_count}`);
    if (p.token_count_is_encoded_length) assert.equal(r.token_count, tokenizer.encode(r.text).length, where);
    if (p.max_encoded_length !== undefined) assert.ok(tokenizer.encode(r.text).length <= p.max_encoded_length, where);
    if (p.indices_match) {
      assert.ok(r.start_index >= 0 && r.start_index < r.end_index && r.end_index <= Array.from(text).length, `${where}: indices ${r.start_index}-${r.end_index}`);
      assert.equal(r.text, pySlice(text, r.start_index, r.end_index), `${where}: text[start_index:end_index]`);
    }
  }
  if (p.starts_before_previous_end) for (let i = 1; i < records.length; i++) assert.ok(records[i].start_index < records[i - 1].end_index, `chunk ${i} starts at ${records[i].start_index}, after ${records[i - 1].end_index}`);
  if (p.reconstructs) assert.equal(records.map((r) => r.text).join(''), text);
}

for (const file of ['test_recursive_chunker.json', 'test_token_chunker.json', 'test_sentence_chunker.json']) {
  const { source, inputs, cases } = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as {
    source: { repository: string; path: string; tag: string };
    inputs: Record<string, string>;
    cases: ChunkerCase[];
  };
  describe(`${source.repository} ${source.path} @${source.tag} (${cases.length} cases)`, () => {
    for (const [i, c] of cases.entries()) {
      it(`${c.test} (#${i + 1}, ${c.strategy} ${JSON.stringify(c.options).slice(0, 80)})`, () => {
        if (c.expected_problem !== undefined) {
          assert.deepEqual(configured(c).problems.map((p) => p.path), [c.expected_problem]);
          return;
        }
        if (c.expected_options) {
          const { options, problems } = configured(c);
          assert.deepEqual(problems, []);
          for (const [k, v] of Object.entries(c.expected_options)) assert.deepEqual(options[k], v, k);
          return;
        }
        const texts = c.batch
          ? c.batch.repeats.map((n) => (inputs[c.batch!.ref] + c.batch!.append).repeat(n))
          : [c.input_ref !== undefined ? inputs[c.input_ref] : c.input!];
        for (const text of texts) {
          const records = runChunker(c, text);
          if (c.expected) assert.deepEqual(records.map((r) => r.text), c.expected);
          if (c.expected_records) {
            const keys = Object.keys(c.expected_records[0] ?? {}) as Array<keyof ChonkieRecord>;
            assert.deepEqual(records.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]]))), c.expected_records);
          }
          checkProperties(c, text, records);
        }
      });
    }
  });
}

interface CoreCase {
  test: string;
  function: 'split_at_delimiters' | 'split_at_patterns' | 'merge_splits';
  text?: string;
  delimiters?: string[];
  include_delim?: 'prev' | 'next' | 'none';
  min_chars?: number;
  expected?: string[];
  expected_count?: number;
  fewer_than?: number;
  contiguous?: boolean;
  token_counts?: number[];
  chunk_size?: number;
  splits?: string[];
  expected_indices?: number[];
  expected_merged?: string[];
  expected_token_counts?: number[];
}

const core = JSON.parse(readFileSync(join(DIR, 'chonkie_core.json'), 'utf8')) as { source: { repository: string; tag: string }; cases: CoreCase[] };
describe(`${core.source.repository} @${core.source.tag}: split and merge (${core.cases.length} cases)`, () => {
  for (const [i, c] of core.cases.entries()) {
    it(`${c.test} (#${i + 1}, ${c.function})`, () => {
      if (c.function === 'merge_splits') {
        const ranges = mergeSplits(c.token_counts!, c.chunk_size!);
        if (c.expected_indices) assert.deepEqual(ranges.map((r) => r.end), c.expected_indices);
        if (c.expected_merged) assert.deepEqual(ranges.map((r) => c.splits!.slice(r.start, r.end).join('')), c.expected_merged);
        if (c.expected_token_counts) assert.deepEqual(ranges.map((r) => r.count), c.expected_token_counts);
        return;
      }
      const text = c.text!;
      const pieces = splitTextByDelimiters(text, c.delimiters!, c.include_delim!, c.min_chars!);
      if (c.expected) assert.deepEqual(pieces.map(([s, e]) => text.slice(s, e)), c.expected);
      if (c.expected_count !== undefined) assert.equal(pieces.length, c.expected_count);
      if (c.fewer_than !== undefined) assert.ok(pieces.length < c.fewer_than, `${pieces.length} pieces`);
      if (c.contiguous) {
        assert.equal(pieces[0][0], 0);
        assert.equal(pieces[pieces.length - 1][1], text.length);
        for (let k = 1; k < pieces.length; k++) assert.equal(pieces[k - 1][1], pieces[k][0]);
      }
    });
  }
});
