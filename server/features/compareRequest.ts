// The `chunklens/compareStrategies` request: the document under its own strategy and another one, compared by
// shared/query/compareStrategies.ts and converted to LSP positions here.

import { type Connection, type Disposable, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { findStrategy } from '../../shared/chunkers';
import { type CompareStrategiesParams, Methods } from '../../shared/model/protocol';
import { handleRequest } from '../host/customMethods';
import { hasUri, type Log, type ParamsShape } from '../host/guard';
import type { StrategyAnalyses } from '../host/strategyAnalyses';
import { toCompareResult } from '../present/compareResult';

/** A strategy's name, checked against the registry by the handler. */
const COMPARE_PARAMS: ParamsShape<CompareStrategiesParams> = {
  accepts: (value): value is CompareStrategiesParams => hasUri(value) && typeof value.strategy === 'string',
  expected: '{ uri, strategy }',
};

export function registerCompareRequest(connection: Connection, strategies: StrategyAnalyses, log: Log): Disposable {
  const method = Methods.compareStrategies.method;
  return handleRequest(connection, log, Methods.compareStrategies, COMPARE_PARAMS, async ({ uri, strategy }) => {
    const chosen = findStrategy(strategy);
    if (!chosen) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: unknown strategy "${strategy}"`);
    const own = await strategies.current(uri);
    if (!own) return null;
    const other = await strategies.under(uri, chosen.id);
    if (!other) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: strategy "${strategy}" cannot chunk ${own.kind} input`);
    if (other.version !== own.version) return null;
    return toCompareResult(own, other);
  });
}
