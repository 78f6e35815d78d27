// The contributed commands run against the real server: show the chunk at the cursor, export the chunks as
// JSONL, toggle the decorations (guide.md).

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import {
  chunkCountOf, contributedCommand, labelOfChunk, openWithChunklens, type ChunklensApi, type Expectations,
} from './chunklens';
import { waitFor } from './waitFor';

suite('chunklens commands in a real VS Code', () => {
  let api: ChunklensApi;
  let editor: vscode.TextEditor;
  let expected: Expectations;

  suiteSetup(async () => {
    ({ api, editor, expected } = await openWithChunklens('guide'));
    await waitFor('decorations of guide.md', () => (api.getDecorations(editor.document.uri).length ? true : undefined));
  });

  const focusGuide = async (): Promise<void> => {
    editor = await vscode.window.showTextDocument(editor.document);
  };

  test('show chunk at cursor opens the exact text the embedder receives for the chunk under the cursor', async () => {
    await focusGuide();
    const start = expected.chunkStarts[2];
    editor.selection = new vscode.Selection(start.line - 1, 3, start.line - 1, 3);
    await vscode.commands.executeCommand(contributedCommand(/show chunk at cursor/i));
    // The chunk is the two-line paragraph on that line; its embed text may start with overlap, never end with it.
    const source = editor.document.getText(new vscode.Range(start.line - 1, 0, start.line + 1, 0)).trimEnd();
    const shown = () => vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'chunklens-chunk');
    const document = await waitFor('a chunk document with the chunk\'s text', () => shown().find((d) => d.getText().endsWith(source)),
      () => JSON.stringify(shown().map((d) => d.getText())));
    assert.equal(vscode.window.visibleTextEditors.some((e) => e.document === document), true, 'shown in an editor');
  });

  test('export chunks opens one JSONL record per chunk, in order, under the heading of its chunk', async () => {
    await focusGuide();
    await vscode.commands.executeCommand(contributedCommand(/export chunks/i));
    const exported = await waitFor('an exported JSONL document', () =>
      vscode.workspace.textDocuments.find((d) => d.isUntitled && d.languageId === 'jsonl'));
    const records = exported.getText().trim().split('\n').map((line) => JSON.parse(line));
    const decorations = api.getDecorations(editor.document.uri);
    assert.equal(records.length, chunkCountOf(decorations));
    // Chunks starting on one line share its label (`chunks 4–5 · Ingestion pipeline`): each record is checked
    // against the label of the line where its chunk starts.
    records.forEach((record: { headings_path: string[] }, i) => {
      const label = labelOfChunk(decorations, i);
      assert.ok(label.endsWith(` ${record.headings_path[record.headings_path.length - 1]}`),
        `record ${i + 1} ${JSON.stringify(record.headings_path)} belongs to chunk ${i + 1}, whose line is labelled '${label}'`);
    });
  });

  test('toggle decorations removes the bands and labels, and toggling again brings them back', async () => {
    await focusGuide();
    const toggle = contributedCommand(/toggle chunk decorations/i);
    const count = (): number => api.getDecorations(editor.document.uri).length;
    const before = count();
    await vscode.commands.executeCommand(toggle);
    await waitFor('no decorations', () => (count() === 0 ? true : undefined), () => String(count()));
    await vscode.commands.executeCommand(toggle);
    await waitFor(`${before} decorations again`, () => (count() === before ? true : undefined), () => String(count()));
  });
});
