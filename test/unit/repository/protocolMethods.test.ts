// The custom methods in shared/model/protocol.ts are the whole custom protocol: the client sends and listens, and
// the server handles and sends, exactly the declared methods, each through its declaration (no method name written
// anywhere else), and docs/protocol.md documents each one with its kind. The real server's side is also tested
// over JSON-RPC in test/lsp/protocolMethods.test.ts.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { type MethodDeclaration, Methods } from '../../../shared/model/protocol';
import { repoPath } from '../../helpers/repoPath';

type Kind = MethodDeclaration['kind'];

/** Every TypeScript source of a folder, by path relative to the repository, with its text. */
function sources(folder: string): Map<string, string> {
  const files = readdirSync(repoPath(folder), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  return new Map(files.map((f) => [join(folder, f), readFileSync(repoPath(folder, f), 'utf8')]));
}

/** The names in `Methods` of the declarations of these kinds. */
function declared(...kinds: Kind[]): string[] {
  return Object.entries(Methods)
    .filter(([, declaration]) => kinds.includes(declaration.kind))
    .map(([name]) => name)
    .sort();
}

/** The `Methods.<name>` each match of `call` (a pattern ending just before `Methods.`) passes, over all `files`. */
function passedTo(files: Map<string, string>, call: string): string[] {
  const pattern = new RegExp(`${call}Methods\\.(\\w+)`, 'g');
  const names = [...files.values()].flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]));
  return [...new Set(names)].sort();
}

/** A source without its comment lines and block comments (which name methods in prose). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

const client = sources('client');
/** The language server; the command line (server/cli/) speaks no protocol. */
const server = new Map([...sources('server')].filter(([path]) => !path.startsWith(join('server', 'cli'))));

/** The two modules that call JSON-RPC for the custom methods; everything else goes through them. */
const WRAPPERS = [join('client', 'protocolClient.ts'), join('server', 'host', 'customMethods.ts')];

describe('custom protocol methods', () => {
  it('no client or server source writes a custom method name: every one comes from its declaration', () => {
    for (const [path, text] of [...client, ...server]) assert.doesNotMatch(code(text), /['"`]chunklens\/[A-Za-z]/, path);
  });

  it('outside the two wrapper modules, no JSON-RPC call takes a declared method, so its types cannot be bypassed', () => {
    const raw = /\.(?:onRequest|onNotification|sendRequest|sendNotification)(?:<[^>]*>)?\(\s*[^,)]*(?:Methods\.|\.method\b)/;
    for (const [path, text] of [...client, ...server]) {
      if (!WRAPPERS.includes(path)) assert.doesNotMatch(text, raw, path);
    }
  });

  it('the client sends every declared request and client notification, and listens to every server notification and request', () => {
    assert.deepEqual(passedTo(client, String.raw`\b(?:request|requestWithProgress|notify)\(\s*`), declared('request', 'clientNotification'));
    assert.deepEqual(passedTo(client, String.raw`\bonNotification\(\s*`), declared('serverNotification'));
    assert.deepEqual(passedTo(client, String.raw`\bonRequest\(\s*`), declared('serverRequest'));
  });

  it('the server handles every declared request and client notification, and sends every server notification and request', () => {
    const afterConnectionAndLog = String.raw`\(\s*[\w.]+,\s*[\w.]+,\s*`;
    assert.deepEqual(passedTo(server, `\\bhandleRequest${afterConnectionAndLog}`), declared('request'));
    assert.deepEqual(passedTo(server, `\\bhandleNotification${afterConnectionAndLog}`), declared('clientNotification'));
    assert.deepEqual(passedTo(server, String.raw`\bnotifyClient\(\s*[\w.]+,\s*`), declared('serverNotification'));
    assert.deepEqual(passedTo(server, String.raw`\brequestClient\(\s*[\w.]+,\s*`), declared('serverRequest'));
  });

  it('docs/protocol.md has one table row per declared method, with its kind, and no other', () => {
    const kindText: Record<Kind, string> = {
      request: 'request',
      clientNotification: 'client → server notification',
      serverNotification: 'server → client notification',
      serverRequest: 'server → client request',
    };
    const page = readFileSync(repoPath('docs', 'protocol.md'), 'utf8');
    const rows = [...page.matchAll(/^\| `(chunklens\/\w+)` \| ([^|]+) \|/gm)].map((m) => [m[1], m[2].trim()]);
    const expected = Object.values(Methods).map((d) => [d.method, kindText[d.kind]]);
    assert.deepEqual(rows.sort(), expected.sort());
  });
});
