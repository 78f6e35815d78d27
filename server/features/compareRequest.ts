// The `chunklens/compareStrategies` request: the document under its own strategy and another one, compared by
// shared/query/compareStrategies.ts and converted to LSP positions here.

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { findStrategy } from '../../shared/chunkers';
import { compareStrategies } from '../../shared/query/compareStrategies';
import type { Finding } from '../../shared/model/types';
import { type CompareSide, type CompareStrategiesParams, type CompareStrategiesResult, type ComparedFinding, Methods } from '../../shared/model/protocol';
import type { DocumentAnalysis } from '../host/analyses';
import { handleRequest } from '../host/customMethods';
import { hasUri, type Log, type ParamsShape } from '../host/guard';
import type { StrategyAnalyses } from '../host/strategyAnalyses';
import { toChunkSummary, toLspRange } from '../present/toLsp';

/** Compares two analyses of the same document version. */
export function toCompareResult(a: DocumentAnalysis, b: DocumentAnalysis): CompareStrategiesResult {
  const comparison = compareStrategies(a.analysis, b.analysis);
  const side = (result: DocumentAnalysis, i: 0 | 1): CompareSide => {
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

function toComparedFinding(result: DocumentAnalysis, f: Finding): ComparedFinding {
  return { ruleId: f.ruleId, ruleName: f.ruleName, severity: f.severity, message: f.message, range: toLspRange(result.lines, f.span), pipeline: f.pipeline !== undefined };
}

/** A strategy's name, checked against the registry by the handler. */
const COMPARE_PARAMS: ParamsShape<CompareStrategiesParams> = {
  accepts: (value): value is CompareStrategiesParams => hasUri(value) && typeof value.strategy === 'string',
  expected: '{ uri, strategy }',
};

export function registerCompareRequest(connection: Connection, strategies: StrategyAnalyses, log: Log): Disposable {
  const method = Methods.compareStrategies.method;
  return handleRequest(connection, log, Methods.compareStrategies, COMPARE_PARAMS, async ({ uri, strategy }) => {
    const chosen = findStrategy(strategy);
    if (!chosen) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: unknown strategy "${strategy}"`);
    const own = await strategies.current(uri);
    if (!own) return null;
    const other = await strategies.under(uri, chosen.id);
    if (!other) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: strategy "${strategy}" cannot chunk ${own.kind} input`);
    if (other.version !== own.version) return null;
    return toCompareResult(own, other);
  });
}
