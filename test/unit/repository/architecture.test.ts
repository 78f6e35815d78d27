// The architecture's rules are tested, not remembered: the pure core (shared/) imports no editor, LSP runtime, file
// system or timers; the client computes nothing; no module imports itself through a circle; and the code map in
// shared/README.md names every folder of the product's source.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { importCircles, importsOf, sourceFiles, sourceFolders } from '../../helpers/importGraph';
import { repoPath } from '../../helpers/repoPath';

/** Packages of the editor and of the LSP runtime: none may be imported by the pure core. */
const EDITOR_OR_LSP = /^(vscode|vscode-languageserver|vscode-languageclient|vscode-jsonrpc)(\/|$)/;
/** The one module of shared/ that may name LSP protocol types (erased at run time). */
const PROTOCOL_MODULE = 'shared/model/protocol.ts';
/** Node built-ins the core may use: hashing only (no fs, timers, threads or processes). */
const CORE_NODE_BUILTINS = new Set(['node:crypto']);
const TIMERS = /\b(setTimeout|setInterval|setImmediate|clearTimeout|clearInterval|clearImmediate)\s*\(/;

function codeWithoutComments(file: string): string {
  return readFileSync(repoPath(file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

describe('the pure core, shared/', () => {
  const files = sourceFiles(['shared']);

  it('imports neither the editor nor the LSP runtime; only the protocol module names LSP protocol types', () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((i) => EDITOR_OR_LSP.test(i.specifier) || (i.specifier === 'vscode-languageserver-protocol' && (file !== PROTOCOL_MODULE || !i.typeOnly)))
        .map((i) => `${file} imports ${i.specifier}`),
    );
    assert.deepEqual(offending, []);
  });

  it('uses no Node built-in but hashing: no file system, timers, threads or child processes', () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((i) => (i.specifier.startsWith('node:') || ['fs', 'path', 'timers', 'worker_threads', 'child_process', 'os'].includes(i.specifier)) && !CORE_NODE_BUILTINS.has(i.specifier))
        .map((i) => `${file} imports ${i.specifier}`),
    );
    assert.deepEqual(offending, []);
  });

  it('starts no timer', () => {
    assert.deepEqual(files.filter((file) => TIMERS.test(codeWithoutComments(file))), []);
  });

  it('imports nothing from client/ or server/', () => {
    const offending = files.flatMap((file) => importsOf(file).filter((i) => i.target && !i.target.startsWith('shared/')).map((i) => `${file} imports ${i.target}`));
    assert.deepEqual(offending, []);
  });
});

describe('the client, client/', () => {
  it('takes only the contracts of shared/model/ from the core: it parses, chunks and counts nothing', () => {
    const offending = sourceFiles(['client']).flatMap((file) =>
      importsOf(file).filter((i) => i.target && !i.target.startsWith('client/') && !i.target.startsWith('shared/model/')).map((i) => `${file} imports ${i.target}`),
    );
    assert.deepEqual(offending, []);
  });
});

/** The modules esbuild.mjs swaps for a browser stand-in in the playground's bundle (node:crypto's hash, the rank files). */
const PLAYGROUND_STAND_INS = new Set(['node:crypto']);

/** Every file `entry` runs, following imports that stay at run time, with the packages each imports. */
function runtimeClosure(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    const imports = importsOf(file).filter((i) => !i.typeOnly);
    seen.set(file, imports.filter((i) => !i.specifier.startsWith('.')).map((i) => i.specifier));
    for (const i of imports) if (i.target) visit(i.target);
  };
  visit(entry);
  return seen;
}

describe('the browser playground, playground/', () => {
  it('runs no Node built-in, no editor and no LSP runtime, through every module it imports', () => {
    const offending = [...runtimeClosure('playground/main.ts')].flatMap(([file, packages]) =>
      packages
        .filter((p) => (p.startsWith('node:') && !PLAYGROUND_STAND_INS.has(p)) || EDITOR_OR_LSP.test(p) || p === 'vscode-languageserver-protocol')
        .map((p) => `${file} imports ${p}`),
    );
    assert.deepEqual(offending, []);
  });

  it('draws with the webview\'s own views instead of a renderer of its own', () => {
    const used = [...runtimeClosure('playground/main.ts').keys()];
    for (const view of ['client/webview/treeView.ts', 'client/webview/compareView.ts', 'server/present/chunkTreeOf.ts', 'server/present/compareResult.ts']) assert.ok(used.includes(view), view);
  });
});

describe('imports', () => {
  it('form no circle, counting imports of types too', () => {
    assert.deepEqual(importCircles(sourceFiles(), false), []);
  });

  it('find a file for every relative specifier', () => {
    const unresolved = sourceFiles().flatMap((file) => importsOf(file).filter((i) => i.specifier.startsWith('.') && !i.target && !/\.(json|md)$/.test(i.specifier)).map((i) => `${file}: ${i.specifier}`));
    assert.deepEqual(unresolved, []);
  });
});

describe('comments', () => {
  it('cite only documents in the repository (the design notes beside a checkout are not shipped)', () => {
    const citing = sourceFiles().filter((file) => readFileSync(repoPath(file), 'utf8').includes('DESIGN.md'));
    assert.deepEqual(citing, []);
  });
});

describe('the code map in shared/README.md', () => {
  const map = readFileSync(repoPath('shared/README.md'), 'utf8');

  it('names every folder of client/, server/, shared/ and playground/', () => {
    const missing = sourceFolders().filter((folder) => {
      const name = folder.split('/').pop()!;
      return !map.includes(`${folder}/`) && !new RegExp(`(^|[\\s\`(])${name}/`, 'm').test(map);
    });
    assert.deepEqual(missing, []);
  });

  it('names every file at the root of server/ and of shared/', () => {
    const rootFiles = sourceFiles(['server', 'shared']).filter((file) => file.split('/').length === 2);
    assert.deepEqual(rootFiles.filter((file) => !map.includes(file.split('/')[1])), []);
  });
});
