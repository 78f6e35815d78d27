import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { REPO_ROOT } from '../../../helpers/repoPath';

/** The options of esbuild.mjs's product bundles (packages inlined, jsonc-parser's ESM build). */
const PRODUCT = {
  absWorkingDir: REPO_ROOT,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode', 'tiktoken'],
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  define: { CHUNKLENS_VERSION: '"0.0.0"' },
  logLevel: 'silent',
  write: false,
  metafile: true,
  outdir: 'out/bundle-check',
} satisfies esbuild.BuildOptions;

const LSP_PACKAGES = /vscode-languageserver|vscode-jsonrpc/;

/**
 * The LSP and JSON-RPC modules bundled from `entry`, and the first-party imports that pull them in (what a
 * failure names, to show which import chain to cut).
 */
async function lspModulesOf(entry: string): Promise<{ entryBundled: boolean; modules: string[]; pulledBy: string[] }> {
  const { metafile } = await esbuild.build({ ...PRODUCT, entryPoints: [entry] });
  const inputs = Object.entries(metafile.inputs);
  return {
    entryBundled: entry in metafile.inputs,
    modules: inputs.map(([path]) => path).filter((path) => LSP_PACKAGES.test(path)),
    pulledBy: inputs.flatMap(([path, input]) =>
      path.includes('node_modules') ? [] : input.imports.filter((i) => LSP_PACKAGES.test(i.path)).map((i) => `${path} imports ${i.path}`),
    ),
  };
}

describe('analysis worker bundle', () => {
  it('the analysis worker bundles no LSP or JSON-RPC module (type-only imports are erased)', async () => {
    const bundle = await lspModulesOf('server/host/analysisWorker.ts');
    assert.ok(bundle.entryBundled);
    assert.deepEqual(bundle.modules, [], bundle.pulledBy.join('\n'));
  });

  it("the CLI's worker, which serves the analysis jobs of `chunklens lsp`, bundles none either", async () => {
    const bundle = await lspModulesOf('server/cli/lint/lintWorker.ts');
    assert.deepEqual(bundle.modules, [], bundle.pulledBy.join('\n'));
  });

  it("the check sees LSP modules where they belong: the language server's main bundle holds them", async () => {
    const bundle = await lspModulesOf('server/main.ts');
    assert.ok(bundle.modules.length > 0);
    assert.ok(bundle.pulledBy.some((line) => line.startsWith('server/')));
  });
});
