// Driver: UI smoke test of question sets in the editor, in the packaged extension. Installs the .vsix into a
// throw-away code-server, writes `guide.questions.jsonl` into its copy of the workspace, opens it and waits for
// what a person would see (a code lens per answered question naming its chunk, the warning squiggle on the line
// whose quote guide.md no longer holds) and saves a screenshot; then opens guide.md and the chunk tree, waits for
// the questions listed under the chunks that hold their answers and saves a second screenshot; then compares
// markdown-spec with recursive, waits for the question only recursive answers and saves a third.
//
// Usage: node out/e2e/evalSmoke.js [--out DIR] [--vsix FILE] [--timeout MS]
// Defaults: test/e2e/out/ (eval-questions.png, eval-chunk-tree.png, eval-compare.png), chunklens.vsix, 60000 per step.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { pageProbes, stopwatch } from './browser';
import { makeRunDirs, paletteEntry, REPO_ROOT, type CodeServer, type RunDirs } from './codeServer';
import { exitWith, runUiScenario } from './uiScenario';

const { values: options } = parseArgs({
  options: {
    vsix: { type: 'string', default: join(REPO_ROOT, 'chunklens.vsix') },
    out: { type: 'string', default: join(REPO_ROOT, 'test', 'e2e', 'out') },
    timeout: { type: 'string', default: '60000' },
  },
});
const timeout = Number(options.timeout);
const { poll, frameWithText } = pageProbes(timeout);
const WORKSPACE = join(REPO_ROOT, 'test', 'fixtures', 'e2e-ws');
const SET = 'guide.questions.jsonl';
/**
 * Four questions guide.md answers; one whose quote runs from the Install paragraph over the `### Linux` heading,
 * which only a strategy keeping both sections in one chunk answers (recursive, not markdown-spec, whose chunks
 * leave the heading line out); and one whose quote guide.md does not hold.
 */
const QUESTIONS = [
  { id: 'install', question: 'How do I install the extension?', quote: 'Install the extension from its package,\nthen open any Markdown file.' },
  { id: 'linux', question: 'Which runtime does the server use on Linux?', quote: 'On Linux the server runs on the Node\nruntime that ships with the editor.' },
  { id: 'query', question: 'What is handed to the language model?', quote: 'the nearest chunks are handed to the\nlanguage model with their heading paths.' },
  { id: 'database', question: 'Which database keeps embeddings?', quote: 'the ingestion service stores each vector with its chunk identifier and heading path' },
  { id: 'after-install', question: 'What comes after installing on Linux?', quote: 'then open any Markdown file.\n\n### Linux\n\nOn Linux the server runs on the Node' },
  { id: 'offline', question: 'Does chunklens work offline?', quote: 'Chunklens works without a network connection.' },
].map(({ id, question, quote }) => JSON.stringify({ id, question, references: [{ file: 'guide.md', quote }] })).join('\n') + '\n';
const SETTINGS = { 'editor.wordWrap': 'off', 'editor.minimap.enabled': false, 'editor.fontSize': 12 };
const log = stopwatch();

async function openFile(page: Page, name: string): Promise<void> {
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: name }).first().click({ timeout });
  await page.locator('.editor-instance .monaco-editor .view-line').first().waitFor({ timeout });
}

async function questionSet(page: Page, server: CodeServer, dirs: RunDirs, installed: string): Promise<void> {
  await page.goto(`${server.origin}/?folder=${encodeURIComponent(dirs.workspace)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout });
  await openFile(page, 'guide.md');
  await openFile(page, SET);
  const lenses = await poll(page, 'the code lenses of the questions', async () => {
    const texts = await page.locator('.editor-instance .monaco-editor .codelens-decoration').allInnerTexts();
    return texts.filter((t) => t.includes('answered')).length >= 3 ? texts : undefined;
  });
  log(`lenses: ${lenses.join(' | ')}`);
  await poll(page, 'the warning squiggle of the missing quote', async () => ((await page.locator('.editor-instance .squiggly-warning').count()) ? true : undefined));
  log('the missing quote is squiggled');
  await page.screenshot({ path: join(options.out, 'eval-questions.png') });

  await openFile(page, 'guide.md');
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input[type="text"]');
  await input.waitFor({ timeout });
  await input.fill(`>${paletteEntry(dirs, installed, /^Open Chunk Tree$/)}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Open Chunk Tree' }).first().waitFor({ timeout });
  await page.keyboard.press('Enter');
  const tree = await frameWithText(page, /answered in BM25's top 5/);
  await poll(page, 'the questions under their chunks', async () => ((await tree.locator('.asked .question').count()) >= 5 ? true : undefined));
  log(`chunk tree: ${(await tree.locator('#questions').innerText()).replace(/\s+/g, ' ')}`);
  log(`questions on chunks: ${(await tree.locator('.asked').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ')).join(' | ')}`);
  await page.screenshot({ path: join(options.out, 'eval-chunk-tree.png') });

  await page.locator('.editor-instance .monaco-editor .view-line').first().click({ timeout });
  await page.keyboard.press('F1');
  await input.waitFor({ timeout });
  await input.fill(`>${paletteEntry(dirs, installed, /^Compare Strategies$/)}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Compare Strategies' }).first().waitFor({ timeout });
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'recursive' }).first().waitFor({ timeout });
  await input.fill('recursive');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'recursive' }).first().click({ timeout });
  const compare = await frameWithText(page, /answered only by B recursive: What comes after installing on Linux\?/);
  log(`compare view: ${(await compare.locator('#questions').innerText()).replace(/\s+/g, ' ')}`);
}

async function main(): Promise<number> {
  const dirs = makeRunDirs('chunklens-eval-ui-', WORKSPACE, SETTINGS);
  writeFileSync(join(dirs.workspace, SET), QUESTIONS);
  return runUiScenario(dirs, options.vsix, { width: 1600, height: 1000 }, log, async (page, server, installed) => {
    mkdirSync(options.out, { recursive: true });
    try {
      await questionSet(page, server, dirs, installed);
    } finally {
      await page.screenshot({ path: join(options.out, 'eval-compare.png') });
      log(`screenshots in ${options.out}: eval-questions.png, eval-chunk-tree.png, eval-compare.png`);
    }
  });
}

exitWith(main);
