// What re-embeds, in a real VS Code: a Markdown document committed to a git repository (made in a temporary
// folder here, so the e2e workspace needs no repository of its own) re-embeds nothing until an edit changes a
// chunk's text; then that chunk's band is marked and the status bar counts it and its tokens.

import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, type ChunklensApi } from './chunklens';
import { waitFor } from './waitFor';

const SECTIONS = ['Install', 'Configure', 'Deploy', 'Monitor'];
const TEXT = `# Operations guide\n\n${SECTIONS.map((s) => `## ${s}\n\nHow to ${s.toLowerCase()} the service, step by step, with the commands an operator runs and what each one prints.\n`).join('\n')}`;

suite('chunks that re-embed against the last commit, in a real VS Code', () => {
  let api: ChunklensApi;
  let dir = '';
  let editor: vscode.TextEditor;

  suiteSetup(async () => {
    api = await activateChunklens();
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'chunklens-reembed-')));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
    git('init', '-q');
    git('config', 'user.name', 'chunklens e2e');
    git('config', 'user.email', 'e2e@chunklens.invalid');
    git('config', 'commit.gpgsign', 'false');
    writeFileSync(join(dir, 'operations.md'), TEXT);
    git('add', 'operations.md');
    git('commit', '-q', '-m', 'operations guide');
    editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, 'operations.md'))));
  });

  suiteTeardown(async () => {
    if (editor) {
      await vscode.window.showTextDocument(editor.document);
      await vscode.commands.executeCommand('workbench.action.files.revert');
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const bands = () => api.getDecorations(editor.document.uri);
  const seen = () => `status "${api.getReembedText()}", marked bands ${JSON.stringify(bands().filter((b) => b.reembed).map((b) => b.label))} of ${bands().length}`;

  test('the committed text re-embeds nothing: no band is marked and the status bar says so', async () => {
    await waitFor('bands and the status "no chunk re-embeds"', () => (bands().length >= SECTIONS.length && api.getReembedText() === 'no chunk re-embeds' ? true : undefined), seen);
    assert.deepEqual(bands().filter((b) => b.reembed), []);
  });

  test('editing one section marks its chunk only, and the status bar counts it; a new section adds one more', async () => {
    const line = editor.document.getText().split('\n').findIndex((l) => l.startsWith('How to deploy'));
    const edit = new vscode.WorkspaceEdit();
    edit.insert(editor.document.uri, new vscode.Position(line, 0), 'First, read the release notes. ');
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    const marked = await waitFor('one marked band and "1 chunk re-embeds · N tok"', () => {
      const reembed = bands().filter((b) => b.reembed);
      return reembed.length === 1 && /^1 chunk re-embeds · \d+ tok$/.test(api.getReembedText()) ? reembed[0] : undefined;
    }, seen);
    assert.equal(marked.ranges[0].start.line, line, 'the marked band is the edited paragraph');
    assert.match(marked.label, /Deploy/);

    const end = new vscode.WorkspaceEdit();
    end.insert(editor.document.uri, new vscode.Position(editor.document.lineCount, 0), '\n## Retire\n\nHow to retire the service when nobody uses it any more.\n');
    assert.equal(await vscode.workspace.applyEdit(end), true);
    await waitFor('two marked bands and "2 chunks re-embed · N tok"', () => (bands().filter((b) => b.reembed).length === 2 && /^2 chunks re-embed · \d+ tok$/.test(api.getReembedText()) ? true : undefined), seen);
  });
});
