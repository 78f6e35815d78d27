// Which strategy chunks a document: the configured or chosen one when it can read the input kind, else the
// first registered strategy that can. Also the `chunklens/strategies` and `chunklens/setStrategy` requests.

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { STRATEGIES, findStrategy } from '../shared/chunkers';
import { type ChunklensConfig, type DocumentPlace, type ResolvedSettings, resolveSettings } from '../shared/config';
import type { InputKind, StrategyId } from '../shared/model';
import { Methods, type SetStrategyParams, type StrategiesResult } from '../shared/protocol';
import type { Analyses } from './analyses';
import type { OpenDocuments } from './documents';
import { expectParams, guardRequest, hasUri, type Log } from './guard';

/** The effective settings of a document, or undefined when no registered strategy reads `kind`. */
export function chooseSettings(config: ChunklensConfig, kind: InputKind, override?: StrategyId, place: DocumentPlace = {}): ResolvedSettings | undefined {
  const settings = resolveSettings(config, kind, override ? { strategy: override } : {}, place);
  if (settings.strategy.inputKinds.includes(kind)) return settings;
  const fallback = STRATEGIES.find((s) => s.inputKinds.includes(kind));
  return fallback ? resolveSettings(config, kind, { strategy: fallback.id }, place) : undefined;
}

export function registerStrategies(connection: Connection, documents: OpenDocuments, analyses: Analyses, log: Log): Disposable {
  const subscriptions = [
    connection.onRequest(
      Methods.strategies,
      guardRequest(log, Methods.strategies, async (params: unknown): Promise<StrategiesResult> => {
        expectParams(hasUri(params), Methods.strategies, '{ uri }');
        const result = await analyses.current((params as { uri: string }).uri);
        if (!result) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.strategies}: document is not open`);
        return {
          active: result.analysis.settings.strategy.id,
          available: STRATEGIES.filter((s) => s.inputKinds.includes(result.kind)).map((s) => ({ id: s.id, description: s.description })),
        };
      }),
    ),
    connection.onRequest(
      Methods.setStrategy,
      guardRequest(log, Methods.setStrategy, async (params: unknown): Promise<null> => {
        expectParams(hasUri(params) && (typeof params.strategy === 'string' || params.strategy === null), Methods.setStrategy, '{ uri, strategy }');
        const { uri, strategy } = params as unknown as SetStrategyParams;
        if (strategy === null) {
          if (documents.strategyOverrides.delete(uri) && documents.get(uri)) analyses.invalidate(uri);
          return null;
        }
        const document = documents.get(uri);
        if (!document) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.setStrategy}: document is not open`);
        const kind = documents.kindOf(document);
        const chosen = findStrategy(strategy);
        if (!chosen) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.setStrategy}: unknown strategy "${strategy}"`);
        if (!chosen.inputKinds.includes(kind)) {
          throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.setStrategy}: strategy "${strategy}" cannot chunk ${kind} input`);
        }
        documents.strategyOverrides.set(uri, chosen.id);
        analyses.invalidate(uri);
        await analyses.current(uri);
        return null;
      }),
    ),
  ];
  return { dispose: () => subscriptions.forEach((s) => s.dispose()) };
}
