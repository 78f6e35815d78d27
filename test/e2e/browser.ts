// Launches Debian's chromium headless through playwright-core, for the e2e drivers.

import { chromium, type Browser, type Page } from 'playwright-core';

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
