// The contributed commands run against the real server: show the chunk at the cursor, export the chunks as
// JSONL, toggle the decorations (guide.md).

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, contributedCommand, openFixture, type ChunklensApi, type Expectations } from './chunklens';
import { waitFor } from './waitFor';

suite('chunklens commands in a real VS Code', () => {
  let api: ChunklensApi;
  let editor: vscode.TextEditor;
  let expected: Expectations;

  suiteSetup(async () => {
    api = await activateChunklens();
    ({ editor, expected } = await openFixture('guide'));
    await waitFor('decorations of guide.md', () => (api.getDecorations(editor.document.uri).length ? true : undefined));
  });

  const focusGuide = async (): Promise<void> => {
    editor = await vscode.window.showTextDocument(editor.document);
  };

  test('show chunk at cursor opens the exact text the embedder receives for the chunk under the cursor', async () => {
    await focusGuide();
    const chunk = expected.chunks[2];
    editor.selection = new vscode.Selection(chunk.firstLine - 1, 3, chunk.firstLine - 1, 3);
    await vscode.commands.executeCommand(contributedCommand(/show chunk at cursor/i));
    // The chunk is the two-line paragraph at firstLine; its embed text may start with overlap, never end with it.
    const source = editor.document.getText(new vscode.Range(chunk.firstLine - 1, 0, chunk.firstLine + 1, 0)).trimEnd();
    const shown = () => vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'chunklens-chunk');
    const document = await waitFor('a chunk document with the chunk\'s text', () => shown().find((d) => d.getText().endsWith(source)),
      () => JSON.stringify(shown().map((d) => d.getText())));
    assert.equal(vscode.window.visibleTextEditors.some((e) => e.document === document), true, 'shown in an editor');
  });

  test('export chunks opens one JSONL record per chunk with its heading path', async () => {
    await focusGuide();
    await vscode.commands.executeCommand(contributedCommand(/export chunks/i));
    const exported = await waitFor('an exported JSONL document', () =>
      vscode.workspace.textDocuments.find((d) => d.isUntitled && d.languageId === 'jsonl'));
    const records = exported.getText().trim().split('\n').map((line) => JSON.parse(line));
    assert.equal(records.length, expected.chunks.length);
    assert.deepEqual(records.map((r) => r.headings_path), expected.chunks.map((c) => c.headingsPath));
  });

  test('toggle decorations removes the bands and labels, and toggling again brings them back', async () => {
    await focusGuide();
    const toggle = contributedCommand(/toggle chunk decorations/i);
    const count = (): number => api.getDecorations(editor.document.uri).length;
    await vscode.commands.executeCommand(toggle);
    await waitFor('no decorations', () => (count() === 0 ? true : undefined), () => String(count()));
    await vscode.commands.executeCommand(toggle);
    await waitFor(`${expected.chunks.length} decorations again`,
      () => (count() === expected.chunks.length ? true : undefined), () => String(count()));
  });
});
