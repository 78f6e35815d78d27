import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CodeLens, Diagnostic, Hover, TextEdit } from 'vscode-languageserver-protocol';
import type { ChunkAtResult, ChunkContent, ChunkTree, ExportChunksResult, StrategiesResult } from '../../shared/protocol';
import { GUIDE, GUIDE_URI, SETTINGS } from './fixtures';
import { TestServer } from './lspHarness';

const LIST_URI = 'file:///workspace/docs/list.md';
/** One list of six items (6 × 15 = 90 characters with newlines) under a level-2 heading: one oversized chunk. */
const LIST = ['---', 'title: x', '---', '# Top', '', '## Items', '', ...[1, 2, 3, 4, 5, 6].map((n) => `- item number ${n}`), ''].join('\n');

function applyEdits(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x.md', 'markdown', 1, text), edits);
}

describe('editor features of the real server', () => {
  let server: TestServer;
  let guideDiagnostics: Diagnostic[];
  before(async () => {
    server = await TestServer.start({ settings: SETTINGS });
    server.open(GUIDE_URI, GUIDE);
    server.open(LIST_URI, LIST);
    guideDiagnostics = (await server.diagnosticsFor(GUIDE_URI, 1)).diagnostics;
  });
  after(() => server.stop());

  it('puts a code lens at each chunk start that shows the chunk when clicked', async () => {
    const lenses = await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: GUIDE_URI } });
    assert.deepEqual(
      lenses.map((l) => [l.range.start.line, l.command?.title]),
      [
        [2, 'chunk 1 · 22/60 tok · paragraph'],
        [6, 'chunk 2 · 77/60 tok · paragraph'],
        [10, 'chunk 3 · 11/60 tok · list'],
      ],
    );
    assert.deepEqual(lenses[1].command?.arguments, [GUIDE_URI, 1]);
    assert.equal(lenses[1].command?.command, 'chunklens.showChunkAtCursor');
  });

  it('hovers inside a chunk with its heading path, tokens, type and id, and not on a heading line', async () => {
    const hover = await server.request<Hover>('textDocument/hover', { textDocument: { uri: GUIDE_URI }, position: { line: 6, character: 4 } });
    const text = (hover.contents as { value: string }).value;
    assert.match(text, /\*\*chunk 2\/3\*\* · 77\/60 tok · paragraph · markdown-spec/);
    assert.match(text, /heading path: ` Guide ` › ` Install `/);
    assert.match(text, /id: ` [0-9a-f]{64} `/);
    assert.equal(hover.range?.start.line, 6);
    const none = await server.request<Hover | null>('textDocument/hover', { textDocument: { uri: GUIDE_URI }, position: { line: 4, character: 1 } });
    assert.equal(none, null);
  });

  it('offers to disable the rule for the next line and for the file, inserting the suppression comments', async () => {
    const actions = await server.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: GUIDE_URI },
      range: guideDiagnostics[0].range,
      context: { diagnostics: guideDiagnostics },
    });
    const byTitle = new Map(actions.map((a) => [a.title, a.edit!.changes![GUIDE_URI]]));
    const nextLine = applyEdits(GUIDE, byTitle.get('Disable CK001 for the next line')!).split('\n');
    assert.equal(nextLine[6], '<!-- chunklens-disable-next-line CK001 -->');
    assert.match(nextLine[7], /^Run the installer/);
    const file = applyEdits(GUIDE, byTitle.get('Disable CK001 for this file')!).split('\n');
    assert.deepEqual(file.slice(0, 2), ['<!-- chunklens-disable-file CK001 -->', '# Guide']);
  });

  it('puts the file-wide comment after the front matter', async () => {
    const diagnostics = (await server.diagnosticsFor(LIST_URI, 1)).diagnostics;
    const actions = await server.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: LIST_URI },
      range: diagnostics[0].range,
      context: { diagnostics },
    });
    const edits = actions.find((a) => a.title === 'Disable CK001 for this file')!.edit!.changes![LIST_URI];
    assert.deepEqual(applyEdits(LIST, edits).split('\n').slice(2, 5), ['---', '<!-- chunklens-disable-file CK001 -->', '# Top']);
  });

  it('splits an oversized list chunk with a level-3 sub-heading between the middle items, and the split chunks fit', async () => {
    const diagnostics = (await server.diagnosticsFor(LIST_URI, 1)).diagnostics;
    assert.equal(diagnostics[0].code, 'CK001');
    const actions = await server.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: LIST_URI },
      range: diagnostics[0].range,
      context: { diagnostics },
    });
    const fix = actions.find((a) => a.isPreferred)!;
    assert.equal(fix.title, 'Split chunk 1 with a level-3 sub-heading at line 11');
    const fixed = applyEdits(LIST, fix.edit!.changes![LIST_URI]);
    assert.deepEqual(fixed.split('\n').slice(8, 14), ['- item number 2', '- item number 3', '', '### ', '', '- item number 4']);
    const version = server.change(LIST_URI, [{ text: fixed }]);
    assert.deepEqual((await server.diagnosticsFor(LIST_URI, version)).diagnostics, []);
  });

  it('answers chunkAt with the chunk summary under a position, and none between chunks', async () => {
    const at = await server.request<ChunkAtResult>('chunklens/chunkAt', { uri: GUIDE_URI, position: { line: 10, character: 2 } });
    assert.equal(at.totalChunks, 3);
    assert.equal(at.strategy, 'markdown-spec');
    assert.deepEqual(
      { index: at.chunk?.index, type: at.chunk?.type, tokens: at.chunk?.tokens, path: at.chunk?.headingsPath, max: at.chunk?.maxTokens },
      { index: 2, type: 'list', tokens: 11, path: ['Guide', 'Use'], max: 60 },
    );
    assert.deepEqual(at.chunk?.range, { start: { line: 10, character: 0 }, end: { line: 11, character: 5 } });
    const between = await server.request<ChunkAtResult>('chunklens/chunkAt', { uri: GUIDE_URI, position: { line: 8, character: 0 } });
    assert.equal(between.chunk, undefined);
  });

  it('answers chunkTree with heading path → chunks and a histogram that counts every chunk', async () => {
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: GUIDE_URI });
    assert.equal(tree.version, 1);
    assert.equal(tree.tokenizer, 'chars');
    assert.equal(tree.maxTokens, 60);
    assert.equal(tree.roots.length, 1);
    const guide = tree.roots[0];
    assert.equal(guide.heading, 'Guide');
    assert.deepEqual(guide.chunks.map((c) => c.index), [0]);
    assert.deepEqual(guide.children.map((n) => [n.heading, n.chunks.map((c) => c.index)]), [['Install', [1]], ['Use', [2]]]);
    assert.equal(tree.histogram.counts.reduce((a, b) => a + b, 0), 3);
    assert.ok(tree.histogram.edges.includes(60), 'the cap is a bin edge');
    assert.equal(tree.roots[0].children[0].chunks[0].worstSeverity, 'warning');
  });

  it('answers chunkContent with the exact embed text of a chunk, and an error for a chunk that does not exist', async () => {
    const content = await server.request<ChunkContent>('chunklens/chunkContent', { uri: GUIDE_URI, index: 2 });
    assert.deepEqual(content, { index: 2, content: '- one\n- two', tokens: 11 });
    await assert.rejects(server.request('chunklens/chunkContent', { uri: GUIDE_URI, index: 99 }), /no chunk 99/);
    await assert.rejects(server.request('chunklens/chunkContent', { uri: 42 }), /expected \{ uri, index \}/);
  });

  it('exports the chunks as the strategy records, one JSON line each', async () => {
    const exported = await server.request<ExportChunksResult>('chunklens/exportChunks', { uri: GUIDE_URI });
    const records = exported.jsonl.trimEnd().split('\n').map((l) => JSON.parse(l));
    assert.equal(exported.count, 3);
    assert.deepEqual(records.map((r) => [r.chunk_type, r.md_text, r.document_id]), [
      ['paragraph', 'Short intro paragraph.', 'docs/guide.md'],
      ['paragraph', GUIDE.split('\n')[6], 'docs/guide.md'],
      ['list', '- one\n- two', 'docs/guide.md'],
    ]);
  });

  it('lists the strategies for a document and rejects one that cannot read it', async () => {
    const strategies = await server.request<StrategiesResult>('chunklens/strategies', { uri: GUIDE_URI });
    assert.equal(strategies.active, 'markdown-spec');
    assert.ok(strategies.available.some((s) => s.id === 'markdown-spec' && s.description.length > 0));
    await assert.rejects(server.request('chunklens/setStrategy', { uri: GUIDE_URI, strategy: 'no-such' }), /unknown strategy "no-such"/);
    assert.equal(await server.request('chunklens/setStrategy', { uri: GUIDE_URI, strategy: 'markdown-spec' }), null);
  });

  it('malformed requests get errors or empty answers, and the server keeps answering', async () => {
    await assert.rejects(server.request('chunklens/chunkAt', { uri: GUIDE_URI, position: 'top' }), /expected \{ uri, position/);
    await assert.rejects(server.request('chunklens/chunkTree', null), /expected \{ uri \}/);
    await assert.rejects(server.request('chunklens/setStrategy', { uri: 'file:///not/open.md', strategy: 'markdown-spec' }), /not open/);
    assert.equal(await server.request('chunklens/chunkTree', { uri: 'file:///not/open.md' }), null);
    assert.deepEqual(await server.request('textDocument/codeLens', { textDocument: { uri: 'file:///not/open.md' } }), []);
    const at = await server.request<ChunkAtResult>('chunklens/chunkAt', { uri: GUIDE_URI, position: { line: 999, character: 999 } });
    assert.equal(at.totalChunks, 3);
  });

  it('a request right after an edit answers for the new version, without waiting for the debounce', async () => {
    const version = server.change(GUIDE_URI, [{ range: { start: { line: 11, character: 5 }, end: { line: 11, character: 5 } }, text: '\n- three' }]);
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: GUIDE_URI });
    assert.equal(tree.version, version);
    const list = tree.roots[0].children[1].chunks[0];
    assert.equal(list.tokens, '- one\n- two\n- three'.length);
  });

  it('an untitled Markdown buffer is analysed as Markdown by its language id, and its document id is its URI', async () => {
    const uri = 'untitled:Untitled-1';
    server.open(uri, '# Notes\n\nA `tricky` heading follows.\n\n## Uses `code` spans\n\ntext\n');
    const published = await server.decorationsFor(uri, 1);
    assert.deepEqual(published.chunks.map((c) => c.label), ['chunk 1 · 27/60 tok · Notes', 'chunk 2 · 4/60 tok · Notes › Uses code spans']);
    const hover = await server.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 6, character: 1 } });
    assert.match((hover.contents as { value: string }).value, /heading path: ` Notes ` › ` Uses code spans `/);
    const exported = await server.request<ExportChunksResult>('chunklens/exportChunks', { uri });
    assert.equal(JSON.parse(exported.jsonl.split('\n')[0]).document_id, uri);
  });
});
