// Messages between the chunk tree webview and its host, and the shape checks that run before either side
// uses a message (a webview is another process: what it sends is untrusted input).

import type { ChunkContent, ChunkQuestionsResult, ChunkTree, CompareStrategiesResult, QueryChunksResult } from '../../shared/model/protocol';
import { isChunkContent, isChunkQuestions, isChunkTree, isRecord } from './checkShapes';
import { isCompareResult, isQueryResult } from './checkCompareShapes';

/** Longest question the query box sends. */
export const MAX_QUERY_CHARS = 1000;

/** Host → webview. */
export type HostMessage =
  | { type: 'tree'; fileName: string; tree: ChunkTree }
  | { type: 'cursor'; index: number | null }
  | { type: 'content'; content: ChunkContent }
  | { type: 'empty'; message: string }
  | { type: 'compare'; fileName: string; comparison: CompareStrategiesResult }
  /** Ranked chunks for the last question: one result per strategy shown (two in compare mode). */
  | { type: 'query'; query: string; workspace: boolean; results: QueryChunksResult[] }
  /** The question sets' questions quoting the document: one result per strategy shown (two in compare mode). */
  | { type: 'questions'; results: ChunkQuestionsResult[] };

/** Webview → host. */
export type WebviewMessage =
  | { type: 'ready' }
  | { type: 'reveal'; index: number }
  | { type: 'showContent'; index: number }
  /** Reveal a chunk of one side of a comparison (0: the document's strategy, 1: the other). */
  | { type: 'revealSide'; side: 0 | 1; index: number }
  | { type: 'query'; text: string; workspace: boolean }
  /** Open the hit of that rank in the result at that position of the last `query` message. */
  | { type: 'openHit'; result: number; rank: number }
  | { type: 'stopCompare' };

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The message if it has exactly a known shape, else undefined (and the host ignores it). */
export function parseWebviewMessage(value: unknown): WebviewMessage | undefined {
  if (!isRecord(value) || typeof value.type !== 'string') return undefined;
  const keys = Object.keys(value).sort().join(',');
  switch (value.type) {
    case 'ready':
      return keys === 'type' ? { type: 'ready' } : undefined;
    case 'reveal':
    case 'showContent':
      return keys === 'index,type' && isIndex(value.index) ? { type: value.type, index: value.index } : undefined;
    case 'revealSide':
      return keys === 'index,side,type' && (value.side === 0 || value.side === 1) && isIndex(value.index) ? { type: 'revealSide', side: value.side, index: value.index } : undefined;
    case 'query':
      return keys === 'text,type,workspace' && typeof value.text === 'string' && value.text.length <= MAX_QUERY_CHARS && typeof value.workspace === 'boolean'
        ? { type: 'query', text: value.text, workspace: value.workspace }
        : undefined;
    case 'openHit':
      return keys === 'rank,result,type' && isIndex(value.result) && isIndex(value.rank) ? { type: 'openHit', result: value.result, rank: value.rank } : undefined;
    case 'stopCompare':
      return keys === 'type' ? { type: 'stopCompare' } : undefined;
    default:
      return undefined;
  }
}

/**
 * The host's messages, checked field by field before the webview reads them: whatever reaches the DOM (a
 * severity as a class name, a count as a bar height) has the protocol's type, so a forged severity such as
 * `x" onclick="…` or a missing count (a `NaN` bar) is rejected with its whole message.
 */
export function parseHostMessage(value: unknown): HostMessage | undefined {
  if (!isRecord(value)) return undefined;
  switch (value.type) {
    case 'tree':
      return isChunkTree(value.tree) && typeof value.fileName === 'string' ? (value as unknown as HostMessage) : undefined;
    case 'cursor':
      return value.index === null || isIndex(value.index) ? (value as unknown as HostMessage) : undefined;
    case 'content':
      return isChunkContent(value.content) ? (value as unknown as HostMessage) : undefined;
    case 'empty':
      return typeof value.message === 'string' ? (value as unknown as HostMessage) : undefined;
    case 'compare':
      return typeof value.fileName === 'string' && isCompareResult(value.comparison) ? (value as unknown as HostMessage) : undefined;
    case 'query':
      return typeof value.query === 'string' && typeof value.workspace === 'boolean' && Array.isArray(value.results) && value.results.length <= 2 && value.results.every(isQueryResult)
        ? (value as unknown as HostMessage)
        : undefined;
    case 'questions':
      return Array.isArray(value.results) && value.results.length <= 2 && value.results.every(isChunkQuestions) ? (value as unknown as HostMessage) : undefined;
    default:
      return undefined;
  }
}
