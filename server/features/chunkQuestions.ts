// The `chunklens/chunkQuestions` request: the questions of the workspace's question sets that quote their answer
// from a document, whether BM25 retrieves it in the first K chunks, and which of the document's chunks hold it, for
// the chunk tree's markers and the compare view's "answered by only one strategy".

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { findStrategy } from '../../shared/chunkers';
import { type AskedQuestion, type ChunkQuestionsParams, type ChunkQuestionsResult, Methods } from '../../shared/model/protocol';
import { EDITOR_TOP_K } from '../../shared/eval/answerQuestions';
import { handleRequest } from '../host/customMethods';
import { hasUri, type Log, type ParamsShape } from '../host/guard';
import type { StrategyAnalyses } from '../host/strategyAnalyses';
import type { EvaluatedSet, QuestionSets } from './questionSets';

const CHUNK_QUESTIONS_PARAMS: ParamsShape<ChunkQuestionsParams> = {
  accepts: (value): value is ChunkQuestionsParams => hasUri(value) && (value.strategy === undefined || typeof value.strategy === 'string'),
  expected: '{ uri, strategy? }',
};

/** The questions of one evaluated set whose references hold text of the document `uri`, in the set's order. */
export function questionsQuoting(evaluated: EvaluatedSet, setUri: string, uri: string): AskedQuestion[] {
  const document = evaluated.documents.findIndex((d) => d.uri === uri);
  if (document < 0) return [];
  return evaluated.answers.flatMap((answer, i): AskedQuestion[] => {
    if (!evaluated.questions[i].references.some((r) => r.path === uri)) return [];
    const chunks = answer.holders.filter((h) => h.document === document).map((h) => ({ index: h.index, ...(h.rank !== undefined ? { rank: h.rank } : {}) }));
    return [{ id: answer.id, question: answer.question, questionFile: setUri, line: answer.line - 1, answered: answer.answered, chunks }];
  });
}

export function registerChunkQuestions(connection: Connection, strategies: StrategyAnalyses, questionSets: QuestionSets, log: Log): Disposable {
  const method = Methods.chunkQuestions.method;
  return handleRequest(connection, log, Methods.chunkQuestions, CHUNK_QUESTIONS_PARAMS, async ({ uri, strategy }): Promise<ChunkQuestionsResult | null> => {
    if (strategy !== undefined && !findStrategy(strategy)) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: unknown strategy "${strategy}"`);
    const own = await strategies.current(uri);
    if (!own) return null;
    const chosen = strategy ?? own.analysis.settings.strategy.id;
    const questionFiles = questionSets.setsQuoting(uri);
    const questions: AskedQuestion[] = [];
    for (const set of questionFiles) {
      const evaluated = await questionSets.evaluate(set, { uri, strategy: chosen });
      if (evaluated) questions.push(...questionsQuoting(evaluated, set, uri));
    }
    return { uri, strategy: chosen, k: EDITOR_TOP_K, questionFiles, questions };
  });
}
