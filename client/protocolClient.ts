// The client's side of the custom methods declared in shared/model/protocol.ts: requests and notifications sent,
// and the server's notifications received, each through its declaration, so params and results are typed by it.

import type * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import type { ClientNotification, ClientRequest, ServerNotification, ServerRequest } from '../shared/model/protocol';

/** Sends a declared request once the client runs; resolves with the declared result. */
export type SendRequest = <P, R>(type: ClientRequest<P, R>, params: NoInfer<P>) => Promise<R>;

/** Sends a declared client notification. */
export type SendNotification = <P>(type: ClientNotification<P>, params: NoInfer<P>) => void;

/** Listens to a declared server notification. */
export type OnNotification = <P>(type: ServerNotification<P>, handler: (params: P) => void) => vscode.Disposable;

/** Answers a declared server request. */
export type OnRequest = <P, R>(type: ServerRequest<P, R>, handler: (params: P) => Promise<R>) => vscode.Disposable;

export interface ProtocolClient {
  request: SendRequest;
  notify: SendNotification;
  onNotification: OnNotification;
  onRequest: OnRequest;
}

/** The custom methods over `client`; requests wait for `ready`, the other two need a running client. */
export function protocolClient(client: BaseLanguageClient, ready: Promise<void>): ProtocolClient {
  async function request<P, R>(type: ClientRequest<P, R>, params: P): Promise<R> {
    await ready;
    return client.sendRequest<R>(type.method, params);
  }
  return {
    request,
    notify: (type, params) => void client.sendNotification(type.method, params),
    onNotification: (type, handler) => client.onNotification(type.method, handler),
    onRequest: (type, handler) => client.onRequest(type.method, handler),
  };
}
