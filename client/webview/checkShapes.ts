// Field-by-field shape checks of what the chunk tree webview draws: a value reaches the DOM (a class name, a
// bar height, a label) only after its type, and for closed sets its value, has been checked.

import type { ChunkContent, ChunkQuestionsResult, ChunkSummary, ChunkTree, ChunkTreeNode } from '../../shared/model/protocol';

export const SEVERITIES = new Set(['error', 'warning', 'info', 'hint']);
const UNITS = new Set(['tok', 'ch']);

/** Deepest tree the webview draws (the server caps the tree at 64 levels; chunkTree.ts). */
const MAX_DEPTH = 256;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type Check = (value: unknown) => boolean;

export const isString: Check = (v) => typeof v === 'string';
export const isCount: Check = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
export const isFiniteNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
export const isBoolean: Check = (v) => typeof v === 'boolean';
export const listOf = (item: Check): Check => (v) => Array.isArray(v) && v.every(item);
export const optional = (check: Check): Check => (v) => v === undefined || check(v);

const isSize: Check = (v) => isRecord(v) && isFiniteNumber(v.value) && UNITS.has(v.unit as string);
export const isPosition: Check = (v) => isRecord(v) && isCount(v.line) && isCount(v.character);
export const isRange: Check = (v) => isRecord(v) && isPosition(v.start) && isPosition(v.end);

/** Every field of a chunk summary, by the protocol's types; a severity must be one of the four. */
export function isChunkSummary(v: unknown): v is ChunkSummary {
  return (
    isRecord(v) &&
    isCount(v.index) &&
    isString(v.id) &&
    isString(v.type) &&
    isFiniteNumber(v.tokens) &&
    isSize(v.size) &&
    optional(isSize)(v.limit) &&
    listOf(isString)(v.headingsPath) &&
    optional(listOf(isString))(v.parents) &&
    optional(isString)(v.heading) &&
    isRange(v.range) &&
    optional(listOf(isCount))(v.pages) &&
    optional(listOf(isString))(v.sections) &&
    listOf(isString)(v.reasons) &&
    isBoolean(v.rewritten) &&
    listOf(isString)(v.edits) &&
    (v.worstSeverity === undefined || SEVERITIES.has(v.worstSeverity as string)) &&
    optional(listOf(isString))(v.pipelineNotes) &&
    (v.reembed === undefined || v.reembed === true)
  );
}

/** What re-embeds: counts, and the baseline named. */
function isReembedSummary(v: unknown): boolean {
  return isRecord(v) && isCount(v.chunks) && isCount(v.tokens) && isCount(v.removed) && (v.against === 'HEAD' || v.against === 'opened');
}

/** A histogram whose counts fill the bins between its finite edges. */
function isHistogram(v: unknown): boolean {
  return isRecord(v) && listOf(isFiniteNumber)(v.edges) && listOf(isCount)(v.counts) && (v.counts as unknown[]).length === (v.edges as unknown[]).length - 1;
}

/** Checks the tree's nodes without recursion, so a deep tree cannot overflow the webview's stack. */
function isForest(roots: unknown): boolean {
  if (!Array.isArray(roots)) return false;
  const stack: Array<{ node: unknown; depth: number }> = roots.map((node) => ({ node, depth: 1 }));
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, depth } = top;
    if (depth > MAX_DEPTH || !isRecord(node) || !isString(node.heading) || !listOf(isChunkSummary)(node.chunks) || !Array.isArray(node.children)) return false;
    for (const child of node.children as ChunkTreeNode[]) stack.push({ node: child, depth: depth + 1 });
  }
  return true;
}

/** Every field of a chunk tree. */
export function isChunkTree(v: unknown): v is ChunkTree {
  return (
    isRecord(v) &&
    isString(v.uri) &&
    isCount(v.version) &&
    isString(v.strategy) &&
    isString(v.tokenizer) &&
    UNITS.has(v.unit as string) &&
    optional(isSize)(v.limit) &&
    isCount(v.totalChunks) &&
    isHistogram(v.histogram) &&
    isForest(v.roots) &&
    optional(isReembedSummary)(v.reembed)
  );
}

/** Every field of a chunk's embed text. */
export function isChunkContent(v: unknown): v is ChunkContent {
  return isRecord(v) && isCount(v.index) && isString(v.content) && isFiniteNumber(v.tokens);
}

const isAnswerChunk: Check = (v) => isRecord(v) && isCount(v.index) && optional(isCount)(v.rank);
const isAskedQuestion: Check = (v) =>
  isRecord(v) && isString(v.id) && isString(v.question) && isString(v.questionFile) && isCount(v.line) && isBoolean(v.answered) && listOf(isAnswerChunk)(v.chunks);

/** Every field of the questions quoting a document. */
export function isChunkQuestions(v: unknown): v is ChunkQuestionsResult {
  return isRecord(v) && isString(v.uri) && isString(v.strategy) && isCount(v.k) && listOf(isString)(v.questionFiles) && listOf(isAskedQuestion)(v.questions);
}
