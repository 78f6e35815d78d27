// The built CLI reads the tokenizer ranks from out/ranks/ (server/node/nodeRankFiles.ts) instead of inlining them:
// it counts exactly as the ranks js-tiktoken ships (which the tests load as a package), and a bundle without the
// rank folder beside it reports the missing file instead of crashing.

import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../server/cli/main';
import { repoPath } from '../../../helpers/repoPath';

const CLI = repoPath('out/cli.js');

/** Runs of spaces and tabs: p50k_base has tokens for them that r50k_base (and gpt2) lack. */
const TEXT = '# Ranks\n\nSome prose, with “quotes” and 数字 in it.\n\n```python\ndef f(x):\n        return    x  *  2\n```\n';

function inProcess(argv: string[]): string {
  let out = '';
  runCli(argv, { out: (t) => (out += t), err: () => undefined });
  return out;
}

describe('rank files of the Node bundles', () => {
  it('the built CLI counts every encoding as js-tiktoken’s own ranks do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-ranks-'));
    const file = join(dir, 'doc.md');
    writeFileSync(file, TEXT);
    const counts = new Set<string>();
    for (const tokenizer of ['o200k_base', 'cl100k_base', 'p50k_base', 'r50k_base', 'gpt2']) {
      const argv = ['chunk', file, '--tokenizer', tokenizer, '--max-tokens', '12', '--min-tokens', '1', '--format', 'json'];
      const built = execFileSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      assert.equal(built, inProcess(argv), tokenizer);
      counts.add(JSON.stringify(JSON.parse(built).map((c: { token_estimate: number }) => c.token_estimate)));
    }
    assert.ok(counts.size >= 3, 'the encodings count differently, so each read its own ranks');
  });

  it('the bundle holds no ranks, and a copy without out/ranks/ beside it names the missing file in a CK900', () => {
    assert.ok(statSync(CLI).size < 4e6, `out/cli.js is ${statSync(CLI).size} bytes`);
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-no-ranks-'));
    copyFileSync(CLI, join(dir, 'cli.js'));
    writeFileSync(join(dir, 'doc.md'), TEXT);
    const r = spawnSync(process.execPath, [join(dir, 'cli.js'), 'lint', join(dir, 'doc.md'), '--tokenizer', 'cl100k_base'], { encoding: 'utf8' });
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stdout, /CK900\/internal-error .*cannot read the cl100k_base ranks at .*ranks\/cl100k_base\.json \(ENOENT\)/);
    const chars = spawnSync(process.execPath, [join(dir, 'cli.js'), 'lint', join(dir, 'doc.md'), '--tokenizer', 'chars'], { encoding: 'utf8' });
    assert.doesNotMatch(chars.stdout, /CK900/, 'a tokenizer without ranks needs none');
  });
});
