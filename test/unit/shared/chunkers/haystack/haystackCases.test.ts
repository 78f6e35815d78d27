// Every expectation transcribed from Haystack's own tests (test/fixtures/haystack, haystack-ai v2.31.0) holds for
// the strategies that reproduce its splitters: Document contents, split_id, split_idx_start, page_number and
// _split_overlap ranges, the splits joining back to the text, lengths in the splitter's unit, and the arguments
// Haystack refuses.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type TokenizerId } from '../../../../../shared/tokenizers';
import { codePointLength } from '../../../../../shared/chunkers/chonkie/codePoints';
import { repoPath } from '../../../../helpers/repoPath';

interface Case {
  test: string;
  file: string;
  strategy: string;
  options: Record<string, unknown>;
  tokenizer?: TokenizerId;
  documents?: string[];
  expected_problem?: string;
  expected_contents?: string[];
  expected_split_ids?: number[];
  expected_pages?: number[];
  expected_overlap_ranges?: Array<Array<[number, number]>>;
  expected_count?: number;
  idx_is_index?: boolean;
  reconstructs?: boolean;
  distinct_records?: boolean;
  expected_message?: string;
  expected_meta?: Array<Record<string, unknown>>;
  exact_meta?: Array<Record<string, unknown>>;
  expected_headers?: string[];
  expected_headers_at?: Record<string, string>;
  no_header_meta?: boolean;
  joins_to_text?: boolean;
  split_ids_per_document?: boolean;
  word_overlap_pairs?: Array<[number, number]>;
  word_overlap?: number;
  first_starts_with?: string;
  all_have_header?: boolean;
  accepted?: boolean;
  min_count?: number;
  max_units?: number;
  each_length?: { length: number; except: string[] };
  expected_lengths?: number[];
  starts_with_at?: Record<string, string>;
  ends_with_at?: Record<string, string>;
  adjacent_word_overlap?: number;
}

interface HaystackRecord {
  content: string;
  meta: { split_id: number; split_idx_start: number; page_number: number; header?: string; _split_overlap?: Array<{ range: [number, number] }> } & Record<string, unknown>;
}

const DIR = repoPath('test/fixtures/haystack');

/** The Documents of `text`, as records, with each chunk's spans checked against its content. */
function split(c: Case, text: string): HaystackRecord[] {
  const base = findStrategy(c.strategy)!;
  const { options, problems } = base.options!.validate(c.options);
  assert.deepEqual(problems, [], `${c.test}: arguments`);
  const strategy = base.withOptions!(options);
  const ctx = { tokenizer: getTokenizer(c.tokenizer ?? strategy.defaultTokenizer), budgets: {}, documentId: 'case' };
  const { chunks } = strategy.chunk(parseDocument('text', text), ctx);
  for (const ch of chunks) {
    assert.ok(ch.spans.length > 0, `chunk ${ch.index} has source spans`);
    if (!ch.notes.some((n) => n.reason === 'normalized')) assert.equal(ch.spans.map((s) => text.slice(s.start, s.end)).join(''), ch.content);
  }
  return chunks.map((ch) => strategy.toRecord(ch, ctx) as unknown as HaystackRecord);
}

/** RecursiveDocumentSplitter's `_chunk_length` of `text` in the case's split_unit (word by default). */
function unitLength(c: Case, text: string): number {
  const unit = (c.options.split_unit as string | undefined) ?? 'word';
  if (unit === 'char') return codePointLength(text);
  if (unit === 'token') return getTokenizer('o200k_base').count(text);
  return text.split(' ').filter(Boolean).length;
}

/** The tests' `merge_documents`: the splits by split_idx_start, each without what the text so far already holds. */
function mergeDocuments(records: HaystackRecord[]): string {
  let merged = '';
  let lastEnd = 0;
  for (const r of [...records].sort((a, b) => a.meta.split_idx_start - b.meta.split_idx_start)) {
    const start = Math.max(r.meta.split_idx_start, lastEnd);
    merged += Array.from(r.content).slice(start - r.meta.split_idx_start).join('');
    lastEnd = r.meta.split_idx_start + Array.from(r.content).length;
  }
  return merged;
}

for (const name of readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
  const { source, cases } = JSON.parse(readFileSync(join(DIR, name), 'utf8')) as { source: { repository: string; tag: string; path: string }; cases: Case[] };
  describe(`${source.repository} ${source.path} @${source.tag} (${cases.length} cases)`, () => {
    for (const [i, c] of cases.entries()) {
      it(`${c.test} (#${i + 1}, ${c.strategy} ${JSON.stringify(c.options).slice(0, 80)})`, () => {
        if (c.expected_problem !== undefined) {
          const { problems } = findStrategy(c.strategy)!.options!.validate(c.options);
          assert.deepEqual(problems.map((p) => p.path), [c.expected_problem]);
          if (c.expected_message) assert.ok(problems[0].message.includes(c.expected_message), problems[0].message);
          return;
        }
        if (c.accepted) {
          assert.deepEqual(findStrategy(c.strategy)!.options!.validate(c.options).problems, []);
          return;
        }
        const perDocument = c.documents!.map((text) => ({ text, records: split(c, text) }));
        const records = perDocument.flatMap((d) => d.records);
        if (c.expected_contents) assert.deepEqual(records.map((r) => r.content), c.expected_contents);
        if (c.expected_split_ids) assert.deepEqual(records.map((r) => r.meta.split_id), c.expected_split_ids);
        if (c.expected_pages) assert.deepEqual(records.map((r) => r.meta.page_number), c.expected_pages);
        if (c.expected_overlap_ranges) assert.deepEqual(records.map((r) => r.meta._split_overlap!.map((o) => o.range)), c.expected_overlap_ranges);
        if (c.expected_count !== undefined) assert.equal(records.length, c.expected_count);
        if (c.distinct_records) assert.equal(new Set(records.map((r) => JSON.stringify({ content: r.content, meta: r.meta }))).size, records.length);
        for (const [k, expected] of (c.expected_meta ?? []).entries()) {
          for (const [key, v] of Object.entries(expected)) assert.deepEqual(records[k].meta[key], v, `documents[${k}].meta["${key}"]`);
        }
        if (c.exact_meta) assert.deepEqual(records.map((r) => r.meta), c.exact_meta);
        if (c.expected_headers) assert.deepEqual(records.map((r) => r.meta.header), c.expected_headers);
        for (const [k, h] of Object.entries(c.expected_headers_at ?? {})) assert.equal(records[Number(k)].meta.header, h);
        if (c.no_header_meta) for (const r of records) assert.ok(!('header' in r.meta));
        if (c.all_have_header) for (const r of records) assert.ok('header' in r.meta);
        if (c.min_count !== undefined) assert.ok(records.length >= c.min_count, `${records.length} documents`);
        for (const r of c.max_units === undefined ? [] : records) assert.ok(unitLength(c, r.content) <= c.max_units!, JSON.stringify(r.content));
        for (const r of c.each_length ? records : []) if (!c.each_length!.except.includes(r.content)) assert.equal(codePointLength(r.content), c.each_length!.length, JSON.stringify(r.content));
        if (c.expected_lengths) assert.deepEqual(records.map((r) => codePointLength(r.content)), c.expected_lengths);
        for (const [k, prefix] of Object.entries(c.starts_with_at ?? {})) assert.ok(records[Number(k)].content.startsWith(prefix), `documents[${k}] starts with ${prefix}`);
        for (const [k, suffix] of Object.entries(c.ends_with_at ?? {})) assert.ok(records[Number(k)].content.endsWith(suffix), `documents[${k}] ends with ${suffix.slice(0, 10)}`);
        if (c.first_starts_with) assert.ok(records[0].content.startsWith(c.first_starts_with));
        const words = (t: string) => t.split(/\s+/).filter(Boolean);
        for (const [a, b] of c.word_overlap_pairs ?? []) assert.deepEqual(words(records[a].content).slice(-c.word_overlap!), words(records[b].content).slice(0, c.word_overlap));
        const n = c.adjacent_word_overlap;
        for (let k = 0; n !== undefined && k + 1 < records.length; k++) assert.deepEqual(words(records[k].content).slice(-n), words(records[k + 1].content).slice(0, n), `documents ${k} and ${k + 1}`);
        for (const { text, records: docs } of perDocument) {
          if (c.joins_to_text) assert.equal(docs.map((r) => r.content).join(''), text);
          if (c.split_ids_per_document) assert.deepEqual(docs.map((r) => r.meta.split_id), docs.map((_, k) => k));
          if (c.idx_is_index) for (const r of docs) assert.equal(r.meta.split_idx_start, Array.from(text.slice(0, text.indexOf(r.content))).length, `split_idx_start of ${JSON.stringify(r.content)}`);
          if (c.reconstructs) assert.equal(mergeDocuments(docs), text);
        }
      });
    }
  });
}
