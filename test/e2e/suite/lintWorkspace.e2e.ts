// "chunklens: Lint Workspace" in a real VS Code: documents of the workspace that no editor has open get their
// findings in the Problems panel, and a pipeline finding (a lead-in before a code block) does not; a finding five
// generated pages of one folder share is listed once, with the count, as `lint` lists it.

import * as assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import { activateChunklens, contributedCommand } from './chunklens';
import { waitFor } from './waitFor';

/** An empty section (CK003 on line 3) and a lead-in cut off from its code block (a pipeline finding, line 7). */
const UNOPENED = ['# Notes', '', '## Empty section', '', '## Install', '', 'Run:', '', '```sh', 'pip install chunklens', '```', '', 'Then lint the docs folder.', ''].join('\n');

/** A generated board page: a blank first line before its front matter, an empty section at line 2 of every page. */
const board = (name: string) => `\n---\ntitle: ${name}\n---\n\n\n## Constants\n\nThe pins of the ${name} board, as the machine package names them for programs.\n`;
const BOARDS = ['arduino', 'bluepill', 'feather-m0', 'microbit', 'pico'];

suite('Lint Workspace in a real VS Code', () => {
  let uri: vscode.Uri;
  let boards: vscode.Uri[];

  suiteSetup(async () => {
    await activateChunklens();
    const folder = vscode.workspace.workspaceFolders![0].uri.fsPath;
    writeFileSync(join(folder, 'unopened-notes.md'), UNOPENED);
    uri = vscode.Uri.file(join(folder, 'unopened-notes.md'));
    mkdirSync(join(folder, 'boards'), { recursive: true });
    boards = BOARDS.map((name) => {
      writeFileSync(join(folder, 'boards', `${name}.md`), board(name));
      return vscode.Uri.file(join(folder, 'boards', `${name}.md`));
    });
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

  test('a finding five generated pages of one folder share is listed once, at the first, with the count', async () => {
    const codesOf = (board: vscode.Uri) => vscode.languages.getDiagnostics(board).map((d) => [typeof d.code === 'object' ? d.code.value : d.code, d.message]);
    await waitFor('the boards\' diagnostics folded', () => {
      const [first, ...rest] = boards.map(codesOf);
      const counted = first.some(([code, message]) => code === 'CK003' && /\(the same at this line in 5 files of boards\/: /.test(String(message)));
      return counted && rest.every((found) => !found.some(([code]) => code === 'CK003')) ? true : undefined;
    }, () => JSON.stringify(boards.map(codesOf)));
  });
});
