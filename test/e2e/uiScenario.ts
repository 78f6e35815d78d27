// What every UI smoke driver (uiSmoke.ts, compareSmoke.ts, frontDoor.ts) does around its own steps: install the
// .vsix into a throw-away code-server, open one browser page, run the steps, close everything, print the
// one-line result and keep the run folder only after a failure.

import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, relayConsoleIfVerbose } from './browser';
import { cleanUpRunDirs, installVsix, startCodeServer, type CodeServer, type RunDirs } from './codeServer';

/** The steps of one scenario, on a page of a running code-server with the extension `installed` (its id@version). */
export type UiSteps = (page: Page, server: CodeServer, installed: string) => Promise<void>;

/** Runs `steps` in the run folder `dirs` with `vsix` installed; returns the process exit code (0 when they passed). */
export async function runUiScenario(dirs: RunDirs, vsix: string, viewport: { width: number; height: number }, log: (message: string) => void, steps: UiSteps): Promise<number> {
  const installed = installVsix(dirs, resolve(vsix)).find((e) => e.startsWith('chunklens.chunklens@'));
  if (!installed) {
    console.log(`error: ${vsix} did not install into code-server`);
    console.log('0 passed, 1 failed');
    cleanUpRunDirs(dirs, false);
    return 1;
  }
  log(`installed ${installed}`);
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  let passed = false;
  try {
    server = await startCodeServer(dirs);
    browser = await launchChromium();
    const page = await browser.newPage({ viewport });
    relayConsoleIfVerbose(page, log);
    await steps(page, server, installed);
    passed = true;
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

/** Runs a driver's `main` and exits with its code (1 when it throws). */
export function exitWith(main: () => Promise<number>): void {
  main().then((code) => process.exit(code), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
