// Hands the host's analyses to the features that listen (diagnostics, decorations, the chunk tree…): full
// analyses in order, and the provisional first paint of big documents, each listener's failure logged alone.

import type { Disposable } from 'vscode-languageserver/node';
import type { DocumentAnalysis } from './documentAnalysis';
import { errorText } from './errorText';
import type { ProvisionalAnalysis } from './firstPaint';

export type AnalysisListener = (result: DocumentAnalysis) => void;
export type ProvisionalListener = (result: ProvisionalAnalysis) => Promise<void> | void;

export interface AnalysisPublisher {
  /** Calls every analysis listener with `result`; one that throws is logged and the others still hear it. */
  publish(result: DocumentAnalysis): void;
  /** Calls every provisional listener; resolves once all are done (the full analysis waits for them). */
  publishProvisional(provisional: ProvisionalAnalysis): Promise<void>;
  onDidAnalyze(listener: AnalysisListener): Disposable;
  onDidAnalyzeProvisionally(listener: ProvisionalListener): Disposable;
  clear(): void;
}

export function createAnalysisPublisher(log: (message: string) => void): AnalysisPublisher {
  const listeners = new Set<AnalysisListener>();
  const provisionalListeners = new Set<ProvisionalListener>();
  return {
    publish(result) {
      for (const listener of listeners) {
        try {
          listener(result);
        } catch (error) {
          log(`chunklens: publishing ${result.uri} failed: ${errorText(error)}`);
        }
      }
    },
    async publishProvisional(provisional) {
      await Promise.all(
        [...provisionalListeners].map(async (listener) => {
          try {
            await listener(provisional);
          } catch (error) {
            log(`chunklens: publishing the provisional analysis of ${provisional.uri} failed: ${errorText(error)}`);
          }
        }),
      );
    },
    onDidAnalyze(listener) {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
    onDidAnalyzeProvisionally(listener) {
      provisionalListeners.add(listener);
      return { dispose: () => provisionalListeners.delete(listener) };
    },
    clear() {
      listeners.clear();
      provisionalListeners.clear();
    },
  };
}
