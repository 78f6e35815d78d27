// The `chunklens/strategies` and `chunklens/setStrategy` requests: the strategies that can read a document, and a
// strategy chosen for one document until it is closed.

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { STRATEGIES, findStrategy } from '../../shared/chunkers';
import { Methods, type SetStrategyParams, type StrategiesResult } from '../../shared/model/protocol';
import type { Analyses } from '../host/analyses';
import type { OpenDocuments } from '../host/documents';
import { expectParams, guardRequest, hasUri, type Log } from '../host/guard';

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
