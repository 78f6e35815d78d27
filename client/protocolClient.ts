// The client's side of the custom methods declared in shared/model/protocol.ts: requests and notifications sent,
// and the server's notifications received, each through its declaration, so params and results are typed by it.

import type * as vscode from 'vscode';
import { type BaseLanguageClient, WorkDoneProgress } from 'vscode-languageclient';
import type { ClientNotification, ClientRequest, ServerNotification, ServerRequest } from '../shared/model/protocol';

/** Sends a declared request once the client runs; resolves with the declared result. */
export type SendRequest = <P, R>(type: ClientRequest<P, R>, params: NoInfer<P>) => Promise<R>;

/** Sends a declared client notification. */
export type SendNotification = <P>(type: ClientNotification<P>, params: NoInfer<P>) => void;

/**
 * Sends a declared request whose params take a `workDoneToken`, passing each message of the server's work-done
 * progress for it to `onMessage` (the caller shows them, e.g. in a notification); resolves with the declared result.
 */
export type SendRequestWithProgress = <P extends { workDoneToken?: string }, R>(type: ClientRequest<P, R>, params: NoInfer<Omit<P, 'workDoneToken'>>, onMessage: (message: string) => void) => Promise<R>;

/** Listens to a declared server notification. */
export type OnNotification = <P>(type: ServerNotification<P>, handler: (params: P) => void) => vscode.Disposable;

/** Answers a declared server request. */
export type OnRequest = <P, R>(type: ServerRequest<P, R>, handler: (params: P) => Promise<R>) => vscode.Disposable;

export interface ProtocolClient {
  request: SendRequest;
  requestWithProgress: SendRequestWithProgress;
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
  let tokens = 0;
  return {
    request,
    async requestWithProgress(type, params, onMessage) {
      await ready;
      const workDoneToken = `chunklens-progress-${++tokens}`;
      const subscription = client.onProgress(WorkDoneProgress.type, workDoneToken, (value) => {
        if (value.kind !== 'end' && value.message) onMessage(value.message);
      });
      try {
        return await client.sendRequest(type.method, { ...params, workDoneToken });
      } finally {
        subscription.dispose();
      }
    },
    notify: (type, params) => void client.sendNotification(type.method, params),
    onNotification: (type, handler) => client.onNotification(type.method, handler),
    onRequest: (type, handler) => client.onRequest(type.method, handler),
  };
}
