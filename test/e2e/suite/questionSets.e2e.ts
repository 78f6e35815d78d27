// Question sets in a real VS Code: a `*.questions.jsonl` written into the workspace gets a diagnostic at the line
// whose quote no longer occurs in guide.md and a code lens naming the chunk that answers each other question;
// clicking the lens opens guide.md at that chunk; the chunk tree of guide.md lists the questions on that chunk.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, contributedCommand, type ChunklensApi } from './chunklens';
import { waitFor } from './waitFor';

/** guide.md's Install section (chunk 2, line 10) answers the first question; the second quotes text guide.md does not hold. */
const QUESTIONS = [
  { id: 'install', question: 'How do I install the extension?', references: [{ file: 'guide.md', quote: 'Install the extension from its package,\nthen open any Markdown file.' }] },
  { id: 'offline', question: 'Does chunklens work offline?', references: [{ file: 'guide.md', quote: 'Chunklens works without a network connection.' }] },
].map((q) => JSON.stringify(q)).join('\n') + '\n';

suite('question sets in a real VS Code', () => {
  let api: ChunklensApi;
  let setUri: vscode.Uri;

  suiteSetup(async () => {
    api = await activateChunklens();
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    if (!folder) throw new Error('the e2e workspace (test/fixtures/e2e-ws) is not open');
    setUri = vscode.Uri.joinPath(folder, 'guide.questions.jsonl');
    await vscode.workspace.fs.writeFile(setUri, new TextEncoder().encode(QUESTIONS));
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(setUri));
  });

  suiteTeardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(setUri);
  });

  test('the question whose quote is gone from guide.md has a chunklens warning at its line', async () => {
    const found = await waitFor(
      'the missing-quote diagnostic',
      () => vscode.languages.getDiagnostics(setUri).find((d) => d.source === 'chunklens' && d.message.includes('no longer occurs in guide.md')),
      () => JSON.stringify(vscode.languages.getDiagnostics(setUri).map((d) => [d.range.start.line, d.message])),
    );
    assert.equal(found.range.start.line, 1);
    assert.equal(found.severity, vscode.DiagnosticSeverity.Warning);
    assert.match(found.message, /^question "offline": references\[0\]: the quote "Chunklens works without a network connection\." no longer occurs in guide\.md$/);
  });

  test('the answered question has a code lens naming its chunk, and clicking it opens guide.md at that chunk', async () => {
    const lens = await waitFor('the code lens of the first question', async () => {
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', setUri, 10);
      return lenses.find((l) => l.range.start.line === 0 && l.command?.title);
    });
    assert.equal(lens.command?.title, '✓ answered · chunk 2 of guide.md · Chunklens guide › Install · rank 1 · markdown-spec');
    await vscode.commands.executeCommand(lens.command!.command, ...(lens.command!.arguments ?? []));
    const editor = await waitFor('guide.md shown at the chunk', () => {
      const active = vscode.window.activeTextEditor;
      return active?.document.uri.path.endsWith('/guide.md') ? active : undefined;
    });
    assert.equal(editor.selection.active.line, 9);
  });

  test('the chunk tree of guide.md lists the question on the chunk that answers it', async () => {
    await vscode.commands.executeCommand(contributedCommand(/^Open Chunk Tree$/));
    const questions = await waitFor(
      'the question sets\' questions in the chunk tree',
      () => api.getTreeState().questions[0]?.questions.length ? api.getTreeState().questions[0] : undefined,
      () => JSON.stringify(api.getTreeState()),
    );
    assert.equal(questions.strategy, 'markdown-spec');
    assert.deepEqual(questions.questions.map((q) => [q.id, q.question, q.answered, q.chunks.map((c) => [c.index + 1, c.rank])]), [['install', 'How do I install the extension?', true, [[2, 1]]]]);
  });
});
