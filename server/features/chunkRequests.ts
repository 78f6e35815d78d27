// The `chunklens/chunkAt` and `chunklens/chunkContent` requests: the chunk under a position (status bar,
// tree highlight) and the exact text the embedder receives for one chunk.

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { Methods, type ChunkAtParams, type ChunkAtResult, type ChunkContent, type ChunkContentParams } from '../../shared/model/protocol';
import type { Analyses } from '../host/analyses';
import { chunkAtOffset, readingOf } from '../present/chunkFacts';
import { expectParams, guardRequest, hasUri, isRecord, type Log } from '../host/guard';
import { toChunkSummary } from '../present/toLsp';

function isPosition(value: unknown): value is { line: number; character: number } {
  return isRecord(value) && Number.isInteger(value.line) && Number.isInteger(value.character);
}

export function registerChunkRequests(connection: Connection, analyses: Analyses, log: Log): Disposable {
  const subscriptions = [
    connection.onRequest(
      Methods.chunkAt,
      guardRequest(log, Methods.chunkAt, async (params: unknown): Promise<ChunkAtResult | null> => {
        expectParams(hasUri(params) && isPosition(params.position), Methods.chunkAt, '{ uri, position: { line, character } }');
        const { uri, position } = params as unknown as ChunkAtParams;
        const result = await analyses.current(uri);
        if (!result) return null;
        const chunk = chunkAtOffset(result.analysis.chunks, result.lines.offsetAt(position));
        const answer: ChunkAtResult = {
          totalChunks: result.analysis.chunks.length,
          strategy: result.analysis.settings.strategy.id,
          ...readingOf(result.kind, uri, result.analysis.settings),
        };
        if (chunk) answer.chunk = toChunkSummary(result, chunk);
        return answer;
      }),
    ),
    connection.onRequest(
      Methods.chunkContent,
      guardRequest(log, Methods.chunkContent, async (params: unknown): Promise<ChunkContent> => {
        expectParams(hasUri(params) && Number.isInteger(params.index), Methods.chunkContent, '{ uri, index }');
        const { uri, index } = params as unknown as ChunkContentParams;
        const result = await analyses.current(uri);
        const chunk = result?.analysis.chunks[index];
        if (!chunk) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.chunkContent}: no chunk ${index} in ${uri}`);
        return { index, content: chunk.content, tokens: chunk.tokens };
      }),
    ),
  ];
  return { dispose: () => subscriptions.forEach((s) => s.dispose()) };
}
