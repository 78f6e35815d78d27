// "Lint Workspace" on the server: the workspace documents a lint reads, linted from disk into diagnostics.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { LintFilesResult, WorkspaceFilesResult } from '../../shared/model/protocol';
import { TestServer } from '../helpers/lspHarness';

const ORPHAN = '# A\n\n## Empty\n\n## B\n\ntext\n';

describe('Lint Workspace on the server', () => {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-lsp-workspace-'));
  const uri = (path: string) => pathToFileURL(join(root, path)).toString();
  let server: TestServer;
  before(async () => {
    mkdirSync(join(root, 'docs/drafts'), { recursive: true });
    mkdirSync(join(root, '.git'));
    writeFileSync(join(root, '.gitignore'), 'build/\n');
    mkdirSync(join(root, 'build'));
    writeFileSync(join(root, 'build/out.md'), ORPHAN);
    writeFileSync(join(root, '.chunklens.json'), '{ "ignores": ["docs/drafts/**"], "rules": { "orphan-heading": "error" } }');
    for (const path of ['docs/a.md', 'docs/b.md', 'docs/drafts/c.md', 'open.md']) writeFileSync(join(root, path), ORPHAN);
    writeFileSync(join(root, 'notes.txt'), 'plain\n');
    server = await TestServer.start({ workspaceFolder: pathToFileURL(root).toString() });
  });
  after(() => server.stop());

  it('lists the documents a lint reads: known kinds, minus configuration ignores and .gitignore', async () => {
    const { uris } = await server.request<WorkspaceFilesResult>('chunklens/workspaceFiles', {});
    assert.deepEqual(uris, [uri('docs/a.md'), uri('docs/b.md'), uri('open.md')]);
  });

  it('lints documents from disk with their configuration and publishes their diagnostics, skipping open ones', async () => {
    server.open(uri('open.md'), ORPHAN);
    await server.diagnosticsFor(uri('open.md'), 1);
    const from = server.recorded.diagnostics.length;
    const result = await server.request<LintFilesResult>('chunklens/lintFiles', { uris: [uri('docs/a.md'), uri('docs/b.md'), uri('open.md')] });
    assert.deepEqual(result, { linted: 2, findings: 2 });
    const published = server.recorded.diagnostics.slice(from);
    assert.deepEqual(published.map((d) => d.uri).sort(), [uri('docs/a.md'), uri('docs/b.md')]);
    assert.deepEqual(published[0].diagnostics.map((d) => [d.code, d.severity, d.range.start.line]), [['CK003', 1, 2]]);
  });

  it('a malformed request is an InvalidParams error', async () => {
    await assert.rejects(server.request('chunklens/lintFiles', { uris: ['untitled:x'] }), /lintFiles takes/);
  });
});
