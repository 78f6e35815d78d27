// The incremental matching of the editor's re-embed marks (shared/reembed/incrementalMatching.ts): after every edit of
// long random sequences run through the real incremental engine, its marks and summary equal a from-scratch
// matchChunks of the same versions; and a keystroke hashes only the chunks with new text.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { resolveSettings, type ResolvedSettings } from '../../../../shared/config/config';
import { contentKeyOf } from '../../../../shared/reembed/contentKey';
import { analyze, createAnalysisCache } from '../../../../shared/engine/engine';
import { createIncrementalMatching } from '../../../../shared/reembed/incrementalMatching';
import { indexChunks, matchChunks, reembeds, type IndexedChunks, type MatchableChunk } from '../../../../shared/reembed/matchChunks';
import type { Chunk } from '../../../../shared/model/types';
import { applyReplacement, randomReplacement, seededRandom, type TextReplacement } from '../../../helpers/randomEdits';
import { repoPath } from '../../../helpers/repoPath';

const SAMPLE = repoPath('test/fixtures/corpus-sample/rust-book-ch03-02-data-types.md');
const NOTE = '## Note\n\nSee the reference for the details of this part.\n';
/** A sample with the same short section under several parents: chunks with equal keys, paired by rank. */
const DOCUMENT = readFileSync(SAMPLE, 'utf8').replace(/\n(#{2,6} )/g, `\n${NOTE}\n$1`);

// Characters as tokens (fast), and small budgets: many chunks.
const small = resolveSettings({}, 'markdown', { tokenizer: 'chars', budgets: { maxTokens: 500, targetTokens: 300, minTokens: 60, overlapTokens: 0 } });
const recursive = resolveSettings({}, 'markdown', { tokenizer: 'chars', budgets: { maxTokens: 400, overlapTokens: 0 }, strategy: 'recursive' });

const matchable = (chunks: readonly Chunk[], settings: ResolvedSettings) => chunks.map((c) => ({ key: contentKeyOf(c, settings.tokenizer), headingsPath: c.headingsPath }));
const chunksOf = (text: string, settings: ResolvedSettings) => analyze({ kind: 'markdown', text, documentId: 'doc.md', settings }).chunks;

/** What the editor shows, from a matching of the whole version from scratch. */
function fromScratch(base: IndexedChunks, chunks: readonly Chunk[], settings: ResolvedSettings) {
  return expectedOf(base, chunks, matchable(chunks, settings));
}

function expectedOf(base: IndexedChunks, chunks: readonly Chunk[], head: MatchableChunk[]) {
  const m = matchChunks(base, head);
  const marks = m.head.map(reembeds);
  const tokens = chunks.reduce((n, c, i) => n + (marks[i] ? c.tokens : 0), 0);
  return { marks, summary: { chunks: marks.filter(Boolean).length, tokens, removed: m.removed.length } };
}

const headingLines = (text: string) => [...text.matchAll(/^#{1,6} .*$/gm)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));

/** The sections of `text` (from a heading line to the next one), as [start, end) offsets. */
function sections(text: string): Array<{ start: number; end: number }> {
  const starts = headingLines(text).map((h) => h.start);
  return starts.map((start, i) => ({ start, end: starts[i + 1] ?? text.length }));
}

/**
 * One edit of the kinds that move chunks around: a keystroke, a paste, an edit at the top, a heading changed,
 * a section copied, deleted or moved (whole sections make chunks with the keys of others).
 */
function edit(text: string, random: () => number): TextReplacement {
  const at = (n: number) => Math.floor(random() * (n + 1));
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const roll = random();
  const parts = sections(text);
  if (roll < 0.35 || parts.length < 2) return randomReplacement(text.length, random);
  if (roll < 0.45) {
    const from = at(text.length);
    const where = at(text.length);
    return { start: where, end: where, inserted: text.slice(from, from + 1 + at(600)) };
  }
  if (roll < 0.5) {
    const where = at(Math.min(60, text.length));
    return { start: where, end: where, inserted: random() < 0.5 ? 'More words at the top. ' : '\n\nA new paragraph at the top.\n\n' };
  }
  if (roll < 0.65) {
    const h = pick(headingLines(text));
    const line = text.slice(h.start, h.end);
    const kind = random();
    if (kind < 0.4) return { start: h.end, end: h.end, inserted: ' renamed' };
    if (kind < 0.7) return { start: h.start, end: h.start, inserted: line.startsWith('######') ? '' : '#' };
    return { start: h.start, end: h.end, inserted: line.replace(/^#+ /, '') };
  }
  const section = pick(parts);
  const body = text.slice(section.start, section.end);
  if (roll < 0.75) return { start: section.start, end: section.end, inserted: '' };
  const target = pick(parts);
  if (roll < 0.87 || target === section) return { start: target.start, end: target.start, inserted: body };
  // A section moved before another one: one replacement over both.
  const first = target.start < section.start ? target : section;
  const moved = first === target ? body + text.slice(target.start, section.start) : text.slice(section.end, target.start) + body;
  return { start: first.start, end: first === target ? section.end : target.start, inserted: moved };
}

/** Runs `steps` random edits of `text` through the engine, checking the incremental marks against a from-scratch matching. */
function checkSequence(text: string, baseline: string, settings: ResolvedSettings, seed: number, steps: number): void {
  const base = indexChunks(matchable(chunksOf(baseline, settings), settings));
  const matching = createIncrementalMatching(base, (c) => contentKeyOf(c, settings.tokenizer));
  const cache = createAnalysisCache();
  const random = seededRandom(seed);
  for (let step = 0; step <= steps; step++) {
    if (step > 0) text = applyReplacement(text, edit(text, random));
    const { chunks } = analyze({ kind: 'markdown', text, documentId: 'doc.md', settings }, cache);
    matching.update(chunks);
    const expected = fromScratch(base, chunks, settings);
    const where = `${settings.strategy.id}, seed ${seed}, step ${step}`;
    assert.deepEqual(chunks.map((c) => matching.reembeds(c)), expected.marks, `marks at ${where}`);
    assert.deepEqual(matching.summary(), expected.summary, `summary at ${where}`);
  }
}

/** The baseline as last committed: a section gone, a heading renamed, paragraphs edited, two sections in another order. */
const COMMITTED = (() => {
  const text = DOCUMENT.replace(/### Integer Types[\s\S]*?(?=###)/, '').replace('## Data Types', '## Types of data').replace(/\. /g, (m, i: number) => (i % 5 === 0 ? '; ' : m));
  const [a, , c] = sections(text).slice(-3);
  return text.slice(0, a.start) + text.slice(c.start, c.end) + text.slice(a.start, c.start);
})();

describe('incremental re-embed matching', () => {
  it('equals a from-scratch matching after every edit, against the text as opened (markdown-spec)', () => {
    for (const seed of [1, 2]) checkSequence(DOCUMENT, DOCUMENT, small, seed, 110);
  });

  it('equals a from-scratch matching after every edit, against an older commit and an empty one (markdown-spec)', () => {
    assert.notEqual(COMMITTED, DOCUMENT);
    checkSequence(DOCUMENT, COMMITTED, small, 4, 110);
    checkSequence(DOCUMENT, '', small, 5, 40);
  });

  it('equals a from-scratch matching where every version has new chunk objects (recursive)', () => {
    checkSequence(DOCUMENT, COMMITTED, recursive, 6, 40);
  });

  it('a keystroke hashes only the re-made chunks with new text, and marks the edited chunk', () => {
    const cache = createAnalysisCache();
    const input = { kind: 'markdown' as const, documentId: 'doc.md', settings: small };
    const first = analyze({ ...input, text: DOCUMENT }, cache).chunks;
    const keyed: Chunk[] = [];
    const matching = createIncrementalMatching(indexChunks(matchable(first, small)), (c) => (keyed.push(c), contentKeyOf(c, small.tokenizer)));
    matching.update(first);
    assert.equal(keyed.length, first.length);
    const at = DOCUMENT.indexOf('scalar type');
    const second = analyze({ ...input, text: `${DOCUMENT.slice(0, at)}X${DOCUMENT.slice(at)}` }, cache).chunks;
    keyed.length = 0;
    matching.update(second);
    // The engine re-made the chunks of the edited section; all but one have the text they had.
    const remade = second.filter((c) => !first.includes(c));
    assert.ok(first.length > 50 && remade.length > 1 && remade.length < 10, `${remade.length} of ${first.length} chunks re-made`);
    assert.deepEqual(keyed.map((c) => c.content.includes('Xscalar type')), [true]);
    assert.deepEqual(second.filter((c) => matching.reembeds(c)), keyed);
    assert.deepEqual(matching.summary(), { chunks: 1, tokens: second.find((c) => matching.reembeds(c))!.tokens, removed: 0 });
  });
});

/**
 * Hand-made versions where the engine would keep or re-make chunk objects: a chunk is its text (its key) and
 * heading path; `version` places the given objects, so an object passed again is an unchanged chunk.
 */
function handMade(baseline: string[]) {
  const chunk = (content: string, path = 'S'): Chunk => ({ content, headingsPath: [path], tokens: content.length, index: -1 }) as unknown as Chunk;
  const base = indexChunks(baseline.map((key) => ({ key, headingsPath: ['S'] })));
  const matching = createIncrementalMatching(base, (c) => c.content);
  const version = (...chunks: Chunk[]) => {
    chunks.forEach((c, i) => (c.index = i));
    matching.update(chunks);
    const expected = expectedOf(base, chunks, chunks.map((c) => ({ key: c.content, headingsPath: c.headingsPath })));
    assert.deepEqual(chunks.map((c) => matching.reembeds(c)), expected.marks);
    assert.deepEqual(matching.summary(), expected.summary);
    return matching.summary();
  };
  return { chunk, version, matching };
}

describe('incremental re-embed matching, case by case', () => {
  it('a base chunk freed far from the edit pairs an edited chunk in its gap by place', () => {
    const { chunk, version } = handMade(['f', 'a', 't', 'b']);
    const [f, a, t, b] = ['f', 'a', 't', 'b'].map((c) => chunk(c));
    const copy = chunk('t');
    version(copy, f, a, t, b);
    const edited = chunk('t edited');
    // The copy at the top holds the base `t`: the edited chunk after `a` has an empty gap, it is `added`.
    assert.deepEqual(version(copy, f, a, edited, b), { chunks: 1, tokens: 8, removed: 0 });
    // Deleting the copy frees the base `t` after `a`: the edited chunk there is now `changed`, nothing is removed.
    assert.deepEqual(version(f, a, edited, b), { chunks: 1, tokens: 8, removed: 0 });
  });

  it('an edit inside a run of edited chunks places the whole run again, from its anchor', () => {
    const { chunk, version } = handMade(['a', 'b', 'c', 'd']);
    const [a, , c, d] = ['a', 'b', 'c', 'd'].map((x) => chunk(x));
    const b1 = chunk('b1');
    version(a, b1, c, d);
    version(a, b1, chunk('c1'), d);
    assert.deepEqual(version(a, b1, chunk('c2'), d), { chunks: 2, tokens: 4, removed: 0 });
  });

  it('a chunk whose key partner changes with its rank places the run after it again', () => {
    const { chunk, version } = handMade(['n', 'x', 'n', 'y']);
    const [n1, x, n2] = [chunk('n', 'P1'), chunk('x'), chunk('n', 'P2')];
    const y = chunk('y edited');
    assert.deepEqual(version(n1, x, n2, y), { chunks: 1, tokens: 8, removed: 0 });
    // Without the first `n`, the second pairs with the first base `n`; its run's gap is empty: `y` is added.
    assert.deepEqual(version(x, n2, y), { chunks: 1, tokens: 8, removed: 2 });
  });

  it('deleting only unpaired chunks places their run again', () => {
    const { chunk, version } = handMade(['a', 'b', 'c']);
    const [a, c] = [chunk('a'), chunk('c')];
    const [inserted, b1] = [chunk('new'), chunk('b1')];
    assert.deepEqual(version(a, inserted, b1, c), { chunks: 2, tokens: 5, removed: 0 });
    assert.deepEqual(version(a, b1, c), { chunks: 1, tokens: 2, removed: 0 });
  });

  it('a chunk added before many equal ones shifts every one of them to the next base chunk of that key', () => {
    const keys = Array.from({ length: 9 }, () => 'same');
    const { chunk, version } = handMade(keys);
    const copies = keys.map((k) => chunk(k));
    assert.deepEqual(version(...copies), { chunks: 0, tokens: 0, removed: 0 });
    assert.deepEqual(version(chunk('same'), ...copies), { chunks: 1, tokens: 4, removed: 0 });
    assert.deepEqual(version(...copies.slice(1)), { chunks: 0, tokens: 0, removed: 1 });
  });
});
