// `chunklens lsp --stdio` (the npm CLI) serves any LSP client: a client that sends no chunklens initialization
// options and no custom request gets diagnostics, inlay hints, folding ranges, hovers, code lenses and the Markdown
// outline, no custom notification, and the capabilities and diagnostics model it declared.

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { CodeLens, DocumentDiagnosticReport, DocumentSymbol, FoldingRange, Hover, InlayHint } from 'vscode-languageserver-protocol';
import { GUIDE, GUIDE_URI, SETTINGS } from '../helpers/lspFixtures';
import { type ServerOptions, TestServer } from '../helpers/lspHarness';
import { repoPath } from '../helpers/repoPath';

/** out/test/lsp/x.test.js → out/cli.js */
const CLI_PATH = repoPath('out/cli.js');

/** A plain LSP client: `chunklens lsp --stdio`, no initialization options, only the capabilities given. */
function startPlain(options: ServerOptions = {}): Promise<TestServer> {
  return TestServer.start({ command: { executable: process.execPath, args: [CLI_PATH, 'lsp', '--stdio'] }, initializationOptions: null, capabilities: {}, ...options });
}

const WHOLE = { start: { line: 0, character: 0 }, end: { line: 12, character: 0 } };

/** GUIDE's chunks under fixtures.ts's SETTINGS, as features.test.ts counts them by hand (code lenses). */
const GUIDE_HINTS = [
  [{ line: 2, character: 0 }, 'chunk 1 · 22/60 tok'],
  [{ line: 6, character: 0 }, 'chunk 2 · 58/60 tok'],
  [{ line: 6, character: 59 }, 'chunk 3 · 18/60 tok'],
  [{ line: 10, character: 0 }, 'chunk 4 · 11/60 tok'],
];

function inlayHints(server: TestServer, uri: string, range = WHOLE): Promise<InlayHint[]> {
  return server.request<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri }, range });
}

describe('chunklens lsp --stdio for any LSP client', () => {
  describe('a client that declares no capabilities and pushes its settings', () => {
    let server: TestServer;
    before(async () => {
      server = await startPlain();
      server.notify('workspace/didChangeConfiguration', { settings: { chunklens: SETTINGS } });
      server.open(GUIDE_URI, GUIDE);
    });
    after(() => server.stop());

    it('advertises inlay hints, folding ranges, hovers, code lenses, code actions and symbols, and no pull diagnostics', () => {
      const { capabilities, serverInfo } = server.initializeResult;
      assert.equal(serverInfo?.name, 'chunklens');
      assert.deepEqual(capabilities.inlayHintProvider, { resolveProvider: false });
      assert.equal(capabilities.foldingRangeProvider, true);
      assert.equal(capabilities.hoverProvider, true);
      assert.equal(capabilities.documentSymbolProvider, true);
      assert.deepEqual(capabilities.codeLensProvider, { resolveProvider: false });
      assert.ok(capabilities.codeActionProvider);
      assert.equal(capabilities.diagnosticProvider, undefined);
    });

    it('pushes the findings with the document version, counted with the settings of didChangeConfiguration', async () => {
      const published = await server.diagnosticsFor(GUIDE_URI, 1);
      assert.deepEqual(published.diagnostics.map((d) => [d.code, d.range.start]), [['CK007', { line: 6, character: 59 }]]);
    });

    it('puts an inlay hint with the chunk number and size against the cap at each chunk start in the range asked for', async () => {
      assert.deepEqual((await inlayHints(server, GUIDE_URI)).map((h) => [h.position, h.label]), GUIDE_HINTS);
      const line6 = { start: { line: 5, character: 0 }, end: { line: 7, character: 0 } };
      assert.deepEqual((await inlayHints(server, GUIDE_URI, line6)).map((h) => h.label), ['chunk 2 · 58/60 tok', 'chunk 3 · 18/60 tok']);
    });

    it('folds each chunk that spans lines, from its first line to its last', async () => {
      const ranges = await server.request<FoldingRange[]>('textDocument/foldingRange', { textDocument: { uri: GUIDE_URI } });
      assert.deepEqual(ranges, [{ startLine: 10, endLine: 11, kind: 'region' }]);
    });

    it('hovers with the chunk, its size, its heading path and the text the embedder receives', async () => {
      const hover = await server.request<Hover>('textDocument/hover', { textDocument: { uri: GUIDE_URI }, position: { line: 10, character: 3 } });
      const text = (hover.contents as { value: string }).value;
      assert.match(text, /\*\*chunk 4\/4\*\* · 11\/60 tok · list · markdown-spec/);
      assert.match(text, /heading path: ` Guide ` › ` Use `/);
      assert.ok(text.endsWith('embed text:\n\n```text\n- one\n- two\n```'), text);
    });

    it('outlines the Markdown headings, nested by level', async () => {
      const symbols = await server.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: GUIDE_URI } });
      const outline = (list: DocumentSymbol[]): unknown[] => list.map((s) => [s.name, s.range.start.line, s.range.end.line, outline(s.children ?? [])]);
      assert.deepEqual(outline(symbols), [['Guide', 0, 12, [['Install', 4, 8, []], ['Use', 8, 12, []]]]]);
    });

    it('titles a code lens per chunk and sends no chunklens/decorations, which only the VS Code client draws', async () => {
      const lenses = await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: GUIDE_URI } });
      assert.deepEqual(lenses.map((l) => l.command?.title), ['chunk 1 · 22/60 tok · paragraph', 'chunk 2 · 58/60 tok · paragraph', 'chunk 3 · 18/60 tok · paragraph', 'chunk 4 · 11/60 tok · list']);
      assert.deepEqual(server.recorded.decorations, []);
    });

    it('ends with exit code 0 when the client sends shutdown and exit', async () => {
      const other = await startPlain();
      await other.connection.sendRequest('shutdown');
      await other.connection.sendNotification('exit');
      assert.equal(await other.exited(), 0);
    });
  });

  describe('a client that pulls diagnostics, answers workspace/configuration and watches files', () => {
    let server: TestServer;
    let folder: string;
    before(async () => {
      folder = mkdtempSync(join(tmpdir(), 'chunklens-any-editor-'));
      writeFileSync(join(folder, '.chunklens.json'), JSON.stringify({ tokenizer: 'chars', budgets: SETTINGS.budgets }));
      server = await startPlain({
        workspaceFolder: pathToFileURL(folder).toString(),
        settings: { analysisDelay: 20 },
        capabilities: {
          workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true }, diagnostics: { refreshSupport: true }, inlayHint: { refreshSupport: true } },
          textDocument: { diagnostic: { dynamicRegistration: false } },
        },
      });
    });
    after(() => server.stop());

    it('advertises pull diagnostics and answers them instead of publishing, with the budgets of .chunklens.json', async () => {
      assert.deepEqual(server.initializeResult.capabilities.diagnosticProvider, { identifier: 'chunklens', interFileDependencies: false, workspaceDiagnostics: false });
      const uri = pathToFileURL(join(folder, 'guide.md')).toString();
      server.open(uri, GUIDE);
      const report = await server.request<DocumentDiagnosticReport & { items: { code: string }[] }>('textDocument/diagnostic', { textDocument: { uri } });
      assert.deepEqual(report.items.map((d) => d.code), ['CK007']);
      assert.deepEqual((await inlayHints(server, uri)).map((h) => [h.position, h.label]), GUIDE_HINTS);
      assert.deepEqual(server.recorded.diagnostics.filter((d) => d.uri === uri), [], 'a client that pulls is not pushed to');
    });

    it('after a configuration file changes, asks the client to pull diagnostics and inlay hints again, which then follow the file', async () => {
      const uri = pathToFileURL(join(folder, 'guide.md')).toString();
      writeFileSync(join(folder, '.chunklens.json'), JSON.stringify({ tokenizer: 'chars', budgets: { 'markdown-spec': { ...SETTINGS.budgets['markdown-spec'], maxTokens: 90 } } }));
      server.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(join(folder, '.chunklens.json')).toString(), type: 2 }] });
      await server.waitFor((r) => r.refreshes, (method) => method === 'workspace/inlayHint/refresh');
      assert.deepEqual([...server.recorded.refreshes].sort(), ['workspace/diagnostic/refresh', 'workspace/inlayHint/refresh']);
      const report = await server.request<{ items: unknown[] }>('textDocument/diagnostic', { textDocument: { uri } });
      assert.deepEqual(report.items, [], 'the 77-character paragraph fits a 90-token cap whole');
      assert.deepEqual((await inlayHints(server, uri)).map((h) => h.label), ['chunk 1 · 22/90 tok', 'chunk 2 · 77/90 tok', 'chunk 3 · 11/90 tok']);
    });

    it('asks the client to watch the configuration files', async () => {
      const registration = await server.waitFor((r) => r.registrations, () => true);
      assert.deepEqual(registration.registrations.map((r) => [r.method, r.registerOptions]), [
        ['workspace/didChangeWatchedFiles', { watchers: [{ globPattern: '**/.chunklens.json' }, { globPattern: '**/.chunklens.jsonc' }] }],
      ]);
    });
  });

  it('reads malformed initialization options as absent: every feature, no decorations', async () => {
    const server = await startPlain({ initializationOptions: { decorations: 'yes', inlayHints: 0 } as never, settings: SETTINGS, capabilities: { workspace: { configuration: true } } });
    try {
      assert.ok(server.initializeResult.capabilities.inlayHintProvider);
      server.open(GUIDE_URI, GUIDE);
      await server.diagnosticsFor(GUIDE_URI, 1);
      assert.equal((await inlayHints(server, GUIDE_URI)).length, 4);
      assert.deepEqual(server.recorded.decorations, []);
    } finally {
      await server.stop();
    }
  });

  it('the VS Code client, which draws bands, its own outline, folding and chunk view, gets decorations and no inlay hints, folding, Markdown symbols or embed text in hovers', async () => {
    const server = await TestServer.start({ command: { executable: process.execPath, args: [CLI_PATH, 'lsp', '--stdio'] }, settings: SETTINGS });
    try {
      const { capabilities } = server.initializeResult;
      assert.deepEqual([capabilities.inlayHintProvider, capabilities.foldingRangeProvider, capabilities.diagnosticProvider], [undefined, undefined, undefined]);
      server.open(GUIDE_URI, GUIDE);
      assert.equal((await server.decorationsFor(GUIDE_URI, 1)).chunks.length, 4);
      assert.deepEqual(await server.request('textDocument/documentSymbol', { textDocument: { uri: GUIDE_URI } }), []);
      const hover = await server.request<Hover>('textDocument/hover', { textDocument: { uri: GUIDE_URI }, position: { line: 10, character: 3 } });
      assert.doesNotMatch((hover.contents as { value: string }).value, /embed text/, 'VS Code shows the embed text in its chunk view');
    } finally {
      await server.stop();
    }
  });
});
