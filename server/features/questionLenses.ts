// The code lens on each question of an open question set: answered or not by the first K chunks BM25 ranks, by
// which chunk (number, heading path) at which rank, under which strategy; clicking it opens the document there.

import type { CodeLens } from 'vscode-languageserver/node';
import type { AnswerChunk, QuestionAnswer } from '../../shared/eval/answerQuestions';
import { ClientCommands } from '../../shared/model/protocol';
import { fileNameOf } from '../host/documents';
import { chunkExtent, chunkNumber } from '../present/chunkFacts';
import { toLspRange } from '../present/toLsp';
import type { ChunkedDocument, EvaluatedSet } from './questionSets';

/** One lens per evaluated question, at its line of the set; `k` is the number of ranked chunks that count as retrieved. */
export function questionLenses(evaluated: EvaluatedSet, k: number): CodeLens[] {
  return evaluated.answers.map((answer) => {
    const position = { line: answer.line - 1, character: 0 };
    const holder = answer.holders[0];
    const document = holder && evaluated.documents[holder.document];
    const chunk = document?.chunks.find((c) => c.index === holder.index);
    if (!document || !chunk) return { range: { start: position, end: position }, command: { title: '✗ no chunk holds the answer', command: '' } };
    return {
      range: { start: position, end: position },
      command: {
        title: lensTitle(answer, holder, document, k),
        command: ClientCommands.revealRange,
        arguments: [document.uri, toLspRange(document.lines, chunkExtent(chunk))],
      },
    };
  });
}

/**
 * `✓ answered · chunk 3 of guide.md · Install › Tokens · rank 1 · markdown-spec`; not answered: where the answer
 * is and at which rank (`✗ not in the top 5 · … · rank 9`), or that it shares no word with the question.
 */
export function lensTitle(answer: QuestionAnswer, holder: AnswerChunk, document: ChunkedDocument, k: number): string {
  const chunk = document.chunks.find((c) => c.index === holder.index)!;
  const where = [`chunk ${chunkNumber(chunk)} of ${fileNameOf(document.uri)}`, ...(chunk.headingsPath.length ? [chunk.headingsPath.join(' › ')] : [])];
  const rank = holder.rank === undefined ? 'no shared word' : `rank ${holder.rank}`;
  const more = answer.holders.length > 1 ? [`+${answer.holders.length - 1} more chunk${answer.holders.length === 2 ? '' : 's'}`] : [];
  const verdict = answer.answered ? '✓ answered' : answer.recall > 0 ? `◐ ${Math.round(answer.recall * 100)}% in the top ${k}` : `✗ not in the top ${k}`;
  return [verdict, ...where, rank, ...more, document.strategy].join(' · ');
}
