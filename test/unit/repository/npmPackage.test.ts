// The npm package: `npm pack` builds the CLI (prepack) into a small tarball that installs offline into an empty
// folder, where `npx chunklens lint docs` and the language server `chunklens lsp` work with nothing else installed; the
// GitHub Action's step scripts install and run that package as a workflow would.

import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, it } from 'node:test';
import { createProtocolConnection, type Diagnostic, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { REPO_ROOT } from '../../helpers/repoPath';

const ROOT = REPO_ROOT;
/** The bench's target for the tarball (5 MB): the tokenizer ranks are in it once, as data files beside the bundles. */
const MAX_TARBALL_BYTES = 5e6;

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
  let stage: string;
  let packed: { filename: string; files: { path: string }[] };
  let tarball: string;
  before(() => {
    stage = stageRepository();
    packed = JSON.parse(npm(['pack', '--json', '--pack-destination', stage], stage))[0];
    tarball = join(stage, packed.filename);
  });

  it('packs only the bundled CLI, its worker, the tokenizer ranks, the schema, README with its images, LICENSE and package.json, and installs offline into an empty folder where npx chunklens lint and chunklens lsp work', async () => {
    const ranks = ['cl100k_base', 'o200k_base', 'p50k_base', 'r50k_base'].map((name) => `out/ranks/${name}.json`);
    assert.deepEqual(packed.files.map((f) => f.path).sort(), ['LICENSE', 'README.md', 'images/screenshot.png', 'out/cli.js', 'out/lintWorker.js', ...ranks, 'package.json', 'schemas/chunklens.schema.json']);
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
    // --time-limit lints on the installed worker, which reads another encoding's ranks from the package.
    const pooled = spawnSync('npx', ['--offline', 'chunklens', 'lint', 'docs', '--time-limit', '60', '--tokenizer', 'cl100k_base', '--format', 'json'], { cwd: project, encoding: 'utf8' });
    assert.equal(pooled.status, 1, pooled.stderr);
    assert.deepEqual(JSON.parse(pooled.stdout).map((f: { ruleId: string; line: number }) => [f.ruleId, f.line]), [['CK003', 3]]);

    const published = await firstDiagnostics(join(project, 'node_modules/chunklens/out/cli.js'), pathToFileURL(join(project, 'docs/guide.md')).toString(), readFileSync(join(project, 'docs/guide.md'), 'utf8'));
    assert.deepEqual(published.map((d) => [d.code, d.severity, d.range.start.line]), [['CK003', 1, 2]], 'the installed chunklens lsp applies .chunklens.json');
  });
  it('the GitHub Action steps install the package and lint with annotations, --max-warnings, --config and SARIF for the upload step', () => {
    const runner = mkdtempSync(join(tmpdir(), 'chunklens-runner-'));
    const githubPath = join(runner, 'github_path');
    writeFileSync(githubPath, '');
    // The tarball stands for the published package; npm reads offline and omit from the environment.
    const installEnv = { ...process.env, RUNNER_TEMP: runner, GITHUB_PATH: githubPath, INPUT_VERSION: tarball, npm_config_offline: 'true', npm_config_omit: 'optional' };
    const install = spawnSync(join(ROOT, 'action/install.sh'), { env: installEnv, encoding: 'utf8' });
    assert.equal(install.status, 0, install.stderr);
    assert.equal(install.stdout.trim().split('\n').pop(), JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version, 'the installed chunklens runs');
    const bin = readFileSync(githubPath, 'utf8').trim();
    assert.equal(bin, join(runner, 'chunklens-action/node_modules/.bin'));

    const repo = mkdtempSync(join(tmpdir(), 'chunklens-docs-'));
    mkdirSync(join(repo, 'docs'));
    writeFileSync(join(repo, 'docs/guide.md'), '# Guide\n\n## Empty\n\n## Install\n\nRun the installer.\n');
    writeFileSync(join(repo, 'docs/skip.md'), '# Skip\n\n## Also empty\n\n## End\n\nText.\n');
    writeFileSync(join(repo, 'strict.json'), '{ "rules": { "orphan-heading": "error" } }\n');
    const output = join(runner, 'github_output');
    const lint = (inputs: Record<string, string>) =>
      spawnSync(join(ROOT, 'action/lint.sh'), { cwd: repo, encoding: 'utf8', env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, GITHUB_OUTPUT: output, INPUT_PATHS: 'docs\n !docs/skip.md', ...inputs } });

    const annotations = lint({});
    assert.equal(annotations.status, 0, annotations.stderr);
    assert.match(annotations.stdout, /^1 file, 1 chunk, 1 finding \(1 warning\)/m, 'docs/skip.md is left out');
    assert.deepEqual(annotations.stdout.split('\n').filter((line) => line.startsWith('::')), ['::warning file=docs/guide.md,line=3,col=1,endLine=3,endColumn=9,title=CK003 orphan-heading::Heading "Empty" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Install" and the headings after it belong to it, make them a level deeper)']);
    assert.equal(lint({ INPUT_MAX_WARNINGS: '0' }).status, 1, 'one warning is over --max-warnings 0');
    const strict = lint({ INPUT_CONFIG: 'strict.json', INPUT_FORMAT: 'text' });
    assert.equal(strict.status, 1);
    assert.match(strict.stdout, /^docs\/guide\.md:3:1 error CK003\/orphan-heading/m);

    writeFileSync(output, '');
    const sarif = lint({ INPUT_SARIF: 'true', INPUT_SARIF_FILE: 'findings.sarif', INPUT_CONFIG: 'strict.json' });
    assert.equal(sarif.status, 1);
    assert.equal(readFileSync(output, 'utf8'), 'sarif-file=findings.sarif\n');
    const results = JSON.parse(readFileSync(join(repo, 'findings.sarif'), 'utf8')).runs[0].results;
    assert.deepEqual(results.map((r: { ruleId: string; level: string }) => [r.ruleId, r.level]), [['CK003', 'error']]);

    writeFileSync(output, '');
    const failure = lint({ INPUT_SARIF: 'true', INPUT_PATHS: 'missing' });
    assert.equal(failure.status, 2);
    assert.equal(readFileSync(output, 'utf8'), '', 'a tool failure names no SARIF file to upload');
  });

  it('action.yml passes every input to its step scripts or their conditions, and the scripts exist and are executable', () => {
    const action = (require('js-yaml') as { load(text: string): unknown }).load(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, unknown>;
      runs: { using: string; steps: { if?: string; run?: string; env?: Record<string, string>; with?: Record<string, string>; 'working-directory'?: string }[] };
    };
    assert.equal(action.runs.using, 'composite');
    const passed = action.runs.steps.flatMap((step) => [...Object.values(step.env ?? {}), ...Object.values(step.with ?? {}), step['working-directory'] ?? '', step.if ?? '']).join(' ');
    // An input is passed to a step, or decides whether one runs (`if: … inputs.pr-comment == 'true'`).
    for (const input of Object.keys(action.inputs)) assert.ok(passed.includes(`inputs.${input} }}`) || passed.includes(`inputs.${input} ==`), `input ${input} is passed to a step`);
    const scripts = action.runs.steps.flatMap((step) => /\$GITHUB_ACTION_PATH\/([\w/.]+)/.exec(step.run ?? '')?.[1] ?? []);
    assert.deepEqual(scripts, ['action/install.sh', 'action/lint.sh', 'action/prComment.mjs']);
    for (const script of scripts) assert.ok(statSync(join(ROOT, script)).mode & 0o111, `${script} is executable`);
  });
});
