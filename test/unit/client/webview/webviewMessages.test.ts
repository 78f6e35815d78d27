import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createNonce, renderChunkTreeHtml } from '../../../../client/webview/html';
import { parseWebviewMessage } from '../../../../client/webview/messages';

describe('chunk tree webview', () => {
  it('accepts exactly the known message shapes from the webview', () => {
    assert.deepEqual(parseWebviewMessage({ type: 'ready' }), { type: 'ready' });
    assert.deepEqual(parseWebviewMessage({ type: 'reveal', index: 3 }), { type: 'reveal', index: 3 });
    assert.deepEqual(parseWebviewMessage({ type: 'showContent', index: 0 }), { type: 'showContent', index: 0 });
  });

  it('rejects anything else: unknown types, extra keys, non-integer or negative indexes, non-objects', () => {
    for (const bad of [
      null,
      'reveal',
      [],
      { type: 'run', command: 'rm' },
      { type: 'reveal' },
      { type: 'reveal', index: '3' },
      { type: 'reveal', index: 1.5 },
      { type: 'reveal', index: -1 },
      { type: 'reveal', index: 1, uri: 'file:///etc/passwd' },
      { type: 'ready', extra: true },
    ]) {
      assert.equal(parseWebviewMessage(bad), undefined, JSON.stringify(bad));
    }
  });

  it('the HTML has a strict CSP: nothing by default, scripts only with the nonce, no inline styles, nothing remote', () => {
    const html = renderChunkTreeHtml({ cspSource: 'vscode-webview://abc', nonce: 'n0nce', scriptUri: 'vscode-webview://abc/main.js', styleUri: 'vscode-webview://abc/style.css' });
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1];
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'nonce-n0nce'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:/);
    assert.match(html, /<script nonce="n0nce" src="vscode-webview:\/\/abc\/main.js"><\/script>/);
    assert.equal((html.match(/<script/g) ?? []).length, 1);
    assert.doesNotMatch(html, /style="/);
  });

  it('nonces are hex from the given random source and differ per load', () => {
    let seed = 0;
    const random = (n: number) => Uint8Array.from({ length: n }, () => seed++ % 256);
    const a = createNonce(random);
    const b = createNonce(random);
    assert.match(a, /^[0-9a-f]{36}$/);
    assert.notEqual(a, b);
  });
});
