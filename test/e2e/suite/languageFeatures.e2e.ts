// The language server's features as VS Code itself sees them: diagnostics, code lenses and hovers on guide.md.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import {
  chunklensDiagnostics, chunkLensTitles, headingPathPattern, hoverText, openWithChunklens, extensionHasFile, ruleIdOf,
  type Expectations,
} from './chunklens';
import { waitFor } from './waitFor';

suite('language features of chunklens in a real VS Code', () => {
  let uri: vscode.Uri;
  let expected: Expectations;

  suiteSetup(async () => {
    const opened = await openWithChunklens('guide');
    uri = opened.editor.document.uri;
    expected = opened.expected;
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
      const target = typeof diagnostic.code === 'object' ? diagnostic.code.target : undefined;
      // The link is the rule's page in the repository: `…/blob/HEAD/docs/rules/CK001.md`, a page the extension ships.
      const page = /\/blob\/HEAD\/(docs\/rules\/[^/]+\.md)$/.exec(target?.path ?? '')?.[1] ?? '';
      assert.equal(page, `docs/rules/${ruleIdOf(diagnostic)}.md`, 'codeDescription.href points at the rule\'s page');
      assert.ok(extensionHasFile(page), `${page} is in the extension`);
    }
  });

  test('every chunk has a code lens where it starts, numbered in order, with its tokens against the budget', async () => {
    const titles = await waitFor('chunk code lenses on every expected line', async () => {
      const found = await chunkLensTitles(uri);
      const lines = [...new Set(found.map((lens) => lens.line))];
      return lines.join() === expected.chunkStarts.map((c) => c.line).join() ? found : undefined;
    });
    // Several chunks starting on one line (a paragraph cut on its line) each keep their own lens with their size.
    titles.forEach(({ title }, i) => {
      assert.match(title, new RegExp(`^chunk ${i + 1} · \\d+/${expected.maxTokens} tok · \\w+`));
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
