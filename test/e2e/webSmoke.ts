// Driver: the extension as VS Code for the Web runs it. code-server serves the web workbench; the extension is
// loaded from this repository with the setting `remote.extensionKind` set to `web` for it, so the workbench runs its `browser` entry
// (out/web/extension.js) in the browser's web worker extension host, and the language server in a web worker of
// its own (out/web/server.js), reading files through the editor. In headless chromium it waits for what a person
// would see in guide.md: the chunk bands and one label per chunk start, the oversized paragraph's squiggle (an
// error: the workspace's .chunklens.json, which only the client can read for the worker, raises its rules) with
// its Problems row, the hover, the chunk tree webview, and Compare Strategies with a question ranked in it; it
// checks that no Node language server was started.
//
// Usage: node out/e2e/webSmoke.js [--shot PNG] [--timeout MS]
// Defaults: test/e2e/out/web-smoke.png (and web-smoke-tree.png, web-smoke-compare.png), 90000 per step.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, lineOf, pageProbes, relayConsoleIfVerbose, stopwatch } from './browser';
import { cleanUpRunDirs, makeRunDirs, REPO_ROOT, startCodeServer, type CodeServer, type RunDirs } from './codeServer';
import { chunkSteps } from './chunkSteps';
import { exitWith } from './uiScenario';

const { values: options } = parseArgs({
  options: {
    shot: { type: 'string', default: join(REPO_ROOT, 'test', 'e2e', 'out', 'web-smoke.png') },
    timeout: { type: 'string', default: '90000' },
  },
});
const timeout = Number(options.timeout);
const { frameWithText, goToLine } = pageProbes(timeout);
const WORKSPACE = join(REPO_ROOT, 'test', 'fixtures', 'e2e-ws');
const FILE = 'guide.md';
const EXPECTED: { chunkStarts: unknown[]; oversized: { codes: string[] } } =
  JSON.parse(readFileSync(join(WORKSPACE, 'guide.expected.json'), 'utf8'));
/** The configuration file the run's workspace gets: the oversized paragraph's findings become errors. */
const CONFIG = { rules: Object.fromEntries(EXPECTED.oversized.codes.map((code) => [code, 'error'])) };
/** `remote.extensionKind`: the workbench runs the extension where a web extension runs, in its web worker extension host. */
const SETTINGS = { 'remote.extensionKind': { 'chunklens.chunklens': ['web'] }, 'editor.wordWrap': 'off', '[markdown]': { 'editor.wordWrap': 'off' }, 'editor.minimap.enabled': false, 'editor.fontSize': 12 };
/** Compare Strategies sets guide.md beside this strategy, and ranks this question in the comparison. */
const OTHER = 'recursive';
const QUESTION = 'which model embeds a question';
const log = stopwatch();
const chunks = chunkSteps(timeout, log);

/** The palette entry of a contributed command, from this repository's package.json. */
function paletteEntry(title: RegExp): string {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  const found = (manifest.contributes.commands as { title: string; category?: string }[]).find((c) => title.test(c.title));
  if (!found) throw new Error(`package.json contributes no command titled ${title}`);
  return found.category ? `${found.category}: ${found.title}` : found.title;
}

/** Command lines of code-server's process group that run the Node language server (there must be none). */
function nodeServers(): string[] {
  const ps = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
  return ps.split('\n').filter((line) => line.includes(join(REPO_ROOT, 'out', 'server', 'main.js')));
}

async function steps(page: Page, server: CodeServer, dirs: RunDirs): Promise<void> {
  const remote = (path: string): string => `vscode-remote://${server.authority}${path}`;
  const payload = [['extensionDevelopmentPath', remote(REPO_ROOT)]];
  await page.goto(`${server.origin}/?folder=${encodeURIComponent(dirs.workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
  await page.locator('.monaco-workbench').waitFor({ timeout });
  log('workbench loaded');
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: FILE }).click({ timeout });
  const editor = page.locator('.editor-instance .monaco-editor').first();
  await editor.locator('.view-line').first().waitFor({ timeout });
  log(`${FILE} open`);
  await page.keyboard.press('Control+B');

  await chunks.waitForChunkLabels(page, editor, EXPECTED.chunkStarts.length);
  await editor.locator('.squiggly-error').first().waitFor({ timeout });
  log('error squiggle rendered (.chunklens.json read through the client)');

  await page.keyboard.press('Control+Shift+M');
  const problem = page.locator('.markers-panel .monaco-list-row', { hasText: new RegExp(EXPECTED.oversized.codes.join('|')) });
  await problem.first().waitFor({ timeout });
  log(`Problems: ${(await problem.first().innerText()).replace(/\s+/g, ' ')}`);

  // The Problems panel just opened and shrank the editor, which can leave the hovered line under the panel or above
  // the editor's top edge; Go to Line brings it into view first, and the pointer leaves and comes back until the
  // hover shows (three tries within the timeout).
  const hoveredText = 'On Linux the server runs';
  await goToLine(page, lineOf(join(WORKSPACE, FILE), hoveredText));
  const hover = page.locator('.monaco-hover-content', { hasText: /chunk \d+/ });
  for (let attempt = 1; ; attempt++) {
    await page.mouse.move(0, 0);
    try {
      await editor.locator('.view-line', { hasText: hoveredText }).hover({ timeout: timeout / 3, position: { x: 30, y: 4 } });
      await hover.first().waitFor({ timeout: timeout / 3 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  log(`hover: ${(await hover.first().innerText()).split('\n').slice(0, 2).join(' | ')}`);
  await page.screenshot({ path: options.shot! });
  log(`screenshot: ${options.shot}`);
  await page.keyboard.press('Escape');

  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input[type="text"]');
  await input.waitFor({ timeout });
  const entry = paletteEntry(/chunk tree/i);
  await input.fill(`>${entry}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: entry.split(': ').pop() }).first().waitFor({ timeout });
  await page.keyboard.press('Enter');
  const tree = await frameWithText(page, /Ingestion pipeline/);
  log(`chunk tree panel: ${(await tree.locator('body').innerText()).split('\n').slice(0, 3).join(' | ')}`);
  const treeShot = options.shot!.replace(/(\.png)?$/, '-tree.png');
  await page.screenshot({ path: treeShot });
  log(`screenshot: ${treeShot}`);

  await chunks.compareAndRank(page, paletteEntry(/^Compare Strategies$/), OTHER, QUESTION);
  const compareShot = options.shot!.replace(/(\.png)?$/, '-compare.png');
  await page.screenshot({ path: compareShot });
  log(`screenshot: ${compareShot}`);

  const servers = nodeServers();
  if (servers.length) throw new Error(`a Node language server runs, so the extension did not run on the web: ${servers.join('; ')}`);
  log('no Node language server process: the server ran in a web worker');
}

async function main(): Promise<number> {
  const dirs = makeRunDirs('chunklens-web-', WORKSPACE, SETTINGS);
  writeFileSync(join(dirs.workspace, '.chunklens.json'), JSON.stringify(CONFIG, null, 2));
  mkdirSync(dirname(options.shot!), { recursive: true });
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  let passed = false;
  try {
    server = await startCodeServer(dirs);
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    relayConsoleIfVerbose(page, log);
    try {
      await steps(page, server, dirs);
      passed = true;
    } finally {
      if (!passed) await page.screenshot({ path: options.shot! }).catch(() => undefined);
    }
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser?.close();
    await server?.stop();
  }
  console.log(passed ? '1 passed, 0 failed' : '0 passed, 1 failed');
  cleanUpRunDirs(dirs, passed);
  return passed ? 0 : 1;
}

exitWith(main);
