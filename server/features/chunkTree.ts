// The `chunklens/chunkTree` request: the chunk tree of a document's recent analysis (present/chunkTreeOf.ts), re-embeds marked.

import type { Connection, Disposable } from 'vscode-languageserver/node';
import { Methods } from '../../shared/model/protocol';
import type { Analyses } from '../host/analyses';
import { DOCUMENT_PARAMS, handleRequest } from '../host/customMethods';
import type { Log } from '../host/guard';
import { toChunkTree } from '../present/chunkTreeOf';
import type { Reembeds } from './reembeds';

export function registerChunkTree(connection: Connection, analyses: Analyses, reembeds: Reembeds, log: Log): Disposable {
  return handleRequest(connection, log, Methods.chunkTree, DOCUMENT_PARAMS, async ({ uri }) => {
    const result = await analyses.recent(uri);
    return result ? toChunkTree(result, reembeds.marksOf(result)) : null;
  });
}
