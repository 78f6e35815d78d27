// A DoclingDocument (`*.docling.json`) in a real VS Code: the language client sends it to the server, which reads
// it as a DoclingDocument and chunks it with docling-hierarchical; the client draws the bands and opens the tree.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, contributedCommand, EXTENSION_ID, type ChunklensApi } from './chunklens';
import { waitFor } from './waitFor';

suite('a DoclingDocument in a real VS Code', () => {
  let api: ChunklensApi;
  let uri: vscode.Uri;

  suiteSetup(async () => {
    api = await activateChunklens();
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    if (!folder) throw new Error('the e2e workspace (test/fixtures/e2e-ws) is not open');
    // docling-core's test document (test/fixtures/docling/README.md), copied from the extension's folder into the workspace.
    const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
    const source = vscode.Uri.joinPath(extension.extensionUri, 'test', 'fixtures', 'docling', '2_inp_dl_doc.docling.json');
    uri = vscode.Uri.joinPath(folder, 'report.docling.json');
    await vscode.workspace.fs.writeFile(uri, await vscode.workspace.fs.readFile(source));
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
  });

  suiteTeardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    await vscode.workspace.fs.delete(uri);
  });

  test('the item objects of each chunk get bands, labelled with WordPiece tokens and the headings', async () => {
    const bands = await waitFor('bands on the DoclingDocument', () => {
      const found = api.getDecorations(uri);
      return found.length ? found : undefined;
    });
    assert.equal(bands[0].ranges[0].start.line, 84, 'chunk 1 is the object of #/texts/0');
    assert.match(bands[1].label, /^chunk 2 · 36 tok · IBM$/);
  });

  test('the chunk tree opens on it', async () => {
    await vscode.commands.executeCommand(contributedCommand(/chunk tree/i));
    assert.equal(await waitFor('the chunk tree panel to open', () => (api.isTreeOpen() ? true : undefined)), true);
  });
});
