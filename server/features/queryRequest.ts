// The `chunklens/queryChunks` request: ranks a document's chunks under a strategy (its own by default) for a
// question with BM25 (shared/query/rankChunks.ts); with `workspace`, the chunks of every document "Lint Workspace"
// reads too (open ones as the editor has them, the rest from disk with their own settings).

import { type CancellationToken, type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { findStrategy } from '../../shared/chunkers';
import { analyze } from '../../shared/engine/engine';
import { editorTimeBudget } from '../host/analysisBudget';
import { LineIndex } from '../../shared/text/lineIndex';
import type { Chunk, StrategyId } from '../../shared/model/types';
import { Methods, type QueryChunksParams } from '../../shared/model/protocol';
import { rankChunks, snippetOf } from '../../shared/query/rankChunks';
import { documentIdOf } from '../host/documentIdOf';
import { chunkExtent } from '../present/chunkFacts';
import { handleRequest } from '../host/customMethods';
import { hasUri, type Log, type ParamsShape } from '../host/guard';
import { documentSettings } from '../../shared/config/documentSettings';
import type { StrategyAnalyses } from '../host/strategyAnalyses';
import { toLspRange } from '../present/toLsp';
import { listWorkspaceDocuments, type WorkspaceLintDeps } from './workspaceLint';

/** Most hits one request returns. */
export const MAX_TOP = 100;

/** One document's chunks to rank; `lines` made only when one of its chunks is a hit. */
interface Ranked {
  uri: string;
  chunks: readonly Chunk[];
  lines: () => LineIndex;
}

export type QueryDeps = Pick<WorkspaceLintDeps, 'documents' | 'settings' | 'workspaceFolders' | 'places' | 'workspace' | 'log'> & { strategies: StrategyAnalyses };

function isQueryParams(value: unknown): value is QueryChunksParams {
  if (!hasUri(value) || typeof value.query !== 'string') return false;
  const top = value.top;
  return (
    (value.strategy === undefined || typeof value.strategy === 'string') &&
    (top === undefined || (typeof top === 'number' && Number.isInteger(top) && top >= 1 && top <= MAX_TOP)) &&
    (value.workspace === undefined || typeof value.workspace === 'boolean')
  );
}

const QUERY_PARAMS: ParamsShape<QueryChunksParams> = { accepts: isQueryParams, expected: `{ uri, query, strategy?, top? (1–${MAX_TOP}), workspace? }` };

export function registerQueryRequest(connection: Connection, deps: QueryDeps, log: Log): Disposable {
  return handleRequest(connection, log, Methods.queryChunks, QUERY_PARAMS, async (params, token) => {
    const { uri, query, strategy, top = 5, workspace = false } = params;
    if (strategy !== undefined && !findStrategy(strategy)) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.queryChunks.method}: unknown strategy "${strategy}"`);
    const own = await deps.strategies.current(uri);
    if (!own) return null;
    const chosen: StrategyId = strategy ?? own.analysis.settings.strategy.id;
    const target = await deps.strategies.under(uri, chosen);
    if (!target) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.queryChunks.method}: strategy "${chosen}" cannot chunk ${own.kind} input`);
    const ranked: Ranked[] = [{ uri, chunks: target.analysis.chunks, lines: () => target.lines }];
    if (workspace) ranked.push(...(await workspaceDocuments(deps, uri, chosen, token)));
    const hits = rankChunks(query, ranked.map((r) => r.chunks), top).map((hit, i) => {
      const doc = ranked[hit.document];
      const chunk = doc.chunks[hit.chunk];
      return {
        rank: i + 1,
        uri: doc.uri,
        index: chunk.index,
        score: Math.round(hit.score * 1000) / 1000,
        terms: hit.terms,
        range: toLspRange(doc.lines(), chunkExtent(chunk)),
        headingsPath: chunk.headingsPath,
        snippet: snippetOf(chunk.content, hit.terms),
      };
    });
    return { query, strategy: chosen, files: ranked.length, chunks: ranked.reduce((n, r) => n + r.chunks.length, 0), hits };
  });
}

/**
 * The workspace's other documents: open ones under `strategy` where it reads them (else their own), the rest read
 * from disk and chunked with their settings and `strategy` where it reads their kind. Stops when cancelled.
 */
async function workspaceDocuments(deps: QueryDeps, except: string, strategy: StrategyId, token: CancellationToken): Promise<Ranked[]> {
  const out: Ranked[] = [];
  for (const uri of listWorkspaceDocuments(deps)) {
    if (token.isCancellationRequested) break;
    if (uri === except) continue;
    try {
      if (deps.documents.get(uri)) {
        const result = (await deps.strategies.under(uri, strategy)) ?? (await deps.strategies.current(uri));
        if (result) out.push({ uri, chunks: result.analysis.chunks, lines: () => result.lines });
        continue;
      }
      if (!deps.workspace) break;
      const file = deps.workspace.read(uri);
      const decided = documentSettings({ config: (await deps.settings.get(uri)).config, kind: file.kind, override: { strategy }, place: deps.places.placeOf(uri, file.kind), whenUnreadable: 'fallBack' });
      if (!decided.ok) continue;
      const analysis = analyze({ kind: file.kind, text: file.text, documentId: documentIdOf(uri, deps.workspaceFolders(), deps.places.files), settings: decided.settings, sidecars: file.sidecars, timeBudget: editorTimeBudget() });
      let lines: LineIndex | undefined;
      out.push({ uri, chunks: analysis.chunks, lines: () => (lines ??= new LineIndex(file.text)) });
    } catch (error) {
      deps.log(`chunklens: ${Methods.queryChunks.method}: left out ${uri}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return out;
}
