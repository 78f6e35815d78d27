// The `chunklens/strategies` and `chunklens/setStrategy` requests: the strategies that can read a document, and a
// strategy chosen for one document until it is closed.

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { STRATEGIES, findStrategy } from '../../shared/chunkers';
import { Methods, type SetStrategyParams } from '../../shared/model/protocol';
import type { Analyses } from '../host/analyses';
import type { OpenDocuments } from '../host/documents';
import { DOCUMENT_PARAMS, handleRequest } from '../host/customMethods';
import { hasUri, type Log, type ParamsShape } from '../host/guard';

/** A strategy's name (checked against the registry by the handler), or `null`. */
const SET_STRATEGY_PARAMS: ParamsShape<SetStrategyParams> = {
  accepts: (value): value is SetStrategyParams => hasUri(value) && (typeof value.strategy === 'string' || value.strategy === null),
  expected: '{ uri, strategy }',
};

export function registerStrategies(connection: Connection, documents: OpenDocuments, analyses: Analyses, log: Log): Disposable {
  const subscriptions = [
    handleRequest(connection, log, Methods.strategies, DOCUMENT_PARAMS, async ({ uri }) => {
      const result = await analyses.current(uri);
      if (!result) throw new ResponseError(ErrorCodes.InvalidParams, `${Methods.strategies.method}: document is not open`);
      return {
        active: result.analysis.settings.strategy.id,
        available: STRATEGIES.filter((s) => s.inputKinds.includes(result.kind)).map((s) => ({ id: s.id, description: s.description })),
      };
    }),
    handleRequest(connection, log, Methods.setStrategy, SET_STRATEGY_PARAMS, async ({ uri, strategy }) => {
      const method = Methods.setStrategy.method;
      if (strategy === null) {
        if (documents.strategyOverrides.delete(uri) && documents.get(uri)) analyses.invalidate(uri);
        return null;
      }
      const document = documents.get(uri);
      if (!document) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: document is not open`);
      const kind = documents.kindOf(document);
      const chosen = findStrategy(strategy);
      if (!chosen) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: unknown strategy "${strategy}"`);
      if (!chosen.inputKinds.includes(kind)) {
        throw new ResponseError(ErrorCodes.InvalidParams, `${method}: strategy "${strategy}" cannot chunk ${kind} input`);
      }
      documents.strategyOverrides.set(uri, chosen.id);
      analyses.invalidate(uri);
      await analyses.current(uri);
      return null;
    }),
  ];
  return { dispose: () => subscriptions.forEach((s) => s.dispose()) };
}
