// Workspace settings reach the language server live: rule severities, budgets, and a malformed value that is
// dropped while everything else keeps working (guide.md).

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import {
  activateChunklens, chunklensDiagnostics, openFixture, type ChunklensApi, type Expectations,
} from './chunklens';
import { waitFor } from './waitFor';

suite('settings of chunklens in a real VS Code', () => {
  let api: ChunklensApi;
  let uri: vscode.Uri;
  let expected: Expectations;
  const settings = (): vscode.WorkspaceConfiguration => vscode.workspace.getConfiguration('chunklens');

  suiteSetup(async () => {
    api = await activateChunklens();
    const fixture = await openFixture('guide');
    uri = fixture.editor.document.uri;
    expected = fixture.expected;
  });

  suiteTeardown(async () => {
    await settings().update('rules', undefined, vscode.ConfigurationTarget.Workspace);
    await settings().update('budgets', undefined, vscode.ConfigurationTarget.Workspace);
  });

  const labels = (): string[] => api.getDecorations(uri).map((d) => d.label);
  const oversized = (): vscode.Diagnostic[] => chunklensDiagnostics(uri, expected.oversized.code);
  const seen = (): string => JSON.stringify({ labels: labels(), oversized: oversized().map((d) => [d.severity, d.message]) });

  test('a rule severity set in the workspace settings changes the diagnostic without a reload', async () => {
    await settings().update('rules', { 'chunk-too-large': 'error' }, vscode.ConfigurationTarget.Workspace);
    const [diagnostic] = await waitFor('the oversized-chunk diagnostic as an error',
      () => (oversized()[0]?.severity === vscode.DiagnosticSeverity.Error ? oversized() : undefined), seen);
    assert.equal(diagnostic.range.start.line, expected.oversized.firstLine - 1);
  });

  test('a larger token budget in the workspace settings re-chunks the document and clears the warning', async () => {
    await settings().update('budgets', { [expected.strategy]: { maxTokens: 2000 } }, vscode.ConfigurationTarget.Workspace);
    await waitFor('labels against 2000 tokens and no oversized chunk', () =>
      (labels().length === expected.chunks.length && labels().every((l) => /\/2000 tok/.test(l)) && !oversized().length
        ? true : undefined), seen);
  });

  test('a malformed budget is dropped: the default budget applies again and diagnostics keep coming', async () => {
    await settings().update('budgets', { [expected.strategy]: { maxTokens: 'lots' } }, vscode.ConfigurationTarget.Workspace);
    const max = `/${expected.maxTokens} tok`;
    await waitFor(`labels against the default budget (${max}) and the oversized-chunk diagnostic back`, () =>
      (labels().length === expected.chunks.length && labels().every((l) => l.includes(max)) && oversized().length === 1
        ? true : undefined), seen);
  });
});
