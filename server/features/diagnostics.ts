// Findings as diagnostics: published with the document version after each analysis, only when they changed, to a
// client that takes pushed diagnostics; answered to `textDocument/diagnostic` for a client that pulls them. An
// empty section the last "Lint Workspace" found to be a heading of its folder's template, or a placeholder many pages or a
// template file leave empty, is not shown (workspaceCensus.ts).

import type { Connection, Disposable, DocumentDiagnosticReport } from 'vscode-languageserver/node';
import type { Analyses, DocumentAnalysis } from '../host/analyses';
import { guard, type Log } from '../host/guard';
import { toLspDiagnostic } from '../present/toLsp';
import type { QuestionSets } from './questionSets';
import type { WorkspaceCensus } from './workspaceCensus';

export interface DiagnosticsPublisher extends Disposable {
  /** Clears the diagnostics of a closed document. */
  clear(uri: string): void;
}

/**
 * Pushes each analysis's findings while `pull()` is false; while it is true, answers pull requests with the
 * findings of the document's current version (analysed at once if an edit is pending) and pushes nothing. A
 * question set's pulled diagnostics are its problems (questionSets.ts pushes them otherwise).
 */
export function registerDiagnostics(
  connection: Connection,
  analyses: Analyses,
  questionSets: Pick<QuestionSets, 'isQuestionFile' | 'diagnostics'> | undefined,
  pull: () => boolean,
  log: Log,
  census?: WorkspaceCensus,
): DiagnosticsPublisher {
  const published = new Map<string, string>();
  const diagnosticsOf = ({ uri, analysis, lines }: DocumentAnalysis) =>
    (census
      ? census.shown({ uri, documentId: analysis.context.documentId, findings: analysis.findings, pipelineFindings: analysis.pipelineFindings, inline: analysis.settings.pipelineFindings === 'inline' }, analysis.doc.text)
      : analysis.findings
    ).map((f) => toLspDiagnostic(lines, f));
  const subscriptions = [
    analyses.onDidAnalyze((result) => {
      if (pull()) return;
      const diagnostics = diagnosticsOf(result);
      const key = JSON.stringify(diagnostics);
      if (published.get(result.uri) === key) return;
      published.set(result.uri, key);
      void connection.sendDiagnostics({ uri: result.uri, version: result.version, diagnostics });
    }),
    connection.languages.diagnostics.on(
      guard(
        log,
        'diagnostic',
        async (params): Promise<DocumentDiagnosticReport> => {
          if (questionSets?.isQuestionFile(params.textDocument.uri)) return { kind: 'full', items: questionSets.diagnostics(params.textDocument.uri) };
          const result = await analyses.current(params.textDocument.uri);
          return { kind: 'full', items: result ? diagnosticsOf(result) : [] };
        },
        { kind: 'full', items: [] },
      ),
    ),
  ];
  return {
    clear(uri) {
      if (published.delete(uri)) void connection.sendDiagnostics({ uri, diagnostics: [] });
    },
    dispose: () => subscriptions.forEach((s) => s.dispose()),
  };
}
