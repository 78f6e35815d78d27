// The `chunklens/exportChunks` request: the document's chunks as the strategy's own JSONL records
// (the same records `chunklens chunk --format jsonl` prints).

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { Methods } from '../../shared/model/protocol';
import type { Analyses } from '../host/analyses';
import { DOCUMENT_PARAMS, handleRequest } from '../host/customMethods';
import type { Log } from '../host/guard';

export function registerExportChunks(connection: Connection, analyses: Analyses, log: Log): Disposable {
  return handleRequest(connection, log, Methods.exportChunks, DOCUMENT_PARAMS, async ({ uri }) => {
    const result = await analyses.current(uri);
    if (!result) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.exportChunks.method}: document is not open`);
    const { chunks, context, settings } = result.analysis;
    const lines = chunks.map((c) => JSON.stringify(settings.strategy.toRecord(c, context)));
    return { jsonl: lines.map((l) => `${l}\n`).join(''), count: lines.length };
  });
}
