// The language server's features as VS Code itself sees them: diagnostics, code lenses and hovers on guide.md.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import {
  activateChunklens, chunklensDiagnostics, headingPathPattern, hoverText, openFixture, ruleIdOf, type Expectations,
} from './chunklens';
import { waitFor } from './waitFor';

suite('language features of chunklens in a real VS Code', () => {
  let uri: vscode.Uri;
  let expected: Expectations;

  suiteSetup(async () => {
    await activateChunklens();
    const fixture = await openFixture('guide');
    uri = fixture.editor.document.uri;
    expected = fixture.expected;
  });

  test('the paragraph over the token cap gets a chunklens warning on its line, linked to the rule documentation', async () => {
    const { codes, line } = expected.oversized;
    const found = await waitFor(`a ${codes.join(' or ')} diagnostic on guide.md`,
      () => (chunklensDiagnostics(uri, codes).length ? chunklensDiagnostics(uri, codes) : undefined),
      () => JSON.stringify(vscode.languages.getDiagnostics(uri).map((d) => [d.source, d.code, d.message])));
    for (const diagnostic of found) {
      assert.equal(diagnostic.range.start.line, line - 1);
      assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Warning);
      assert.match(diagnostic.message, /^Chunk \d+ /);
      const target = typeof diagnostic.code === 'object' ? diagnostic.code.target.toString() : '';
      assert.match(target, new RegExp(`#${ruleIdOf(diagnostic)}\\b`, 'i'), 'codeDescription.href points at the rule');
    }
  });

  test('every chunk has a code lens where it starts, numbered in order, with its tokens against the budget', async () => {
    const lenses = await waitFor('chunk code lenses on every expected line', async () => {
      const all = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 100);
      const ours = (all ?? []).filter((lens) => /^chunk \d+ ·/.test(lens.command?.title ?? ''));
      const lines = [...new Set(ours.map((lens) => lens.range.start.line + 1))].sort((a, b) => a - b);
      return lines.join() === expected.chunkStarts.map((c) => c.line).join() ? ours : undefined;
    });
    const sorted = [...lenses].sort((a, b) => a.range.start.compareTo(b.range.start));
    sorted.forEach((lens, i) => {
      assert.match(lens.command?.title ?? '', new RegExp(`^chunk ${i + 1} · \\d+/${expected.maxTokens} tok · \\w+`));
    });
  });

  test('hovering inside a chunk shows its heading path and token count', async () => {
    const start = expected.chunkStarts[2];
    const position = new vscode.Position(start.line - 1, 4);
    const text = await waitFor('a chunklens hover', async () => {
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position);
      const joined = hoverText(hovers ?? []);
      return /tok/.test(joined) ? joined : undefined;
    });
    assert.match(text, headingPathPattern(start.headingsPath));
    assert.match(text, new RegExp(`\\d+/${expected.maxTokens} tok`));
  });
});
