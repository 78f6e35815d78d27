// How a document was read, as the client shows it: a page under a Hugo site's configuration is read as Hugo, and
// the status bar item names the site after the strategy.

import * as assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens } from './chunklens';
import { waitFor } from './waitFor';

/** A Hugo page: a heading, then tabs made of paired shortcodes around a paragraph (line 5). */
const PAGE = ['# Install', '', '{{< tabs >}}', '{{< tab "Linux" >}}', 'Install the package with your package manager.', '{{< /tab >}}', '{{< /tabs >}}', ''].join('\n');

suite('the site of a document in a real VS Code', () => {
  test('a page under a hugo.toml is read as Hugo, and the status bar names the site', async () => {
    const api = await activateChunklens();
    const site = join(vscode.workspace.workspaceFolders![0].uri.fsPath, 'hugo-site');
    mkdirSync(join(site, 'content'), { recursive: true });
    writeFileSync(join(site, 'hugo.toml'), 'baseURL = "https://example.org/"\n');
    writeFileSync(join(site, 'content', 'install.md'), PAGE);
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(join(site, 'content', 'install.md')));
    editor.selection = new vscode.Selection(4, 2, 4, 2);
    const text = await waitFor('the status bar on the tab\'s paragraph, naming the Hugo site',
      () => (api.getStatusText().startsWith('chunk 1/1 ') ? api.getStatusText() : undefined), () => api.getStatusText());
    assert.match(text, /^chunk 1\/1 · \d+ tok · markdown-spec · Hugo$/);
  });
});
