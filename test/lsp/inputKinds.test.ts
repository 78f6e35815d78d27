import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { DocumentSymbol, Hover } from 'vscode-languageserver-protocol';
import type { ChunkSummary, ChunkTree, ChunkTreeNode } from '../../shared/model/protocol';
import { FIXTURES } from '../helpers/analyzeText';
import { TestServer } from '../helpers/lspHarness';

const SETTINGS = { analysisDelay: 20, tokenizer: 'chars', budgets: { 'paragraph-semantic': { maxTokens: 160 } } };
const fixture = (path: string) => ({ uri: pathToFileURL(join(FIXTURES, path)).href, text: readFileSync(join(FIXTURES, path), 'utf8') });
const allChunks = (nodes: ChunkTreeNode[]): ChunkSummary[] => nodes.flatMap((n) => [...n.chunks, ...allChunks(n.children)]).sort((a, b) => a.index - b.index);

describe('a LightRAG .blocks.jsonl in the editor', () => {
  let server: TestServer;
  const report = fixture('lightrag/report.blocks.jsonl');
  before(async () => {
    server = await TestServer.start({ settings: SETTINGS });
    server.open(report.uri, report.text, 'blocks-jsonl');
  });
  after(() => server.stop());

  it('draws one band per content line, whose label lists every chunk the line produced', async () => {
    const published = await server.decorationsFor(report.uri, 1);
    assert.equal(published.strategy, 'paragraph-semantic');
    assert.deepEqual(
      published.chunks.map((b) => [b.ranges.map((r) => r.start.line), b.chunks, b.label]),
      [
        [[1], [0], 'chunk 1 · 8/160 tok · Report'],
        [[2], [1, 2, 3], 'chunks 2–4 · Report [part 1..3]'],
        [[3], [4], 'chunk 5 · 99/160 tok · Report'],
        [[4], [5, 6], 'chunks 6–7 · Report [part 1] … then [part 2]'],
      ],
    );
  });

  it('the chunk tree shows the [part n] slices, and the slices that got the table header back', async () => {
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: report.uri });
    const chunks = allChunks(tree.roots);
    assert.deepEqual(chunks.slice(1, 4).map((c) => c.heading), ['Report [part 1]', 'Report [part 2]', 'Report [part 3]']);
    assert.deepEqual(chunks.slice(1, 4).map((c) => c.edits.includes('table header re-injected')), [false, true, true]);
    assert.deepEqual(chunks[0].edits, [], 'a heading-aligned block is its line as written');
  });

  it('hovering a line that produced several chunks describes each of them', async () => {
    const hover = await server.request<Hover>('textDocument/hover', { textDocument: { uri: report.uri }, position: { line: 2, character: 40 } });
    const text = (hover.contents as { value: string }).value;
    assert.deepEqual([...text.matchAll(/\*\*chunk (\d)\/7\*\*/g)].map((m) => m[1]), ['2', '3', '4']);
    assert.match(text, /heading: ` Report \[part 2\] `/);
  });

  it('the outline is the heading tree of the content lines (heading, level, parent_headings), not the chunks', async () => {
    const paper = fixture('lightrag/paper.blocks.jsonl');
    server.open(paper.uri, paper.text, 'blocks-jsonl');
    const symbols = await server.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: paper.uri } });
    const shape = (s: DocumentSymbol): unknown => [s.name, s.detail, s.range.start.line, s.range.end.line, (s.children ?? []).map(shape)];
    assert.deepEqual(symbols.map(shape), [['Introduction', 'level 1', 1, 5, [['Background', 'level 2', 3, 5, []]]]]);
    const single = await server.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: report.uri } });
    assert.deepEqual(single.map(shape), [['Report', 'level 1', 1, 5, []]], 'slices and anchors of the chunker are not headings of the source');
  });

  it('a malformed line is an error on that line, and the other lines are still chunked', async () => {
    const lines = report.text.split('\n');
    lines[3] = lines[3].slice(0, 40);
    const uri = report.uri.replace('report.blocks.jsonl', 'report-broken.blocks.jsonl');
    server.open(uri, lines.join('\n'), 'blocks-jsonl');
    const diagnostics = (await server.diagnosticsFor(uri, 1)).diagnostics;
    const malformed = diagnostics.filter((d) => d.code === 'CK100');
    assert.deepEqual(malformed.map((d) => [d.range.start.line, d.range.end.line, d.severity]), [[3, 3, 1]]);
    const bands = (await server.decorationsFor(uri, 1)).chunks;
    assert.deepEqual(bands.map((b) => b.ranges[0].start.line), [1, 2, 4]);
  });

  it('rule findings of the strategy are diagnostics on the content line (a table degraded to a character split)', async () => {
    server.changeSettings({ ...SETTINGS, budgets: { 'paragraph-semantic': { maxTokens: 100 } } });
    const combo = fixture('lightrag/combo.blocks.jsonl');
    server.open(combo.uri, combo.text, 'blocks-jsonl');
    const published = await server.waitFor((r) => r.diagnostics, (d) => d.uri === combo.uri && d.diagnostics.length > 0);
    assert.deepEqual(
      published.diagnostics.map((d) => [d.code, d.range.start.line, d.range.end.line, d.codeDescription?.href]),
      [['CK101', 2, 2, 'https://github.com/chunklens/chunklens/blob/HEAD/docs/rules/CK101.md']],
    );
    assert.match(published.diagnostics[0].message, /table degraded to character split.*\(1 of 2 in this block, reported once\)$/);
  });
});

describe('a plain text file in the editor', () => {
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: { analysisDelay: 20, tokenizer: 'chars', budgets: { recursive: { maxTokens: 30, overlapTokens: 0 } } } });
  });
  after(() => server.stop());

  it('is chunked by the recursive strategy, and the picker offers only the strategies that read text', async () => {
    const uri = 'file:///workspace/notes.txt';
    server.open(uri, 'First paragraph of notes.\n\nSecond paragraph, a little longer.\n', 'plaintext');
    const published = await server.decorationsFor(uri, 1);
    assert.equal(published.strategy, 'recursive');
    assert.deepEqual(published.chunks.map((b) => [b.ranges[0].start.line, b.label]), [
      [0, 'chunk 1 · 25/30 tok'],
      [2, 'chunks 2–3'],
      [2, ''],
    ]);
    const strategies = await server.request<{ available: { id: string }[] }>('chunklens/strategies', { uri });
    assert.deepEqual(strategies.available.map((s) => s.id), ['recursive', 'sentence', 'adaptive-section', 'lightrag-fixed-token', 'haystack-document', 'haystack-markdown-header', 'langchain-recursive', 'langchain-character', 'langchain-markdown', 'langchain-token', 'langchain-markdown-header', 'langchain-markdown-header-recursive', 'langchainjs-recursive', 'langchainjs-character', 'langchainjs-markdown', 'llamaindex-sentence', 'llamaindex-token', 'llamaindex-markdown', 'llamaindex-markdown-sentence', 'llamaindex-sentence-window', 'llamaindex-hierarchical', 'chonkie-recursive', 'chonkie-token', 'chonkie-sentence', 'openai-file-search', 'bedrock-default', 'bedrock-fixed-size', 'semchunk', 'langchain-semantic', 'llamaindex-semantic', 'lightrag-semantic-vector', 'haystack-recursive', 'chonkie-table', 'chonkie-markdown', 'mastra-semantic-markdown', 'text-splitter-markdown', 'text-splitter-text', 'chonkie-semantic']);
  });
});

describe('a MinerU content_list in the editor', () => {
  let server: TestServer;
  const demo = fixture('mineru/demo1_content_list.json');
  before(async () => {
    server = await TestServer.start({ settings: { analysisDelay: 20 } });
    server.open(demo.uri, demo.text, 'json');
  });
  after(() => server.stop());

  it('bands cover the element objects of each chunk, labelled in characters against the 2000-character limit', async () => {
    const published = await server.decorationsFor(demo.uri, 1);
    assert.equal(published.strategy, 'mineru');
    const first = published.chunks[0];
    assert.deepEqual(first.ranges[0].start, { line: 1, character: 4 });
    assert.match(first.label, /^chunk 1 · \d+\/2000 ch · The response of flow du…$/, 'a long heading is cut so the label stays short');
    const oversized = published.chunks.filter((b) => b.oversized);
    assert.ok(oversized.length >= 1);
    for (const band of oversized) assert.ok(Number(/^chunk \d+ · (\d+)\/2000 ch/.exec(band.label)![1]) > 2000, band.label);
  });

  it('an element over the limit is CK001, underlined on its first line only', async () => {
    const diagnostics = (await server.diagnosticsFor(demo.uri, 1)).diagnostics.filter((d) => d.code === 'CK001');
    assert.ok(diagnostics.length >= 1);
    for (const d of diagnostics) assert.equal(d.range.end.line, d.range.start.line);
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: demo.uri });
    assert.deepEqual([tree.unit, tree.limit], ['ch', { value: 2000, unit: 'ch' }]);
    assert.ok(tree.histogram.edges.includes(2000));
    assert.ok(allChunks(tree.roots).every((c) => c.pages?.length && c.size.unit === 'ch'));
  });

  it('a malformed element is an error at that element, and the outline lists the heading elements', async () => {
    const uri = demo.uri.replace('demo1_content_list', 'broken_content_list');
    const text = '[\n  {"type": "text", "text": "Title", "text_level": 1, "page_idx": 0},\n  {"type": "text", "text": 42, "page_idx": 0},\n  {"type": "text", "text": "Body.", "page_idx": 0}\n]\n';
    server.open(uri, text, 'json');
    const diagnostics = (await server.diagnosticsFor(uri, 1)).diagnostics;
    assert.deepEqual(diagnostics.map((d) => [d.code, d.range.start.line]), [['CK100', 2]]);
    const symbols = await server.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri } });
    assert.deepEqual(symbols.map((s) => [s.name, s.selectionRange.start.line]), [['Title', 1]]);
  });
});

describe('a DoclingDocument (*.docling.json) in the editor', () => {
  let server: TestServer;
  const report = fixture('docling/2_inp_dl_doc.docling.json');
  before(async () => {
    server = await TestServer.start({ settings: { analysisDelay: 20 } });
    server.open(report.uri, report.text, 'json');
  });
  after(() => server.stop());

  it('is chunked by docling-hierarchical: a band per chunk over its item objects, labelled in WordPiece tokens with its headings', async () => {
    const published = await server.decorationsFor(report.uri, 1);
    assert.equal(published.strategy, 'docling-hierarchical');
    assert.deepEqual(published.chunks[0].ranges[0].start, { line: 84, character: 4 }, 'the first chunk is the object of #/texts/0');
    assert.match(published.chunks[1].label, /^chunk 2 · 36 tok · IBM$/);
    assert.deepEqual(published.chunks.map((b) => b.chunks[0]), [...published.chunks.keys()], 'the bands of the window around the top, chunk by chunk');
  });

  it('the chunk tree nests the chunks under their headings, and the outline lists the title and section headers', async () => {
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: report.uri });
    assert.equal(tree.totalChunks, 14);
    const shape = (n: ChunkTreeNode): unknown => [n.heading, n.chunks.length, n.children.map(shape)];
    assert.deepEqual(tree.roots.map(shape), [
      ['', 1, []],
      ['IBM', 6, [['History', 1, [['1910s-1950s', 2, []], ['1960-1980s', 1, []]]], ['Corporate affairs', 0, [[tree.roots[1].children[1].children[0].heading, 3, []]]]]],
    ]);
    assert.ok(allChunks(tree.roots).some((c) => c.range.start.line === 586), 'the table chunk starts at the object of #/tables/0');
    const symbols = await server.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: report.uri } });
    assert.deepEqual(symbols.map((s) => s.name), ['IBM']);
    assert.deepEqual((symbols[0].children ?? []).map((s) => s.name), ['History', 'Corporate affairs']);
  });

  it('docling-hybrid chunks the same document to its 256-token limit, merging peers', async () => {
    assert.equal(await server.request('chunklens/setStrategy', { uri: report.uri, strategy: 'docling-hybrid' }), null);
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: report.uri });
    assert.equal(tree.totalChunks, 9);
    assert.ok(allChunks(tree.roots).every((c) => c.tokens <= 256));
  });
});

describe('pages in the editor', () => {
  let server: TestServer;
  const handbook = fixture('sentence/northwind-handbook.pages.json');
  const PAGED = '# Deck\n\nFirst slide text.\n\n<!-- PageBreak -->\n\n## Second\n\nSecond slide text.\n';
  const PAGED_URI = 'file:///workspace/deck.md';
  before(async () => {
    server = await TestServer.start({ settings: { analysisDelay: 20 } });
    server.open(handbook.uri, handbook.text, 'json');
    server.open(PAGED_URI, PAGED);
  });
  after(() => server.stop());

  it('a page list is chunked by sentence, and each chunk knows its page (tree and hover)', async () => {
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: handbook.uri });
    assert.equal(tree.strategy, 'sentence');
    const chunks = allChunks(tree.roots);
    assert.ok(chunks.every((c) => c.pages?.length));
    assert.ok(new Set(chunks.flatMap((c) => c.pages)).size > 1, 'chunks on more than one page');
    const last = chunks[chunks.length - 1];
    const hover = await server.request<Hover>('textDocument/hover', { textDocument: { uri: handbook.uri }, position: last.range.start });
    assert.match((hover.contents as { value: string }).value, new RegExp(`pages: ${last.pages!.map((p) => p + 1).join(', ')}`));
  });

  it('Markdown with page breaks shows pages with sentence and with adaptive-section', async () => {
    for (const strategy of ['sentence', 'adaptive-section']) {
      await server.request('chunklens/setStrategy', { uri: PAGED_URI, strategy });
      const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: PAGED_URI });
      assert.equal(tree.strategy, strategy);
      const pages = allChunks(tree.roots).map((c) => c.pages);
      assert.deepEqual(pages.flat().sort(), [0, 1], `${strategy}: ${JSON.stringify(pages)}`);
    }
    const uri = 'file:///workspace/no-breaks.md';
    server.open(uri, '# One\n\nJust one page here. Nothing marks a page.\n');
    await server.request('chunklens/setStrategy', { uri, strategy: 'sentence' });
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri });
    assert.deepEqual(allChunks(tree.roots).map((c) => c.pages), [undefined], 'without page breaks there are no pages to show');
  });

  it('a chunk of merged sections lists them (adaptive-section)', async () => {
    await server.request('chunklens/setStrategy', { uri: PAGED_URI, strategy: 'adaptive-section' });
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: PAGED_URI });
    assert.deepEqual(allChunks(tree.roots).map((c) => c.sections), [['Deck', 'Second']]);
  });
});
