// Typing in a Markdown document moves chunk boundaries and diagnostics without a reload (editing.md).

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, chunklensDiagnostics, openFixture, type ChunklensApi, type Expectations } from './chunklens';
import { waitFor } from './waitFor';

suite('live editing with chunklens in a real VS Code', () => {
  let api: ChunklensApi;
  let editor: vscode.TextEditor;
  let expected: Expectations;

  suiteSetup(async () => {
    api = await activateChunklens();
    ({ editor, expected } = await openFixture('editing'));
  });

  suiteTeardown(async () => {
    if (!editor) return;
    await vscode.window.showTextDocument(editor.document);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  const labels = (): string[] => [...api.getDecorations(editor.document.uri)]
    .sort((a, b) => a.index - b.index).map((d) => d.label);
  const oversizedLines = (): number[] => chunklensDiagnostics(editor.document.uri, expected.oversized.code)
    .map((d) => d.range.start.line);

  test('inserting a heading adds a chunk boundary and moves the oversized-chunk warning down with its text', async () => {
    const { chunk, firstLine } = expected.oversized;
    await waitFor('the initial chunks and warning', () =>
      (labels().length === expected.chunks.length && oversizedLines().join() === String(firstLine - 1) ? true : undefined),
    () => JSON.stringify({ labels: labels(), warnings: oversizedLines() }));

    const secondParagraphLine = 4;
    const edit = new vscode.WorkspaceEdit();
    edit.insert(editor.document.uri, new vscode.Position(secondParagraphLine, 0), '## Inserted heading\n\n');
    assert.equal(await vscode.workspace.applyEdit(edit), true);

    const after = await waitFor('three chunks with the new heading and the warning two lines lower', () => {
      const now = labels();
      return now.length === expected.chunks.length + 1 && oversizedLines().join() === String(firstLine + 1)
        ? now : undefined;
    }, () => JSON.stringify({ labels: labels(), warnings: oversizedLines() }));
    assert.match(after[1], /chunk 2 · \d+\/\d+ tok · Editing › Inserted heading$/);
    assert.match(after[2], /chunk 3 · \d+\/\d+ tok · Editing › Inserted heading$/);
    const [warning] = chunklensDiagnostics(editor.document.uri, expected.oversized.code);
    assert.match(warning.message, new RegExp(`Chunk ${chunk + 1} has`));
  });

  test('deleting the oversized paragraph removes its warning and its chunk', async () => {
    const line = expected.oversized.firstLine + 1;
    const edit = new vscode.WorkspaceEdit();
    edit.delete(editor.document.uri, editor.document.lineAt(line).rangeIncludingLineBreak);
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    await waitFor('no oversized-chunk warning and two chunks', () =>
      (oversizedLines().length === 0 && labels().length === expected.chunks.length ? true : undefined),
    () => JSON.stringify({ labels: labels(), warnings: oversizedLines() }));
  });
});
