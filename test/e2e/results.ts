// Reads the results file the e2e suite writes and prints the closing `N passed, N failed` line.

import { existsSync, readFileSync } from 'node:fs';

interface Results {
  passed: string[];
  failed: { title: string; error: string }[];
}

/**
 * Prints one `FAIL` line per failed test and the `N passed, N failed` summary; returns whether at least one test
 * ran and none failed. A missing file means the suite never ran, which counts as one failure.
 */
export function reportResults(resultsFile: string): boolean {
  if (!existsSync(resultsFile)) {
    console.log('no results file: the suite did not run');
    console.log('0 passed, 1 failed');
    return false;
  }
  const results: Results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  for (const failure of results.failed) console.log(`FAIL ${failure.title}: ${failure.error.split('\n')[0]}`);
  console.log(`${results.passed.length} passed, ${results.failed.length} failed`);
  return results.failed.length === 0 && results.passed.length > 0;
}
