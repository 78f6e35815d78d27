// What the client rendered on guide.md, read through the extension's test API: bands and labels, the status
// bar item under the cursor, and the chunk tree panel.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import {
  chunkCountOf, chunklensDiagnostics, chunkNumberAt, contributedCommand, describeStarts, lineStartsOf,
  openWithChunklens, ruleIdOf, startsMatch, type ChunklensApi, type Expectations,
} from './chunklens';
import { waitFor } from './waitFor';

suite('what the chunklens client renders in a real VS Code', () => {
  let api: ChunklensApi;
  let editor: vscode.TextEditor;
  let expected: Expectations;

  suiteSetup(async () => {
    ({ api, editor, expected } = await openWithChunklens('guide'));
  });

  const decorations = () => api.getDecorations(editor.document.uri);

  test('chunks get bands from the expected lines and labels numbered in order with tokens and their heading', async () => {
    await waitFor('bands starting on the expected lines, labelled with their headings',
      () => (startsMatch(decorations(), expected.chunkStarts) ? true : undefined), () => describeStarts(decorations()));
    const starts = lineStartsOf(decorations());
    const total = chunkCountOf(decorations());
    assert.deepEqual(starts.flatMap((s) => s.chunks), [...Array(total).keys()], 'every chunk starts on one line, in order');
    for (const { chunks, label, bands } of starts) {
      const numbers = chunks.map((c) => c + 1);
      // One label per line: a line where one chunk starts shows its size; where several start, their numbers.
      assert.match(label, chunks.length === 1
        ? new RegExp(`^chunk ${numbers[0]} · \\d+/${expected.maxTokens} tok · \\S`)
        : new RegExp(`^chunks ${numbers[0]}–${numbers[numbers.length - 1]} · \\S`));
      assert.deepEqual(bands.slice(1).map((b) => b.label), bands.slice(1).map(() => ''), `only the first band on line of ${label} is labelled`);
    }
  });

  test('a paragraph the strategy cut on its own line (CK007) gets one label naming all its chunks', async () => {
    const { line, codes } = expected.oversized;
    const found = await waitFor(`a ${codes.join(' or ')} diagnostic on line ${line}`, () => {
      const onLine = chunklensDiagnostics(editor.document.uri, codes).filter((d) => d.range.start.line === line - 1);
      return onLine.length ? onLine : undefined;
    });
    const start = lineStartsOf(decorations()).find((s) => s.line === line);
    assert.ok(start, `chunks start on line ${line}: ${describeStarts(decorations())}`);
    // CK001: the strategy kept the paragraph whole (one chunk); CK007: it cut the paragraph, so chunks start inside the line.
    const cut = found.some((d) => ruleIdOf(d) === 'CK007');
    assert.equal(start.chunks.length > 1, cut, `line ${line} starts chunks ${start.chunks.map((c) => c + 1)}; codes ${found.map(ruleIdOf)}`);
    if (cut) assert.match(start.label, new RegExp(`^chunks ${start.chunks[0] + 1}–${start.chunks[start.chunks.length - 1] + 1} · `));
  });

  test('the status bar names the chunk under the cursor and follows it when the cursor moves', async () => {
    const total = chunkCountOf(decorations());
    for (const start of [expected.chunkStarts[2], expected.chunkStarts[expected.chunkStarts.length - 1]]) {
      const n = chunkNumberAt(decorations(), start.line);
      editor.selection = new vscode.Selection(start.line - 1, 2, start.line - 1, 2);
      const text = await waitFor(`status bar text for chunk ${n}/${total}`,
        () => (api.getStatusText().startsWith(`chunk ${n}/${total} `) ? api.getStatusText() : undefined),
        () => api.getStatusText());
      assert.match(text, new RegExp(`^chunk ${n}/${total} · \\d+ tok · ${expected.strategy}$`));
    }
  });

  test('the open chunk tree command opens the chunk tree panel', async () => {
    await vscode.commands.executeCommand(contributedCommand(/chunk tree/i));
    assert.equal(await waitFor('the chunk tree panel to open', () => (api.isTreeOpen() ? true : undefined)), true);
  });
});
