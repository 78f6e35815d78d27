// Publishes each analysis's findings as diagnostics, with the document version, only when they changed.

import type { Connection, Disposable } from 'vscode-languageserver/node';
import type { Analyses } from './analyses';
import { toLspDiagnostic } from './toLsp';

export interface DiagnosticsPublisher extends Disposable {
  /** Clears the diagnostics of a closed document. */
  clear(uri: string): void;
}

export function registerDiagnostics(connection: Connection, analyses: Analyses): DiagnosticsPublisher {
  const published = new Map<string, string>();
  const subscription = analyses.onDidAnalyze((result) => {
    const diagnostics = result.analysis.findings.map((f) => toLspDiagnostic(result.lines, f));
    const key = JSON.stringify(diagnostics);
    if (published.get(result.uri) === key) return;
    published.set(result.uri, key);
    void connection.sendDiagnostics({ uri: result.uri, version: result.version, diagnostics });
  });
  return {
    clear(uri) {
      if (published.delete(uri)) void connection.sendDiagnostics({ uri, diagnostics: [] });
    },
    dispose: () => subscription.dispose(),
  };
}
