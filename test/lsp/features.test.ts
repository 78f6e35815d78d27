import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CodeLens, Diagnostic, Hover, TextEdit } from 'vscode-languageserver-protocol';
import type { ChunkAtResult, ChunkContent, ChunkTree, ExportChunksResult, StrategiesResult } from '../../shared/model/protocol';
import { GUIDE, GUIDE_URI, SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';

const FRONT_URI = 'file:///workspace/docs/front.md';
/** Front matter, then a 71-character paragraph over the 60-token cap: cut between words (CK007 on line 5). */
const FRONT = ['---', 'title: x', '---', '# Top', '', 'A paragraph that is far too long to fit in sixty characters of budget.', ''].join('\n');

const STEPS_URI = 'file:///workspace/docs/steps.md';
/**
 * With adaptive-section (large threshold 40, cap 60 characters) the 90-character section "Steps" is large and
 * over the cap, so it is cut into `[part 1]` (its heading and first paragraph) and `[part 2]`, which loses
 * the heading.
 */
const STEPS = [
  '# Setup', //                                            0
  '', //                                                   1
  'Intro line for the setup guide.', //                   2
  '', //                                                   3
  '## Steps', //                                           4
  '', //                                                   5
  'Install the tool with your package manager.', //       6
  '', //                                                   7
  'Run the linter over the repository.', //               8
  '', //                                                   9
  '## Done', //                                            10
  '', //                                                   11
  'That is all.', //                                       12
  '',
].join('\n');

function applyEdits(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x.md', 'markdown', 1, text), edits);
}

function codeActions(server: TestServer, uri: string, range: Diagnostic['range'], diagnostics: Diagnostic[]): Promise<CodeAction[]> {
  return server.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range, context: { diagnostics } });
}

describe('editor features of the real server', () => {
  let server: TestServer;
  let guideDiagnostics: Diagnostic[];
  before(async () => {
    server = await TestServer.start({ settings: SETTINGS });
    server.open(GUIDE_URI, GUIDE);
    server.open(FRONT_URI, FRONT);
    guideDiagnostics = (await server.diagnosticsFor(GUIDE_URI, 1)).diagnostics;
  });
  after(() => server.stop());

  it('puts a code lens at each chunk start that shows the chunk when clicked', async () => {
    const lenses = await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: GUIDE_URI } });
    assert.deepEqual(
      lenses.map((l) => [l.range.start, l.command?.title]),
      [
        [{ line: 2, character: 0 }, 'chunk 1 · 22/60 tok · paragraph'],
        [{ line: 6, character: 0 }, 'chunk 2 · 58/60 tok · paragraph'],
        [{ line: 6, character: 59 }, 'chunk 3 · 18/60 tok · paragraph'],
        [{ line: 10, character: 0 }, 'chunk 4 · 11/60 tok · list'],
      ],
    );
    assert.deepEqual(lenses[2].command?.arguments, [GUIDE_URI, 2]);
    assert.equal(lenses[2].command?.command, 'chunklens.showChunkAtCursor');
  });

  it('hovers inside a chunk with its heading path, tokens, type, id and why it was cut, and not on a heading line', async () => {
    const hover = await server.request<Hover>('textDocument/hover', { textDocument: { uri: GUIDE_URI }, position: { line: 6, character: 4 } });
    const text = (hover.contents as { value: string }).value;
    assert.match(text, /\*\*chunk 2\/4\*\* · 58\/60 tok · paragraph · markdown-spec/);
    assert.match(text, /heading path: ` Guide ` › ` Install `/);
    assert.match(text, /id: ` [0-9a-f]{64} `/);
    assert.match(text, /read as: no site · dialect containers/);
    assert.deepEqual(hover.range, { start: { line: 6, character: 0 }, end: { line: 6, character: 58 } });
    const second = await server.request<Hover>('textDocument/hover', { textDocument: { uri: GUIDE_URI }, position: { line: 6, character: 70 } });
    assert.match((second.contents as { value: string }).value, /\*\*chunk 3\/4\*\*[^]*cut: [^\n]*hard-split/);
    const none = await server.request<Hover | null>('textDocument/hover', { textDocument: { uri: GUIDE_URI }, position: { line: 4, character: 1 } });
    assert.equal(none, null);
  });

  it('offers to disable the rule for the next line and for the file; the next-line comment silences the finding', async () => {
    assert.deepEqual(guideDiagnostics.map((d) => d.code), ['CK007']);
    const actions = await codeActions(server, GUIDE_URI, guideDiagnostics[0].range, guideDiagnostics);
    const byTitle = new Map(actions.map((a) => [a.title, a.edit!.changes![GUIDE_URI]]));
    assert.deepEqual([...byTitle.keys()], ['Disable CK007 for the next line', 'Disable CK007 for this file']);
    const nextLine = applyEdits(GUIDE, byTitle.get('Disable CK007 for the next line')!);
    assert.equal(nextLine.split('\n')[6], '<!-- chunklens-disable-next-line CK007 -->');
    assert.match(nextLine.split('\n')[7], /^Run the installer/);
    const file = applyEdits(GUIDE, byTitle.get('Disable CK007 for this file')!).split('\n');
    assert.deepEqual(file.slice(0, 2), ['<!-- chunklens-disable-file CK007 -->', '# Guide']);
    const uri = 'file:///workspace/docs/guide-silenced.md';
    server.open(uri, nextLine);
    assert.deepEqual((await server.diagnosticsFor(uri, 1)).diagnostics, []);
    assert.equal((await server.decorationsFor(uri, 1)).chunks.length, 4, 'the chunks are the same; only the finding is silenced');
  });

  it('puts the file-wide comment after the front matter', async () => {
    const diagnostics = (await server.diagnosticsFor(FRONT_URI, 1)).diagnostics;
    assert.deepEqual(diagnostics.map((d) => [d.code, d.range.start.line]), [['CK007', 5]]);
    const actions = await codeActions(server, FRONT_URI, diagnostics[0].range, diagnostics);
    const edits = actions.find((a) => a.title === 'Disable CK007 for this file')!.edit!.changes![FRONT_URI];
    assert.deepEqual(applyEdits(FRONT, edits).split('\n').slice(2, 5), ['---', '<!-- chunklens-disable-file CK007 -->', '# Top']);
  });

  it('splits a section that adaptive-section cut into parts with a sub-heading; re-analysed, each half is one whole section', async () => {
    server.open(STEPS_URI, STEPS);
    assert.equal(await server.request('chunklens/setStrategy', { uri: STEPS_URI, strategy: 'adaptive-section' }), null);
    const cut = await server.request<ChunkTree>('chunklens/chunkTree', { uri: STEPS_URI });
    const parts = cut.roots[0].children[0].chunks;
    assert.deepEqual(parts.map((c) => [c.heading, c.range.start.line]), [['Steps [part 1]', 4], ['Steps [part 2]', 8]]);
    const inPart = { start: { line: 8, character: 3 }, end: { line: 8, character: 3 } };
    const [split] = (await codeActions(server, STEPS_URI, inPart, [])).filter((a) => a.kind === 'refactor.rewrite');
    assert.equal(split.title, 'Split section “Steps” with a level-3 sub-heading at line 9');
    const fixed = applyEdits(STEPS, split.edit!.changes![STEPS_URI]);
    assert.deepEqual(fixed.split('\n').slice(6, 11), ['Install the tool with your package manager.', '', '### Steps (continued)', '', 'Run the linter over the repository.']);
    const version = server.change(STEPS_URI, [{ text: fixed }]);
    const after = await server.request<ChunkTree>('chunklens/chunkTree', { uri: STEPS_URI });
    assert.equal(after.version, version);
    const steps = after.roots[0].children[0];
    assert.deepEqual(
      [steps.chunks.map((c) => [c.heading, c.tokens]), steps.children.map((n) => n.chunks.map((c) => [c.heading, c.range.start.line, c.tokens]))],
      [[['Steps', 53]], [[['Steps (continued)', 8, 58]]]],
    );
    const anywhere = { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } };
    assert.deepEqual(await codeActions(server, STEPS_URI, anywhere, []), [], 'no part is left to split');
  });

  it('offers no split in a markdown-spec chunk, where a sub-heading would not change the cut', async () => {
    const range = { start: { line: 6, character: 2 }, end: { line: 6, character: 2 } };
    assert.deepEqual(await codeActions(server, GUIDE_URI, range, []), []);
  });

  it('a Markdown document has no chunklens outline, since VS Code has its own and a second would show every heading twice', async () => {
    assert.deepEqual(await server.request('textDocument/documentSymbol', { textDocument: { uri: GUIDE_URI } }), []);
  });

  it('answers chunkAt with the chunk summary under a position, and none between chunks', async () => {
    const at = await server.request<ChunkAtResult>('chunklens/chunkAt', { uri: GUIDE_URI, position: { line: 10, character: 2 } });
    assert.equal(at.totalChunks, 4);
    assert.equal(at.strategy, 'markdown-spec');
    assert.deepEqual(
      { index: at.chunk?.index, type: at.chunk?.type, tokens: at.chunk?.tokens, size: at.chunk?.size, path: at.chunk?.headingsPath, limit: at.chunk?.limit },
      { index: 3, type: 'list', tokens: 11, size: { value: 11, unit: 'tok' }, path: ['Guide', 'Use'], limit: { value: 60, unit: 'tok' } },
    );
    assert.deepEqual(at.chunk?.range, { start: { line: 10, character: 0 }, end: { line: 11, character: 5 } });
    assert.deepEqual([at.site, at.readAs], [undefined, 'no site · dialect containers']);
    const between = await server.request<ChunkAtResult>('chunklens/chunkAt', { uri: GUIDE_URI, position: { line: 8, character: 0 } });
    assert.equal(between.chunk, undefined);
  });

  it('a page with no site marker in reach is read as the site its syntax shows, and chunkAt and the hover say so', async () => {
    const uri = 'file:///workspace/exported/shortcodes.md';
    server.open(uri, '# Tabs\n\n{{< tabs >}}\n{{< tab "Linux" >}}\nInstall with the package manager.\n{{< /tab >}}\n{{< /tabs >}}\n');
    const at = await server.request<ChunkAtResult>('chunklens/chunkAt', { uri, position: { line: 4, character: 2 } });
    assert.deepEqual([at.site, at.readAs], ['Hugo', 'Hugo (from its syntax) · dialect hugo']);
    const hover = await server.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 4, character: 2 } });
    assert.match((hover.contents as { value: string }).value, /read as: Hugo \(from its syntax\) · dialect hugo/);
  });

  it('answers chunkTree with heading path → chunks and a histogram that counts every chunk', async () => {
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: GUIDE_URI });
    assert.equal(tree.version, 1);
    assert.equal(tree.tokenizer, 'chars');
    assert.deepEqual([tree.unit, tree.limit], ['tok', { value: 60, unit: 'tok' }]);
    assert.equal(tree.roots.length, 1);
    const guide = tree.roots[0];
    assert.equal(guide.heading, 'Guide');
    assert.deepEqual(guide.chunks.map((c) => c.index), [0]);
    assert.deepEqual(guide.children.map((n) => [n.heading, n.chunks.map((c) => c.index)]), [['Install', [1, 2]], ['Use', [3]]]);
    assert.equal(tree.histogram.counts.reduce((a, b) => a + b, 0), 4);
    assert.ok(tree.histogram.edges.includes(60), 'the cap is a bin edge');
    assert.deepEqual(guide.children[0].chunks.map((c) => c.worstSeverity), [undefined, 'warning'], 'the hard-split finding is on chunk 3');
  });

  it('answers chunkContent with the exact embed text of a chunk, and an error for a chunk that does not exist', async () => {
    const content = await server.request<ChunkContent>('chunklens/chunkContent', { uri: GUIDE_URI, index: 2 });
    assert.deepEqual(content, { index: 2, content: 'that the new settings are read.'.slice(-18), tokens: 18 });
    await assert.rejects(server.request('chunklens/chunkContent', { uri: GUIDE_URI, index: 99 }), /no chunk 99/);
    await assert.rejects(server.request('chunklens/chunkContent', { uri: 42 }), /expected \{ uri, index \}/);
  });

  it('exports the chunks as the strategy records, one JSON line each', async () => {
    const exported = await server.request<ExportChunksResult>('chunklens/exportChunks', { uri: GUIDE_URI });
    const records = exported.jsonl.trimEnd().split('\n').map((l) => JSON.parse(l));
    assert.equal(exported.count, 4);
    const line = GUIDE.split('\n')[6];
    assert.deepEqual(records.map((r) => [r.chunk_type, r.md_text, r.document_id]), [
      ['paragraph', 'Short intro paragraph.', 'docs/guide.md'],
      ['paragraph', line.slice(0, 58), 'docs/guide.md'],
      ['paragraph', line.slice(59), 'docs/guide.md'],
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
    assert.equal(at.totalChunks, 4);
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
