// The real server serves every custom method shared/model/protocol.ts declares: it answers each request (checking
// its params), handles each client notification and sends each server notification. That no other method is
// handled or sent is checked on the sources in test/unit/repository/protocolMethods.test.ts.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ErrorCodes } from 'vscode-languageserver-protocol';
import { Methods } from '../../shared/model/protocol';
import { GUIDE, GUIDE_URI, SETTINGS } from '../helpers/lspFixtures';
import { TestServer } from '../helpers/lspHarness';

const declarations = Object.values(Methods);

/** The JSON-RPC error code a request is answered with, or `answered` when it has a result. */
function outcome(answer: Promise<unknown>): Promise<number | 'answered'> {
  return answer.then(
    () => 'answered',
    (error: { code?: number }) => error.code ?? Number.NaN,
  );
}

describe('the declared custom methods in the real server', () => {
  /** An empty workspace folder, so that listing it answers. */
  const root = mkdtempSync(join(tmpdir(), 'chunklens-lsp-methods-'));
  let server: TestServer;
  before(async () => {
    server = await TestServer.start({ settings: SETTINGS, workspaceFolder: pathToFileURL(root).toString() });
  });
  after(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('an undeclared method is not found, and every declared request is answered, malformed params with InvalidParams', async () => {
    assert.equal(await outcome(server.request('chunklens/undeclared', { uri: GUIDE_URI })), ErrorCodes.MethodNotFound);
    for (const { method } of declarations.filter((d) => d.kind === 'request')) {
      const code = await outcome(server.request(method, null));
      assert.ok(code === 'answered' || code === ErrorCodes.InvalidParams, `${method}: ${code}`);
    }
  });

  it('every declared client notification is handled: malformed params are logged and ignored', async () => {
    for (const { method } of declarations.filter((d) => d.kind === 'clientNotification')) {
      const from = server.recorded.logs.length;
      server.notify(method, null);
      await server.waitFor((r) => r.logs, (l) => l.startsWith(`chunklens: ignored malformed ${method} notification`), from);
    }
  });

  it('every declared server notification is sent to a client that draws what they carry', { timeout: 15_000 }, async () => {
    const sent = declarations
      .filter((d) => d.kind === 'serverNotification')
      .map(({ method }) => new Promise<void>((resolve) => server.connection.onNotification(method, () => resolve())));
    server.open(GUIDE_URI, GUIDE);
    await Promise.all(sent);
  });
});
