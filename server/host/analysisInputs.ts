// The engine input of an open document's version: its settings decided by shared/config/documentSettings.ts
// (the editor's policy: a strategy that cannot read the kind falls back; a semantic strategy reads the vectors
// already known, editorEmbeddings.ts), its id and its sidecar files.

import { documentSettings } from '../../shared/config/documentSettings';
import type { AnalysesDeps } from './analysisHost';
import type { PreparedAnalysis } from './documentAnalysis';
import { documentIdOf } from './documentIdOf';
import { fileNameOf, type OpenDocument } from './documents';
import { isQuestionFileName } from '../../shared/eval/questionSet';
import type { EditorSettings } from './settings';
import { withEditorEmbeddings } from './editorEmbeddings';
import { readSidecars } from '../node/readSidecars';

export interface AnalysisInputs {
  /**
   * The engine input for a document, or undefined when no strategy reads its kind (logged once per document) or
   * it is a question set (features/questionSets.ts serves those).
   */
  prepare(document: OpenDocument, settings: EditorSettings): PreparedAnalysis | undefined;
  /** Forgets what was read of a closed document (that it was reported, its text's site signs), so that reopening reads it again. */
  forget(uri: string): void;
}

export function createAnalysisInputs(deps: AnalysesDeps): AnalysisInputs {
  /** Documents already reported as having no strategy for their kind (reported once each). */
  const unreadable = new Set<string>();
  return {
    prepare(document, settings) {
      if (isQuestionFileName(fileNameOf(document.uri))) return undefined;
      const kind = deps.documents.kindOf(document);
      const override = { strategy: deps.documents.strategyOverrides.get(document.uri) };
      const decided = documentSettings({ config: settings.config, kind, override, place: deps.places.placeOf(document.uri, kind, document.text), whenUnreadable: 'fallBack' });
      if (!decided.ok) {
        if (!unreadable.has(document.uri)) deps.log(`chunklens: ${decided.reason} (${document.uri})`);
        unreadable.add(document.uri);
        return undefined;
      }
      const input = { kind, text: document.text, documentId: documentIdOf(document.uri, deps.workspaceFolders(), deps.places.files), settings: withEditorEmbeddings(decided.settings, settings.embeddings && deps.vectors.lookup(settings.embeddings.model)), sidecars: readSidecars(document.uri, kind, deps.log, deps.places.files) };
      return { kind, input };
    },
    forget(uri) {
      unreadable.delete(uri);
      deps.places.forgetSigns(uri);
    },
  };
}
