// Driver: UI smoke test of the packaged extension. Installs the .vsix into a throw-away code-server, opens a
// Markdown fixture in headless chromium, waits for what a person would see (status bar item, chunk bands and
// labels, a warning squiggle, a Problems row, the chunk tree panel) and saves a screenshot.
//
// Usage: node out/e2e/uiSmoke.js [--vsix FILE] [--shot PNG] [--timeout MS]
// Defaults: chunklens.vsix, test/e2e/out/ui-smoke.png (and -diagnostic.png, -line-end.png, -scrolled.png),
// 60000 per step. The workspace is test/fixtures/e2e-ws; the file is guide.md, whose chunks are listed in
// guide.expected.json; -scrolled.png is of big.md, the generated big document (test/fixtures/bigMarkdown.ts)
// written into the run's copy of the workspace, which is committed to a new git repository so that the last
// screenshot shows guide.md after an edit: its chunk marked as re-embedding and the count in the status bar.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { pageProbes, stopwatch } from './browser';
import { makeRunDirs, paletteEntry, REPO_ROOT, type CodeServer, type RunDirs } from './codeServer';
import { chunkSteps } from './chunkSteps';
import { exitWith, runUiScenario } from './uiScenario';
import { bigMarkdownDocument } from '../fixtures/bigMarkdown';

const { values: options } = parseArgs({
  options: {
    vsix: { type: 'string', default: join(REPO_ROOT, 'chunklens.vsix') },
    shot: { type: 'string', default: join(REPO_ROOT, 'test', 'e2e', 'out', 'ui-smoke.png') },
    timeout: { type: 'string', default: '60000' },
  },
});
const timeout = Number(options.timeout);
const { poll, frameWithText } = pageProbes(timeout);
const WORKSPACE = join(REPO_ROOT, 'test', 'fixtures', 'e2e-ws');
const FILE = 'guide.md';
const EXPECTED: { chunkStarts: unknown[]; oversized: { codes: string[] } } =
  JSON.parse(readFileSync(join(WORKSPACE, 'guide.expected.json'), 'utf8'));
/** The smoke test clicks into chunk 3 of guide.md, on the line that starts with this text. */
const CLICK = { chunk: 3, text: 'On Linux the server runs' };
/** Room for the labels after each chunk's first line beside the tree panel: no wrapping, no minimap. */
const SCREENSHOT_SETTINGS = {
  'editor.wordWrap': 'off',
  '[markdown]': { 'editor.wordWrap': 'off' },
  'editor.minimap.enabled': false,
  'editor.fontSize': 12,
};
const log = stopwatch();
const chunks = chunkSteps(timeout, log);

/** The steps, in the order a person would look; each throws with what was missing. */
async function checkWorkbench(page: Page, server: CodeServer, dirs: RunDirs, installed: string): Promise<void> {
  await page.goto(`${server.origin}/?folder=${encodeURIComponent(dirs.workspace)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout });
  log('workbench loaded');
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: FILE }).click({ timeout });
  const editor = page.locator('.editor-instance .monaco-editor').first();
  await editor.locator('.view-line').first().waitFor({ timeout });
  log(`${FILE} open`);
  await page.keyboard.press('Control+B'); // hide the side bar: the editor and the tree panel share the width

  const status = page.locator('.statusbar-item', { hasText: new RegExp(`chunk ${CLICK.chunk}/\\d+ ·`) });
  const line = editor.locator('.view-line', { hasText: CLICK.text });
  await line.click({ timeout, position: { x: 8, y: 4 } }); // near the line's start: long lines are wider than the view
  await status.first().waitFor({ timeout });
  log(`status bar: ${(await status.first().innerText()).trim()}`);

  await chunks.waitForChunkLabels(page, editor, EXPECTED.chunkStarts.length);
  await editor.locator('.squiggly-warning').first().waitFor({ timeout });
  log('warning squiggle rendered');

  await page.keyboard.press('Control+Shift+M');
  const problem = page.locator('.markers-panel .monaco-list-row', { hasText: new RegExp(EXPECTED.oversized.codes.join('|')) });
  await problem.first().waitFor({ timeout });
  log(`Problems: ${(await problem.first().innerText()).replace(/\s+/g, ' ')}`);

  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input[type="text"]');
  await input.waitFor({ timeout });
  const entry = paletteEntry(dirs, installed, /chunk tree/i);
  await input.fill(`>${entry}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: entry.split(': ').pop() }).first().waitFor({ timeout });
  await page.keyboard.press('Enter');
  const tree = await frameWithText(page, /Ingestion pipeline/);
  log(`chunk tree panel: ${(await tree.locator('body').innerText()).split('\n').slice(0, 3).join(' | ')}`);
}

/** Gives the text editor keyboard focus, keeping its selection (after a click elsewhere, e.g. in the Problems panel). */
async function focusEditor(page: Page): Promise<void> {
  await page.locator('.editor-instance .monaco-editor').first().locator('textarea.inputarea, .native-edit-context').first().focus({ timeout });
}

/**
 * A second screenshot with the editor scrolled to the diagnostic: a strategy that cuts a long line reports the
 * cut thousands of columns in, beyond the first screenshot's view.
 */
async function shootDiagnostic(page: Page, path: string): Promise<void> {
  const problem = page.locator('.markers-panel .monaco-list-row', { hasText: new RegExp(EXPECTED.oversized.codes.join('|')) });
  const where = /\[Ln (\d+), Col \d+\]/.exec(await problem.first().innerText());
  await problem.first().dblclick({ timeout });
  // The editor selects the diagnostic's range, so the cursor lands on its line (the column is its end).
  if (where) await page.locator('.statusbar-item', { hasText: `Ln ${where[1]}, Col` }).waitFor({ timeout });
  // Collapse the selection to its start: a selected range hides the squiggle under it. The key press is sent
  // again until the editor reports no selection, since a press sent while focus is still moving is dropped.
  const collapsed = page.locator('.statusbar-item', { hasText: /Ln \d+, Col \d+/, hasNotText: /selected/ });
  await poll(page, 'the selection at the diagnostic to collapse', async () => {
    if (await collapsed.count()) return true;
    await focusEditor(page);
    await page.keyboard.press('ArrowLeft');
    return undefined;
  });
  await page.screenshot({ path });
  log(`screenshot at the diagnostic: ${path}`);
}

/**
 * A third screenshot at the end of the diagnostic's line, where its label is drawn: on a long line cut by the
 * strategy, the one label that names every chunk starting there (`chunks 4–5 · …`) is out of the other views.
 */
async function shootLineEnd(page: Page, path: string): Promise<void> {
  await focusEditor(page);
  await page.keyboard.press('End');
  const editor = page.locator('.editor-instance .monaco-editor').first();
  const view = await editor.boundingBox();
  if (!view) throw new Error('the editor is not on screen');
  // The label is drawn after the line's last character, past where the cursor scrolls the view: scroll on.
  await page.mouse.move(view.x + view.width / 2, view.y + view.height / 2);
  // The spans are read in one pass in the page: the editor re-renders them whenever decorations arrive, and a
  // locator of the n-th span taken before that would wait for a span that is gone.
  const label = await poll(page, 'the label at the end of the line to scroll into view', async () => {
    const text = await editor.locator('.view-lines [class*="ced-"]').evaluateAll((spans, bounds) => {
      for (const span of spans) {
        const content = getComputedStyle(span, '::after').content;
        const box = span.getBoundingClientRect();
        if (/▌chunks? \d+/.test(content) && box.x > bounds.x && box.x + box.width < bounds.x + bounds.width - 20) return content;
      }
      return undefined;
    }, view);
    if (text) return text;
    await page.mouse.wheel(200, 0);
    return undefined;
  });
  await page.screenshot({ path });
  log(`screenshot at the end of the line, labelled ${label}: ${path}`);
}

const BIG_FILE = 'big.md';
/** The big document's section whose paragraph the last screenshot scrolls to: line 6 × 1000 + 3, 1-based. */
const FAR_SECTION = 1000;

/**
 * A fourth screenshot of the big document scrolled far down: the server sent only the bands around the top when
 * it opened, and those of the new place after the scroll, labelled with their chunk numbers in the whole document.
 */
async function shootScrolled(page: Page, path: string): Promise<void> {
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input[type="text"]');
  await input.waitFor({ timeout });
  await input.fill(BIG_FILE);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: BIG_FILE }).first().waitFor({ timeout });
  await page.keyboard.press('Enter');
  const editor = page.locator('.editor-instance .monaco-editor').first();
  await editor.locator('.view-line', { hasText: 'Section 0' }).first().waitFor({ timeout });
  const labels = editor.locator('.view-lines [class*="ced-"]');
  const labelOf = (text: RegExp) => poll(page, `a label ${text}`, async () => {
    const contents = await labels.evaluateAll((spans) => spans.map((span) => getComputedStyle(span, '::after').content));
    return contents.find((content) => text.test(content));
  });
  log(`${BIG_FILE} open, labelled ${await labelOf(/▌chunk 1 · /)}`);
  await focusEditor(page);
  await page.keyboard.press('Control+G');
  await input.waitFor({ timeout });
  await input.fill(`:${6 * FAR_SECTION + 3}`);
  await page.keyboard.press('Enter');
  log(`scrolled to section ${FAR_SECTION}, labelled ${await labelOf(new RegExp(`▌chunk ${FAR_SECTION + 1} · .*Section ${FAR_SECTION}`))}`);
  // The labels follow the long paragraph lines: the screenshot is taken at the end of the cursor's line.
  await shootLineEnd(page, path);
}

/** Commits the run's workspace copy to a new git repository, so that the editor compares it with that commit. */
function commitWorkspace(folder: string): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: folder, stdio: 'pipe' });
  git('init', '-q');
  git('config', 'user.name', 'chunklens ui smoke');
  git('config', 'user.email', 'ui-smoke@chunklens.invalid');
  git('config', 'commit.gpgsign', 'false');
  git('add', '-A');
  git('commit', '-q', '-m', 'workspace as the smoke test found it');
}

async function main(): Promise<number> {
  const dirs = makeRunDirs('chunklens-ui-', WORKSPACE, SCREENSHOT_SETTINGS);
  writeFileSync(join(dirs.workspace, BIG_FILE), bigMarkdownDocument());
  commitWorkspace(dirs.workspace);
  return runUiScenario(dirs, options.vsix, { width: 1920, height: 1080 }, log, async (page, server, installed) => {
    mkdirSync(dirname(options.shot), { recursive: true });
    try {
      await checkWorkbench(page, server, dirs, installed);
    } finally {
      await page.screenshot({ path: options.shot });
      log(`screenshot: ${options.shot}`);
    }
    await shootDiagnostic(page, options.shot.replace(/(\.png)?$/, '-diagnostic.png'));
    await shootLineEnd(page, options.shot.replace(/(\.png)?$/, '-line-end.png'));
    await shootScrolled(page, options.shot.replace(/(\.png)?$/, '-scrolled.png'));
  });
}

exitWith(main);
