// Findings as diagnostics: published with the document version after each analysis, only when they changed, to a
// client that takes pushed diagnostics; answered to `textDocument/diagnostic` for a client that pulls them.

import type { Connection, Disposable, DocumentDiagnosticReport } from 'vscode-languageserver/node';
import type { Analyses } from '../host/analyses';
import { guard, type Log } from '../host/guard';
import { toLspDiagnostic } from '../present/toLsp';
import type { QuestionSets } from './questionSets';

export interface DiagnosticsPublisher extends Disposable {
  /** Clears the diagnostics of a closed document. */
  clear(uri: string): void;
}

/**
 * Pushes each analysis's findings while `pull()` is false; while it is true, answers pull requests with the
 * findings of the document's current version (analysed at once if an edit is pending) and pushes nothing. A
 * question set's pulled diagnostics are its problems (questionSets.ts pushes them otherwise).
 */
export function registerDiagnostics(connection: Connection, analyses: Analyses, questionSets: Pick<QuestionSets, 'isQuestionFile' | 'diagnostics'> | undefined, pull: () => boolean, log: Log): DiagnosticsPublisher {
  const published = new Map<string, string>();
  const subscriptions = [
    analyses.onDidAnalyze((result) => {
      if (pull()) return;
      const diagnostics = result.analysis.findings.map((f) => toLspDiagnostic(result.lines, f));
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
          return { kind: 'full', items: result ? result.analysis.findings.map((f) => toLspDiagnostic(result.lines, f)) : [] };
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
