// Every expectation transcribed from llama-index-core's own tests (test/fixtures/llamaindex) holds for the
// strategy that reproduces the parser: `split_text` cases through the splitter as the tests call it, node cases
// through the chunklens strategy, whose chunks must also be the exact source text where the test says so; a
// HierarchicalNodeParser case on a document with metadata (Document.example()) through the parser itself, the
// strategy's documents having none.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { hierarchicalNodes, splitText } from '../../../../../shared/chunkers/llamaindex/splitters';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type TokenizerId } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

interface Case {
  path: string;
  commit: string;
  test: string;
  strategy: 'llamaindex-sentence' | 'llamaindex-token' | 'llamaindex-markdown' | 'llamaindex-markdown-sentence' | 'llamaindex-sentence-window' | 'llamaindex-hierarchical';
  /** Set where an expectation of another parser carries over (the reason). */
  derived?: string;
  call: 'split_text' | 'split_text_metadata_aware' | 'split_texts' | 'split_texts_metadata_aware' | 'get_nodes_from_documents';
  options: Record<string, unknown>;
  input?: string;
  inputs?: string[];
  tokenizer?: TokenizerId;
  metadata_str?: string;
  expected?: string[];
  expected_at?: Record<string, string>;
  expected_endswith?: Record<string, string>;
  expected_lengths?: Record<string, number>;
  expected_count?: number;
  expected_metadata?: Array<Record<string, string>>;
  expected_metadata_at?: Record<string, Record<string, string>>;
  /** The Document's metadata (HierarchicalNodeParser cases: every level's chunk size is reduced by it). */
  document_metadata?: Record<string, string>;
  /** Nodes per hierarchy level ("0" the roots) and leaves, as get_root_nodes, get_child_nodes and get_leaf_nodes count them. */
  expected_level_counts?: Record<string, number>;
  joined_without_spaces?: string;
  exact_source_spans?: boolean;
  max_tokens_with_metadata?: number;
  metadata_join?: string;
}

const FILE = repoPath('test/fixtures/llamaindex/llama_index_core_tests.json');
const { source, cases } = JSON.parse(readFileSync(FILE, 'utf8')) as { source: { repository: string }; cases: Case[] };

/** The texts (and, for node cases, the strategy's chunks and records) of a case. */
function runCase(c: Case) {
  const strategy = findStrategy(c.strategy)!;
  const { options, problems } = strategy.options!.validate(c.options);
  assert.deepEqual(problems, [], `${c.test}: arguments`);
  const tokenizer = getTokenizer(c.tokenizer ?? strategy.defaultTokenizer);
  if (c.document_metadata) {
    const nodes = hierarchicalNodes(c.input!, options, tokenizer, c.document_metadata);
    return { texts: nodes.map((n) => n.content.text), chunks: [], records: nodes.map((n) => ({ metadata: n.metadata, parents: n.parents })), tokenizer };
  }
  if (c.call === 'get_nodes_from_documents') {
    const s = strategy.withOptions!(options);
    const ctx = { tokenizer, budgets: {}, documentId: 'case' };
    const result = s.chunk(parseDocument('text', c.input!), ctx);
    assert.deepEqual(result.problems, []);
    return { texts: result.chunks.map((ch) => ch.content), chunks: result.chunks, records: result.chunks.map((ch) => s.toRecord(ch, ctx)), tokenizer };
  }
  const id = c.strategy as 'llamaindex-sentence' | 'llamaindex-token';
  const metadata = c.call.endsWith('metadata_aware') ? c.metadata_str : undefined;
  const texts = (c.inputs ?? [c.input!]).flatMap((text) => splitText(id, options, tokenizer, text, metadata));
  return { texts, chunks: [], records: [], tokenizer };
}

describe(`${source.repository}'s own test expectations (${cases.length} cases)`, () => {
  for (const [i, c] of cases.entries()) {
    it(`${c.test} (#${i + 1}, ${c.path.split('/').pop()} @${c.commit.slice(0, 8)}, ${c.strategy} ${c.call} ${JSON.stringify(c.options)})`, () => {
      const { texts, chunks, records, tokenizer } = runCase(c);
      if (c.expected) assert.deepEqual(texts, c.expected);
      if (c.expected_count !== undefined) assert.equal(texts.length, c.expected_count);
      for (const [k, v] of Object.entries(c.expected_at ?? {})) assert.equal(texts[Number(k)], v, `chunk ${k}`);
      for (const [k, v] of Object.entries(c.expected_endswith ?? {})) assert.ok(texts[Number(k)].endsWith(v), `chunk ${k} ends with ${JSON.stringify(v)}`);
      for (const [k, v] of Object.entries(c.expected_lengths ?? {})) assert.equal([...texts[Number(k)]].length, v, `chunk ${k} length`);
      if (c.joined_without_spaces !== undefined) assert.equal(texts.join('').replaceAll(' ', ''), c.joined_without_spaces);
      if (c.expected_metadata) assert.deepEqual(records.map((r) => r.metadata), c.expected_metadata);
      for (const [k, v] of Object.entries(c.expected_metadata_at ?? {})) assert.deepEqual(records[Number(k)].metadata, v, `node ${k} metadata`);
      for (const [level, count] of Object.entries(c.expected_level_counts ?? {})) {
        const parents = new Set(records.flatMap((r) => (r.parents as Array<{ label: string }>).filter((p) => p.label.startsWith(`chunk_size_${(c.options.chunk_sizes as number[])[Number(level)]} `))));
        assert.equal(level === 'leaves' ? texts.length : parents.size, count, `nodes at level ${level}`);
      }
      if (c.max_tokens_with_metadata !== undefined) {
        const join = c.metadata_join ?? '';
        for (const t of texts) {
          const content = join === '' ? t + c.metadata_str : c.metadata_str + join + t;
          assert.ok(tokenizer.count(content) <= c.max_tokens_with_metadata, `${tokenizer.count(content)} tokens with metadata`);
        }
      }
      if (c.exact_source_spans) {
        const seen = new Set<string>();
        let previousStart = -1;
        for (const ch of chunks) {
          // Overlap with the previous chunk is marked on a span of its own; together they are one stretch.
          for (let k = 1; k < ch.spans.length; k++) assert.equal(ch.spans[k].start, ch.spans[k - 1].end, `chunk ${ch.index} is one stretch of the source`);
          const { start } = ch.spans[0];
          const { end } = ch.spans[ch.spans.length - 1];
          assert.equal(c.input!.slice(start, end), ch.content);
          assert.ok(!seen.has(`${start}:${end}`), `chunk ${ch.index} has a position of its own`);
          assert.ok(start >= previousStart, `chunk ${ch.index} in order`);
          seen.add(`${start}:${end}`);
          previousStart = start;
        }
      }
    });
  }
});
