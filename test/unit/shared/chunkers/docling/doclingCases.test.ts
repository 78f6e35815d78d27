// docling-core's chunker tests (test/fixtures/docling/cases.json): each case's input chunked with its options and
// compared with docling-core's expected file, record for record or on text, headings and doc_items.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { findStrategy } from '../../../../../shared/chunkers';
import { parseDoclingDocument } from '../../../../../shared/parse/doclingDocument';
import { getTokenizer, type TokenizerId } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

interface Case {
  strategy: string;
  test: string;
  input: string;
  options: Record<string, unknown>;
  /** The chunklens tokenizer of the test's tokenizer, when it is not the strategy's default. */
  tokenizer?: TokenizerId;
  expected: string;
  compare: 'record' | 'text, headings, doc_items self_refs' | 'text, ser_text, num_tokens';
}

const dir = repoPath('test/fixtures/docling');
const { cases } = JSON.parse(readFileSync(join(dir, 'cases.json'), 'utf8')) as { cases: Case[] };

function read(name: string): string {
  const bytes = readFileSync(join(dir, name));
  return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** The records the strategy gives for a case, without chunklens's own source spans, with each chunk's content and token count. */
function records(c: Case): Array<Record<string, unknown> & { content: string; tokens: number }> {
  const base = findStrategy(c.strategy)!;
  const validated = base.options!.validate(c.options);
  assert.deepEqual(validated.problems, []);
  const strategy = base.withOptions!(validated.options);
  const ctx = { tokenizer: getTokenizer(c.tokenizer ?? strategy.defaultTokenizer), budgets: {}, documentId: c.input };
  const doc = parseDoclingDocument(read(c.input));
  assert.deepEqual(doc.problems, []);
  const { chunks, problems } = strategy.chunk(doc, ctx);
  assert.deepEqual(problems, []);
  return chunks.map((chunk) => {
    const { source_spans: _spans, ...record } = strategy.toRecord(chunk, ctx);
    return Object.assign(record, { content: chunk.content, tokens: chunk.tokens });
  });
}

type DocRecord = { text: string; meta: { headings?: string[]; doc_items: Array<{ self_ref: string }> } };

describe('docling-core chunker tests', () => {
  for (const c of cases) {
    it(`${c.strategy} gives docling-core's output for ${c.test}`, () => {
      const actual = records(c);
      const expected = JSON.parse(read(c.expected)) as { root: unknown[] } | Array<{ text: string; headings: string[] | null; doc_items: string[] }>;
      // Records as the CLI prints them (the parser's decoded JSON objects have no prototype).
      if (c.compare === 'record') assert.deepEqual(JSON.parse(JSON.stringify(actual.map(({ content: _c, tokens: _t, ...r }) => r))), (expected as { root: unknown[] }).root);
      else if (c.compare === 'text, ser_text, num_tokens') {
        // The content of a chunk is docling-core's contextualize(chunk), and its token count the tokenizer's count of it.
        assert.deepEqual(actual.map((r) => ({ text: r.text, ser_text: r.content, num_tokens: r.tokens })), (expected as { root: unknown[] }).root);
      } else {
        const reduced = (actual as unknown as DocRecord[]).map((r) => ({ text: r.text, headings: r.meta.headings ?? null, doc_items: r.meta.doc_items.map((i) => i.self_ref) }));
        assert.deepEqual(reduced, expected);
      }
    });
  }
});
