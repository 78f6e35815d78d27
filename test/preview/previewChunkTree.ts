// Manual check: renders the chunk tree webview with real data from the built language server in headless
// Debian chromium (playwright-core), under the real CSP, clicks a chunk, and saves a screenshot.
// Usage: npm run preview:tree -- [FILE] [OUT.png] [--strategy ID] [--tokenizer ID] [--budgets JSON] [--show N]
//   FILE: any input kind (default test/fixtures/example-kb/api/endpoints.md, with a section appended that checks
//   that document text is escaped); --budgets as in the settings, e.g. '{"paragraph-semantic":{"maxTokens":160}}';
//   --show N: the chunk (1-based) whose embed text is shown (default: the last).

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { renderChunkTreeHtml } from '../../client/webview/html';
import { inputKindOf } from '../../shared/model/inputKind';
import type { ChunkContent, ChunkTree } from '../../shared/model/protocol';

const ORIGIN = 'https://webview.preview';
/** Dark+ values of the theme variables a VS Code webview receives. */
const THEME: Record<string, string> = {
  '--vscode-font-family': 'system-ui, sans-serif',
  '--vscode-font-size': '13px',
  '--vscode-editor-font-family': 'monospace',
  '--vscode-editor-font-size': '12px',
  '--vscode-foreground': '#cccccc',
  '--vscode-descriptionForeground': '#9d9d9d',
  '--vscode-editor-background': '#1e1e1e',
  '--vscode-list-hoverBackground': '#2a2d2e',
  '--vscode-list-inactiveSelectionBackground': '#37373d',
  '--vscode-list-activeSelectionBackground': '#04395e',
  '--vscode-list-activeSelectionForeground': '#ffffff',
  '--vscode-focusBorder': '#007fd4',
  '--vscode-textCodeBlock-background': '#0a0a0a66',
  '--vscode-editorWarning-foreground': '#cca700',
  '--vscode-editorError-foreground': '#f14c4c',
};

const DEFAULT_FILE = 'test/fixtures/example-kb/api/endpoints.md';
const LANGUAGE = { markdown: 'markdown', 'blocks-jsonl': 'blocks-jsonl', mineru: 'json', docling: 'json', pages: 'json', text: 'plaintext' } as const;

interface PreviewOptions {
  file: string;
  strategy?: string;
  settings: Record<string, unknown>;
  show?: number;
}

async function serverData(options: PreviewOptions): Promise<{ tree: ChunkTree; content: ChunkContent }> {
  const { file } = options;
  const child = spawn(process.execPath, [resolve('out/server/main.js'), '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => ({ analysisDelay: 0, ...options.settings })));
  connection.listen();
  const uri = pathToFileURL(resolve(file)).href;
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(process.cwd()).href, capabilities: { workspace: { configuration: true } } });
  await connection.sendNotification('initialized', {});
  const probe = file === DEFAULT_FILE ? `\n\n## Escaping <img src=x onerror="alert(1)"> & friends\n\nText with <b>tags</b> that must show as text.\n` : '';
  const text = `${readFileSync(file, 'utf8')}${probe}`;
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: LANGUAGE[inputKindOf(basename(file))], version: 1, text } });
  if (options.strategy) await connection.sendRequest('chunklens/setStrategy', { uri, strategy: options.strategy });
  const tree = (await connection.sendRequest('chunklens/chunkTree', { uri })) as ChunkTree;
  const index = options.show ? options.show - 1 : tree.totalChunks - 1;
  const content = (await connection.sendRequest('chunklens/chunkContent', { uri, index })) as ChunkContent;
  await connection.sendRequest('shutdown');
  connection.dispose();
  child.kill();
  return { tree, content };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { strategy: { type: 'string' }, tokenizer: { type: 'string' }, budgets: { type: 'string' }, show: { type: 'string' } },
  });
  const file = positionals[0] ?? DEFAULT_FILE;
  const out = positionals[1] ?? 'tree-preview.png';
  const settings: Record<string, unknown> = { budgets: values.budgets ? JSON.parse(values.budgets) : { 'markdown-spec': { maxTokens: 300, targetTokens: 200 } } };
  if (values.tokenizer) settings.tokenizer = values.tokenizer;
  const { tree, content } = await serverData({ file, strategy: values.strategy, settings, show: values.show ? Number(values.show) : undefined });
  const html = renderChunkTreeHtml({ cspSource: ORIGIN, nonce: 'preview-nonce', scriptUri: `${ORIGIN}/main.js`, styleUri: `${ORIGIN}/style.css` });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 560, height: 1000 } });
  const problems: string[] = [];
  page.on('console', (m) => problems.push(`console ${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.route(`${ORIGIN}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === '') return route.fulfill({ contentType: 'text/html', body: html });
    return route.fulfill({ contentType: name.endsWith('.css') ? 'text/css' : 'text/javascript', body: readFileSync(join('out/webview', name)) });
  });
  await page.addInitScript((theme: Record<string, string>) => {
    const sent: unknown[] = [];
    Object.assign(window, { __sent: sent, acquireVsCodeApi: () => ({ postMessage: (m: unknown) => sent.push(m) }) });
    document.addEventListener('DOMContentLoaded', () => Object.entries(theme).forEach(([k, v]) => document.documentElement.style.setProperty(k, v)));
  }, THEME);
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(([tree, fileName]) => window.postMessage({ type: 'tree', fileName, tree }, '*'), [tree, basename(file)] as const);
  await page.evaluate(() => window.postMessage({ type: 'cursor', index: 2 }, '*'));
  await page.click(`button.chunk[data-index="${content.index}"]`);
  await page.evaluate((content) => window.postMessage({ type: 'content', content }, '*'), content);
  const sent = await page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent);
  await page.screenshot({ path: out, fullPage: true });
  await browser.close();
  console.log(`chunks: ${tree.totalChunks}; messages from the webview: ${JSON.stringify(sent)}`);
  console.log(problems.length ? problems.join('\n') : 'no console errors, no CSP violations');
  console.log(`screenshot: ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
