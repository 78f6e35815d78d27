// The analysis of an open document under a strategy other than its own, for "Compare Strategies" and for
// ranking a strategy's chunks: run on request (never on the keystroke path), for the document's current
// version, and kept until the document changes, its settings change, new vectors are embedded (a semantic
// strategy reads them, editorEmbeddings.ts), or it closes.

import { analyze } from '../../shared/engine/engine';
import { editorTimeBudget } from './analysisBudget';
import type { StrategyId } from '../../shared/model/types';
import type { Analyses, DocumentAnalysis } from './analyses';
import { documentIdOf } from './documentIdOf';
import type { DocumentPlaces } from './placeOf';
import type { OpenDocuments } from './documents';
import { readSidecars } from '../node/readSidecars';
import type { EditorSettings, SettingsService } from './settings';
import { documentSettings } from '../../shared/config/documentSettings';
import { withEditorEmbeddings } from './editorEmbeddings';
import type { EmbeddingVectors } from './embeddingVectors';

export interface StrategyAnalysesDeps {
  documents: OpenDocuments;
  settings: SettingsService;
  analyses: Analyses;
  workspaceFolders: () => string[];
  places: DocumentPlaces;
  vectors: EmbeddingVectors;
  log: (message: string) => void;
}

export interface StrategyAnalyses {
  /** The analysis of the document's current version under its own strategy (Analyses.current). */
  current(uri: string): Promise<DocumentAnalysis | undefined>;
  /**
   * The analysis of the document's current version under `strategy` (its own analysis when that is its
   * strategy); undefined when the document is not open or the strategy cannot read its kind.
   */
  under(uri: string, strategy: StrategyId): Promise<DocumentAnalysis | undefined>;
  forget(uri: string): void;
}

interface Kept {
  version: number;
  settings: EditorSettings;
  /** The vectors' revision it was made at. */
  revision: number;
  result: DocumentAnalysis;
}

export function createStrategyAnalyses(deps: StrategyAnalysesDeps): StrategyAnalyses {
  /** uri → strategy → the latest analysis under it. */
  const kept = new Map<string, Map<StrategyId, Kept>>();
  return {
    current: (uri) => deps.analyses.current(uri),
    async under(uri, strategy) {
      const own = await deps.analyses.current(uri);
      if (!own) return undefined;
      if (own.analysis.settings.strategy.id === strategy) return own;
      const document = deps.documents.get(uri);
      if (!document || document.version !== own.version) return undefined;
      const settings = own.settings;
      const previous = kept.get(uri)?.get(strategy);
      const { revision } = deps.vectors;
      if (previous && previous.version === own.version && previous.settings === settings && previous.revision === revision) return previous.result;
      const decided = documentSettings({ config: settings.config, kind: own.kind, override: { strategy }, place: deps.places.placeOf(uri, own.kind), whenUnreadable: 'refuse' });
      if (!decided.ok || decided.settings.strategy.id !== strategy) return undefined;
      const analysis = analyze({ kind: own.kind, text: document.text, documentId: documentIdOf(uri, deps.workspaceFolders(), deps.places.files), settings: withEditorEmbeddings(decided.settings, settings.embeddings && deps.vectors.lookup(settings.embeddings.model)), sidecars: readSidecars(uri, own.kind, deps.log, deps.places.files), timeBudget: editorTimeBudget() });
      const result: DocumentAnalysis = { uri, version: own.version, kind: own.kind, analysis, lines: own.lines, settings };
      let byStrategy = kept.get(uri);
      if (!byStrategy) kept.set(uri, (byStrategy = new Map()));
      byStrategy.set(strategy, { version: own.version, settings, revision, result });
      return result;
    },
    forget(uri) {
      kept.delete(uri);
    },
  };
}
