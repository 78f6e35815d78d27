import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { paragraphSemanticStrategy, toParagraphSemanticRecord } from '../../../../../shared/chunkers/paragraphSemantic';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type TokenizerId } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

// End-to-end P on the real LightRAG sidecars in test/fixtures/lightrag (see its README for provenance).
const dir = repoPath('test/fixtures/lightrag');
const BASES = ['combo', 'formulas', 'paper', 'report', 'sparse'];

function run(base: string, tokenizer: TokenizerId, maxTokens: number, overlapTokens: number) {
  const text = readFileSync(join(dir, `${base}.blocks.jsonl`), 'utf8');
  const tablesPath = join(dir, `${base}.tables.json`);
  const sidecars: Record<string, string> = existsSync(tablesPath) ? { tables: readFileSync(tablesPath, 'utf8') } : {};
  const doc = parseDocument('blocks-jsonl', text, { sidecars });
  const ctx = { tokenizer: getTokenizer(tokenizer), budgets: { maxTokens, overlapTokens }, documentId: base };
  const result = paragraphSemanticStrategy.chunk(doc, ctx);
  return { text, doc, ...result, records: result.chunks.map((c) => toParagraphSemanticRecord(c)) };
}

function outline(base: string): string {
  const out: string[] = [];
  for (const [tokenizer, n, overlap] of [['o200k_base', 2000, 100], ['chars', 160, 10]] as const) {
    const r = run(base, tokenizer, n, overlap);
    out.push(`== ${tokenizer} N=${n} overlap=${overlap}: ${r.chunks.length} chunks`);
    for (const rec of r.records) out.push(JSON.stringify(rec));
    for (const p of [...r.doc.problems, ...r.problems]) out.push(`${p.code} ${p.severity} @${p.span.start}-${p.span.end}: ${p.message}`);
  }
  return out.join('\n') + '\n';
}

describe('P on the real LightRAG sidecars', () => {
  for (const base of BASES) {
    it(`${base}.blocks.jsonl chunks as its golden file says`, () => {
      const golden = join(dir, `${base}.golden.txt`);
      const actual = outline(base);
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, actual);
      assert.equal(actual, readFileSync(golden, 'utf8'));
    });
  }

  it('at the defaults every sidecar chunks without a finding, heading-aligned, with every blockid traced', () => {
    for (const base of BASES) {
      const r = run(base, 'o200k_base', 2000, 100);
      assert.deepEqual([...r.doc.problems, ...r.problems], [], base);
      const ids = r.doc.blocks.map((b) => b.meta?.blockid);
      const traced = r.records.flatMap((rec) => ((rec.sidecar as { refs: Array<{ id: string }> }).refs).map((ref) => ref.id));
      assert.deepEqual(traced, ids, `${base}: every content line is in exactly one chunk, in order`);
    }
  });

  it('report: at N = 160 (chars) the first table is sliced on rows and its table_header comes back in its later slices', () => {
    const r = run('report', 'chars', 160, 10);
    const slicesOf = (id: string) => r.chunks.flatMap((c) => c.content.match(new RegExp(`<table id="${id}" format="json">(.*?)</table>`, 'g')) ?? []);
    const t1 = slicesOf('tb-cccc333344445555cccc333344445555-0001');
    assert.deepEqual(t1.map((s) => s.replace(/^<table[^>]*>|<\/table>$/g, '')), ['[["X", "Y"]]', '[["X", "Y"], ["1", "2"]]', '[["X", "Y"], ["3", "4"]]']);
    assert.deepEqual(r.chunks.slice(1, 4).map((c) => c.heading?.heading), ['Report [part 1]', 'Report [part 2]', 'Report [part 3]']);
    assert.equal(r.chunks[6].heading?.heading, 'then [part 2]', 'the 183-token last line is cut at its short paragraph "then"');
    assert.ok(r.chunks.every((c) => c.tokens <= 160));
    assert.deepEqual(r.problems, []);
  });

  it('paper: the heading levels and parent headings survive into the records', () => {
    const r = run('paper', 'chars', 20, 0);
    const headings = r.records.map((rec) => rec.heading as { level: number; heading: string; parent_headings: string[] });
    assert.ok(headings.some((h) => h.level === 2 && h.parent_headings[0] === 'Introduction'));
  });
});
