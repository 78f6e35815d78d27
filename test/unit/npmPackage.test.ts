// The npm package: `npm pack` builds the CLI (prepack) into a small tarball that installs offline into an empty
// folder, where `npx chunklens lint docs` and the language server `chunklens lsp` work with nothing else installed.

import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { createProtocolConnection, type Diagnostic, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';

const ROOT = join(__dirname, '../../..');
const MAX_TARBALL_BYTES = 5 * 1024 * 1024;

/**
 * Copies what `npm pack` reads into a staging folder (sharing node_modules), so the prepack build writes there
 * and never over the bundles other tests are using.
 */
function stageRepository(): string {
  const stage = mkdtempSync(join(tmpdir(), 'chunklens-stage-'));
  for (const entry of ['package.json', 'README.md', 'LICENSE', '.npmignore', 'esbuild.mjs', 'server', 'shared', 'schemas', 'images']) {
    cpSync(join(ROOT, entry), join(stage, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(stage, 'node_modules'), 'dir');
  return stage;
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
}

/** Starts `cli lsp --stdio` as a plain LSP client would, opens one Markdown document, and resolves with its first diagnostics. */
async function firstDiagnostics(cli: string, uri: string, text: string): Promise<Diagnostic[]> {
  const child = spawn(process.execPath, [cli, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  try {
    const published = new Promise<Diagnostic[]>((resolve) => connection.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: Diagnostic[] }) => p.uri === uri && resolve(p.diagnostics)));
    connection.listen();
    await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
    await connection.sendNotification('initialized', {});
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version: 1, text } });
    return await published;
  } finally {
    connection.dispose();
    child.kill();
  }
}

describe('npm package', () => {
  it('packs only the bundled CLI, its worker, the schema, README with its images, LICENSE and package.json, and installs offline into an empty folder where npx chunklens lint and chunklens lsp work', async () => {
    const stage = stageRepository();
    const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', stage], stage))[0];
    assert.deepEqual(packed.files.map((f: { path: string }) => f.path).sort(), ['LICENSE', 'README.md', 'images/screenshot.png', 'out/cli.js', 'out/lintWorker.js', 'package.json', 'schemas/chunklens.schema.json']);
    const tarball = join(stage, packed.filename);
    assert.ok(statSync(tarball).size <= MAX_TARBALL_BYTES, `tarball is ${statSync(tarball).size} bytes`);
    const manifest = JSON.parse(readFileSync(join(stage, 'package.json'), 'utf8'));
    assert.equal(manifest.private, undefined);
    assert.deepEqual(Object.keys(manifest.dependencies ?? {}), []);
    assert.deepEqual(Object.keys(manifest.optionalDependencies), ['tiktoken']);
    const cli = readFileSync(join(stage, 'out/cli.js'), 'utf8');
    assert.doesNotMatch(cli, /sourceMappingURL/, 'the packed CLI has no source map');

    const project = mkdtempSync(join(tmpdir(), 'chunklens-install-'));
    writeFileSync(join(project, 'package.json'), '{ "name": "docs-site", "private": true }\n');
    npm(['install', '--offline', '--no-audit', '--no-fund', '--omit=optional', tarball], project);
    mkdirSync(join(project, 'docs'));
    writeFileSync(join(project, 'docs/guide.md'), '# Guide\n\n## Empty\n\n## Install\n\nRun the installer.\n');
    writeFileSync(join(project, '.chunklens.json'), '{ "rules": { "orphan-heading": "error" } }\n');
    const lint = spawnSync('npx', ['--offline', 'chunklens', 'lint', 'docs'], { cwd: project, encoding: 'utf8' });
    assert.equal(lint.status, 1, lint.stderr);
    assert.match(lint.stdout, /^docs\/guide\.md:3:1 error CK003\/orphan-heading Heading "Empty"/m);

    const published = await firstDiagnostics(join(project, 'node_modules/chunklens/out/cli.js'), pathToFileURL(join(project, 'docs/guide.md')).toString(), readFileSync(join(project, 'docs/guide.md'), 'utf8'));
    assert.deepEqual(published.map((d) => [d.code, d.severity, d.range.start.line]), [['CK003', 1, 2]], 'the installed chunklens lsp applies .chunklens.json');
  });
});
