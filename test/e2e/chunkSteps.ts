// Steps the UI drivers share in a running workbench: waiting for a document's chunk bands and labels, and
// comparing it with another strategy and ranking a question in the compare view.

import type { Frame, Locator, Page } from 'playwright-core';
import { pageProbes } from './browser';

/** The shared steps, each waiting up to `timeoutMs` per wait and logging what it saw. */
export function chunkSteps(timeoutMs: number, log: (line: string) => void): {
  waitForChunkLabels: (page: Page, editor: Locator, expectedLabels: number) => Promise<string[]>;
  compareAndRank: (page: Page, paletteEntry: string, other: string, question: string) => Promise<Frame>;
} {
  const { poll, frameWithText } = pageProbes(timeoutMs);
  const timeout = timeoutMs;

  /** Waits for the bands, then for one chunk label on each of `expectedLabels` lines, and returns the labels. */
  const waitForChunkLabels = async (page: Page, editor: Locator, expectedLabels: number): Promise<string[]> => {
    const bands = editor.locator('.view-overlays [class*="ced-"]');
    await bands.first().waitFor({ timeout });
    log(`chunk bands: ${await bands.count()} decorated line overlays`);
    // A label is an `after` decoration: an empty span whose ::after pseudo-element carries the text.
    const labels = editor.locator('.view-lines [class*="ced-"]');
    // One label per line: `chunk 4 · 612/900 tok · …`, or `chunks 4–5 · …` on a line where two chunks start.
    const labelTexts = await poll(page, `one chunk label on each of the ${expectedLabels} lines where chunks start`, async () => {
      const contents = await labels.evaluateAll((spans) => spans.map((span) => getComputedStyle(span, '::after').content));
      const chunkLabels = contents.filter((content) => /▌chunks? \d+/.test(content));
      return chunkLabels.length === expectedLabels ? chunkLabels : undefined;
    });
    log(`chunk labels: ${labelTexts.join(', ')}`);
    return labelTexts;
  };

  /** Runs Compare Strategies (`paletteEntry`, as the palette lists it) against `other`, asks `question`, and waits for both best hits. */
  const compareAndRank = async (page: Page, paletteEntry: string, other: string, question: string): Promise<Frame> => {
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input[type="text"]');
    await input.waitFor({ timeout });
    await input.fill(`>${paletteEntry}`);
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Compare Strategies' }).first().waitFor({ timeout });
    await page.keyboard.press('Enter');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: other }).first().waitFor({ timeout });
    await input.fill(other);
    await page.locator('.quick-input-list .monaco-list-row', { hasText: other }).first().click({ timeout });
    const view = await frameWithText(page, new RegExp(`A markdown-spec vs B ${other}`));
    log(`compare view: ${(await view.locator('#summary').innerText()).replace(/\s+/g, ' ')}`);
    await view.locator('input[name="question"]').fill(question);
    await view.locator('input[name="question"]').press('Enter');
    const hits = await poll(page, 'the best hit of each strategy', async () => {
      const text = await view.locator('#hits').innerText().catch(() => '');
      return (text.match(/best hit chunk \d+/g) ?? []).length === 2 ? text : undefined;
    });
    log(`hits: ${hits.split('\n').filter((l) => /best hit/.test(l)).join(' | ')}`);
    return view;
  };

  return { waitForChunkLabels, compareAndRank };
}
