// Driver: what a new user of the packaged extension sees first, checked and photographed in a real VS Code.
// Installs the .vsix into a throw-away code-server and, in headless chromium:
//   1. opens the walkthrough from the command palette and checks its title, steps and first image
//      (walkthrough.png), and the page of its last step, how to pick a strategy (walkthrough-strategy.png);
//   2. opens the sample document from the walkthrough's first step, the chunk tree beside it, and checks the
//      bands, labels, tree and warning (readme-screenshot.png: the README's image, copied to images/ with
//      --update-images);
//   3. opens the installed extension's details page in the Extensions view and checks the README is rendered
//      there with its image (extension-details.png). vsce rewrote the README's relative image links to the
//      repository's GitHub URLs, as on the Marketplace; the page's requests to them are answered from this
//      repository's files, since tests run offline;
//   4. searches the Settings editor for chunklens and checks a setting's description (settings.png).
//
// Usage: node out/e2e/frontDoor.js [--vsix FILE] [--out DIR] [--timeout MS] [--update-images]
// Defaults: chunklens.vsix, test/e2e/out/, 60000 per step.

import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { lineOf, pageProbes, stopwatch } from './browser';
import { makeRunDirs, REPO_ROOT } from './codeServer';
import { exitWith, runUiScenario } from './uiScenario';

const { values: options } = parseArgs({
  options: {
    vsix: { type: 'string', default: join(REPO_ROOT, 'chunklens.vsix') },
    out: { type: 'string', default: join(REPO_ROOT, 'test', 'e2e', 'out') },
    timeout: { type: 'string', default: '60000' },
    'update-images': { type: 'boolean', default: false },
  },
});
const timeout = Number(options.timeout);
const { poll, frameWithText, goToLine } = pageProbes(timeout);
const PKG = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
const WALKTHROUGH: { title: string; steps: { title: string }[] } = PKG.contributes.walkthroughs[0];
/** Where vsce points the README's relative images (package.json `repository`, branch HEAD). */
const IMAGES_BASE = `${String(PKG.repository.url).replace(/\.git$/, '')}/raw/HEAD/`;
/** A sentence of chunklens.strategy.markdown's description, as the Settings editor renders it. */
const SETTING_TEXT = 'pick the one your RAG pipeline runs';
/** The Settings editor's search: the strategy settings, whose description holds SETTING_TEXT. */
const SETTINGS_QUERY = 'chunklens.strategy';
const SETTINGS = {
  'editor.wordWrap': 'off',
  '[markdown]': { 'editor.wordWrap': 'off' },
  'editor.minimap.enabled': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
};
const log = stopwatch();

/** Runs a command palette entry by its full title. */
async function runCommand(page: Page, title: string): Promise<void> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input[type="text"]');
  await input.waitFor({ timeout });
  await input.fill(`>${title}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().waitFor({ timeout });
  await page.keyboard.press('Enter');
}

/** Step 1: the walkthrough, opened as a person would from the command palette. */
async function shootWalkthrough(page: Page, path: string): Promise<void> {
  await runCommand(page, 'Welcome: Open Walkthrough...');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: WALKTHROUGH.title }).first().click({ timeout });
  const container = page.locator('.gettingStartedContainer');
  await container.locator('h2', { hasText: WALKTHROUGH.title }).first().waitFor({ timeout });
  for (const step of WALKTHROUGH.steps) await container.getByText(step.title, { exact: true }).first().waitFor({ timeout });
  const media = await poll(page, "the first step's image to load", async () => {
    const width = await container.locator('.getting-started-media img').first()
      .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0), undefined, { timeout: 1000 }).catch(() => 0);
    return width > 0 ? width : undefined;
  });
  log(`walkthrough "${WALKTHROUGH.title}" with ${WALKTHROUGH.steps.length} steps, its first image ${media} px wide`);
  await page.screenshot({ path });
  log(`screenshot: ${path}`);
  // The last step explains how to pick a strategy: its Markdown page (a webview) names the strategies.
  const last = WALKTHROUGH.steps[WALKTHROUGH.steps.length - 1];
  await container.getByText(last.title, { exact: true }).first().click({ timeout });
  await frameWithText(page, /langchain-recursive/);
  const strategyShot = path.replace(/(\.png)?$/, '-strategy.png');
  await page.screenshot({ path: strategyShot });
  log(`step "${last.title}": ${strategyShot}`);
  await container.getByText(WALKTHROUGH.steps[0].title, { exact: true }).first().click({ timeout });
}

/** Step 2: the sample from the walkthrough's first step, with its bands, labels, warning and chunk tree. */
async function shootSample(page: Page, path: string): Promise<void> {
  await page.locator('.gettingStartedContainer').getByRole('button', { name: 'Open the sample' }).first().click({ timeout });
  const editor = page.locator('.editor-instance .monaco-editor', { hasText: 'Team handbook' }).first();
  await editor.locator('.view-line').first().waitFor({ timeout });
  const tabs = await page.locator('.tabs-container .tab', { hasText: 'Team handbook' }).count();
  if (tabs !== 1) throw new Error(`the sample opened in ${tabs} tabs`);
  log('sample document open');
  await goToLine(page, lineOf(join(REPO_ROOT, 'walkthrough', 'sample.md'), 'We release the web application'));
  await page.locator('.statusbar-item', { hasText: /chunk 2\/\d+ ·/ }).first().waitFor({ timeout });
  const labels = await poll(page, 'a label on each chunk of the sample', async () => {
    const contents = await editor.locator('.view-lines [class*="ced-"]').evaluateAll((spans) => spans.map((span) => getComputedStyle(span, '::after').content));
    const found = contents.filter((content) => /▌chunks? \d+/.test(content));
    return found.length >= 5 ? found : undefined;
  });
  log(`labels: ${labels.slice(0, 3).join(', ')}, …`);
  await editor.locator('.squiggly-warning').first().waitFor({ timeout });
  await runCommand(page, 'chunklens: Open Chunk Tree');
  await frameWithText(page, /Release schedule/);
  await page.keyboard.press('Control+1'); // the editor keeps the focus and the cursor's chunk stays highlighted
  log('chunk tree open');
  await page.screenshot({ path });
  log(`screenshot: ${path}`);
}

/** Step 3: the installed extension's details page, whose README is the Marketplace's. */
async function shootDetails(page: Page, path: string): Promise<void> {
  // Close the chunk tree (a webview: no prompt) so the details page has the window's width.
  await page.locator('.tabs-container .tab', { hasText: 'Chunks:' }).first().click({ timeout });
  await page.keyboard.press('Control+W');
  await poll(page, 'the chunk tree to close', async () => (await page.locator('.tabs-container .tab', { hasText: 'Chunks:' }).count()) === 0 ? true : undefined);
  await page.keyboard.press('Control+Shift+X');
  const search = page.locator('.extensions-viewlet .suggest-input-container .inputarea, .extensions-viewlet textarea').first();
  await search.waitFor({ timeout });
  await search.fill('@installed chunklens');
  await page.locator('.extensions-viewlet .monaco-list-row', { hasText: PKG.displayName }).first().click({ timeout });
  const readme = await frameWithText(page, /Quick start/);
  const shown = await poll(page, "the README's screenshot to load", async () => {
    const size = await readme.locator('img[src$="images/screenshot.png"]').first()
      .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0), undefined, { timeout: 1000 }).catch(() => 0);
    return size > 0 ? size : undefined;
  });
  log(`details page: README rendered, its screenshot ${shown} px wide`);
  await page.keyboard.press('Control+B'); // the side bar off: the page as wide as the window
  await readme.locator('img[src$="images/screenshot.png"]').first().scrollIntoViewIfNeeded({ timeout });
  await page.screenshot({ path });
  log(`screenshot: ${path}`);
}

/** Step 4: the Settings editor filtered to chunklens. */
async function shootSettings(page: Page, path: string): Promise<void> {
  await page.keyboard.press('Control+Comma');
  const search = page.locator('.settings-editor .suggest-input-container .inputarea, .settings-editor textarea').first();
  await search.waitFor({ timeout });
  await search.fill(SETTINGS_QUERY);
  await page.locator('.settings-editor .setting-item-description', { hasText: SETTING_TEXT }).first().waitFor({ timeout });
  log(`settings: "${SETTING_TEXT}" shown`);
  await page.screenshot({ path });
  log(`screenshot: ${path}`);
}

async function main(): Promise<number> {
  const dirs = makeRunDirs('chunklens-front-', join(REPO_ROOT, 'test', 'fixtures', 'e2e-ws'), SETTINGS);
  mkdirSync(options.out, { recursive: true });
  const shot = (name: string) => join(options.out, name);
  return runUiScenario(dirs, options.vsix, { width: 1440, height: 810 }, log, async (page, server) => {
    await page.route(`${IMAGES_BASE}**`, (route) => {
      const file = join(REPO_ROOT, new URL(route.request().url()).pathname.slice(new URL(IMAGES_BASE).pathname.length));
      return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    await page.goto(`${server.origin}/?folder=${encodeURIComponent(dirs.workspace)}`);
    await page.locator('.monaco-workbench').waitFor({ timeout });
    log('workbench loaded');
    await page.keyboard.press('Control+B'); // hide the side bar: the editor and the chunk tree share the width
    try {
      await shootWalkthrough(page, shot('walkthrough.png'));
      await shootSample(page, shot('readme-screenshot.png'));
      if (options['update-images']) {
        copyFileSync(shot('readme-screenshot.png'), join(REPO_ROOT, 'images', 'screenshot.png'));
        log('copied to images/screenshot.png');
      }
      await shootDetails(page, shot('extension-details.png'));
      await shootSettings(page, shot('settings.png'));
    } catch (error) {
      await page.screenshot({ path: shot('front-door-failure.png') });
      throw error;
    }
  });
}

exitWith(main);
