// Chunk identity across versions: content keys (shared/reembed/contentKey.ts) and the chunk-by-chunk matching of two
// versions (shared/reembed/matchChunks.ts), on hand-made chunk lists and on real markdown-spec analyses.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentKeyOf } from '../../../../shared/reembed/contentKey';

import { matchChunks, reembeds, type MatchableChunk } from '../../../../shared/reembed/matchChunks';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, type Analysis } from '../../../../shared/engine/engine';
import { analyzeText } from '../../../helpers/analyzeText';

const headed = (h: string) => `# ${h}\n\nIntro.\n\n## Child\n\n${'Child text that stays the same. '.repeat(10)}\n`;
const chunk = (key: string, start: number, path: string[] = ['A']): MatchableChunk => ({ key, start, headingsPath: path });

function matchable(analysis: Analysis): MatchableChunk[] {
  return analysis.chunks.map((c) => ({ key: contentKeyOf(c, analysis.settings.tokenizer), start: c.spans[0]?.start ?? 0, headingsPath: c.headingsPath }));
}

test('the content key hashes the embed text with strategy and tokenizer, not the place or the strategy id', () => {
  const [a] = analyzeText('# T\n\nSome text here.\n').chunks;
  const moved = { ...a, index: 7, id: 'other', spans: [{ start: 100, end: 120 }], headingsPath: ['Elsewhere'] };
  assert.equal(contentKeyOf(moved, 'o200k_base'), contentKeyOf(a, 'o200k_base'));
  assert.notEqual(contentKeyOf(a, 'cl100k_base'), contentKeyOf(a, 'o200k_base'));
  assert.notEqual(contentKeyOf({ ...a, strategy: 'recursive' }, 'o200k_base'), contentKeyOf(a, 'o200k_base'));
  assert.notEqual(contentKeyOf({ ...a, content: a.content + ' ' }, 'o200k_base'), contentKeyOf(a, 'o200k_base'));
  assert.match(contentKeyOf(a, 'o200k_base'), /^[0-9a-f]{64}$/);
});

test('a chunk edited in place is recomputed, not taken from the memo of its object', () => {
  const [a] = analyzeText('# T\n\nSome text here.\n').chunks;
  const before = contentKeyOf(a, 'o200k_base');
  a.content += ' more';
  assert.notEqual(contentKeyOf(a, 'o200k_base'), before);
});

test('identical versions match every chunk as unchanged', () => {
  const base = [chunk('a', 0), chunk('b', 10), chunk('c', 20)];
  assert.deepEqual(matchChunks(base, base), { head: ['unchanged', 'unchanged', 'unchanged'], partner: [0, 1, 2], removed: [] });
});

test('a chunk with the same key at another index, offset or heading path is moved, and does not re-embed', () => {
  const base = [chunk('a', 0), chunk('b', 10), chunk('c', 20)];
  const head = [chunk('b', 0), chunk('a', 10), chunk('c', 20, ['B'])];
  const m = matchChunks(base, head);
  assert.deepEqual(m.head, ['moved', 'moved', 'moved']);
  assert.deepEqual(m.partner, [1, 0, 2]);
  assert.equal(m.head.filter(reembeds).length, 0);
});

test('a chunk with other text at the same place in the same section is changed', () => {
  const base = [chunk('a', 0), chunk('b', 10), chunk('c', 20)];
  const head = [chunk('a', 0), chunk('B', 10), chunk('c', 21)];
  assert.deepEqual(matchChunks(base, head), { head: ['unchanged', 'changed', 'moved'], partner: [0, 1, 2], removed: [] });
});

test('a new chunk is added and a deleted one removed; other text in another section is not a change', () => {
  const base = [chunk('a', 0), chunk('b', 10, ['B']), chunk('c', 20)];
  const head = [chunk('a', 0), chunk('x', 10, ['X']), chunk('c', 20), chunk('d', 30)];
  assert.deepEqual(matchChunks(base, head), { head: ['unchanged', 'added', 'unchanged', 'added'], partner: [0, -1, 2, -1], removed: [1] });
});

test('a chunk split in two is one changed chunk and one added', () => {
  const base = [chunk('a', 0), chunk('b', 10), chunk('c', 20)];
  const head = [chunk('a', 0), chunk('b1', 10), chunk('b2', 15), chunk('c', 20)];
  assert.deepEqual(matchChunks(base, head).head, ['unchanged', 'changed', 'added', 'moved']);
});

test('chunks with equal keys pair in document order', () => {
  const base = [chunk('same', 0), chunk('same', 10)];
  const head = [chunk('new', 0), chunk('same', 10), chunk('same', 20)];
  const m = matchChunks(base, head);
  assert.deepEqual(m.partner, [-1, 0, 1]);
  assert.deepEqual(m.head, ['added', 'moved', 'moved']);
});

test('an edit at the top of a long document changes one chunk and moves every other one', () => {
  const sections = Array.from({ length: 40 }, (_, i) => `## Section ${i}\n\n${`Paragraph ${i} says something about topic ${i}. `.repeat(12)}\n`);
  const before = analyzeText(`# Guide\n\nIntro text.\n\n${sections.join('\n')}`);
  const after = analyzeText(`# Guide\n\nIntro text, now a little longer than it was.\n\n${sections.join('\n')}`);
  assert.ok(before.chunks.length >= 40);
  assert.equal(after.chunks.length, before.chunks.length);
  // Spec v1 ids hash offsets: every chunk gets a new id, but only one gets new text.
  assert.ok(after.chunks.every((c, i) => c.id !== before.chunks[i].id));
  const m = matchChunks(matchable(before), matchable(after));
  assert.equal(m.head[0], 'changed');
  assert.ok(m.head.slice(1).every((c) => c === 'moved'));
  assert.deepEqual(m.removed, []);
});

test('a renamed heading re-embeds nothing where the strategy leaves headings out of the embed text (markdown-spec)', () => {
  const before = analyzeText(headed('Parent'));
  const after = analyzeText(headed('Renamed'));
  assert.deepEqual(after.chunks[1].headingsPath, ['Renamed', 'Child']);
  const m = matchChunks(matchable(before), matchable(after));
  assert.deepEqual(m.head, ['moved', 'moved']);
  assert.deepEqual(m.removed, []);
});

test('a renamed heading re-embeds the chunk whose embed text holds the heading line (recursive)', () => {
  const settings = resolveSettings({}, 'markdown', { budgets: { maxTokens: 60, overlapTokens: 0 }, strategy: 'recursive' });
  const run = (text: string) => analyze({ kind: 'markdown', text, documentId: 'doc.md', settings });
  const before = run(headed('Parent'));
  const after = run(headed('Renamed'));
  const m = matchChunks(matchable(before), matchable(after));
  const renamed = after.chunks.findIndex((c) => c.content.includes('# Renamed'));
  assert.ok(renamed >= 0);
  assert.equal(m.head[renamed], 'changed');
  assert.deepEqual(m.head.filter(reembeds).length, 1);
});
