// The metrics of `chunklens eval` against hand computations, and reading and anchoring question sets.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anchorQuestions, nearestOccurrence, type SourceDocument } from '../../../../shared/eval/anchorReferences';
import { CodePointIndex } from '../../../../shared/eval/codePointIndex';
import { ChunkLayout, scoreLayout, scoreRetrieval, type FileRange } from '../../../../shared/eval/evalMetrics';
import { evaluateStrategy } from '../../../../shared/eval/evaluateStrategy';
import { locateChunkText } from '../../../../shared/eval/locateChunkText';
import { parseCsv } from '../../../../shared/eval/parseCsv';
import { parseChromaQuestions, parseJsonlQuestions } from '../../../../shared/eval/questionSet';

const r = (start: number, end: number, file = 0): FileRange => ({ file, start, end });

describe('eval metrics without a retriever', () => {
  // Three chunks of 10 characters; the reference [8, 14) crosses the boundary at 10.
  const layout = new ChunkLayout([r(0, 10), r(10, 20), r(20, 30)]);

  it('a reference across a chunk boundary is not covered, needs two chunks, and precision_Ω is its 6 characters over the 20 of both chunks', () => {
    assert.deepEqual(scoreLayout([r(8, 14)], layout), { covered: 0, references: 1, chunksNeeded: 2, chunksTouched: 2, precisionOmega: 6 / 20 });
  });

  it('a chunk that only touches a reference (ends where it starts) is not counted', () => {
    assert.deepEqual(scoreLayout([r(10, 14)], layout), { covered: 1, references: 1, chunksNeeded: 1, chunksTouched: 1, precisionOmega: 4 / 10 });
  });

  it('with an overlap chunk the reference is covered once, and precision_Ω divides by the union of every chunk holding it', () => {
    // [0, 12) and [8, 20) overlap on [8, 12); the reference [9, 11) lies in both.
    const overlapping = new ChunkLayout([r(0, 12), r(8, 20)]);
    assert.deepEqual(scoreLayout([r(9, 11)], overlapping), { covered: 1, references: 1, chunksNeeded: 1, chunksTouched: 2, precisionOmega: 2 / 20 });
  });

  it('two references in different files each count, and characters no chunk holds widen the denominator', () => {
    // File 1 has chunks [0, 5) and [7, 12): [5, 7) is held by none (front matter a strategy drops, say).
    const twoFiles = new ChunkLayout([r(0, 10), r(0, 5, 1), r(7, 12, 1)]);
    const score = scoreLayout([r(2, 4), r(3, 9, 1)], twoFiles);
    assert.equal(score.covered, 1);
    assert.equal(score.chunksNeeded, 3);
    // Held: 2 + (5-3) + (9-7) = 6; denominator: [0,10) + [0,12) in file 1 = 10 + 12.
    assert.equal(score.precisionOmega, 6 / 22);
  });

  it('the chunks needed are the fewest whose ranges hold the reference, not every chunk touching it', () => {
    // Greedy from the left takes [0, 15) then [14, 30): two, though four chunks touch [5, 25).
    const layered = new ChunkLayout([r(0, 10), r(0, 15), r(9, 20), r(14, 30)]);
    const score = scoreLayout([r(5, 25)], layered);
    assert.equal(score.chunksNeeded, 2);
    assert.equal(score.chunksTouched, 4);
  });
});

describe('eval metrics of a ranking at K', () => {
  const layout = new ChunkLayout([r(0, 10), r(10, 20), r(20, 30)]);

  it('recall, precision and IoU count characters as Chroma does: precision over the retrieved chunks\' summed length', () => {
    // Ranking [1, 2]: chunk 1 holds [10, 14) of the reference [8, 14); chunk 2 holds nothing.
    assert.deepEqual(scoreRetrieval([r(8, 14)], [1, 2], layout), { recall: 4 / 6, precision: 4 / 20, iou: 4 / (20 + 6 - 4), firstHit: 1, answered: false });
    assert.deepEqual(scoreRetrieval([r(8, 14)], [2, 1, 0], layout), { recall: 1, precision: 6 / 30, iou: 6 / 30, firstHit: 2, answered: true });
  });

  it('overlapping retrieved chunks count their shared characters twice in precision', () => {
    const overlapping = new ChunkLayout([r(0, 12), r(8, 20)]);
    assert.deepEqual(scoreRetrieval([r(9, 11)], [0, 1], overlapping), { recall: 1, precision: 2 / 24, iou: 2 / 24, firstHit: 1, answered: true });
  });

  it('a ranking without a chunk holding the reference scores 0 and no hit', () => {
    assert.deepEqual(scoreRetrieval([r(8, 14)], [2], layout), { recall: 0, precision: 0, iou: 0, firstHit: 0, answered: false });
    assert.deepEqual(scoreRetrieval([r(8, 14)], [], layout), { recall: 0, precision: 0, iou: 0, firstHit: 0, answered: false });
  });

  it('the summary averages over questions: hit rate, MRR and precision_Ω with its population deviation', () => {
    const { summary } = evaluateStrategy([[r(8, 14)], [r(22, 24)]], layout, [[1, 0], [0, 1, 2]], 2);
    // Question 1: Ω 6/20, hit at rank 1, recall 1. Question 2: Ω 2/10, no hit within K=2, recall 0.
    assert.equal(summary.precisionOmega, (0.3 + 0.2) / 2);
    assert.ok(Math.abs(summary.precisionOmegaStd - 0.05) < 1e-12);
    assert.equal(summary.coverage, 0.5);
    assert.deepEqual(summary.retrieval, { k: 2, recall: 0.5, precision: (6 / 20) / 2, iou: (6 / 20) / 2, hitRate: 0.5, mrr: 0.5, answered: 1 });
  });
});

describe('Chroma\'s way of scoring (--chroma-compat)', () => {
  it('a chunk that only touches the reference joins precision_Ω\'s denominator, as Chroma\'s `start <= end` intersection makes it', () => {
    const touching = new ChunkLayout([r(0, 10), r(10, 20), r(20, 30)], true);
    // [10, 14) lies in chunk 1; chunk 0 ends at 10 and counts: 4 / 20 instead of 4 / 10.
    assert.deepEqual(scoreLayout([r(10, 14)], touching), { covered: 1, references: 1, chunksNeeded: 1, chunksTouched: 2, precisionOmega: 4 / 20 });
  });

  it('a chunk is placed by searching its text without a final period, at the first occurrence, then ignoring case and whitespace', () => {
    const text = 'Same line.\nOther.\nSame line.\nWide   gap here.';
    assert.deepEqual(locateChunkText(text, 'Same line.'), { start: 0, end: 9 });
    assert.deepEqual(locateChunkText(text, 'wide gap'), { start: 29, end: 39 });
    assert.equal(locateChunkText(text, 'absent words'), undefined);
  });
});

describe('question sets', () => {
  it('reads JSONL questions and reports each malformed line, a duplicate id and a missing field at its line', () => {
    const set = parseJsonlQuestions([
      '{"id":"a","question":"How?","references":[{"file":"x.md","quote":"so","start":3}]}',
      '',
      '{"id":"a","question":"Again?","references":[{"file":"x.md","quote":"so"}]}',
      '{"id":"b","question":"Why?","references":[]}',
      '{"id":"c", nope}',
      '{"id":"d","question":"Where?","references":[{"file":"x.md","quote":"here","end":-1}]}',
    ].join('\n'));
    assert.deepEqual(set.questions.map((q) => [q.id, q.line, q.references]), [['a', 1, [{ file: 'x.md', quote: 'so', start: 3 }]]]);
    assert.deepEqual(set.problems.map((p) => p.line), [3, 4, 5, 6]);
    assert.match(set.problems[0].message, /duplicate id "a" \(first on line 1\)/);
    assert.match(set.problems[1].message, /"references" must be a non-empty list/);
    assert.match(set.problems[2].message, /^not JSON/);
    assert.match(set.problems[3].message, /references\[0\]\.end must be a whole number/);
  });

  it('reads Chroma\'s questions_df.csv: quoted JSON with doubled quotes and line breaks, ids by row, the line each record starts on', () => {
    const csv = 'question,references,corpus_id\n"What,\nexactly?","[{""content"": ""two\\nlines"", ""start_index"": 4, ""end_index"": 13}]",notes\nPlain?,"[{""content"": ""x"", ""start_index"": 0, ""end_index"": 1}]",notes\n';
    const set = parseChromaQuestions(csv);
    assert.deepEqual(set.problems, []);
    assert.equal(set.offsets, 'codePoints');
    assert.deepEqual(set.questions, [
      { id: '0', line: 2, question: 'What,\nexactly?', references: [{ file: 'notes', quote: 'two\nlines', start: 4, end: 13 }] },
      { id: '1', line: 4, question: 'Plain?', references: [{ file: 'notes', quote: 'x', start: 0, end: 1 }] },
    ]);
  });

  it('a CSV quoted field left open is a problem at the line it opened on', () => {
    const { problems } = parseCsv('a,b\n1,"open\n2,3\n');
    assert.deepEqual(problems, [{ line: 2, message: 'a quoted field is not closed' }]);
  });
});

describe('anchoring references', () => {
  const text = 'Intro. The key rotates. Later: the key rotates.\n';
  const doc: SourceDocument = { path: 'doc.md', text, codePoints: new CodePointIndex(text) };
  const open = (file: string) => (file === 'doc.md' ? doc : undefined);

  it('keeps offsets that still hold the quote, re-anchors a moved quote at the nearest occurrence, and reports a gone quote at its line', () => {
    const set = parseJsonlQuestions([
      '{"id":"kept","question":"q","references":[{"file":"doc.md","quote":"the key rotates","start":31,"end":46}]}',
      '{"id":"moved","question":"q","references":[{"file":"doc.md","quote":"key rotates","start":30}]}',
      '{"id":"gone","question":"q","references":[{"file":"doc.md","quote":"the lock turns"}]}',
      '{"id":"nofile","question":"q","references":[{"file":"other.md","quote":"x"}]}',
    ].join('\n'));
    const { questions, problems } = anchorQuestions(set, open);
    assert.deepEqual(questions.map((q) => [q.id, q.references[0].start, q.references[0].end, q.references[0].moved]), [['kept', 31, 46, false], ['moved', 35, 46, true]]);
    assert.deepEqual(problems, [
      { line: 3, message: 'question "gone": references[0]: the quote "the lock turns" no longer occurs in doc.md' },
      { line: 4, message: 'question "nofile": references[0]: file "other.md" not found' },
    ]);
  });

  it('the nearest occurrence prefers the earlier one on a tie and finds one on either side', () => {
    assert.equal(nearestOccurrence('ab ab ab', 'ab', 4), 3);
    assert.equal(nearestOccurrence('ab ab ab', 'ab', 8), 6);
    assert.equal(nearestOccurrence('ab', 'cd', 0), -1);
  });

  it('Chroma\'s code-point offsets land on the same characters in UTF-16 past characters outside the BMP', () => {
    const emoji = 'A 😀 b 😀 c target.';
    const index = new CodePointIndex(emoji);
    // Python: emoji.index('target') == 10; in UTF-16 it is 12.
    assert.equal(index.toUtf16(10), 12);
    assert.equal(index.toCodePoint(12), 10);
    const d: SourceDocument = { path: 'e.md', text: emoji, codePoints: index };
    const set = parseChromaQuestions('question,references,corpus_id\nWhich?,"[{""content"": ""target"", ""start_index"": 10, ""end_index"": 16}]",e\n');
    const { questions } = anchorQuestions(set, () => d);
    assert.deepEqual(questions[0].references, [{ path: 'e.md', start: 12, end: 18, moved: false }]);
  });
});
