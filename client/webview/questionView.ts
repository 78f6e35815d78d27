// The question sets' questions in the chunk tree webview: on each chunk row the questions whose quoted answer it
// holds (✓ answered: retrieved in BM25's top K; ✗ not), their text and rank in a row below it and in full on hover;
// a summary line above the tree; in compare mode the questions only one of the two strategies answers.

import type { AskedQuestion, ChunkQuestionsResult } from '../../shared/model/protocol';
import { el, section } from './dom';
import type { HostMessage } from './messages';

type QuestionsMessage = Extract<HostMessage, { type: 'questions' }>;

/** A question's identity across results: its set and id. */
const keyOf = (q: AskedQuestion) => `${q.questionFile}\n${q.id}`;

/** The questions `a` answers and `b` does not (same set and id), in `a`'s order. */
export function answeredOnlyBy(a: ChunkQuestionsResult, b: ChunkQuestionsResult): AskedQuestion[] {
  const answeredByB = new Set(b.questions.filter((q) => q.answered).map(keyOf));
  return a.questions.filter((q) => q.answered && !answeredByB.has(keyOf(q)));
}

/** `questions.jsonl:3` for a question's line in its set. */
export function whereAsked(q: AskedQuestion): string {
  return `${decodeURIComponent(q.questionFile.slice(q.questionFile.lastIndexOf('/') + 1))}:${q.line + 1}`;
}

/** Draws the summary (and, with two results, what only one answers), and marks the chunk rows of each result's strategy. */
export function renderQuestions(message: QuestionsMessage | undefined, sides: string[]): void {
  const results = message?.results ?? [];
  const blocks: HTMLElement[] = [];
  for (const result of results) {
    if (!result.questions.length) continue;
    const answered = result.questions.filter((q) => q.answered).length;
    const side = sides.indexOf(result.strategy);
    const name = side >= 0 ? `${side === 0 ? 'A' : 'B'} ${result.strategy}` : result.strategy;
    const sets = [...new Set(result.questions.map((q) => whereAsked(q).replace(/:\d+$/, '')))].join(', ');
    blocks.push(el('p', 'questions-summary', `${name}: ${answered} of ${result.questions.length} question${result.questions.length === 1 ? '' : 's'} answered in BM25's top ${result.k} (${sets})`));
  }
  if (results.length === 2) {
    for (const [i, [a, b]] of [[results[0], results[1]], [results[1], results[0]]].entries()) {
      const only = answeredOnlyBy(a, b);
      const line = el('p', `only-answered side-${i === 0 ? 'a' : 'b'}`, `answered only by ${i === 0 ? 'A' : 'B'} ${a.strategy}: ${only.length ? only.map((q) => q.question).join(' · ') : 'none'}`);
      line.title = only.map((q) => `${q.question} (${whereAsked(q)})`).join('\n');
      blocks.push(line);
    }
  }
  section('questions').replaceChildren(...blocks);
  markRows(results);
}

/** Adds to each chunk row the questions its strategy's result places in it; removes the marks of earlier results. */
function markRows(results: readonly ChunkQuestionsResult[]): void {
  const byRow = new Map<string, Array<{ q: AskedQuestion; rank?: number; k: number }>>();
  for (const result of results) {
    for (const q of result.questions) {
      for (const chunk of q.chunks) {
        const key = `${result.strategy}\n${chunk.index}`;
        const list = byRow.get(key) ?? [];
        list.push({ q, rank: chunk.rank, k: result.k });
        byRow.set(key, list);
      }
    }
  }
  for (const row of document.querySelectorAll<HTMLElement>('button.chunk')) {
    row.querySelector('.asked')?.remove();
    const asked = byRow.get(`${row.dataset.strategy}\n${row.dataset.index}`);
    if (!asked) continue;
    const mark = el('span', 'asked');
    for (const { q, rank } of asked) {
      const item = el('span', q.answered ? 'question answered' : 'question missed', `${q.answered ? '✓' : '✗'} ${q.question} · ${rank === undefined ? 'no shared word' : `rank ${rank}`}`);
      mark.appendChild(item);
    }
    mark.title = asked
      .map(({ q, rank, k }) => `${q.answered ? `answered (top ${k})` : `not answered in the top ${k}`}: ${q.question} — this chunk at ${rank === undefined ? 'no rank (no shared word)' : `rank ${rank}`} (${whereAsked(q)}, id ${q.id})`)
      .join('\n');
    row.appendChild(mark);
  }
}
