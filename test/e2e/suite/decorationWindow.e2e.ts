// A big Markdown document in a real VS Code: the server sends the bands around what the editor shows, and when
// the editor scrolls far down, the bands of the new place arrive without an edit.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, type ChunklensApi } from './chunklens';
import { waitFor } from './waitFor';
import { bigMarkdownDocument } from '../../fixtures/bigMarkdown';

/** Section i of the big document has its heading on line 6i and its paragraph, where its band starts, on 6i + 2 (0-based). */
const paragraphLine = (section: number): number => 6 * section + 2;

suite('decorations of a big document follow the editor', () => {
  let api: ChunklensApi;
  suiteSetup(async () => {
    api = await activateChunklens();
  });

  test('scrolling far down brings the bands and labels of the new place, and drops those of the top', async () => {
    const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: bigMarkdownDocument() });
    const uri = document.uri.toString();
    const starts = (): number[] => api.getDecorations(uri).map((d) => d.ranges[0]?.start.line ?? -1);
    try {
      const editor = await vscode.window.showTextDocument(document);
      await waitFor('bands at the top of the document, beyond the first paint', () => (starts().some((l) => l > 200) ? true : undefined), () => `${starts().length} bands`);
      assert.ok(!starts().includes(paragraphLine(1000)), 'section 1000 is not decorated while the editor shows the top');
      const version = document.version;
      editor.revealRange(new vscode.Range(paragraphLine(1000), 0, paragraphLine(1000), 0), vscode.TextEditorRevealType.AtTop);
      const band = await waitFor(
        'the band of section 1000 after scrolling to it',
        () => api.getDecorations(uri).find((d) => d.ranges[0]?.start.line === paragraphLine(1000)),
        () => `bands start on lines ${Math.min(...starts())}–${Math.max(...starts())}`,
      );
      assert.equal(document.version, version, 'nothing was edited');
      assert.equal(band.index, 1000, 'band 1000 of the document, so its colour is the same whatever the window');
      assert.match(band.label, /^chunk 1001 · \d+\/900 tok · Section 1000$/);
      assert.ok(!starts().includes(paragraphLine(0)), `the top's bands were dropped: first band on line ${Math.min(...starts())}`);
      assert.ok(starts().length < 300, `the bands around the new place only: ${starts().length} of 1200`);
    } finally {
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });

  test('two editors of the document, one at the top and one far down, both get their bands', async () => {
    const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: bigMarkdownDocument() });
    const uri = document.uri.toString();
    const starts = (): number[] => api.getDecorations(uri).map((d) => d.ranges[0]?.start.line ?? -1);
    try {
      await vscode.window.showTextDocument(document, vscode.ViewColumn.One);
      const lower = await vscode.window.showTextDocument(document, vscode.ViewColumn.Two);
      lower.revealRange(new vscode.Range(paragraphLine(1000), 0, paragraphLine(1000), 0), vscode.TextEditorRevealType.AtTop);
      await waitFor(
        'bands at the top and at section 1000',
        () => (starts().includes(paragraphLine(0)) && starts().includes(paragraphLine(1000)) ? true : undefined),
        () => `bands start on lines ${Math.min(...starts())}–${Math.max(...starts())} (${starts().length})`,
      );
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeEditorsInOtherGroups');
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });
});
