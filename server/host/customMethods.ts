// The server's side of the custom methods declared in shared/model/protocol.ts: handlers and notifications typed
// by their declarations. A handler runs only on params its shape check accepts, since a client can send anything
// (a request then answers InvalidParams; a notification is logged and ignored), and a request's handler is guarded.

import type { CancellationToken, Connection, Disposable } from 'vscode-languageserver/node';
import type { ClientNotification, ClientRequest, DocumentParams, ServerNotification, ServerRequest } from '../../shared/model/protocol';
import { expectParams, guardRequest, hasUri, type Log, type ParamsShape } from './guard';

/** The params of a request about one document: `{ uri }`. */
export const DOCUMENT_PARAMS: ParamsShape<DocumentParams> = { accepts: hasUri, expected: '{ uri }' };

/** Registers the handler of a declared request: it gets the declared params once `shape` accepts them and answers the declared result. */
export function handleRequest<P, R>(
  connection: Connection,
  log: Log,
  type: ClientRequest<P, R>,
  shape: ParamsShape<P>,
  handler: (params: P, token: CancellationToken) => Promise<R> | R,
): Disposable {
  return connection.onRequest(
    type.method,
    guardRequest(log, type.method, (params: unknown, token: CancellationToken) => {
      expectParams(params, shape, type.method);
      return handler(params, token);
    }),
  );
}

/** Registers the handler of a declared client notification: params `accepts` rejects are logged and ignored. */
export function handleNotification<P>(connection: Connection, log: Log, type: ClientNotification<P>, accepts: (value: unknown) => value is P, handler: (params: P) => void): Disposable {
  return connection.onNotification(type.method, (params: unknown) => {
    if (accepts(params)) handler(params);
    else log(`chunklens: ignored malformed ${type.method} notification: ${JSON.stringify(params)?.slice(0, 200)}`);
  });
}

/** Sends a declared server notification with its declared params. */
export function notifyClient<P>(connection: Connection, type: ServerNotification<P>, params: NoInfer<P>): Promise<void> {
  return connection.sendNotification(type.method, params);
}

/** Sends a declared server request; resolves with the client's answer as the declared result. */
export function requestClient<P, R>(connection: Connection, type: ServerRequest<P, R>, params: NoInfer<P>): Promise<R> {
  return connection.sendRequest<R>(type.method, params);
}
