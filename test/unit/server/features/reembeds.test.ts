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
import { matchableChunksOf } from '../../../../shared/reembed/contentKey';

const settings = resolveSettings({}, 'markdown', { budgets: {} });
const section = (name: string, body: string) => `## ${name}\n\n${body}\n`;
const COMMITTED = `# Guide\n\n${section('Install', 'Install it.')}\n${section('Deploy', 'Deploy it.')}\n${section('Monitor', 'Watch it.')}`;
const uri = 'file:///guide.md';

function harness(opened: string, baseline: { text: string; against: 'HEAD' | 'opened' }, read?: () => typeof baseline | Promise<typeof baseline>) {
  const documents = { get: () => ({ uri, openedText: opened }) } as unknown as OpenDocuments;
  let reads = 0;
  const chunked: string[] = [];
  const reembeds = createReembeds({
    documents,
    log: () => undefined,
    read: () => (reads++, read ? read() : Promise.resolve(baseline)),
    chunkBaseline: async (result, text) => (chunked.push(text), matchableChunksOf(analyze({ kind: 'markdown', text, documentId: 'guide.md', settings: result.analysis.settings }).chunks, settings.tokenizer)),
  });
  const cache = createAnalysisCache();
  let version = 0;
  const resultOf = (text: string): DocumentAnalysis => ({
    uri, version: ++version, kind: 'markdown', analysis: analyze({ kind: 'markdown', text, documentId: 'guide.md', settings }, cache),
    lines: new LineIndex(text), settings: { config: {}, decorationsEnabled: true, analysisDelayMs: 0 },
  });
  /** The marks of `result` once the baseline they need came in (each arrival is announced). */
  const marksOf = async (result: DocumentAnalysis) => {
    for (let arrivals = 0; arrivals < 3; arrivals++) {
      const marks = reembeds.marksOf(result);
      if (marks) return marks;
      await new Promise<void>((resolve) => {
        const listening = reembeds.onDidChange(() => (listening.dispose(), resolve()));
      });
    }
    return undefined;
  };
  return { reembeds, resultOf, marksOf, reads: () => reads, chunked };
}

describe('what re-embeds in the editor', () => {
  it('nothing re-embeds in the committed text; an edited section and a new one do, with their tokens', async () => {
    const { marksOf, resultOf, reads } = harness(COMMITTED, { text: COMMITTED, against: 'HEAD' });
    assert.deepEqual((await marksOf(resultOf(COMMITTED)))?.summary, { chunks: 0, tokens: 0, removed: 0, against: 'HEAD' });
    const edited = resultOf(COMMITTED.replace('Deploy it.', 'Deploy it with care.') + `\n${section('Retire', 'Retire it.')}`);
    const marks = (await marksOf(edited))!;
    const marked = edited.analysis.chunks.filter((_, i) => marks.chunks.has(i));
    assert.deepEqual(marked.map((c) => c.content), ['Deploy it with care.', 'Retire it.']);
    assert.equal(marks.summary.tokens, marked[0].tokens + marked[1].tokens);
    assert.equal(reads(), 1, 'the baseline is read once per opened document');
  });

  it('against the last commit, a text opened with uncommitted edits already re-embeds them', async () => {
    const opened = COMMITTED.replace('Watch it.', 'Watch it closely.');
    const { marksOf, resultOf } = harness(opened, { text: COMMITTED, against: 'HEAD' });
    const marks = (await marksOf(resultOf(opened)))!;
    assert.equal(marks.summary.chunks, 1);
    assert.equal(marks.summary.removed, 0);
  });

  it('a deleted section counts as removed and re-embeds nothing', async () => {
    const { marksOf, resultOf } = harness(COMMITTED, { text: COMMITTED, against: 'opened' });
    await marksOf(resultOf(COMMITTED));
    const marks = (await marksOf(resultOf(COMMITTED.replace(`${section('Deploy', 'Deploy it.')}\n`, ''))))!;
    assert.deepEqual(marks.summary, { chunks: 0, tokens: 0, removed: 1, against: 'opened' });
  });

  it('the marks of an analysis stay its own after a later analysis of the document was marked', async () => {
    const { marksOf, resultOf } = harness(COMMITTED, { text: COMMITTED, against: 'HEAD' });
    await marksOf(resultOf(COMMITTED));
    const first = resultOf(COMMITTED.replace('Deploy it.', 'Deploy it with care.'));
    const firstMarks = (await marksOf(first))!;
    const second = resultOf(COMMITTED.replace('Watch it.', 'Watch it closely.'));
    const secondMarks = (await marksOf(second))!;
    const markedIn = (result: DocumentAnalysis, marks: typeof firstMarks) => result.analysis.chunks.filter((_, i) => marks.chunks.has(i)).map((c) => c.content);
    assert.deepEqual(markedIn(first, firstMarks), ['Deploy it with care.']);
    assert.deepEqual(markedIn(second, secondMarks), ['Watch it closely.']);
    assert.deepEqual(firstMarks.summary.chunks, 1);
  });

  it('an analysis gets no marks while the baseline is read, and is not held up: listeners hear when it came in', async () => {
    let deliver: (baseline: { text: string; against: 'HEAD' | 'opened' }) => void = () => undefined;
    const slowRead = () => new Promise<{ text: string; against: 'HEAD' | 'opened' }>((resolve) => (deliver = resolve));
    const { reembeds, resultOf, marksOf } = harness(COMMITTED, { text: COMMITTED, against: 'HEAD' }, slowRead);
    const heard: string[] = [];
    reembeds.onDidChange((changed) => heard.push(changed));
    const first = resultOf(COMMITTED.replace('Watch it.', 'Watch it closely.'));
    assert.equal(reembeds.marksOf(first), undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.deepEqual(heard, []);
    deliver({ text: COMMITTED, against: 'HEAD' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(heard, [uri]);
    assert.equal((await marksOf(first))?.summary.chunks, 1);
  });

  it('a baseline that is not the opened text is chunked once per settings, through the chunker it was given', async () => {
    const opened = COMMITTED.replace('Watch it.', 'Watch it closely.');
    const { marksOf, resultOf, chunked } = harness(opened, { text: COMMITTED, against: 'HEAD' });
    await marksOf(resultOf(opened));
    await marksOf(resultOf(opened.replace('Install it.', 'Install it first.')));
    assert.equal((await marksOf(resultOf(opened.replace('Deploy it.', 'Deploy it last.'))))?.summary.chunks, 2);
    assert.deepEqual(chunked, [COMMITTED]);
  });

  it('a baseline known at once (no repository to ask) marks the first analysis at once, with nothing to announce', () => {
    const { reembeds, resultOf } = harness(COMMITTED, { text: COMMITTED, against: 'opened' }, () => ({ text: COMMITTED, against: 'opened' }));
    const heard: string[] = [];
    reembeds.onDidChange((changed) => heard.push(changed));
    assert.deepEqual(reembeds.marksOf(resultOf(COMMITTED))?.summary, { chunks: 0, tokens: 0, removed: 0, against: 'opened' });
    assert.equal(reembeds.marksOf(resultOf(COMMITTED.replace('Watch it.', 'Watch it closely.')))?.summary.chunks, 1);
    assert.deepEqual(heard, []);
  });

  it('a document closed while its baseline is read is not announced, and a failed read falls back to the opened text', async () => {
    let deliver: () => void = () => undefined;
    const { reembeds, resultOf } = harness(COMMITTED, { text: COMMITTED, against: 'HEAD' }, () => new Promise((resolve) => (deliver = () => resolve({ text: COMMITTED, against: 'HEAD' }))));
    const heard: string[] = [];
    reembeds.onDidChange((changed) => heard.push(changed));
    reembeds.marksOf(resultOf(COMMITTED));
    reembeds.forget(uri);
    deliver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(heard, []);

    const failing = harness(COMMITTED, { text: COMMITTED, against: 'HEAD' }, () => Promise.reject(new Error('git vanished')));
    assert.deepEqual((await failing.marksOf(failing.resultOf(COMMITTED)))?.summary, { chunks: 0, tokens: 0, removed: 0, against: 'opened' });
  });

  it('the status words: none, one, several with short token counts', () => {
    assert.equal(reembedText({ chunks: 0, tokens: 0, removed: 2, against: 'HEAD' }), 'no chunk re-embeds');
    assert.equal(reembedText({ chunks: 1, tokens: 412, removed: 0, against: 'HEAD' }), '1 chunk re-embeds · 412 tok');
    assert.equal(reembedText({ chunks: 3, tokens: 1234, removed: 0, against: 'HEAD' }), '3 chunks re-embed · 1.2k tok');
    assert.equal(reembedText({ chunks: 40, tokens: 56_000, removed: 0, against: 'opened' }), '40 chunks re-embed · 56k tok');
    assert.equal(reembedText({ chunks: 900, tokens: 3_400_000, removed: 0, against: 'opened' }), '900 chunks re-embed · 3.4M tok');
  });
});
