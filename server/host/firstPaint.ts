// Progressive first analysis of big documents: before the first full analysis of a document over
// PROGRESSIVE_MIN_CHARS, the sections around the editor's visible range are analysed alone (shared/engine/analyzeRange.ts)
// so that bands appear there at once; the full analysis of the same version replaces them. With analysis workers
// (analyses.ts) the worker makes both, and `firstPaintSpan` says which offsets it paints first.

import type { Range } from 'vscode-languageserver-protocol';
import { analyzeRange, type RangeAnalysis } from '../../shared/engine/analyzeRange';
import type { AnalysisInput } from '../../shared/engine/engine';
import type { InputKind, Span } from '../../shared/model/types';
import type { LineIndex } from '../../shared/text/lineIndex';
import type { EditorSettings } from './settings';

/** Documents longer than this (UTF-16 code units, about 200 KB of text) get a provisional first paint. */
export const PROGRESSIVE_MIN_CHARS = 200_000;
/** Lines assumed visible from the top when the editor has not said what it shows. */
export const DEFAULT_VISIBLE_LINES = 100;

/** The provisional analysis of one document version: chunks and findings of `range.span` only. */
export interface ProvisionalAnalysis {
  uri: string;
  version: number;
  kind: InputKind;
  input: AnalysisInput;
  range: RangeAnalysis;
  lines: LineIndex;
  settings: EditorSettings;
}

/**
 * The provisional analysis for a document's first analysis, or undefined when the document is small enough
 * to be analysed whole at once (or is not Markdown: other kinds are parsed whole anyway). `visible` is what the
 * editor shows; without it, the first DEFAULT_VISIBLE_LINES lines.
 */
export function firstPaint(
  document: { uri: string; version: number; lines: LineIndex },
  kind: InputKind,
  input: AnalysisInput,
  settings: EditorSettings,
  visible: Range | undefined,
): ProvisionalAnalysis | undefined {
  const span = firstPaintSpan(document.lines, kind, input.text.length, visible);
  if (!span) return undefined;
  return { uri: document.uri, version: document.version, kind, input, range: analyzeRange(input, span), lines: document.lines, settings };
}

/** The offsets a first paint analyses (see `firstPaint`), or undefined when the document gets none. */
export function firstPaintSpan(lines: LineIndex, kind: InputKind, length: number, visible: Range | undefined): Span | undefined {
  if (kind !== 'markdown' || length <= PROGRESSIVE_MIN_CHARS) return undefined;
  const shown = visible ?? { start: { line: 0, character: 0 }, end: { line: DEFAULT_VISIBLE_LINES, character: 0 } };
  return { start: lines.offsetAt(shown.start), end: lines.offsetAt(shown.end) };
}
