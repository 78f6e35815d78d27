// Workspace settings reach the language server live: rule severities, budgets, and a malformed value that is
// dropped while everything else keeps working (guide.md).

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import {
  chunkCountOf, chunklensDiagnostics, chunkLensTitles, describeStarts, openWithChunklens, startsMatch,
  type ChunklensApi, type Expectations,
} from './chunklens';
import { waitFor } from './waitFor';

suite('settings of chunklens in a real VS Code', () => {
  let api: ChunklensApi;
  let uri: vscode.Uri;
  let expected: Expectations;
  const settings = (): vscode.WorkspaceConfiguration => vscode.workspace.getConfiguration('chunklens');
  const workspace = vscode.ConfigurationTarget.Workspace;

  suiteSetup(async () => {
    const opened = await openWithChunklens('guide');
    ({ api, expected } = opened);
    uri = opened.editor.document.uri;
  });

  suiteTeardown(async () => {
    await settings().update('rules', undefined, workspace);
    await settings().update('budgets', undefined, workspace);
  });

  const labels = (): string[] => api.getDecorations(uri).map((d) => d.label);
  const oversized = (): vscode.Diagnostic[] => chunklensDiagnostics(uri, expected.oversized.codes);
  let lenses: string[] = [];
  const seen = (): string => `starts ${describeStarts(api.getDecorations(uri))}, code lenses ${JSON.stringify(lenses)}, `
    + `oversized ${JSON.stringify(oversized().map((d) => [d.severity, d.message]))}`;
  const startsAsExpected = (): boolean => startsMatch(api.getDecorations(uri), expected.chunkStarts);
  /**
   * Whether every chunk's size is shown against `max` (`/900 tok`): in its code lens, and in the label of each
   * line where it is the only chunk to start (a line where several start is labelled `chunks 4–5 · …`, no size).
   */
  const sizesAgainst = async (max: string): Promise<boolean> => {
    lenses = (await chunkLensTitles(uri)).map((lens) => lens.title);
    const sized = labels().filter((label) => label.startsWith('chunk '));
    return lenses.length === chunkCountOf(api.getDecorations(uri)) && lenses.every((title) => title.includes(max))
      && sized.length > 0 && sized.every((label) => label.includes(max));
  };

  test('a rule severity set in the workspace settings changes the diagnostic without a reload', async () => {
    // Both rules that can flag the oversized paragraph; a strategy that does not know one drops it with a warning.
    const rules = Object.fromEntries(expected.oversized.codes.map((code) => [code, 'error']));
    await settings().update('rules', rules, workspace);
    const found = await waitFor('the oversized-paragraph diagnostic as an error', () =>
      (oversized().length && oversized().every((d) => d.severity === vscode.DiagnosticSeverity.Error) ? oversized() : undefined), seen);
    assert.deepEqual([...new Set(found.map((d) => d.range.start.line + 1))], [expected.oversized.line]);
  });

  test('a token budget above the paragraph\'s size keeps it in one chunk and clears its warning', async () => {
    await settings().update('budgets', { [expected.strategy]: { maxTokens: 2000 } }, workspace);
    await waitFor('one chunk per expected line, sizes against 2000 tokens, no oversized-paragraph warning', async () =>
      (startsAsExpected() && chunkCountOf(api.getDecorations(uri)) === expected.chunkStarts.length
        && labels().every((l) => l.includes('/2000 tok')) && await sizesAgainst('/2000 tok') && !oversized().length ? true : undefined), seen);
  });

  test('a malformed budget is dropped: the default budget applies again and diagnostics keep coming', async () => {
    await settings().update('budgets', { [expected.strategy]: { maxTokens: 'lots' } }, workspace);
    const max = `/${expected.maxTokens} tok`;
    await waitFor(`sizes against the default budget (${max}) and the oversized-paragraph warning back`, async () =>
      (startsAsExpected() && await sizesAgainst(max) && oversized().length ? true : undefined), seen);
  });
});
