// The editor reads .chunklens.json files: merged settings, re-analysis on change, diagnostics on a bad file.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { ChunkTree } from '../../shared/model/protocol';
import { TestServer } from '../helpers/lspHarness';

const ORPHAN = '# A\n\n## Empty\n\n## B\n\ntext\n';

describe('configuration files in the editor', () => {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-lsp-config-'));
  const config = join(root, '.chunklens.json');
  const docUri = pathToFileURL(join(root, 'docs', 'a.md')).toString();
  let server: TestServer;
  before(async () => {
    mkdirSync(join(root, 'docs'));
    writeFileSync(config, '{ "rules": { "orphan-heading": "error" } }');
    writeFileSync(join(root, 'docs', '.chunklens.jsonc'), '// docs\n{ "tokenizer": "chars" }');
    server = await TestServer.start({ workspaceFolder: pathToFileURL(root).toString() });
    server.open(docUri, ORPHAN);
  });
  after(() => server.stop());

  const changed = (path: string) => server.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(path).toString(), type: 2 }] });

  it('a document gets the merged .chunklens.json files above it, as the CLI does', async () => {
    const published = await server.diagnosticsFor(docUri, 1);
    assert.deepEqual(published.diagnostics.map((d) => [d.code, d.severity]), [['CK003', 1]]);
    const tree = await server.request<ChunkTree>('chunklens/chunkTree', { uri: docUri });
    assert.equal(tree.tokenizer, 'chars', 'the nearer .chunklens.jsonc applies too');
  });

  it('a changed configuration file re-analyses open documents', async () => {
    const from = server.recorded.diagnostics.length;
    writeFileSync(config, '{ "rules": { "orphan-heading": "off" } }');
    changed(config);
    const published = await server.waitFor((r) => r.diagnostics, (d) => d.uri === docUri, from);
    assert.deepEqual(published.diagnostics, []);
  });

  it('an invalid configuration file gets diagnostics at its place, and they clear when it is fixed', async () => {
    const configUri = pathToFileURL(config).toString();
    let from = server.recorded.diagnostics.length;
    writeFileSync(config, '{\n  "rules": { "orphan-heading": "error" },\n  "tokenizer": "nope"\n}');
    changed(config);
    const problem = await server.waitFor((r) => r.diagnostics, (d) => d.uri === configUri, from);
    assert.equal(problem.diagnostics.length, 1);
    assert.deepEqual(problem.diagnostics[0].range, { start: { line: 2, character: 2 }, end: { line: 2, character: 21 } });
    assert.match(problem.diagnostics[0].message, /^invalid configuration: tokenizer: unknown tokenizer "nope"/);
    const doc = await server.waitFor((r) => r.diagnostics, (d) => d.uri === docUri, from);
    assert.equal(doc.diagnostics[0]?.severity, 1, 'the valid rest of the file still applies');
    from = server.recorded.diagnostics.length;
    writeFileSync(config, '{}');
    changed(config);
    const cleared = await server.waitFor((r) => r.diagnostics, (d) => d.uri === configUri, from);
    assert.deepEqual(cleared.diagnostics, []);
  });
});
