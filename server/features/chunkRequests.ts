// The `chunklens/chunkAt` and `chunklens/chunkContent` requests: the chunk under a position (status bar,
// tree highlight) and the exact text the embedder receives for one chunk.

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { Methods, type ChunkAtParams, type ChunkAtResult, type ChunkContentParams } from '../../shared/model/protocol';
import type { Analyses } from '../host/analyses';
import { chunkAtOffset } from '../present/chunkFacts';
import { readingOf } from '../present/readingOf';
import { handleRequest } from '../host/customMethods';
import { hasUri, isRecord, type Log, type ParamsShape } from '../host/guard';
import { toChunkSummary } from '../present/chunkSummary';
import type { FileAccess } from '../host/fileAccess';

function isPosition(value: unknown): value is { line: number; character: number } {
  return isRecord(value) && Number.isInteger(value.line) && Number.isInteger(value.character);
}

const CHUNK_AT_PARAMS: ParamsShape<ChunkAtParams> = {
  accepts: (value): value is ChunkAtParams => hasUri(value) && isPosition(value.position),
  expected: '{ uri, position: { line, character } }',
};

const CHUNK_CONTENT_PARAMS: ParamsShape<ChunkContentParams> = {
  accepts: (value): value is ChunkContentParams => hasUri(value) && Number.isInteger(value.index),
  expected: '{ uri, index }',
};

export function registerChunkRequests(connection: Connection, analyses: Analyses, files: FileAccess, log: Log): Disposable {
  const subscriptions = [
    handleRequest(connection, log, Methods.chunkAt, CHUNK_AT_PARAMS, async ({ uri, position }) => {
      const result = await analyses.current(uri);
      if (!result) return null;
      const chunk = chunkAtOffset(result.analysis.chunks, result.lines.offsetAt(position));
      const answer: ChunkAtResult = {
        totalChunks: result.analysis.chunks.length,
        strategy: result.analysis.settings.strategy.id,
        ...readingOf(result.kind, uri, result.analysis.settings, files),
      };
      if (chunk) answer.chunk = toChunkSummary(result, chunk);
      return answer;
    }),
    handleRequest(connection, log, Methods.chunkContent, CHUNK_CONTENT_PARAMS, async ({ uri, index }) => {
      const result = await analyses.current(uri);
      const chunk = result?.analysis.chunks[index];
      if (!chunk) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.chunkContent.method}: no chunk ${index} in ${uri}`);
      return { index, content: chunk.content, tokens: chunk.tokens };
    }),
  ];
  return { dispose: () => subscriptions.forEach((s) => s.dispose()) };
}
