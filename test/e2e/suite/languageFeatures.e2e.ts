// The language server's features as VS Code itself sees them: diagnostics, code lenses and hovers on guide.md.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import {
  activateChunklens, chunklensDiagnostics, headingPathPattern, hoverText, openFixture, type Expectations,
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

  test('an oversized chunk gets one warning from chunklens on its first line, linked to the rule documentation', async () => {
    const { code, chunk, firstLine } = expected.oversized;
    const found = await waitFor(`a ${code} diagnostic on guide.md`,
      () => (chunklensDiagnostics(uri, code).length ? chunklensDiagnostics(uri, code) : undefined),
      () => JSON.stringify(vscode.languages.getDiagnostics(uri).map((d) => [d.source, d.code, d.message])));
    assert.equal(found.length, 1);
    const [diagnostic] = found;
    assert.equal(diagnostic.range.start.line, firstLine - 1);
    assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Warning);
    assert.match(diagnostic.message, new RegExp(`Chunk ${chunk} has \\d+ tokens .*${expected.maxTokens}`));
    const target = typeof diagnostic.code === 'object' ? diagnostic.code.target.toString() : '';
    assert.match(target, /ck001|chunk-too-large/i, 'codeDescription.href points at the rule');
  });

  test('every chunk has a code lens on its first line with its number and tokens against the budget', async () => {
    const lenses = await waitFor(`${expected.chunks.length} chunk code lenses`, async () => {
      const all = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 100);
      const ours = (all ?? []).filter((lens) => /\bchunk \d+ ·/.test(lens.command?.title ?? ''));
      return ours.length === expected.chunks.length ? ours : undefined;
    });
    const sorted = [...lenses].sort((a, b) => a.range.start.line - b.range.start.line);
    assert.deepEqual(sorted.map((lens) => lens.range.start.line), expected.chunks.map((c) => c.firstLine - 1));
    sorted.forEach((lens, i) => {
      assert.match(lens.command?.title ?? '', new RegExp(`\\bchunk ${i + 1} · \\d+/${expected.maxTokens} tok\\b`));
    });
  });

  test('hovering inside a chunk shows its heading path and token count', async () => {
    const chunk = expected.chunks[2];
    const position = new vscode.Position(chunk.firstLine - 1, 4);
    const text = await waitFor('a chunklens hover', async () => {
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position);
      const joined = hoverText(hovers ?? []);
      return /tok/.test(joined) ? joined : undefined;
    });
    assert.match(text, headingPathPattern(chunk.headingsPath));
    assert.match(text, /\d+\s*(\/\s*\d+\s*)?tok/);
  });
});
