// The `extensionTestsPath` entry point: the extension host require()s this file and awaits `run()`, the same
// contract under code-server (test/e2e/runExtensionTests.ts) and @vscode/test-electron (runTestElectron.ts).

import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

/** Per-test results, written to `$E2E_RESULTS_FILE` for the driver, which prints `N passed, N failed`. */
interface Results {
  passed: string[];
  failed: { title: string; error: string }[];
}

/** Runs every compiled `*.e2e.js` beside this file with mocha (tdd interface); rejects when a test fails. */
export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'tdd', color: false, reporter: 'spec', timeout: 120_000 });
  for (const file of readdirSync(__dirname).filter((name) => name.endsWith('.e2e.js')).sort()) {
    mocha.addFile(join(__dirname, file));
  }
  const results: Results = { passed: [], failed: [] };
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      if (process.env.E2E_RESULTS_FILE) writeFileSync(process.env.E2E_RESULTS_FILE, JSON.stringify(results, null, 2));
      if (failures) reject(new Error(`${failures} end-to-end tests failed`));
      else resolve();
    });
    runner.on('pass', (test) => results.passed.push(test.fullTitle()));
    runner.on('fail', (test, error: unknown) => results.failed.push({
      title: test.fullTitle(),
      error: error instanceof Error ? error.message : String(error),
    }));
  });
}
