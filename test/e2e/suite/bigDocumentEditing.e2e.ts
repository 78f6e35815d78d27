// Editing a big Markdown document in a real VS Code: the server applies VS Code's changes to its piece-wise copy
// of the text (the generated document is about 40 pieces), so chunks must follow edits far apart in one change
// and a deleted heading far down exactly as the text says.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { bigMarkdownDocument } from '../../fixtures/bigMarkdown';
import { activateChunklens, chunkLensTitles } from './chunklens';
import { waitFor } from './waitFor';

/**
 * Where chunks start in this document (1-based lines): each heading's first content line. Every section is far
 * under the token target, so markdown-spec makes one chunk of each heading's content.
 */
function expectedChunkLines(document: vscode.TextDocument): number[] {
  const lines: number[] = [];
  let afterHeading = false;
  for (let i = 0; i < document.lineCount; i++) {
    const text = document.lineAt(i).text;
    if (/^#{1,6} /.test(text)) afterHeading = true;
    else if (afterHeading && text.trim() !== '') {
      lines.push(i + 1);
      afterHeading = false;
    }
  }
  return lines;
}

suite('editing a big document in a real VS Code', () => {
  let editor: vscode.TextEditor;

  suiteSetup(async () => {
    await activateChunklens();
    const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: bigMarkdownDocument() });
    editor = await vscode.window.showTextDocument(document);
  });

  suiteTeardown(async () => {
    if (!editor) return;
    await vscode.window.showTextDocument(editor.document);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  let seen = '';
  /** Waits until the chunk code lenses stand exactly on the expected lines, numbered 1, 2, 3, … in order. */
  const lensesFollowTheText = (what: string) =>
    waitFor(
      what,
      async () => {
        const lenses = await chunkLensTitles(editor.document.uri);
        const expected = expectedChunkLines(editor.document);
        const lines = lenses.map((l) => l.line);
        seen = `${lenses.length} lenses, expected ${expected.length}; first difference at ${lines.findIndex((l, i) => l !== expected[i])}`;
        const numbered = lenses.every((l, i) => l.title.startsWith(`chunk ${i + 1} ·`));
        return lines.join() === expected.join() && numbered ? lenses.length : undefined;
      },
      () => seen,
      90_000,
    );

  test('two sections inserted far apart in one edit get their chunks, and every chunk after them is renumbered', async () => {
    const before = await lensesFollowTheText('a chunk lens on every section');
    const edit = new vscode.WorkspaceEdit();
    edit.insert(editor.document.uri, new vscode.Position(6000, 0), '# Inserted far down\n\nInserted paragraph far down.\n\n');
    edit.insert(editor.document.uri, new vscode.Position(12, 0), '# Inserted near the top\n\nInserted paragraph near the top.\n\n');
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    assert.equal(await lensesFollowTheText('the chunks of both inserted sections'), before + 2);
  });

  test('deleting a heading far down joins its content to the chunk of the section before it', async () => {
    const before = (await chunkLensTitles(editor.document.uri)).length;
    const line = editor.document.getText().split('\n').indexOf('# Section 900');
    assert.ok(line > 5000, `"# Section 900" is on line ${line + 1}`);
    const edit = new vscode.WorkspaceEdit();
    edit.delete(editor.document.uri, editor.document.lineAt(line).rangeIncludingLineBreak);
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    assert.equal(await lensesFollowTheText('one chunk fewer after the deleted heading'), before - 1);
  });
});
