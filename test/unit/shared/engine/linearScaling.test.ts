// The pathological inputs of issue 16 outside the Markdown parser cost time in proportion to their size, and
// the server's tree and histogram take inputs that overflowed the stack.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, type Analysis } from '../../../../shared/engine/engine';
import type { StrategyId } from '../../../../shared/model/types';
import type { ChunkSummary } from '../../../../shared/model/protocol';
import { buildHistogram, buildTreeNodes, MAX_TREE_DEPTH } from '../../../../server/present/chunkTreeOf';
import { parseDocument } from '../../../../shared/parse';
import { getTokenizer } from '../../../../shared/tokenizers';
import { splitUnderCap } from '../../../../shared/chunkers/adaptiveSection/splitUnderCap';
import { splitTable } from '../../../../shared/chunkers/markdownSpec/splitTable';
import { PATHOLOGICAL_CASES } from '../../../helpers/pathological';

function analyzeCase(name: string, strategy: StrategyId, scale: number, budgets = {}): { ms: number; analysis: Analysis } {
  const c = PATHOLOGICAL_CASES.find((x) => x.name === name)!;
  const text = c.make(scale);
  const settings = resolveSettings({}, c.kind, { strategy, budgets });
  const start = performance.now();
  const analysis = analyze({ kind: c.kind, text, documentId: 'doc', settings });
  return { ms: performance.now() - start, analysis };
}

/** Time at 8x the input over time at 1x: near 8 when linear, 64 when quadratic; the bound allows a busy machine. */
function assertLinear(name: string, strategy: StrategyId, scale: number): void {
  analyzeCase(name, strategy, scale / 4);
  const small = analyzeCase(name, strategy, scale).ms;
  const large = analyzeCase(name, strategy, 8 * scale).ms;
  assert.ok(large < 24 * small + 400, `${name} · ${strategy}: ${small.toFixed(0)} ms, then ${large.toFixed(0)} ms at 8x`);
}

describe('linear scaling on pathological inputs', () => {
  it('markdown-spec: container openers never closed, each before a heading, scale linearly and open the next section', () => {
    assertLinear('unclosed container openers before headings', 'markdown-spec', 2);
    const { analysis } = analyzeCase('unclosed container openers before headings', 'markdown-spec', 1);
    assert.ok(analysis.chunks.length > 0);
    assert.ok(analysis.chunks.every((c) => c.headingsPath.length > 0));
  });

  it('sentence: short sections scale linearly, and each chunk finds its heading path in a few block lookups', () => {
    assertLinear('short sections', 'sentence', 1);
    const doc = parseDocument('markdown', '# Heading\n\nText.\n\n'.repeat(4_000));
    let lookups = 0;
    const blocks = new Proxy(doc.blocks, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) lookups++;
        return Reflect.get(target, key, receiver);
      },
    });
    const settings = resolveSettings({}, 'markdown', { strategy: 'sentence', budgets: { maxChars: 10 } });
    const { chunks } = settings.strategy.chunk({ ...doc, blocks }, { tokenizer: getTokenizer('chars'), budgets: settings.budgets, documentId: 'doc' });
    assert.ok(chunks.length >= 4_000);
    assert.deepEqual(chunks[chunks.length - 1].headingsPath, ['Heading']);
    // A scan of every block per chunk makes about chunks × blocks / 2 = 16,000,000 lookups.
    assert.ok(lookups < 40 * doc.blocks.length, `${lookups} block lookups for ${chunks.length} chunks of ${doc.blocks.length} blocks`);
  });
  it('recursive: one line without spaces (split per character, packed with a moving window)', () => assertLinear('one line without spaces', 'recursive', 0.25));
  it('paragraph-semantic and adaptive-section: one line of CJK characters', () => {
    assertLinear('one line of CJK characters', 'paragraph-semantic', 0.25);
    assertLinear('one line of CJK characters', 'adaptive-section', 0.25);
  });
  it('adaptive-section cuts a line without spaces counting each character a bounded number of times', () => {
    const tokenizer = getTokenizer('chars');
    let counted = 0;
    const counting = { ...tokenizer, count: (t: string) => ((counted += t.length), tokenizer.count(t)) };
    const text = '中文字'.repeat(40_000);
    const { pieces, level } = splitUnderCap(text, { start: 0, end: text.length }, 500, counting);
    assert.equal(level, 'character');
    assert.equal(pieces.map((p) => text.slice(p.start, p.end)).join(''), text);
    // A binary search over the rest of the line for each of its 240 pieces counts about 240 × 120,000 (the old
    // code: 28,000,000); the doubling window, about 21 × 120,000.
    assert.ok(counted < 40 * text.length, `${counted} characters counted for ${text.length}`);
  });

  it('markdown-spec slices a table of 20,000 rows reading each row a bounded number of times', () => {
    const text = `| a | b |\n|---|---|\n${'| x | y |\n'.repeat(20_000)}`;
    const table = parseDocument('markdown', text).blocks.find((b) => b.kind === 'table')!;
    let reads = 0;
    const parts = new Proxy(table.parts!, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const ctx = { text, tokenizer: getTokenizer('o200k_base'), problems: [], budgets: { max: 900, target: 650, min: 120, overlap: 80 } };
    const pieces = splitTable({ ...table, parts }, ctx);
    assert.ok(pieces.length > 100);
    assert.match(pieces[pieces.length - 1].split?.detail ?? '', /rows \d+–20000 of 20000, header repeated/);
    // Counting each slice's rows by filtering every row reads about slices × rows = 4,000,000 of them.
    assert.ok(reads < 20 * table.parts!.length, `${reads} row reads for ${table.parts!.length} rows`);
  });

  it('markdown-spec: nested list markers, nested quotes and staircases of list items (the nesting guard)', () => {
    for (const name of ['nested list markers on one line', 'nested block quotes on one line', 'staircases of nested list items', 'table rows continuing a nested list item']) assertLinear(name, 'markdown-spec', 1);
  });
  it('headings with inline syntax and setext headings without blank lines: their text is read without a parse per heading', () => {
    for (const strategy of ['markdown-spec', 'adaptive-section'] as const) {
      assertLinear('headings with emphasis', strategy, 0.32);
      assertLinear('setext headings without blank lines', strategy, 1);
    }
    const { analysis } = analyzeCase('headings with emphasis', 'markdown-spec', 0.32);
    assert.equal(analysis.doc.blocks[1].meta?.headingText, 'Heading 1 with emphasis and code');
  });
  it('sentence: blank lines and page-break comments', () => {
    assertLinear('blank lines', 'sentence', 0.4);
    assertLinear('page break comments', 'sentence', 0.5);
  });

  it('recursive: an overlap not below the cap is cut to half the cap, with a CK101 warning', () => {
    const { analysis } = analyzeCase('one long line of words', 'recursive', 0.1, { maxTokens: 100, overlapTokens: 500 });
    const warning = analysis.findings.find((f) => f.ruleId === 'CK101');
    assert.match(warning?.message ?? '', /overlap of 500 tokens is not below the cap of 100 tokens; 50 tokens are used/);
    assert.ok(analysis.chunks.length < 2 * (2_000 / 50), `${analysis.chunks.length} chunks for 2,000 words`);
  });

  it('a histogram of 300,000 chunks and a tree of 3,000 nested headings serialise without overflowing the stack', () => {
    const sizes = Array.from({ length: 300_000 }, (_, i) => i % 1000);
    const h = buildHistogram(sizes, 900);
    assert.equal(h.counts.reduce((a, b) => a + b, 0), sizes.length);
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
    const path = Array.from({ length: 3_000 }, (_, i) => `h${i}`);
    const chunk: ChunkSummary = { index: 0, id: 'c', type: 'text', tokens: 1, size: { value: 1, unit: 'tok' }, headingsPath: path, range, reasons: [], rewritten: false, edits: [] };
    const nodes = buildTreeNodes([chunk]);
    let depth = 0;
    for (let node = nodes[0]; node; node = node.children[0]) {
      depth++;
      if (!node.children.length) assert.equal(node.heading, path.slice(MAX_TREE_DEPTH - 1).join(' › '));
    }
    assert.equal(depth, MAX_TREE_DEPTH);
    assert.ok(JSON.stringify(nodes).length > 10_000);
  });
});
