import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readEditorSettings } from '../../../server/host/settings';
import { ClientCommands, Methods } from '../../../shared/model/protocol';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** The `chunklens` section VS Code would send with every contributed setting at its default. */
function defaultSection(): Record<string, unknown> {
  const section: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries<{ default: unknown }>(pkg.contributes.configuration.properties)) {
    const path = key.replace(/^chunklens\./, '').split('.');
    let node = section;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]] = schema.default;
  }
  return section;
}

describe('extension manifest', () => {
  it('keeps main, the server bundle and engines where the e2e harness expects them', () => {
    assert.equal(pkg.main, './out/client/extension.js');
    const [major, minor] = String(pkg.engines.vscode).replace(/^\^/, '').split('.').map(Number);
    assert.ok(major === 1 && minor <= 99, pkg.engines.vscode);
    assert.match(readFileSync('client/languageClient.ts', 'utf8'), /out\/server\/main\.js/);
  });

  it('has a browser entry for VS Code for the Web that starts the web worker server', () => {
    assert.equal(pkg.browser, './out/web/extension.js');
    assert.match(readFileSync('esbuild.mjs', 'utf8'), /extension: 'client\/extensionWeb\.ts'/);
    assert.match(readFileSync('client/languageClientWeb.ts', 'utf8'), /joinPath\(web, 'server\.js'\)/);
  });

  it('hides on the web (context key chunklens.web) the commands a web worker server cannot serve', () => {
    const hidden = (pkg.contributes.menus.commandPalette as { command: string; when: string }[]).filter((entry) => entry.when === '!chunklens.web').map((entry) => entry.command);
    assert.deepEqual(hidden, ['chunklens.lintWorkspace']);
    assert.match(readFileSync('client/activateChunklens.ts', 'utf8'), /'setContext', 'chunklens\.web', web/);
  });

  it('every contributed setting at its default is read by the server without a problem', () => {
    assert.deepEqual(readEditorSettings(defaultSection()).problems, []);
  });

  it('contributes the blocks-jsonl language with its grammar file', () => {
    const grammar = pkg.contributes.grammars.find((g: { language: string }) => g.language === 'blocks-jsonl');
    assert.ok(existsSync(grammar.path));
    assert.deepEqual(pkg.contributes.languages[0].filenamePatterns, ['*.blocks.jsonl']);
  });

  it('every colour the decorations use is contributed, with light, dark and high-contrast defaults', () => {
    const files = ['client/chunkDecorations.ts', 'client/compareMarks.ts', 'client/queryHighlights.ts'];
    const used = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:color|markType)\('(\w+)'\)/g)].map((m) => `chunklens.${m[1]}`));
    assert.ok(used.includes('chunklens.compareOnlyBBorder') && used.includes('chunklens.queryHitBackground'));
    const contributed = new Map<string, Record<string, string>>(pkg.contributes.colors.map((c: { id: string; defaults: Record<string, string> }) => [c.id, c.defaults]));
    for (const id of used) {
      assert.deepEqual(Object.keys(contributed.get(id) ?? {}).sort(), ['dark', 'highContrast', 'highContrastLight', 'light'], id);
    }
  });

  it('the client starts the server for every input kind but plain text, and the tree button shows for them', () => {
    const client = readFileSync('client/documentSelector.ts', 'utf8');
    const menu = pkg.contributes.menus['editor/title'][0].when as string;
    const samples: Record<string, [string, RegExp]> = {
      markdown: ["language: 'markdown'", /resourceLangId == markdown/],
      'blocks-jsonl': ["language: 'blocks-jsonl'", /resourceLangId == blocks-jsonl/],
      mineru: ["pattern: '**/*_content_list.json'", /content_list\\.json/],
      pages: ["pattern: '**/*.pages.json'", /\\.pages\\.json/],
    };
    for (const [kind, [selector, when]] of Object.entries(samples)) {
      assert.ok(client.includes(selector), `${kind}: ${selector}`);
      assert.match(menu, when, kind);
    }
    for (const language of ['markdown', 'blocks-jsonl', 'json']) assert.ok(pkg.activationEvents.includes(`onLanguage:${language}`), language);
  });

  it('the code lens command is a contributed command', () => {
    assert.ok(pkg.contributes.commands.some((c: { command: string }) => c.command === ClientCommands.showChunk));
  });

  it('the protocol page (docs/protocol.md, linked from the README) documents every custom method', () => {
    assert.ok(readFileSync('README.md', 'utf8').includes('(docs/protocol.md)'));
    const protocol = readFileSync('docs/protocol.md', 'utf8');
    for (const { method } of Object.values(Methods)) assert.ok(protocol.includes(`\`${method}\``), method);
  });
});
