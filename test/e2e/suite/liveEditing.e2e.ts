// Typing in a Markdown document moves chunk boundaries and diagnostics without a reload (editing.md).

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import {
  chunklensDiagnostics, describeStarts, openWithChunklens, startsMatch, type ChunklensApi,
  type ChunkStart, type Expectations,
} from './chunklens';
import { waitFor } from './waitFor';

suite('live editing with chunklens in a real VS Code', () => {
  let api: ChunklensApi;
  let editor: vscode.TextEditor;
  let expected: Expectations;

  suiteSetup(async () => {
    ({ api, editor, expected } = await openWithChunklens('editing'));
  });

  suiteTeardown(async () => {
    if (!editor) return;
    await vscode.window.showTextDocument(editor.document);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  const decorations = () => api.getDecorations(editor.document.uri);
  const warningLines = (): number[] => [...new Set(chunklensDiagnostics(editor.document.uri, expected.oversized.codes)
    .map((d) => d.range.start.line + 1))];
  const seen = (): string => `starts ${describeStarts(decorations())}, warnings on lines ${warningLines().join()}`;
  const showing = (chunkStarts: ChunkStart[], warnings: number[]) => (): true | undefined =>
    (startsMatch(decorations(), chunkStarts) && warningLines().join() === warnings.join() ? true : undefined);

  test('inserting a heading adds a chunk boundary and moves the oversized-paragraph warning down with its text', async () => {
    const after = expected.afterInsertingHeading;
    assert.ok(after, 'editing.expected.json describes the edit');
    await waitFor('the initial chunks and warning', showing(expected.chunkStarts, [expected.oversized.line]), seen);

    const edit = new vscode.WorkspaceEdit();
    edit.insert(editor.document.uri, new vscode.Position(after.beforeLine - 1, 0), after.text);
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    await waitFor('the chunks and warning after the new heading', showing(after.chunkStarts, [after.oversizedLine]), seen);
  });

  test('deleting the oversized paragraph removes its warning and its chunks', async () => {
    const after = expected.afterInsertingHeading;
    assert.ok(after, 'editing.expected.json describes the edit');
    const edit = new vscode.WorkspaceEdit();
    edit.delete(editor.document.uri, editor.document.lineAt(after.oversizedLine - 1).rangeIncludingLineBreak);
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    await waitFor('no warning and no chunk on the deleted line',
      showing(after.chunkStarts.filter((c) => c.line !== after.oversizedLine), []), seen);
  });
});
