// Question sets in the language server: linted like a document (again when a document they quote changes),
// a code lens per question naming the chunk that answers it, and `chunklens/chunkQuestions` for the chunk tree.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { CodeLens, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { ClientCommands, Methods } from '../../../../shared/model/protocol';
import { TestServer } from '../../../helpers/lspHarness';
import { repoPath } from '../../../helpers/repoPath';

/** Two sections; under markdown-spec each paragraph is a chunk of its own. */
const GUIDE = [
  '# Guide', //                                                              0
  '', //                                                                     1
  '## Install', //                                                           2
  '', //                                                                     3
  'Install the indexer with npm; it needs 200 MB of disk for its cache.', // 4
  '', //                                                                     5
  '## Tokens', //                                                            6
  '', //                                                                     7
  'Tokens expire after ninety days; the indexer warns a week before.', //    8
  '',
].join('\n');

const QUESTIONS = [
  JSON.stringify({ id: 'disk', question: 'How much disk does the indexer cache need?', references: [{ file: 'guide.md', quote: 'it needs 200 MB of disk for its cache' }] }),
  JSON.stringify({ id: 'expiry', question: 'When do tokens expire?', references: [{ file: 'guide.md', quote: 'Tokens expire after ninety days' }] }),
  JSON.stringify({ id: 'gone', question: 'How do I rotate a token?', references: [{ file: 'guide.md', quote: 'Rotate tokens from the settings page' }] }),
  '{"id": "broken", "question": ',
  JSON.stringify({ id: 'disk', question: 'Again?', references: [{ file: 'guide.md', quote: 'npm' }] }),
  JSON.stringify({ id: 'nofile', question: 'Where?', references: [{ file: 'missing.md', quote: 'x' }] }),
  '',
].join('\n');

describe('question sets in the language server', () => {
  let server: TestServer;
  let folder: string;
  let setUri: string;
  let guideUri: string;

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'chunklens-questions-'));
    writeFileSync(join(folder, 'guide.md'), GUIDE);
    writeFileSync(join(folder, 'questions.jsonl'), QUESTIONS);
    setUri = pathToFileURL(join(folder, 'questions.jsonl')).toString();
    guideUri = pathToFileURL(join(folder, 'guide.md')).toString();
    server = await TestServer.start({ serverPath: repoPath('out/server/main.js'), workspaceFolder: pathToFileURL(folder).toString(), settings: { analysisDelay: 20, strategy: 'markdown-spec', tokenizer: 'chars' } });
    server.open(setUri, QUESTIONS, 'jsonl');
  });

  after(async () => {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const diagnosticsOfSet = (from = 0) => server.waitFor((r) => r.diagnostics, (d: PublishDiagnosticsParams) => d.uri === setUri, from);

  it('a missing quote, a malformed line, a repeated id and a missing file are diagnostics at their lines of the set, and the rest is not', async () => {
    const { diagnostics } = await diagnosticsOfSet();
    assert.deepEqual(
      diagnostics.map((d) => [d.range.start.line, d.severity, d.source, d.message]),
      [
        [2, 2, 'chunklens', 'question "gone": references[0]: the quote "Rotate tokens from the settings page" no longer occurs in guide.md'],
        [3, 1, 'chunklens', 'not JSON: Unexpected end of JSON input'],
        [4, 1, 'chunklens', 'duplicate id "disk" (first on line 1)'],
        [5, 2, 'chunklens', 'question "nofile": references[0]: file "missing.md" not found'],
      ],
    );
    assert.deepEqual(diagnostics[0].range, { start: { line: 2, character: 0 }, end: { line: 2, character: QUESTIONS.split('\n')[2].length } });
  });

  it('each anchored question has a lens saying whether BM25 answers it and by which chunk, and clicking it reveals that chunk', async () => {
    const lenses = await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: setUri } });
    assert.deepEqual(
      lenses.map((l) => [l.range.start.line, l.command?.title]),
      [
        [0, '✓ answered · chunk 1 of guide.md · Guide › Install · rank 1 · markdown-spec'],
        [1, '✓ answered · chunk 2 of guide.md · Guide › Tokens · rank 1 · markdown-spec'],
      ],
    );
    assert.equal(lenses[0].command?.command, ClientCommands.revealRange);
    assert.deepEqual(lenses[0].command?.arguments, [guideUri, { start: { line: 4, character: 0 }, end: { line: 4, character: GUIDE.split('\n')[4].length } }]);
  });

  it('the chunk tree learns which questions a document\'s chunks answer, under its own strategy or another one', async () => {
    server.open(guideUri, GUIDE);
    const own = await server.request(Methods.chunkQuestions, { uri: guideUri });
    assert.ok(own);
    assert.equal(own.strategy, 'markdown-spec');
    assert.deepEqual(own.questionFiles, [setUri]);
    assert.deepEqual(
      own.questions.map((q) => [q.id, q.line, q.answered, q.chunks]),
      [
        ['disk', 0, true, [{ index: 0, rank: 1 }]],
        ['expiry', 1, true, [{ index: 1, rank: 1 }]],
      ],
    );
    const merged = await server.request(Methods.chunkQuestions, { uri: guideUri, strategy: 'adaptive-section' });
    assert.equal(merged?.strategy, 'adaptive-section');
    // adaptive-section merges the two small sections into one chunk, which then answers both.
    assert.deepEqual(merged?.questions.map((q) => [q.id, q.answered, q.chunks]), [['disk', true, [{ index: 0, rank: 1 }]], ['expiry', true, [{ index: 0, rank: 1 }]]]);
  });

  it('editing the quoted document so a quote is gone lints the set again, and restoring it clears the diagnostic', async () => {
    const from = server.recorded.diagnostics.length;
    const line = GUIDE.split('\n')[8];
    // A publish of the set that was under way before the edit may come first: wait for the one the edit causes.
    const gone = (d: PublishDiagnosticsParams) => d.diagnostics.some((x) => x.range.start.line === 1 && x.message.includes('"Tokens expire after ninety days" no longer occurs in guide.md'));
    server.change(guideUri, [{ range: { start: { line: 8, character: 0 }, end: { line: 8, character: line.length } }, text: 'Tokens last a quarter.' }]);
    const changed = await server.waitFor((r) => r.diagnostics, (d: PublishDiagnosticsParams) => d.uri === setUri && gone(d), from);
    assert.equal(changed.diagnostics.filter((d) => d.range.start.line === 1).length, 1, JSON.stringify(changed.diagnostics));
    const back = server.recorded.diagnostics.length;
    server.change(guideUri, [{ range: { start: { line: 8, character: 0 }, end: { line: 8, character: 'Tokens last a quarter.'.length } }, text: line }]);
    const restored = await server.waitFor((r) => r.diagnostics, (d: PublishDiagnosticsParams) => d.uri === setUri && !gone(d), back);
    assert.equal(restored.diagnostics.length, 4, JSON.stringify(restored.diagnostics));
  });

  it('a question set gets no chunk analysis of its own: no chunk lenses, no chunk tree', async () => {
    assert.equal(await server.request(Methods.chunkTree, { uri: setUri }), null);
  });
});

describe('question sets for a client that pulls diagnostics', () => {
  let server: TestServer;
  let folder: string;

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'chunklens-questions-pull-'));
    writeFileSync(join(folder, 'guide.md'), GUIDE);
    server = await TestServer.start({
      serverPath: repoPath('out/server/main.js'),
      workspaceFolder: pathToFileURL(folder).toString(),
      settings: { analysisDelay: 20, tokenizer: 'chars' },
      initializationOptions: null,
      capabilities: { workspace: { configuration: true, diagnostics: { refreshSupport: true } }, textDocument: { diagnostic: { dynamicRegistration: false } } },
    });
  });

  after(async () => {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers the set\'s problems when pulled, pushes none, and asks for a refresh when a quoted document loses a quote', async () => {
    const setUri = pathToFileURL(join(folder, 'guide.questions.jsonl')).toString();
    const guideUri = pathToFileURL(join(folder, 'guide.md')).toString();
    server.open(setUri, QUESTIONS, 'jsonl');
    const report = await server.request<{ items: { range: { start: { line: number } }; message: string }[] }>('textDocument/diagnostic', { textDocument: { uri: setUri } });
    assert.deepEqual(report.items.map((d) => d.range.start.line), [2, 3, 4, 5]);
    server.open(guideUri, GUIDE);
    const from = server.recorded.refreshes.length;
    server.change(guideUri, [{ range: { start: { line: 8, character: 0 }, end: { line: 8, character: 6 } }, text: 'Keys' }]);
    await server.waitFor((r) => r.refreshes, (m) => m === 'workspace/diagnostic/refresh', from);
    const after = await server.request<{ items: { range: { start: { line: number } } }[] }>('textDocument/diagnostic', { textDocument: { uri: setUri } });
    assert.deepEqual(after.items.map((d) => d.range.start.line), [1, 2, 3, 4, 5]);
    assert.deepEqual(server.recorded.diagnostics.filter((d) => d.uri === setUri), [], 'a client that pulls is not pushed to');
  });
});
