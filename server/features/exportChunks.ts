// The `chunklens/exportChunks` request: the document's chunks as the strategy's own JSONL records
// (the same records `chunklens chunk --format jsonl` prints).

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { Methods, type ExportChunksResult } from '../../shared/model/protocol';
import type { Analyses } from '../host/analyses';
import { expectParams, guardRequest, hasUri, type Log } from '../host/guard';

export function registerExportChunks(connection: Connection, analyses: Analyses, log: Log): Disposable {
  return connection.onRequest(
    Methods.exportChunks,
    guardRequest(log, Methods.exportChunks, async (params: unknown): Promise<ExportChunksResult> => {
      expectParams(hasUri(params), Methods.exportChunks, '{ uri }');
      const result = await analyses.current((params as { uri: string }).uri);
      if (!result) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.exportChunks}: document is not open`);
      const { chunks, context, settings } = result.analysis;
      const lines = chunks.map((c) => JSON.stringify(settings.strategy.toRecord(c, context)));
      return { jsonl: lines.map((l) => `${l}\n`).join(''), count: lines.length };
    }),
  );
}
