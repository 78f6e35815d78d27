// The analysis host's product: one analysis of an open document's version, with what every feature needs to
// turn it into LSP data.

import type { Analysis, AnalysisInput } from '../../shared/engine/engine';
import type { InputKind } from '../../shared/model/types';
import type { LineIndex } from '../../shared/text/lineIndex';
import type { EditorSettings } from './settings';

/** The analysis of the document's latest analysed version, with what every feature needs to convert it. */
export interface DocumentAnalysis {
  uri: string;
  version: number;
  kind: InputKind;
  analysis: Analysis;
  lines: LineIndex;
  settings: EditorSettings;
}

/** A document version ready to analyse: its kind and the engine input (settings resolved, sidecars read). */
export interface PreparedAnalysis {
  kind: InputKind;
  input: AnalysisInput;
}
