// The web worker server's file access: URIs as POSIX paths, files fetched from the client on first read, and the
// lookups that read them (configuration files, site markers, sidecars) converging once the answers arrive.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Connection } from 'vscode-languageserver/node';
import type { FileAnswer, ReadFilesParams } from '../../../../shared/model/protocol';
import { ConfigResolver } from '../../../../server/config/configResolver';
import { createClientFiles, pathOfUri, uriOfPath } from '../../../../server/host/clientFiles';
import { posixPaths } from '../../../../server/host/posixPaths';
import { SiteMarkers } from '../../../../server/node/siteMarkers';
import { readSidecars } from '../../../../server/node/readSidecars';

const ROOT = 'vscode-vfs://github/owner/repo';

/** A client whose file system holds `files` (URI → text; a value of null is a folder); records every request. */
function fakeClient(files: Record<string, string | null>) {
  const requests: string[][] = [];
  const connection = {
    sendRequest: async (_method: string, params: ReadFilesParams) => {
      requests.push(params.uris);
      const answer = (uri: string): FileAnswer => {
        if (!(uri in files)) return { uri };
        const text = files[uri];
        return text === null ? { uri, kind: 'folder' } : text.length > params.maxBytes ? { uri, kind: 'file', reason: 'too large' } : { uri, kind: 'file', text };
      };
      return { files: params.uris.map(answer) };
    },
  } as unknown as Connection;
  return { connection, requests };
}

/** Lets the microtask that sends the request and the request's answer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client-backed file access (VS Code for the Web)', () => {
  it('maps URIs of any scheme to POSIX paths and back, decoding and re-encoding path segments', () => {
    const uri = 'vscode-remote://127.0.0.1:8080/home/me/my%20docs/guide.md';
    assert.equal(pathOfUri(uri), '/vscode-remote/127.0.0.1%3A8080/home/me/my docs/guide.md');
    assert.equal(uriOfPath(pathOfUri(uri)!), uri);
    assert.equal(uriOfPath(pathOfUri('file:///srv/docs/a.md')!), 'file:///srv/docs/a.md');
    assert.equal(pathOfUri('untitled:Untitled-1'), undefined);
    assert.equal(posixPaths.relative(pathOfUri(ROOT)!, pathOfUri(`${ROOT}/docs/a.md`)!), 'docs/a.md');
  });

  it('answers "nothing there" for a file not fetched yet, fetches it in one request, then tells its listeners', async () => {
    const { connection, requests } = fakeClient({ [`${ROOT}/docs/.chunklens.json`]: '{"tokenizer": "cl100k_base"}' });
    const files = createClientFiles(connection, () => undefined);
    let loaded = 0;
    files.onDidLoad(() => loaded++);
    const resolver = new ConfigResolver({ strict: false, files });
    const doc = pathOfUri(`${ROOT}/docs/guide.md`)!;
    assert.deepEqual(resolver.configFor(doc), {});
    await settle();
    assert.equal(loaded, 1);
    assert.equal(requests.length, 1);
    assert.ok(requests[0].includes(`${ROOT}/docs/.chunklens.json`) && requests[0].includes(`${ROOT}/.chunklens.jsonc`));
    assert.ok(requests[0].every((uri) => uri.startsWith('vscode-vfs://github/')), 'nothing above the authority is asked for');
    resolver.forget();
    assert.deepEqual(resolver.configFor(doc), { tokenizer: 'cl100k_base' });
    await settle();
    assert.equal(requests.length, 1, 'answers are remembered: no second request');
  });

  it('finds a site marker and a sidecar once their fetch has answered', async () => {
    const { connection } = fakeClient({ [`${ROOT}/mkdocs.yml`]: 'site_name: x\n', [`${ROOT}/data/a.tables.json`]: '{"tables": []}' });
    const files = createClientFiles(connection, () => undefined);
    const markers = new SiteMarkers(files);
    const page = pathOfUri(`${ROOT}/docs/page.md`)!;
    assert.equal(markers.markerOf(page), undefined);
    assert.deepEqual(readSidecars(`${ROOT}/data/a.blocks.jsonl`, 'blocks-jsonl', () => undefined, files), {});
    await settle();
    await settle();
    markers.forget();
    assert.equal(markers.markerOf(page)?.site, 'mkdocs');
    assert.deepEqual(readSidecars(`${ROOT}/data/a.blocks.jsonl`, 'blocks-jsonl', () => undefined, files), { tables: '{"tables": []}' });
  });

  it('reads a folder or a file over the size limit as "not read" with a reason, and a missing file as an error', async () => {
    const { connection } = fakeClient({ [`${ROOT}/docs`]: null, [`${ROOT}/big.json`]: 'x'.repeat(100) });
    const files = createClientFiles(connection, () => undefined);
    const [folder, big, missing] = ['docs', 'big.json', 'none.json'].map((name) => pathOfUri(`${ROOT}/${name}`)!);
    for (const path of [folder, big, missing]) files.kindOf(path);
    await settle();
    assert.equal(files.kindOf(folder), 'folder');
    assert.deepEqual(files.readFile(folder, 1000), { ok: false, reason: 'not a regular file (a folder)' });
    assert.equal(files.readFile(big, 1000).ok, true);
    assert.equal(files.readFile(big, 10).ok, false);
    assert.throws(() => files.readFile(missing, 1000), /no such file/);
  });
});
