// `chunklens lsp --stdio`: the language server for any LSP client, over standard input and output. The server is
// bundled into the CLI (the npm package ships no other copy); it runs in a child of this process started with the
// Node flags the VS Code client starts it with, and its analysis workers are the CLI's own worker script.

import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../host/processFlags';
import type { CliIo } from './cliIo';

/** Signals an editor stops a server with: passed on to the server, whose exit ends this process. */
const FORWARDED_SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/** True when this process runs with every flag of SERVER_NODE_FLAGS. */
function hasServerFlags(): boolean {
  return SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag));
}

/**
 * Serves LSP over standard input and output until the client ends the session. Without the server's Node flags,
 * starts this script again with them (standard streams shared) and resolves with that child's exit code (1 when a
 * signal ended it, 2 when it cannot start); with them, runs the server here, where it ends the process itself on
 * the client's `exit`. Nothing else is written to standard output: it carries the protocol.
 */
export function runLsp(io: Pick<CliIo, 'err'>): Promise<number> {
  if (hasServerFlags()) {
    if (!process.argv.includes('--stdio')) process.argv.push('--stdio');
    require('../main');
    return new Promise(() => undefined);
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, process.argv[1], 'lsp', '--stdio'], { stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => () => void child.kill(signal);
    const handlers = FORWARDED_SIGNALS.map((signal) => [signal, forward(signal)] as const);
    for (const [signal, handler] of handlers) process.on(signal, handler);
    const done = (code: number): void => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
      resolve(code);
    };
    child.on('error', (error) => {
      io.err(`chunklens: cannot start the language server: ${error.message}\n`);
      done(2);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}
