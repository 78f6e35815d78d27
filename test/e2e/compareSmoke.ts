// Driver: UI smoke test of "Compare Strategies" with a question ranked, in the packaged extension. Installs the
// .vsix into a throw-away code-server, opens guide.md, runs "chunklens: Compare Strategies" from the command
// palette and picks `recursive`, types a question into the query box of the compare view, waits for what a person
// would see (both columns, the overlaid histogram legend, each strategy's best hit, the editor's "only A" marks
// and "hit #1" labels) and saves a screenshot.
//
// Usage: node out/e2e/compareSmoke.js [--vsix FILE] [--shot PNG] [--timeout MS]
// Defaults: chunklens.vsix, test/e2e/out/compare-query.png, 60000 per step. The workspace is test/fixtures/e2e-ws.

import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { pageProbes, stopwatch } from './browser';
import { makeRunDirs, paletteEntry, REPO_ROOT, type CodeServer, type RunDirs } from './codeServer';
import { chunkSteps } from './chunkSteps';
import { exitWith, runUiScenario } from './uiScenario';

const { values: options } = parseArgs({
  options: {
    vsix: { type: 'string', default: join(REPO_ROOT, 'chunklens.vsix') },
    shot: { type: 'string', default: join(REPO_ROOT, 'test', 'e2e', 'out', 'compare-query.png') },
    timeout: { type: 'string', default: '60000' },
  },
});
const timeout = Number(options.timeout);
const { poll } = pageProbes(timeout);
const WORKSPACE = join(REPO_ROOT, 'test', 'fixtures', 'e2e-ws');
const FILE = 'guide.md';
const OTHER = 'recursive';
const QUESTION = 'which model embeds a question';
const SETTINGS = { 'editor.wordWrap': 'off', '[markdown]': { 'editor.wordWrap': 'off' }, 'editor.minimap.enabled': false, 'editor.fontSize': 12 };
const log = stopwatch();
const chunks = chunkSteps(timeout, log);

/** The `::after` texts of the editor's decorations (labels and marks are `after` decorations). */
async function afterTexts(page: Page): Promise<string[]> {
  const editor = page.locator('.editor-instance .monaco-editor').first();
  return editor.locator('.view-lines [class*="ced-"]').evaluateAll((spans) => spans.map((span) => getComputedStyle(span, '::after').content));
}

async function compareAndQuery(page: Page, server: CodeServer, dirs: RunDirs, installed: string): Promise<void> {
  await page.goto(`${server.origin}/?folder=${encodeURIComponent(dirs.workspace)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout });
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: FILE }).click({ timeout });
  const editor = page.locator('.editor-instance .monaco-editor').first();
  await editor.locator('.view-line').first().waitFor({ timeout });
  await page.keyboard.press('Control+B');
  await poll(page, 'the chunk labels', async () => ((await afterTexts(page)).some((t) => /▌chunk \d+/.test(t)) ? true : undefined));
  log(`${FILE} open with its chunk labels`);

  const view = await chunks.compareAndRank(page, paletteEntry(dirs, installed, /^Compare Strategies$/), OTHER, QUESTION);
  const rows = await view.locator('button.chunk.hit').count();
  log(`chunk rows marked as hits in the two columns: ${rows}`);
  const marks = await poll(page, 'the editor marks: cuts only A makes and hit labels', async () => {
    const texts = await afterTexts(page);
    const only = texts.filter((t) => t.includes('only A markdown-spec cuts here'));
    const hit = texts.filter((t) => t.includes('hit #1'));
    return only.length && hit.length ? [...only, ...hit] : undefined;
  });
  log(`editor: ${marks.join(', ')}`);
}

async function main(): Promise<number> {
  const dirs = makeRunDirs('chunklens-compare-ui-', WORKSPACE, SETTINGS);
  return runUiScenario(dirs, options.vsix, { width: 1920, height: 1080 }, log, async (page, server, installed) => {
    mkdirSync(dirname(options.shot), { recursive: true });
    try {
      await compareAndQuery(page, server, dirs, installed);
    } finally {
      await page.screenshot({ path: options.shot });
      log(`screenshot: ${options.shot}`);
    }
  });
}

exitWith(main);
