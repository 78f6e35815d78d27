// Publishes the chunk bands and labels of each analysis (`chunklens/decorations`), only when they changed;
// an empty list when decorations are turned off in the settings.

import type { Connection, Disposable } from 'vscode-languageserver/node';
import { Methods, type ChunkDecoration, type DecorationsParams } from '../shared/protocol';
import type { DocumentAnalysis, Analyses } from './analyses';
import { bandLabels, bandOversized, buildBands } from './bands';
import { limitOf } from './chunkFacts';
import { toLspRange } from './toLsp';

export interface DecorationsPublisher extends Disposable {
  clear(uri: string): void;
}

/** The decoration data of one analysis: one entry per band (see bands.ts). */
export function toDecorationsParams(result: DocumentAnalysis): DecorationsParams {
  const { analysis, lines } = result;
  const limit = limitOf(analysis.context.budgets);
  const bands = result.settings.decorationsEnabled ? buildBands(analysis.chunks) : [];
  const labels = bandLabels(bands, (band) => lines.positionAt(band.spans[0].start).line, limit);
  const chunks: ChunkDecoration[] = bands.map((band, index) => ({
    index,
    chunks: band.chunks.map((c) => c.index),
    ranges: band.spans.map((s) => toLspRange(lines, s)),
    overlapRanges: band.chunks.flatMap((c) => c.spans.filter((s) => s.overlap)).map((s) => toLspRange(lines, s)),
    label: labels[index],
    oversized: bandOversized(band, limit),
  }));
  return { uri: result.uri, version: result.version, strategy: analysis.settings.strategy.id, chunks };
}

export function registerDecorations(connection: Connection, analyses: Analyses): DecorationsPublisher {
  const published = new Map<string, string>();
  const subscription = analyses.onDidAnalyze((result) => {
    const params = toDecorationsParams(result);
    const key = JSON.stringify({ strategy: params.strategy, chunks: params.chunks });
    if (published.get(result.uri) === key) return;
    published.set(result.uri, key);
    void connection.sendNotification(Methods.decorations, params);
  });
  return {
    clear: (uri) => void published.delete(uri),
    dispose: () => subscription.dispose(),
  };
}
