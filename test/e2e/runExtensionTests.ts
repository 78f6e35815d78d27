// Driver: runs the e2e suite inside the extension host of a real VS Code (code-server), headless.
//
// The extension is loaded from its folder in development mode and the suite's `run()` is awaited, the same
// `extensionTestsPath` contract as @vscode/test-electron. Both paths travel in the workbench URL's `payload`
// parameter; the workbench reports the suite's end through `window.codeAutomationExit(code)` and forwards the
// extension host's console through `window.codeAutomationLog(type, args)`, which are exposed from here.
//
// Usage: node out/e2e/runExtensionTests.js [--extension DIR] [--tests FILE] [--workspace DIR] [--timeout MS]
// Defaults: the repository, out/e2e/suite/index.js, test/fixtures/e2e-ws, 600000. Prints `N passed, N failed`.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchChromium, relayConsoleIfVerbose, stopwatch } from './browser';
import { cleanUpRunDirs, makeRunDirs, REPO_ROOT, startCodeServer, type CodeServer } from './codeServer';
import { reportResults } from './results';

const { values: options } = parseArgs({
  options: {
    extension: { type: 'string', default: REPO_ROOT },
    tests: { type: 'string', default: join(REPO_ROOT, 'out', 'e2e', 'suite', 'index.js') },
    workspace: { type: 'string', default: join(REPO_ROOT, 'test', 'fixtures', 'e2e-ws') },
    timeout: { type: 'string', default: '600000' },
  },
});

/** Workbench log lines that say nothing about the extension: the extension gallery is unreachable offline. */
const HARMLESS = [/ENOTFOUND open-vsx\.org/];

/** Opens the workbench with the test payload and resolves with the code the extension host exited with. */
async function runSuite(browser: Browser, server: CodeServer, workspace: string, log: (line: string) => void): Promise<number> {
  const page = await browser.newPage();
  relayConsoleIfVerbose(page, log);
  let reportExit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((done) => {
    reportExit = done;
  });
  await page.exposeFunction('codeAutomationExit', (code: number) => reportExit(code));
  await page.exposeFunction('codeAutomationLog', (_type: string, args: unknown[]) => {
    const line = format(...args);
    if (!HARMLESS.some((pattern) => pattern.test(line))) console.log(line);
  });
  const remote = (path: string): string => `vscode-remote://${server.authority}${path}`;
  const payload = [
    ['extensionDevelopmentPath', remote(resolve(options.extension))],
    ['extensionTestsPath', remote(resolve(options.tests))],
  ];
  await page.goto(`${server.origin}/?folder=${encodeURIComponent(workspace)}`
    + `&payload=${encodeURIComponent(JSON.stringify(payload))}`);
  log('workbench opened; the suite runs in the extension host');
  const timeoutMs = Number(options.timeout);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no codeAutomationExit within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([exited, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function main(): Promise<number> {
  const log = stopwatch();
  for (const [what, path] of [['extension', join(options.extension, 'package.json')], ['suite', options.tests]]) {
    if (!existsSync(path)) throw new Error(`${what} not found: ${path} (build first: npm run test:e2e)`);
  }
  const dirs = makeRunDirs('chunklens-e2e-', options.workspace);
  const resultsFile = join(dirs.root, 'results.json');
  let exitCode = 1;
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startCodeServer(dirs, { E2E_RESULTS_FILE: resultsFile });
    log(`code-server listening at ${server.origin} (run data ${dirs.root})`);
    browser = await launchChromium();
    exitCode = await runSuite(browser, server, dirs.workspace, log);
    log(`extension host finished with code ${exitCode}`);
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser?.close();
    await server?.stop();
  }
  const passed = reportResults(resultsFile) && exitCode === 0;
  cleanUpRunDirs(dirs, passed);
  return passed ? 0 : 1;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
