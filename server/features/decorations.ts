// Publishes the chunk bands and labels of each analysis (`chunklens/decorations`) for a window of lines around
// what the editor shows (decorationWindow.ts), only when they changed; an empty list when decorations are turned
// off in the settings. When the editor scrolls near the window's edge, the bands of the latest analysis are
// published for a new window (`scrolled: true`), without analysing again. A big document's first analysis is
// preceded by provisional bands for its visible sections (firstPaint.ts), marked `provisional: true`.
//
// Everything here is O(window): the bands come from a band plan (bandPlan.ts) and only those in the window are
// converted to LSP ranges, labelled and compared with what was sent last.

import type { Connection, Disposable } from 'vscode-languageserver/node';
import type { Range } from 'vscode-languageserver-protocol';
import type { LineIndex } from '../../shared/text/lineIndex';
import type { Chunk, StrategyId } from '../../shared/model/types';
import { Methods, type ChunkDecoration, type DecorationsParams, type LineWindow, type Size } from '../../shared/model/protocol';
import type { DocumentAnalysis, Analyses } from '../host/analyses';
import { notifyClient } from '../host/customMethods';
import { bandPlanOf, type BandPlan, type PlacedBand } from '../present/bandPlan';
import { bandLabels, bandOversized, type Band } from '../present/bands';
import { limitOf } from '../present/chunkFacts';
import { needsNewWindow, windowAround } from '../present/decorationWindow';
import type { ProvisionalAnalysis } from '../host/firstPaint';
import type { ReembedMarks, Reembeds } from './reembeds';
import type { EditorSettings } from '../host/settings';
import { toLspRange } from '../present/toLsp';
import type { VisibleRanges } from './visibleRanges';

export interface DecorationsPublisher extends Disposable {
  clear(uri: string): void;
}

/**
 * The decoration data of one analysis for the editor showing `visible` (see decorationWindow.ts): one entry per
 * band, marked where a chunk re-embeds when `marks` are known.
 */
export function toDecorationsParams(result: DocumentAnalysis, visible: Range | undefined, marks?: ReembedMarks): DecorationsParams {
  const { analysis } = result;
  const params = decorationsOf(result, analysis.settings.strategy.id, analysis.chunks, limitOf(analysis.context.budgets), visible);
  if (!marks) return params;
  for (const band of params.chunks) if (band.chunks.some((i) => marks.chunks.has(i))) band.reembed = true;
  return { ...params, reembed: marks.summary };
}

/** The decorations of a provisional first paint: the bands of the analysed sections, marked `provisional`. */
export function toProvisionalDecorationsParams(result: ProvisionalAnalysis, visible: Range | undefined): DecorationsParams {
  const { settings } = result.input;
  return { ...decorationsOf(result, settings.strategy.id, result.range.chunks, limitOf(settings.budgets), visible), provisional: true };
}

function decorationsOf(
  result: { uri: string; version: number; lines: LineIndex; settings: EditorSettings },
  strategy: StrategyId,
  chunks: readonly Chunk[],
  limit: Size | undefined,
  visible: Range | undefined,
): DecorationsParams {
  const { lines } = result;
  const wanted = windowAround(visible, lines.lineCount);
  const firstLineOf = (band: Band): number => lines.positionAt(band.spans[0].start).line;
  const { window, bands } = result.settings.decorationsEnabled ? bandsCovering(bandPlanOf(chunks), lines, wanted, firstLineOf) : { window: wanted, bands: [] };
  const labels = bandLabels(bands, firstLineOf, limit);
  const decorations: ChunkDecoration[] = bands.map((band, i) => ({
    index: band.index,
    chunks: band.chunks.map((c) => c.index),
    ranges: band.spans.map((s) => toLspRange(lines, s)),
    overlapRanges: band.chunks.flatMap((c) => c.spans.filter((s) => s.overlap)).map((s) => toLspRange(lines, s)),
    label: labels[i],
    oversized: bandOversized(band, limit),
  }));
  return { uri: result.uri, version: result.version, strategy, window, chunks: decorations };
}

/**
 * The bands with text in the wanted window, the window moved up to the first line of each (a band reaching in
 * from above brings the lines where it starts): so every band whose label line is in the window is listed with
 * every band starting on that line, and its label names the same chunks as in the whole document.
 */
function bandsCovering(plan: BandPlan, lines: LineIndex, wanted: LineWindow, firstLineOf: (band: Band) => number): { window: LineWindow; bands: PlacedBand[] } {
  const end = wanted.endLine >= lines.lineCount ? Infinity : lines.lineStart(wanted.endLine);
  for (let startLine = wanted.startLine; ; ) {
    const bands = plan.bandsIn(lines.lineStart(startLine), end);
    const first = bands.reduce((line, band) => Math.min(line, firstLineOf(band)), startLine);
    if (first === startLine) return { window: { startLine, endLine: wanted.endLine }, bands };
    startLine = first;
  }
}

/**
 * Publishes every analysis (and provisional first paint) for the window around the document's visible range, and
 * the latest analysis again when a `chunklens/visibleRange` notification shows the editor near the window's edge
 * or when its re-embed baseline comes in (the marks and the status bar's count);
 * nothing while `wanted()` is false (a client that did not ask for decorations: a plain LSP client has no use for them).
 */
export function registerDecorations(connection: Connection, analyses: Analyses, visibleRanges: VisibleRanges, reembeds: Reembeds, wanted: () => boolean): DecorationsPublisher {
  const published = new Map<string, { key: string; window: LineWindow }>();
  const paramsOf = (result: DocumentAnalysis): DecorationsParams => toDecorationsParams(result, visibleRanges.get(result.uri), reembeds.marksOf(result));
  const publish = (params: DecorationsParams): Promise<void> => {
    const key = JSON.stringify({ strategy: params.strategy, window: params.window, chunks: params.chunks, provisional: params.provisional, reembed: params.reembed });
    if (published.get(params.uri)?.key === key) return Promise.resolve();
    published.set(params.uri, { key, window: params.window });
    return notifyClient(connection, Methods.decorations, params);
  };
  const scrolled = (uri: string): void => {
    const result = analyses.latest(uri);
    const last = published.get(uri);
    const visible = visibleRanges.get(uri);
    if (!result?.settings.decorationsEnabled || !last || !needsNewWindow(last.window, visible, result.lines.lineCount)) return;
    void publish({ ...paramsOf(result), scrolled: true });
  };
  const subscriptions = [
    analyses.onDidAnalyze((result) => {
      if (wanted()) void publish(paramsOf(result));
    }),
    analyses.onDidAnalyzeProvisionally((result) => (wanted() ? publish(toProvisionalDecorationsParams(result, visibleRanges.get(result.uri))) : undefined)),
    visibleRanges.onDidChange(scrolled),
    reembeds.onDidChange((uri) => {
      const result = analyses.latest(uri);
      if (result && wanted()) void publish(paramsOf(result));
    }),
  ];
  return {
    clear: (uri) => void published.delete(uri),
    dispose: () => subscriptions.forEach((s) => s.dispose()),
  };
}
