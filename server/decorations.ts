// Publishes the chunk bands and labels of each analysis (`chunklens/decorations`), only when they changed;
// an empty list when decorations are turned off in the settings. A big document's first analysis is preceded by
// provisional bands for its visible sections (firstPaint.ts), marked `provisional: true`.

import type { Connection, Disposable } from 'vscode-languageserver/node';
import type { LineIndex } from '../shared/lineIndex';
import type { Chunk, StrategyId } from '../shared/model';
import { Methods, type ChunkDecoration, type DecorationsParams, type Size } from '../shared/protocol';
import type { DocumentAnalysis, Analyses } from './analyses';
import { bandLabels, bandOversized, buildBands } from './bands';
import { limitOf } from './chunkFacts';
import type { ProvisionalAnalysis } from './firstPaint';
import type { EditorSettings } from './settings';
import { toLspRange } from './toLsp';

export interface DecorationsPublisher extends Disposable {
  clear(uri: string): void;
}

/** The decoration data of one analysis: one entry per band (see bands.ts). */
export function toDecorationsParams(result: DocumentAnalysis): DecorationsParams {
  const { analysis } = result;
  return decorationsOf(result, analysis.settings.strategy.id, analysis.chunks, limitOf(analysis.context.budgets));
}

/** The decorations of a provisional first paint: the bands of the analysed sections, marked `provisional`. */
export function toProvisionalDecorationsParams(result: ProvisionalAnalysis): DecorationsParams {
  const { settings } = result.input;
  return { ...decorationsOf(result, settings.strategy.id, result.range.chunks, limitOf(settings.budgets)), provisional: true };
}

function decorationsOf(
  result: { uri: string; version: number; lines: LineIndex; settings: EditorSettings },
  strategy: StrategyId,
  chunks: readonly Chunk[],
  limit: Size | undefined,
): DecorationsParams {
  const { lines } = result;
  const bands = result.settings.decorationsEnabled ? buildBands(chunks) : [];
  const labels = bandLabels(bands, (band) => lines.positionAt(band.spans[0].start).line, limit);
  const decorations: ChunkDecoration[] = bands.map((band, index) => ({
    index,
    chunks: band.chunks.map((c) => c.index),
    ranges: band.spans.map((s) => toLspRange(lines, s)),
    overlapRanges: band.chunks.flatMap((c) => c.spans.filter((s) => s.overlap)).map((s) => toLspRange(lines, s)),
    label: labels[index],
    oversized: bandOversized(band, limit),
  }));
  return { uri: result.uri, version: result.version, strategy, chunks: decorations };
}

export function registerDecorations(connection: Connection, analyses: Analyses): DecorationsPublisher {
  const published = new Map<string, string>();
  const publish = (params: DecorationsParams): Promise<void> => {
    const key = JSON.stringify({ strategy: params.strategy, chunks: params.chunks, provisional: params.provisional });
    if (published.get(params.uri) === key) return Promise.resolve();
    published.set(params.uri, key);
    return connection.sendNotification(Methods.decorations, params);
  };
  const subscriptions = [
    analyses.onDidAnalyze((result) => void publish(toDecorationsParams(result))),
    analyses.onDidAnalyzeProvisionally((result) => publish(toProvisionalDecorationsParams(result))),
  ];
  return {
    clear: (uri) => void published.delete(uri),
    dispose: () => subscriptions.forEach((s) => s.dispose()),
  };
}
