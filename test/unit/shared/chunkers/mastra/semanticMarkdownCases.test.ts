// Mastra's semantic-markdown chunking (@mastra/rag 2.6.4) as chunklens reproduces it: the 15 tests of its
// chunkSemanticMarkdown suite (test/fixtures/mastra/semantic_markdown.json) give the chunks and token counts
// @mastra/rag 2.6.4 gives for their inputs and hold the tests' assertions; so do 150 generated texts, where a
// disallowed special token is the same error.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

const DIR = repoPath('test/fixtures/mastra');

interface MastraChunk {
  text: string;
  metadata: { tokenCount: number };
}

/** The assertions of an upstream test, by what they check. */
interface Asserts {
  count?: { lt?: number; gt?: number; gte?: number; eq?: number };
  chunks?: Record<string, { contains?: string[]; lacks?: string[] }>;
  /** Some chunk holds all of `contains` and none of `lacks`, or any of `any`. */
  some?: Array<{ contains?: string[]; lacks?: string[]; any?: string[] }>;
  /** The first chunk holding `contains`: it holds `also`, its tokenCount is over `token_count_gt`, or differs from its length. */
  where?: Array<{ contains: string; also?: string[]; token_count_gt?: number; token_count_not_length?: boolean }>;
  token_counts_positive?: boolean;
  trimmed_longer_than?: number;
  joined_contains?: string[];
}

interface Case {
  test?: string;
  input: string;
  options: Record<string, unknown>;
  expected?: MastraChunk[];
  expected_error?: string;
  asserts?: Asserts;
}

/** The chunks of `mastra-semantic-markdown` with `options` on `text`, or the error it reports. */
function chunk(text: string, options: Record<string, unknown>): { records: MastraChunk[]; error?: string } {
  const base = findStrategy('mastra-semantic-markdown')!;
  const validated = base.options!.validate(options);
  assert.deepEqual(validated.problems, []);
  const strategy = base.withOptions!(validated.options);
  const ctx = { tokenizer: getTokenizer(strategy.defaultTokenizer), budgets: {}, documentId: 'case' };
  const { chunks, problems } = strategy.chunk(parseDocument('markdown', text), ctx);
  for (const ch of chunks) assert.ok(ch.spans.length > 0, `chunk ${ch.index} has source spans`);
  const records = chunks.map((ch) => {
    const { source_spans: _spans, ...record } = strategy.toRecord(ch, ctx);
    return record as unknown as MastraChunk;
  });
  return { records, error: problems[0]?.message };
}

function checkAsserts(a: Asserts, chunks: MastraChunk[]): void {
  const texts = chunks.map((c) => c.text);
  if (a.count?.lt !== undefined) assert.ok(texts.length < a.count.lt, `${texts.length} chunks`);
  if (a.count?.gt !== undefined) assert.ok(texts.length > a.count.gt, `${texts.length} chunks`);
  if (a.count?.gte !== undefined) assert.ok(texts.length >= a.count.gte, `${texts.length} chunks`);
  if (a.count?.eq !== undefined) assert.equal(texts.length, a.count.eq);
  for (const [i, { contains = [], lacks = [] }] of Object.entries(a.chunks ?? {})) {
    for (const s of contains) assert.ok(texts[Number(i)].includes(s), `chunk ${i} lacks ${s}`);
    for (const s of lacks) assert.ok(!texts[Number(i)].includes(s), `chunk ${i} holds ${s}`);
  }
  for (const { contains = [], lacks = [], any } of a.some ?? []) {
    const holds = (t: string) => contains.every((s) => t.includes(s)) && !lacks.some((s) => t.includes(s)) && (!any || any.some((s) => t.includes(s)));
    assert.ok(texts.some(holds), `no chunk holds ${JSON.stringify({ contains, lacks, any })}`);
  }
  for (const w of a.where ?? []) {
    const found = chunks.find((c) => c.text.includes(w.contains));
    assert.ok(found, `no chunk holds ${w.contains}`);
    for (const s of w.also ?? []) assert.ok(found.text.includes(s));
    if (w.token_count_gt !== undefined) assert.ok(found.metadata.tokenCount > w.token_count_gt, `tokenCount ${found.metadata.tokenCount}`);
    if (w.token_count_not_length) assert.notEqual(found.metadata.tokenCount, found.text.length);
  }
  if (a.token_counts_positive) for (const c of chunks) assert.ok(typeof c.metadata.tokenCount === 'number' && c.metadata.tokenCount > 0);
  if (a.trimmed_longer_than !== undefined) for (const t of texts) assert.ok(t.trim().length > a.trimmed_longer_than);
  for (const s of a.joined_contains ?? []) assert.ok(texts.join(' ').includes(s), `no chunk holds ${s}`);
}

const tests = JSON.parse(readFileSync(join(DIR, 'semantic_markdown.json'), 'utf8')) as { source: { repository: string; path: string }; release: { version: string }; cases: Case[] };
describe(`${tests.source.repository} ${tests.source.path} chunkSemanticMarkdown, @mastra/rag ${tests.release.version} (${tests.cases.length} cases)`, () => {
  for (const [i, c] of tests.cases.entries()) {
    it(`${c.test} (#${i + 1}, ${JSON.stringify(c.options)})`, () => {
      const { records, error } = chunk(c.input, c.options);
      assert.equal(error, undefined);
      assert.deepEqual(records, c.expected);
      checkAsserts(c.asserts ?? {}, records);
    });
  }
});

const generated = JSON.parse(readFileSync(join(DIR, 'semantic_markdown_generated.json'), 'utf8')) as { cases: Case[] };
describe('generated Markdown gives @mastra/rag 2.6.4 chunks', () => {
  it(`${generated.cases.length} texts with headings of every depth, fences, special tokens, thresholds, encodings and models`, () => {
    for (const [i, c] of generated.cases.entries()) {
      const where = `text #${i + 1} ${JSON.stringify(c.options)} ${JSON.stringify(c.input.slice(0, 60))}`;
      const { records, error } = chunk(c.input, c.options);
      if (c.expected_error !== undefined) {
        assert.deepEqual(records, [], where);
        assert.equal(error, `SemanticMarkdownTransformer raises Error: ${c.expected_error}`, where);
      } else {
        assert.equal(error, undefined, where);
        assert.deepEqual(records, c.expected, where);
      }
    }
  });
});
