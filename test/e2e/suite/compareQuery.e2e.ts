// "Compare Strategies" and ranking chunks for a question in a real VS Code: the compare view opens on guide.md with
// markdown-spec (its strategy) and recursive, the boundaries only one makes are marked in the editor, a question
// is ranked under both strategies with the top hits highlighted, and closing the view clears both.

import * as assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import { contributedCommand, openWithChunklens, type ChunklensApi } from './chunklens';
import { waitFor } from './waitFor';

suite('compare strategies and rank chunks in a real VS Code', () => {
  let api: ChunklensApi;
  let editor: vscode.TextEditor;
  const QUESTION = 'which model embeds a question';

  suiteSetup(async () => {
    ({ api, editor } = await openWithChunklens('guide'));
    await waitFor('the first bands of guide.md', () => (api.getDecorations(editor.document.uri).length ? true : undefined));
  });

  const describe = () => JSON.stringify({ state: api.getTreeState(), marks: api.getCompareMarks(editor.document.uri) });

  test('Compare Strategies with recursive shows both and marks the cuts only markdown-spec makes: its section starts and the cut inside line 20', async () => {
    await vscode.commands.executeCommand(contributedCommand(/^Compare Strategies$/), 'recursive');
    const state = await waitFor('the compare view of markdown-spec and recursive', () => (api.getTreeState().mode === 'compare' ? api.getTreeState() : undefined), describe);
    assert.deepEqual(state.strategies, ['markdown-spec', 'recursive']);
    const marks = await waitFor('marks of the boundaries only one strategy makes', () => (api.getCompareMarks(editor.document.uri).length ? api.getCompareMarks(editor.document.uri) : undefined), describe);
    // guide.expected.json: markdown-spec starts chunks on lines 3, 10, 15, 20 (twice: CK007) and 24; recursive (1200 tokens) cuts at 20 and 24 too.
    assert.deepEqual(marks.map((m) => [m.kind, m.line + 1]), [['a', 10], ['a', 15], ['a', 20]]);
    assert.match(marks[0].label, /^✂ only A markdown-spec cuts here$/);
  });

  test('a question is ranked under both strategies and each one\'s top hit is highlighted in the editor', async () => {
    await vscode.commands.executeCommand(contributedCommand(/^Rank Chunks for a Question/), QUESTION);
    const state = await waitFor('two rankings', () => (api.getTreeState().results.length === 2 ? api.getTreeState() : undefined), describe);
    assert.deepEqual(state.results.map((r) => r.strategy), ['markdown-spec', 'recursive']);
    // markdown-spec keeps "## Querying" in the heading path and starts the chunk at its paragraph (line 24);
    // recursive starts its chunk at the heading line (22).
    assert.deepEqual(state.results.map((r) => r.hits[0].range.start.line + 1), [24, 22]);
    assert.deepEqual(state.results[0].hits[0].terms, ['a', 'model', 'question']);
    const highlights = await waitFor('hits highlighted', () => (api.getQueryHighlights(editor.document.uri).length ? api.getQueryHighlights(editor.document.uri) : undefined));
    const top = highlights.filter((h) => h.rank === 1).map((h) => [h.strategy, h.range.start.line + 1, h.label.replace(/score [\d.]+/, 'score N')]);
    assert.deepEqual(top, [['markdown-spec', 24, '◆ hit #1 · markdown-spec · score N'], ['recursive', 22, '◆ hit #1 · recursive · score N']]);
  });

  test('closing the compare view clears the marks and the highlights; the chunk tree then ranks under the document\'s strategy alone', async () => {
    const tabs = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs);
    const describeTabs = () => tabs().map((t) => `${t.label} (${t.input instanceof vscode.TabInputWebview ? t.input.viewType : typeof t.input})`).join(', ');
    const tab = await waitFor('the compare view\'s tab, titled after the document', () => tabs().find((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('chunklens.chunkTree') && t.label === 'Compare: guide.md'), describeTabs);
    await vscode.window.tabGroups.close(tab);
    await waitFor('marks and highlights cleared', () => (!api.getCompareMarks(editor.document.uri).length && !api.getQueryHighlights(editor.document.uri).length ? true : undefined), describe);
    assert.equal(api.getTreeState().mode, 'closed');
    await vscode.window.showTextDocument(editor.document);
    await vscode.commands.executeCommand(contributedCommand(/^Rank Chunks for a Question/), QUESTION);
    const state = await waitFor('one ranking in the chunk tree', () => {
      const s = api.getTreeState();
      return s.mode === 'tree' && s.results.length === 1 ? s : undefined;
    }, describe);
    assert.equal(state.results[0].strategy, 'markdown-spec');
    assert.deepEqual(api.getCompareMarks(editor.document.uri), []);
  });
});
