// Messages between the chunk tree webview and its host, and the shape checks that run before either side
// uses a message (a webview is another process: what it sends is untrusted input).

import type { ChunkContent, ChunkTree } from '../../shared/protocol';
import { isChunkContent, isChunkTree, isRecord } from './checkShapes';

/** Host → webview. */
export type HostMessage =
  | { type: 'tree'; fileName: string; tree: ChunkTree }
  | { type: 'cursor'; index: number | null }
  | { type: 'content'; content: ChunkContent }
  | { type: 'empty'; message: string };

/** Webview → host. */
export type WebviewMessage = { type: 'ready' } | { type: 'reveal'; index: number } | { type: 'showContent'; index: number };

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
    default:
      return undefined;
  }
}
