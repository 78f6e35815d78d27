// Starts the real built language server (out/server/main.js --stdio, or another command that runs it over stdio)
// and talks JSON-RPC to it, recording its notifications so that tests can wait for the one they expect (never for
// a fixed time). By default it introduces itself as the VS Code client does (VSCODE_CLIENT_OPTIONS).

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ClientCapabilities,
  createProtocolConnection,
  type InitializeResult,
  type RegistrationParams,
  type ProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type PublishDiagnosticsParams,
  type ShowMessageParams,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';
import type { ClientNotification, ClientRequest, DecorationsParams, InitializationOptions } from '../../shared/model/protocol';
import { Methods, VSCODE_CLIENT_OPTIONS } from '../../shared/model/protocol';
import { SERVER_NODE_FLAGS } from '../../shared/model/processFlags';

/** out/test/lsp/x.test.js → out/server/main.js */
export const SERVER_PATH = join(__dirname, '..', '..', 'server', 'main.js');

/** How long a test waits for an expected message before it fails (a failure guard, not a delay). */
const WAIT_LIMIT_MS = 15_000;

export interface Recorded {
  diagnostics: PublishDiagnosticsParams[];
  decorations: DecorationsParams[];
  messages: ShowMessageParams[];
  logs: string[];
  /** `client/registerCapability` requests the server sent. */
  registrations: RegistrationParams[];
  /** The `workspace/…/refresh` requests the server sent, by method. */
  refreshes: string[];
  /** The `$/progress` notifications of work-done progress the server sent (it creates the tokens with `window/workDoneProgress/create`). */
  progress: Array<{ token: string | number; value: { kind: 'begin' | 'report' | 'end'; title?: string; message?: string } }>;
}

export interface ServerOptions {
  /** The `chunklens` section the client answers `workspace/configuration` with (may be garbage on purpose). */
  settings?: unknown;
  workspaceFolder?: string;
  /** Another copy of the server bundle (default SERVER_PATH), e.g. one placed where no node_modules are. */
  serverPath?: string;
  /** The command that starts the server over stdio (default: node with the server's flags, serverPath, --stdio). */
  command?: { executable: string; args: string[] };
  /** `initializationOptions` (default: the VS Code client's); `null` sends none, as a plain LSP client does. */
  initializationOptions?: InitializationOptions | null;
  /** The client capabilities declared in `initialize` (default: configuration and didChangeConfiguration only). */
  capabilities?: ClientCapabilities;
}

export class TestServer {
  readonly recorded: Recorded = { diagnostics: [], decorations: [], messages: [], logs: [], registrations: [], refreshes: [], progress: [] };
  /** The server's answer to `initialize`. */
  initializeResult!: InitializeResult;
  settings: unknown;
  private readonly waiters = new Set<() => void>();
  private readonly versions = new Map<string, number>();
  /** The last message this client sent, written once the promise resolves. */
  private lastSent: Promise<void> = Promise.resolve();

  private constructor(
    readonly connection: ProtocolConnection,
    private readonly child: ChildProcess,
    options: ServerOptions,
  ) {
    this.settings = options.settings ?? { analysisDelay: 20 };
    const record = <T>(list: T[]) => (params: T) => {
      list.push(params);
      for (const wake of this.waiters) wake();
    };
    connection.onNotification('textDocument/publishDiagnostics', record(this.recorded.diagnostics));
    connection.onNotification(Methods.decorations.method, record(this.recorded.decorations));
    connection.onNotification('window/showMessage', record(this.recorded.messages));
    connection.onNotification('window/logMessage', (p: { message: string }) => record(this.recorded.logs)(p.message));
    connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => this.settings));
    for (const method of ['workspace/diagnostic/refresh', 'workspace/inlayHint/refresh', 'workspace/codeLens/refresh', 'workspace/foldingRange/refresh']) {
      connection.onRequest(method, () => {
        record(this.recorded.refreshes)(method);
        return null;
      });
    }
    connection.onRequest('window/workDoneProgress/create', () => null);
    connection.onNotification('$/progress', record(this.recorded.progress));
    connection.onRequest('client/registerCapability', (params: RegistrationParams) => {
      record(this.recorded.registrations)(params);
      return null;
    });
  }

  /** Spawns the server and completes the initialize handshake. */
  static async start(options: ServerOptions = {}): Promise<TestServer> {
    const command = options.command ?? { executable: process.execPath, args: [...SERVER_NODE_FLAGS, options.serverPath ?? SERVER_PATH, '--stdio'] };
    const child = spawn(command.executable, command.args, { stdio: ['pipe', 'pipe', 'inherit'] });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    const server = new TestServer(connection, child, options);
    connection.listen();
    const folder = options.workspaceFolder ?? 'file:///workspace';
    server.initializeResult = await connection.sendRequest<InitializeResult>('initialize', {
      processId: process.pid,
      rootUri: folder,
      workspaceFolders: [{ uri: folder, name: 'workspace' }],
      capabilities: options.capabilities ?? { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false } } },
      ...(options.initializationOptions === null ? {} : { initializationOptions: options.initializationOptions ?? VSCODE_CLIENT_OPTIONS }),
    });
    await connection.sendNotification('initialized', {});
    return server;
  }

  open(uri: string, text: string, languageId = 'markdown'): void {
    this.versions.set(uri, 1);
    this.lastSent = this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } }).catch(() => undefined);
  }

  /** Sends incremental changes as the next version; returns that version. */
  change(uri: string, changes: TextDocumentContentChangeEvent[]): number {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    this.lastSent = this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes }).catch(() => undefined);
    return version;
  }

  /** Sends `textDocument/didSave` for the document (no text: the server asks for none). */
  save(uri: string): void {
    this.lastSent = this.connection.sendNotification('textDocument/didSave', { textDocument: { uri } }).catch(() => undefined);
  }

  /** Resolves once every document message sent so far is written to the server (not read by it). */
  written(): Promise<void> {
    return this.lastSent;
  }

  /** Sends a notification by its declaration or name, with any params (tests send malformed ones too). */
  notify(method: ClientNotification<unknown> | string, params: unknown): void {
    void this.connection.sendNotification(typeof method === 'string' ? method : method.method, params);
  }

  changeSettings(settings: unknown): void {
    this.settings = settings;
    void this.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
  }

  /** A declared request, typed by its declaration; or any method by name, with any params (standard LSP, malformed ones). */
  request<P, R>(type: ClientRequest<P, R>, params: NoInfer<P>): Promise<R>;
  request<R>(method: string, params: unknown): Promise<R>;
  request(method: ClientRequest<unknown, unknown> | string, params: unknown): Promise<unknown> {
    return this.connection.sendRequest(typeof method === 'string' ? method : method.method, params);
  }

  /** Resolves with the first recorded item (from `from` on) that matches; rejects after `limitMs`. */
  waitFor<T>(list: (r: Recorded) => T[], match: (item: T) => boolean, from = 0, limitMs = WAIT_LIMIT_MS): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const found = list(this.recorded).slice(from).find(match);
        if (found === undefined) return false;
        this.waiters.delete(wake);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const wake = (): void => void check();
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`no matching message within ${limitMs} ms; recorded: ${JSON.stringify(this.recorded).slice(0, 2000)}`));
      }, limitMs);
      if (!check()) this.waiters.add(wake);
    });
  }

  diagnosticsFor(uri: string, version: number, limitMs = WAIT_LIMIT_MS): Promise<PublishDiagnosticsParams> {
    return this.waitFor((r) => r.diagnostics, (d) => d.uri === uri && d.version === version, 0, limitMs);
  }

  close(uri: string): void {
    void this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  /** Resolves with the server process's exit code (null when a signal ended it) once it has exited. */
  exited(): Promise<number | null> {
    if (!this.alive) return Promise.resolve(this.child.exitCode);
    return new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  /** The server process is still running (it has not exited or been killed). */
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The server process's peak resident memory (its threads included) in MB, from /proc (Linux). */
  peakMemoryMb(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status);
    if (!kb) throw new Error(`no VmHWM in /proc/${this.child.pid}/status`);
    return Number(kb[1]) / 1024;
  }

  decorationsFor(uri: string, version: number): Promise<DecorationsParams> {
    return this.waitFor((r) => r.decorations, (d) => d.uri === uri && d.version === version);
  }

  async stop(): Promise<void> {
    try {
      await this.connection.sendRequest('shutdown');
      await this.connection.sendNotification('exit');
    } finally {
      this.connection.dispose();
      this.child.kill();
    }
  }
}
