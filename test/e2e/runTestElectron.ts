// Driver for machines that can download VS Code: runs the same e2e suite in desktop VS Code via
// @vscode/test-electron. Not used in CI here (no download is possible); see README "End-to-end tests".
// Usage: node out/e2e/runTestElectron.js   (VSCODE_VERSION picks the version, default "stable")

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTests } from '@vscode/test-electron';
import { REPO_ROOT } from './codeServer';
import { reportResults } from './results';

async function main(): Promise<boolean> {
  const scratch = mkdtempSync(join(tmpdir(), 'chunklens-electron-'));
  const workspace = join(scratch, 'ws');
  cpSync(join(REPO_ROOT, 'test', 'fixtures', 'e2e-ws'), workspace, { recursive: true });
  const resultsFile = join(scratch, 'results.json');
  try {
    await runTests({
      version: process.env.VSCODE_VERSION ?? 'stable',
      extensionDevelopmentPath: REPO_ROOT,
      extensionTestsPath: join(REPO_ROOT, 'out', 'e2e', 'suite', 'index.js'),
      extensionTestsEnv: { E2E_RESULTS_FILE: resultsFile },
      launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--user-data-dir', join(scratch, 'user-data')],
    });
  } catch (error) {
    // runTests rejects when the suite fails; the results file says which tests did.
    console.error(error instanceof Error ? error.message : String(error));
  }
  const passed = reportResults(resultsFile);
  if (passed) rmSync(scratch, { recursive: true, force: true });
  else console.log(`run data kept in ${scratch}`);
  return passed;
}

main().then((passed) => process.exit(passed ? 0 : 1), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
