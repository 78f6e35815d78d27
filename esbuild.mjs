// Builds every bundle: the VS Code client, the language server, the CLI, the webview script, and the tests.
// Usage: node esbuild.mjs [--production] [--watch] [--tests] [--bench] [--cli] [--playground]   (--cli: the npm package's
// CLI and worker only; --bench: the bench and siteFindings, the per-line findings on documentation sites,
// test/bench/siteFindings.ts; --playground: only the static browser playground, into out/playground/)
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const withTests = process.argv.includes('--tests');
const withBench = process.argv.includes('--bench');
const cliOnly = process.argv.includes('--cli');
const playgroundOnly = process.argv.includes('--playground');
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

const node = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: !production,
  minify: production,
  // tiktoken loads its .wasm beside its own module file, so it stays a runtime dependency.
  external: ['vscode', 'tiktoken'],
  define: { CHUNKLENS_VERSION: JSON.stringify(version) },
  logLevel: 'warning',
};

/** The js-tiktoken rank files, one per encoding (gpt2 reads r50k_base's). */
const RANK_FILES = ['o200k_base', 'cl100k_base', 'p50k_base', 'r50k_base'];

/**
 * The Node product bundles read the ranks from out/ranks/ (server/node/nodeRankFiles.ts in place of
 * shared/tokenizers/rankFiles.ts) rather than inline 4.5 MB of them each.
 */
const nodeRankFiles = {
  name: 'node-rank-files',
  setup(build) {
    build.onResolve({ filter: /^\.\/rankFiles$/ }, (args) =>
      args.importer.endsWith(join('shared', 'tokenizers', 'index.ts')) ? { path: join(process.cwd(), 'server/node/nodeRankFiles.ts') } : undefined,
    );
  },
};

/** Writes each encoding's ranks as JSON into out/ranks/, where the Node product bundles read them. */
async function writeRankFiles() {
  mkdirSync('out/ranks', { recursive: true });
  for (const name of RANK_FILES) writeFileSync(`out/ranks/${name}.json`, JSON.stringify((await import(`js-tiktoken/ranks/${name}`)).default));
}

/**
 * Product bundles inline their npm packages. jsonc-parser's UMD `main` loads its parts with a dynamic require
 * that a bundle cannot follow, so bundles take its ESM build (tests keep packages external and load the UMD).
 * acorn is imported by some packages and required by acorn-jsx: one build of it serves both (not two copies).
 * `CHUNKLENS_RANKS_DIR` is where out/ranks/ is from the bundle's folder.
 */
const product = {
  ...node,
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js', acorn: './node_modules/acorn/dist/acorn.mjs' },
  define: { ...node.define, CHUNKLENS_RANKS_DIR: JSON.stringify('ranks') },
  plugins: [nodeRankFiles],
};
/** The product bundles in out/server/. */
const serverProduct = { ...product, define: { ...node.define, CHUNKLENS_RANKS_DIR: JSON.stringify('../ranks') } };

/** The npm package's bundles: the CLI and its lint worker. */
const cliBundles = [
  { ...product, entryPoints: { cli: 'server/cli/main.ts' }, outdir: 'out', banner: { js: '#!/usr/bin/env node' } },
  { ...product, entryPoints: { lintWorker: 'server/cli/lint/lintWorker.ts' }, outdir: 'out' },
];

/**
 * The browser playground (docs/playground.md): the pure core, the webview's views and the page script as an ES
 * module. Two modules get a browser stand-in: the rank files (each encoding a chunk of its own, fetched when a
 * page selects it, instead of all of them in the bundle) and node:crypto's hash (shared/text/portableCrypto.ts: chunk ids hash synchronously).
 */
const playgroundStandIns = {
  name: 'playground-stand-ins',
  setup(build) {
    build.onResolve({ filter: /^\.\/rankFiles$/ }, (args) =>
      args.importer.endsWith(join('shared', 'tokenizers', 'index.ts')) ? { path: join(process.cwd(), 'playground/rankFilesOnDemand.ts') } : undefined,
    );
    build.onResolve({ filter: /^node:crypto$/ }, () => ({ path: join(process.cwd(), 'shared/text/portableCrypto.ts') }));
  },
};
const playgroundBundle = {
  bundle: true,
  platform: 'browser',
  format: 'esm',
  splitting: true,
  target: 'es2022',
  minify: true,
  sourcemap: false,
  entryPoints: { playground: 'playground/main.ts' },
  outdir: 'out/playground',
  chunkNames: 'chunks/[name]-[hash]',
  alias: product.alias,
  loader: { '.md': 'text' },
  plugins: [playgroundStandIns],
  define: { CHUNKLENS_VERSION: JSON.stringify(version) },
  logLevel: 'warning',
};

/** The page's static files beside the bundle: its HTML, the webview's stylesheet and the page's own. */
function copyPlaygroundFiles() {
  mkdirSync('out/playground', { recursive: true });
  copyFileSync('playground/index.html', 'out/playground/index.html');
  copyFileSync('client/webview/style.css', 'out/playground/style.css');
  copyFileSync('playground/playground.css', 'out/playground/playground.css');
}

/**
 * Modules the web bundles take in place of Node's (VS Code for the Web runs the extension and its server in web
 * workers): the LSP runtimes' browser builds, a plain-JavaScript sha256 for node:crypto (shared/text/portableCrypto.ts), and
 * rank files loaded on first use instead of bundled (server/host/workerRankFiles.ts).
 */
const WEB_MODULES = {
  'vscode-languageserver/node': 'vscode-languageserver/browser',
  'vscode-languageclient/node': 'vscode-languageclient/browser',
  'node:crypto': './shared/text/portableCrypto.ts',
};
const webModules = {
  name: 'web-modules',
  setup(build) {
    build.onResolve({ filter: /[/\\]rankFiles$/ }, (args) =>
      args.importer.includes('tokenizers') ? { path: join(process.cwd(), 'server/host/workerRankFiles.ts') } : undefined);
  },
};
const web = {
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  sourcemap: !production,
  minify: production,
  alias: { ...WEB_MODULES, 'jsonc-parser': 'jsonc-parser/lib/esm/main.js', acorn: './node_modules/acorn/dist/acorn.mjs' },
  define: { CHUNKLENS_VERSION: JSON.stringify(version) },
  plugins: [webModules],
  logLevel: 'warning',
};
/** Each encoding's js-tiktoken ranks as a script of its own, which sets `self.chunklensRanks[name]`. */
const rankScripts = RANK_FILES.map((name) => ({
  ...web,
  stdin: { contents: `import ranks from 'js-tiktoken/ranks/${name}'; (self.chunklensRanks ??= {})[${JSON.stringify(name)}] = ranks;`, resolveDir: '.', loader: 'js' },
  format: 'iife',
  sourcemap: false,
  outfile: `out/web/ranks/${name}.js`,
}));
/** The file whose resolved URL is the rank scripts' URL template (client/languageClientWeb.ts). */
const rankTemplate = {
  ...web,
  stdin: { contents: '// The rank scripts are beside this file: its URL, with _encoding_ replaced, is theirs.', loader: 'js' },
  sourcemap: false,
  outfile: 'out/web/ranks/_encoding_.js',
};
/** VS Code for the Web: the extension (CommonJS, as the web extension host loads it) and its server (a worker script). */
const webBundles = [
  { ...web, format: 'cjs', external: ['vscode'], entryPoints: { extension: 'client/extensionWeb.ts' }, outdir: 'out/web' },
  // `worker`: packages' builds for a worker, which has no DOM (decode-named-character-reference's browser build uses `document`).
  { ...web, format: 'iife', conditions: ['worker'], entryPoints: { server: 'server/webMain.ts' }, outdir: 'out/web' },
  ...rankScripts,
  rankTemplate,
];

/** The product bundles. */
const bundles = playgroundOnly ? [playgroundBundle] : cliOnly ? cliBundles : [
  ...webBundles,
  ...cliBundles,
  { ...serverProduct, entryPoints: { 'server/main': 'server/main.ts', 'server/analysisWorker': 'server/host/analysisWorker.ts' }, outdir: 'out' },
  { ...node, entryPoints: { 'client/extension': 'client/extension.ts' }, outdir: 'out' },
  {
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    sourcemap: !production,
    minify: production,
    entryPoints: { 'webview/main': 'client/webview/main.ts', 'webview/style': 'client/webview/style.css' },
    outdir: 'out',
    logLevel: 'warning',
  },
];

/** Test files compile one to one; npm packages stay external (Node 20.19+ can require ESM packages). */
function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : findTests(path);
    return e.name.endsWith('.test.ts') ? [path] : [];
  });
}
if (withTests) {
  bundles.push({ ...node, entryPoints: findTests('test'), outdir: 'out/test', outbase: 'test', packages: 'external' });
  // The fuzz harness and its worker (`npm run fuzz`; a bounded run is a unit test). Outside out/test, which
  // `node --test out/test/` runs whole: the harness itself is a 2-minute run with a random seed, not a test.
  bundles.push({ ...node, entryPoints: ['test/fuzz/fuzzCli.ts', 'test/fuzz/fuzzWorker.ts'], outdir: 'out/fuzz', packages: 'external' });
}

if (withBench) {
  bundles.push({ ...node, entryPoints: { bench: 'test/bench/bench.ts', siteFindings: 'test/bench/siteFindings.ts' }, outdir: 'out/bench', packages: 'external' });
}

if (watch) {
  for (const options of bundles) await (await esbuild.context(options)).watch();
  console.log('esbuild: watching');
} else {
  await Promise.all(bundles.map((options) => esbuild.build(options)));
}
if (playgroundOnly) copyPlaygroundFiles();
else await writeRankFiles();
