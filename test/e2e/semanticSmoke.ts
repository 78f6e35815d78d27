// Driver: a semantic strategy in a real VS Code embedding through a real endpoint. Starts an OpenAI-compatible
// embeddings server on 127.0.0.1 (deterministic vectors counting topic words, each answer held back a moment so
// the progress can be seen), code-server with the extension loaded from this repository and user settings that
// choose `langchain-semantic` and that endpoint, the API key in the extension host's environment. In headless
// chromium it opens topics.md and waits for what a person would see: recursive's one chunk with the CK101 warning
// squiggle (nothing embedded yet; typing never embeds), then runs "chunklens: Chunk by meaning now (embed)" and
// waits for the progress notification "Embedding N sentences (0 cached)", then for the semantic chunks' labels and
// code lenses with the squiggle gone; then types a sentence and saves, and waits for the save to send only the
// changed texts.
//
// Usage: node out/e2e/semanticSmoke.js [--shot PNG] [--timeout MS]
// Defaults: test/e2e/out/semantic-fallback.png, semantic-progress.png, semantic-embedded.png; 90000 per step.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, pageProbes, relayConsoleIfVerbose, stopwatch } from './browser';
import { cleanUpRunDirs, makeRunDirs, REPO_ROOT, startCodeServer, type CodeServer, type RunDirs } from './codeServer';
import { exitWith } from './uiScenario';

const { values: options } = parseArgs({
  options: {
    shot: { type: 'string', default: join(REPO_ROOT, 'test', 'e2e', 'out', 'semantic-fallback.png') },
    timeout: { type: 'string', default: '90000' },
  },
});
const timeout = Number(options.timeout);
const { poll } = pageProbes(timeout);
const log = stopwatch();
const WORKSPACE = join(REPO_ROOT, 'test', 'fixtures', 'e2e-ws');
const FILE = 'topics.md';
const KEY_ENV = 'CHUNKLENS_E2E_EMBEDDINGS_KEY';
const KEY = 'e2e-key';
/** Three topics of a few sentences each: recursive keeps them in one chunk, the embeddings part them. */
const TEXT = [
  '# Billing',
  '',
  'Every invoice lists the seats you pay for. An invoice is sent each month. Seats are billed per user and the invoice shows each seat.',
  '',
  '# Backups',
  '',
  'A backup runs every night in your region. Export a backup to restore it elsewhere. Each region keeps its own backup.',
  '',
  '# Tokens',
  '',
  'Rotate an API token every ninety days. A rotated token stops working at once. Tokens are shown only once.',
  '',
].join('\n');
const WORDS = ['invoice', 'seat', 'bill', 'backup', 'region', 'export', 'token', 'rotate'];
/** How long each embeddings answer is held back, so that the progress notification shows. */
const ANSWER_DELAY_MS = 4000;

/** The embeddings endpoint: answers every request with topic-word counts, and records what it was sent. */
function startEndpoint(): Promise<{ server: Server; url: string; requests: Array<{ input: string[]; authorization?: string }> }> {
  const requests: Array<{ input: string[]; authorization?: string }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw) as { input: string[]; model: string };
      requests.push({ input: body.input, authorization: req.headers.authorization });
      const data = body.input.map((t, index) => ({ index, embedding: [...WORDS.map((w) => t.toLowerCase().split(w).length - 1), 0.01] }));
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', model: body.model, data }));
      }, ANSWER_DELAY_MS);
    });
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests })));
}

/** The chunk labels drawn in the editor (`▌chunk N · …`), read from the `::after` text of its decorations. */
async function chunkLabels(editor: Locator): Promise<string[]> {
  const contents = await editor.locator('.view-lines [class*="ced-"]').evaluateAll((spans) => spans.map((span) => getComputedStyle(span, '::after').content));
  return contents.filter((content) => /▌chunks? \d+/.test(content));
}

async function steps(page: Page, server: CodeServer, dirs: RunDirs, requests: Array<{ input: string[]; authorization?: string }>): Promise<void> {
  const shot = (name: string): string => options.shot!.replace(/semantic-fallback(\.png)?$/, `${name}.png`);
  const remote = (path: string): string => `vscode-remote://${server.authority}${path}`;
  const payload = [['extensionDevelopmentPath', remote(REPO_ROOT)]];
  await page.goto(`${server.origin}/?folder=${encodeURIComponent(dirs.workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
  await page.locator('.monaco-workbench').waitFor({ timeout });
  log('workbench loaded');
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: FILE }).click({ timeout });
  const editor = page.locator('.editor-instance .monaco-editor').first();
  await editor.locator('.view-line').first().waitFor({ timeout });
  await page.keyboard.press('Control+B');

  const before = await poll(page, "recursive's one chunk label", async () => {
    const labels = await chunkLabels(editor);
    return labels.length === 1 ? labels : undefined;
  });
  await editor.locator('.squiggly-warning').first().waitFor({ timeout });
  log(`before embedding: ${before.join(', ')}; the CK101 warning squiggle is drawn; endpoint requests: ${requests.length}`);
  if (requests.length) throw new Error('the endpoint was called before a save or the command');
  await page.screenshot({ path: shot('semantic-fallback') });

  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input[type="text"]');
  await input.waitFor({ timeout });
  await input.fill('>chunklens: Chunk by meaning now (embed)');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Chunk by meaning now' }).first().waitFor({ timeout });
  await page.keyboard.press('Enter');
  const toast = page.locator('.notification-toast', { hasText: /Embedding \d+ sentences \(0 cached\)/ });
  await toast.first().waitFor({ timeout });
  log(`progress notification: ${(await toast.first().innerText()).replace(/\s+/g, ' ')}`);
  await page.screenshot({ path: shot('semantic-progress') });

  const after = await poll(page, 'the semantic chunks\' labels', async () => {
    const labels = await chunkLabels(editor);
    return labels.length >= 2 ? labels : undefined;
  });
  await poll(page, 'the CK101 squiggle gone', async () => ((await editor.locator('.squiggly-warning').count()) === 0 ? true : undefined));
  // The version did not change: the code lenses are pulled again because the server asks for it.
  const lenses = await poll(page, 'code lenses naming the semantic chunks', async () => {
    const texts = await editor.locator('.codelens-decoration').allInnerTexts();
    return texts.length >= 2 && texts.every((t) => !t.includes(before[0].match(/\d+ tok/)![0])) ? texts : undefined;
  });
  log(`code lenses: ${lenses.join(' | ')}`);
  const sent = requests.flatMap((r) => r.input).length;
  log(`after embedding: ${after.join(', ')}; ${sent} texts sent in ${requests.length} requests, key ${requests.every((r) => r.authorization === `Bearer ${KEY}`) ? 'sent' : 'MISSING'}`);
  if (!requests.every((r) => r.authorization === `Bearer ${KEY}`)) throw new Error('the API key from the environment was not sent');
  await page.screenshot({ path: shot('semantic-embedded') });

  await editor.locator('.view-line', { hasText: 'Tokens are shown only once.' }).click({ timeout });
  await page.keyboard.press('End');
  await page.keyboard.type(' Store a token in a vault.');
  await page.keyboard.press('Control+S');
  const saved = await poll(page, 'the save to send the changed texts', async () => (requests.length > 1 ? requests[requests.length - 1].input : undefined));
  log(`the save sent ${saved.length} of the document's texts: ${saved.map((t) => JSON.stringify(t.slice(0, 40))).join(', ')}`);
  if (saved.length >= sent) throw new Error('the save sent every text again');
  const resaved = await poll(page, 'the semantic labels after the save', async () => {
    const labels = await chunkLabels(editor);
    return labels.length >= 2 && (await editor.locator('.squiggly-warning').count()) === 0 ? labels : undefined;
  });
  log(`after the save: ${resaved.join(', ')}`);
}

async function main(): Promise<number> {
  const endpoint = await startEndpoint();
  const settings = {
    'chunklens.strategy.markdown': 'langchain-semantic',
    'chunklens.embeddings.url': endpoint.url,
    'chunklens.embeddings.model': 'topic-words',
    'chunklens.embeddings.keyEnv': KEY_ENV,
    'editor.wordWrap': 'on',
    'editor.minimap.enabled': false,
    'editor.fontSize': 13,
  };
  const dirs = makeRunDirs('chunklens-semantic-', WORKSPACE, settings);
  // `url` and `keyEnv` are machine-scoped: a remote window (code-server's) reads them from its machine settings.
  mkdirSync(join(dirs.userData, 'Machine'), { recursive: true });
  writeFileSync(join(dirs.userData, 'Machine', 'settings.json'), JSON.stringify(settings, null, 2));
  writeFileSync(join(dirs.workspace, FILE), TEXT);
  mkdirSync(dirname(options.shot!), { recursive: true });
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  let passed = false;
  try {
    server = await startCodeServer(dirs, { [KEY_ENV]: KEY });
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    relayConsoleIfVerbose(page, log);
    try {
      await steps(page, server, dirs, endpoint.requests);
      passed = true;
    } finally {
      if (!passed) await page.screenshot({ path: options.shot!.replace(/(\.png)?$/, '-failed.png') }).catch(() => undefined);
    }
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser?.close();
    await server?.stop();
    endpoint.server.close();
  }
  console.log(passed ? '1 passed, 0 failed' : '0 passed, 1 failed');
  cleanUpRunDirs(dirs, passed);
  return passed ? 0 : 1;
}

exitWith(main);
