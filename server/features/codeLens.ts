// A code lens at the start of each chunk: `chunk 4 · 612/900 tok · paragraph`; clicking it shows the chunk. In a
// question set, one lens per question instead: whether the chunks answer it (questionLenses.ts).

import type { CodeLens, Connection, Disposable } from 'vscode-languageserver/node';
import { ClientCommands } from '../../shared/model/protocol';
import type { Analyses } from '../host/analyses';
import { chunkExtent, codeLensTitle, limitOf } from '../present/chunkFacts';
import { guard, type Log } from '../host/guard';
import { EDITOR_TOP_K } from '../../shared/eval/answerQuestions';
import { questionLenses } from './questionLenses';
import type { QuestionSets } from './questionSets';

export function registerCodeLens(connection: Connection, analyses: Analyses, questionSets: QuestionSets | undefined, log: Log): Disposable {
  return connection.onCodeLens(
    guard(
      log,
      'codeLens',
      async (params, token): Promise<CodeLens[]> => {
        if (questionSets?.isQuestionFile(params.textDocument.uri)) {
          const evaluated = await questionSets.evaluate(params.textDocument.uri);
          return evaluated && !token.isCancellationRequested ? questionLenses(evaluated, EDITOR_TOP_K) : [];
        }
        const result = await analyses.recent(params.textDocument.uri);
        if (!result || token.isCancellationRequested) return [];
        const limit = limitOf(result.analysis.context.budgets);
        return result.analysis.chunks.map((chunk) => {
          const start = result.lines.positionAt(chunkExtent(chunk).start);
          return {
            range: { start, end: start },
            command: {
              title: codeLensTitle(chunk, limit),
              command: ClientCommands.showChunk,
              arguments: [result.uri, chunk.index],
            },
          };
        });
      },
      [],
    ),
  );
}
