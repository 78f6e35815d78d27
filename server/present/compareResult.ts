// Two analyses of one document compared (shared/query/compareStrategies.ts) with positions in lines, for the
// webview's compare view. Free of the LSP runtime and of Node, so that the browser playground compares too.

import { compareStrategies } from '../../shared/query/compareStrategies';
import type { Finding } from '../../shared/model/types';
import type { CompareSide, CompareStrategiesResult, ComparedFinding } from '../../shared/model/protocol';
import type { DocumentAnalysis } from '../host/documentAnalysis';
import { toChunkSummary } from './chunkSummary';

/** What a comparison reads of each analysis. */
export type CompareSource = Pick<DocumentAnalysis, 'uri' | 'version' | 'kind' | 'analysis' | 'lines'>;

/** Compares two analyses of the same document version. */
export function toCompareResult(a: CompareSource, b: CompareSource): CompareStrategiesResult {
  const comparison = compareStrategies(a.analysis, b.analysis);
  const side = (result: CompareSource, i: 0 | 1): CompareSide => {
    const compared = comparison.sides[i];
    return {
      strategy: compared.strategy,
      tokenizer: compared.tokenizer,
      totalChunks: compared.chunks,
      counts: compared.counts,
      findingsByRule: compared.findingsByRule,
      findings: compared.findings.map((f) => toComparedFinding(result, f)),
      chunks: result.analysis.chunks.map((c) => toChunkSummary(result, c)),
      cuts: compared.cuts,
    };
  };
  return {
    uri: a.uri,
    version: a.version,
    measure: comparison.measure,
    edges: comparison.edges,
    sides: [side(a, 0), side(b, 1)],
    boundaries: comparison.boundaries.map((x) => ({ kind: x.kind, position: a.lines.positionAt(x.offset) })),
  };
}

function toComparedFinding(result: CompareSource, f: Finding): ComparedFinding {
  return { ruleId: f.ruleId, ruleName: f.ruleName, severity: f.severity, message: f.message, range: result.lines.rangeOf(f.span), pipeline: f.pipeline !== undefined };
}
