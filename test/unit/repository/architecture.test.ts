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

describe('imports', () => {
  it('form no circle, counting imports of types too', () => {
    assert.deepEqual(importCircles(sourceFiles(), false), []);
  });

  it('find a file for every relative specifier', () => {
    const unresolved = sourceFiles().flatMap((file) => importsOf(file).filter((i) => i.specifier.startsWith('.') && !i.target && !i.specifier.endsWith('.json')).map((i) => `${file}: ${i.specifier}`));
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

  it('names every folder of client/, server/ and shared/', () => {
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
