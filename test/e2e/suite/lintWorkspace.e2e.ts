// "chunklens: Lint Workspace" in a real VS Code: documents of the workspace that no editor has open get their
// findings in the Problems panel, and a pipeline finding (a lead-in before a code block) does not.

import * as assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, contributedCommand } from './chunklens';
import { waitFor } from './waitFor';

/** An empty section (CK003 on line 3) and a lead-in cut off from its code block (a pipeline finding, line 7). */
const UNOPENED = ['# Notes', '', '## Empty section', '', '## Install', '', 'Run:', '', '```sh', 'pip install chunklens', '```', '', 'Then lint the docs folder.', ''].join('\n');

suite('Lint Workspace in a real VS Code', () => {
  let uri: vscode.Uri;

  suiteSetup(async () => {
    await activateChunklens();
    const folder = vscode.workspace.workspaceFolders![0].uri.fsPath;
    writeFileSync(join(folder, 'unopened-notes.md'), UNOPENED);
    uri = vscode.Uri.file(join(folder, 'unopened-notes.md'));
  });

  test('a document nobody opened gets its findings in the Problems panel, and its pipeline findings do not', async () => {
    const totals = await vscode.commands.executeCommand<{ files: number; linted: number; cancelled: boolean }>(contributedCommand(/lint workspace/i));
    assert.equal(totals.cancelled, false);
    assert.ok(totals.linted >= 1 && totals.files >= totals.linted, JSON.stringify(totals));
    const diagnostics = await waitFor('diagnostics of the unopened document', () => {
      const found = vscode.languages.getDiagnostics(uri);
      return found.length ? found : undefined;
    });
    assert.deepEqual(diagnostics.map((d) => [d.code && typeof d.code === 'object' ? d.code.value : d.code, d.range.start.line]), [['CK003', 2]]);
    assert.equal(vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString()), false, 'linted from disk, not opened');
  });
});
