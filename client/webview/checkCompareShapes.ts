// Field-by-field shape checks of the comparison and the query results the chunk tree webview draws (see
// checkShapes.ts for the chunk tree's): a kind becomes a class name and a count a bar height only once checked.

import type { CompareStrategiesResult, QueryChunksResult } from '../../shared/model/protocol';
import { type Check, isChunkSummary, isCount, isFiniteNumber, isPosition, isRange, isRecord, isString, listOf, SEVERITIES } from './checkShapes';

const BOUNDARY_KINDS = new Set(['both', 'a', 'b']);

const isKind: Check = (v) => BOUNDARY_KINDS.has(v as string);
const isRuleCount: Check = (v) => isRecord(v) && isString(v.ruleId) && isString(v.ruleName) && isCount(v.count);
const isComparedFinding: Check = (v) =>
  isRecord(v) && isString(v.ruleId) && isString(v.ruleName) && SEVERITIES.has(v.severity as string) && isString(v.message) && isRange(v.range) && typeof v.pipeline === 'boolean';

/** One side, with as many bin counts as the comparison has bins and one cut per chunk. */
function isSide(v: unknown, bins: number): boolean {
  return (
    isRecord(v) &&
    isString(v.strategy) &&
    isString(v.tokenizer) &&
    isCount(v.totalChunks) &&
    listOf(isCount)(v.counts) &&
    (v.counts as unknown[]).length === bins &&
    listOf(isRuleCount)(v.findingsByRule) &&
    listOf(isComparedFinding)(v.findings) &&
    listOf(isChunkSummary)(v.chunks) &&
    listOf((c) => c === null || isKind(c))(v.cuts) &&
    (v.cuts as unknown[]).length === (v.chunks as unknown[]).length
  );
}

/** Every field of a comparison. */
export function isCompareResult(v: unknown): v is CompareStrategiesResult {
  if (!isRecord(v) || !isString(v.uri) || !isCount(v.version) || !isString(v.measure) || !listOf(isFiniteNumber)(v.edges)) return false;
  const bins = (v.edges as number[]).length - 1;
  return (
    bins >= 1 &&
    Array.isArray(v.sides) &&
    v.sides.length === 2 &&
    v.sides.every((side) => isSide(side, bins)) &&
    listOf((b) => isRecord(b) && isKind(b.kind) && isPosition(b.position))(v.boundaries)
  );
}

const isHit: Check = (v) =>
  isRecord(v) &&
  isCount(v.rank) &&
  isString(v.uri) &&
  isCount(v.index) &&
  isFiniteNumber(v.score) &&
  listOf(isString)(v.terms) &&
  isRange(v.range) &&
  listOf(isString)(v.headingsPath) &&
  isString(v.snippet);

/** Every field of a ranking. */
export function isQueryResult(v: unknown): v is QueryChunksResult {
  return isRecord(v) && isString(v.query) && isString(v.strategy) && isCount(v.files) && isCount(v.chunks) && listOf(isHit)(v.hits);
}
