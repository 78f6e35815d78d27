// Keeps the server alive on bad input: every handler runs inside a guard that logs a failure and answers
// with a fallback (standard features) or a JSON-RPC error (custom requests), never an unhandled exception.

import { type CancellationToken, ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { errorText } from './errorText';

export type Log = (message: string) => void;

/** Wraps a standard-feature handler: a failure is logged and answered with `fallback`. */
export function guard<P, R>(
  log: Log,
  name: string,
  handler: (params: P, token: CancellationToken) => Promise<R> | R,
  fallback: R,
): (params: P, token: CancellationToken) => Promise<R> {
  return async (params, token) => {
    try {
      return await handler(params, token);
    } catch (error) {
      log(`chunklens: ${name} failed: ${errorText(error)}`);
      return fallback;
    }
  };
}

/** Wraps a custom request handler: bad params answer InvalidParams, other failures InternalError (logged). */
export function guardRequest<P, R>(
  log: Log,
  method: string,
  handler: (params: P, token: CancellationToken) => Promise<R> | R,
): (params: P, token: CancellationToken) => Promise<R | ResponseError<void>> {
  return async (params, token) => {
    try {
      return await handler(params, token);
    } catch (error) {
      if (error instanceof ResponseError) return error;
      log(`chunklens: ${method} failed: ${errorText(error)}`);
      return new ResponseError(ErrorCodes.InternalError, `${method} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

/**
 * How a custom method's params are checked on arrival (a client can send anything): `accepts` checks the JSON
 * types of the params its declaration gives, `expected` names them for the InvalidParams message (`{ uri, index }`).
 * Values a type cannot say (a strategy's name among the registry's) the handler checks itself.
 */
export interface ParamsShape<P> {
  readonly accepts: (value: unknown) => value is P;
  readonly expected: string;
}

/** Throws InvalidParams unless `params` has `shape`; custom requests' params reach their handler through it. */
export function expectParams<P>(params: unknown, shape: ParamsShape<P>, method: string): asserts params is P {
  if (!shape.accepts(params)) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: expected ${shape.expected}`);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ uri: string }` and whatever else the request carries. */
export function hasUri(value: unknown): value is { uri: string } & Record<string, unknown> {
  return isRecord(value) && typeof value.uri === 'string';
}
