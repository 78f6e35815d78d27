// The editor's marks of what re-embeds (server/features/reembeds.ts) against a baseline, and their words (client/reembedText.ts).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reembedText } from '../../../../client/reembedText';
import type { DocumentAnalysis } from '../../../../server/host/analyses';
import type { OpenDocuments } from '../../../../server/host/documents';
import { createReembeds } from '../../../../server/features/reembeds';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, createAnalysisCache } from '../../../../shared/engine/engine';
import { LineIndex } from '../../../../shared/text/lineIndex';
import { nodeFiles } from '../../../../server/node/nodeFiles';

const settings = resolveSettings({}, 'markdown', { budgets: {} });
const section = (name: string, body: string) => `## ${name}\n\n${body}\n`;
const COMMITTED = `# Guide\n\n${section('Install', 'Install it.')}\n${section('Deploy', 'Deploy it.')}\n${section('Monitor', 'Watch it.')}`;
const uri = 'file:///guide.md';

function harness(opened: string, baseline: { text: string; against: 'HEAD' | 'opened' }) {
  const documents = { get: () => ({ uri, openedText: opened }) } as unknown as OpenDocuments;
  let reads = 0;
  const reembeds = createReembeds(documents, () => undefined, () => (reads++, baseline), nodeFiles);
  const cache = createAnalysisCache();
  let version = 0;
  const resultOf = (text: string): DocumentAnalysis => ({
    uri, version: ++version, kind: 'markdown', analysis: analyze({ kind: 'markdown', text, documentId: 'guide.md', settings }, cache),
    lines: new LineIndex(text), settings: { config: {}, decorationsEnabled: true, analysisDelayMs: 0 },
  });
  return { reembeds, resultOf, reads: () => reads };
}

describe('what re-embeds in the editor', () => {
  it('nothing re-embeds in the committed text; an edited section and a new one do, with their tokens', () => {
    const { reembeds, resultOf, reads } = harness(COMMITTED, { text: COMMITTED, against: 'HEAD' });
    assert.deepEqual(reembeds.marksOf(resultOf(COMMITTED))?.summary, { chunks: 0, tokens: 0, removed: 0, against: 'HEAD' });
    const edited = resultOf(COMMITTED.replace('Deploy it.', 'Deploy it with care.') + `\n${section('Retire', 'Retire it.')}`);
    const marks = reembeds.marksOf(edited)!;
    const marked = edited.analysis.chunks.filter((_, i) => marks.chunks.has(i));
    assert.deepEqual(marked.map((c) => c.content), ['Deploy it with care.', 'Retire it.']);
    assert.equal(marks.summary.tokens, marked[0].tokens + marked[1].tokens);
    assert.equal(reads(), 1, 'the baseline is read once per opened document');
  });

  it('against the last commit, a text opened with uncommitted edits already re-embeds them', () => {
    const opened = COMMITTED.replace('Watch it.', 'Watch it closely.');
    const { reembeds, resultOf } = harness(opened, { text: COMMITTED, against: 'HEAD' });
    const marks = reembeds.marksOf(resultOf(opened))!;
    assert.equal(marks.summary.chunks, 1);
    assert.equal(marks.summary.removed, 0);
  });

  it('a deleted section counts as removed and re-embeds nothing', () => {
    const { reembeds, resultOf } = harness(COMMITTED, { text: COMMITTED, against: 'opened' });
    reembeds.marksOf(resultOf(COMMITTED));
    const marks = reembeds.marksOf(resultOf(COMMITTED.replace(`${section('Deploy', 'Deploy it.')}\n`, '')))!;
    assert.deepEqual(marks.summary, { chunks: 0, tokens: 0, removed: 1, against: 'opened' });
  });

  it('the marks of an analysis stay its own after a later analysis of the document was marked', () => {
    const { reembeds, resultOf } = harness(COMMITTED, { text: COMMITTED, against: 'HEAD' });
    reembeds.marksOf(resultOf(COMMITTED));
    const first = resultOf(COMMITTED.replace('Deploy it.', 'Deploy it with care.'));
    const firstMarks = reembeds.marksOf(first)!;
    const second = resultOf(COMMITTED.replace('Watch it.', 'Watch it closely.'));
    const secondMarks = reembeds.marksOf(second)!;
    const markedIn = (result: DocumentAnalysis, marks: typeof firstMarks) => result.analysis.chunks.filter((_, i) => marks.chunks.has(i)).map((c) => c.content);
    assert.deepEqual(markedIn(first, firstMarks), ['Deploy it with care.']);
    assert.deepEqual(markedIn(second, secondMarks), ['Watch it closely.']);
    assert.deepEqual(firstMarks.summary.chunks, 1);
  });

  it('the status words: none, one, several with short token counts', () => {
    assert.equal(reembedText({ chunks: 0, tokens: 0, removed: 2, against: 'HEAD' }), 'no chunk re-embeds');
    assert.equal(reembedText({ chunks: 1, tokens: 412, removed: 0, against: 'HEAD' }), '1 chunk re-embeds · 412 tok');
    assert.equal(reembedText({ chunks: 3, tokens: 1234, removed: 0, against: 'HEAD' }), '3 chunks re-embed · 1.2k tok');
    assert.equal(reembedText({ chunks: 40, tokens: 56_000, removed: 0, against: 'opened' }), '40 chunks re-embed · 56k tok');
    assert.equal(reembedText({ chunks: 900, tokens: 3_400_000, removed: 0, against: 'opened' }), '900 chunks re-embed · 3.4M tok');
  });
});
