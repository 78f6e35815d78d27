// Launches Debian's chromium headless through playwright-core, for the e2e drivers.

import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';

/**
 * Starts `$CHROMIUM` (default /usr/bin/chromium). Playwright gives each launch a fresh temporary profile, so no
 * `--user-data-dir`; the flags keep the browser off the network (there is none here but the loopback).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/** Prints the page's console when VERBOSE=1, which is where workbench errors show up. */
export function relayConsoleIfVerbose(page: Page, log: (line: string) => void): void {
  if (process.env.VERBOSE) page.on('console', (message) => log(`browser ${message.type()}: ${message.text()}`));
}

/** A logger that prefixes each line with the seconds since it was made. */
export function stopwatch(): (line: string) => void {
  const start = Date.now();
  return (line) => console.log(`[${((Date.now() - start) / 1000).toFixed(1)}s] ${line}`);
}

/** Waits on a page by polling, every 200 ms, up to `timeoutMs` per wait. */
export function pageProbes(timeoutMs: number): {
  poll: <T>(page: Page, what: string, probe: () => Promise<T | undefined>) => Promise<T>;
  frameWithText: (page: Page, text: RegExp) => Promise<Frame>;
  goToLine: (page: Page, line: number) => Promise<void>;
} {
  /** Polls `probe` until it returns a value, or throws `what` after the timeout. */
  const poll = async <T>(page: Page, what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const value = await probe();
      if (value !== undefined) return value;
      await page.waitForTimeout(200);
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  /** The frame (a webview is an iframe inside an iframe) whose text matches. */
  const frameWithText = (page: Page, text: RegExp): Promise<Frame> =>
    poll(page, `a webview frame showing ${text}`, async () => {
      for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
        const body = await frame.locator('body').innerText({ timeout: 1000 }).catch(() => '');
        if (text.test(body)) return frame;
      }
      return undefined;
    });
  /** Reveals a line of the active editor through Quick Open's ":line" mode and waits for the palette to close; the
   *  cursor lands on it without a click, which the editor's scroll shadow can intercept at the top edge. */
  const goToLine = async (page: Page, line: number): Promise<void> => {
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input[type="text"]');
    await input.waitFor({ timeout: timeoutMs });
    await input.fill(`:${line}`);
    await page.keyboard.press('Enter');
    await input.waitFor({ state: 'hidden', timeout: timeoutMs });
  };
  return { poll, frameWithText, goToLine };
}

/** The 1-based line of a file that holds a text. */
export function lineOf(path: string, text: string): number {
  const index = readFileSync(path, 'utf8').split('\n').findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`${path} has no line holding "${text}"`);
  return index + 1;
}
