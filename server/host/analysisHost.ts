// What the parts of the analysis host share (analyses.ts wires them): the server's services they read, the
// documents' states, and the publisher their results go out through.

import type { Range } from 'vscode-languageserver-protocol';
import type { AnalysisPublisher } from './analysisPublisher';
import type { AnalysisWorkers } from './analysisWorkers';
import type { PreparedAnalysis } from './documentAnalysis';
import type { OpenDocument, OpenDocuments } from './documents';
import type { DocumentPlaces } from './placeOf';
import type { DocumentState, DocumentStates } from './documentStates';
import type { EmbeddingVectors } from './embeddingVectors';
import type { EditorSettings, SettingsService } from './settings';

/** The server's services the analyses read. */
export interface AnalysesDeps {
  documents: OpenDocuments;
  settings: SettingsService;
  workspaceFolders: () => string[];
  /** Where documents live (site markers, file names) and the file access that reads beside them. */
  places: DocumentPlaces;
  /** What the editor shows of a document, when it said so. */
  visibleRange: (uri: string) => Range | undefined;
  log: (message: string) => void;
  /** Where analyses that are not cheap run; without workers (script missing) everything runs here. */
  workers?: AnalysisWorkers;
  /** The vectors known by model and text, which a semantic strategy reads (editorEmbeddings.ts). */
  vectors: EmbeddingVectors;
}

/** One server's analysis host: its services, its documents' states and its publisher. */
export interface AnalysisHost {
  deps: AnalysesDeps;
  states: DocumentStates;
  publisher: AnalysisPublisher;
}

/** One analysis about to run: the document's state and version, its input, and the generation it started in. */
export interface PendingAnalysis {
  state: DocumentState;
  document: OpenDocument;
  prepared: PreparedAnalysis;
  settings: EditorSettings;
  startedIn: number;
}
