// A real Neovim (Debian's package, 0.7) as the LSP client of `chunklens lsp --stdio`: headless, with the plain
// configuration in init.lua, it opens docs/guide.md (whose .chunklens.json sets the tokenizer and budgets), and
// run.lua writes the diagnostics, inlay hints, hover, folding ranges and outline it got. `npm run test:nvim`
// (needs nvim on the PATH and the build in out/).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');

/** Runs Neovim on docs/guide.md until run.lua quits it; returns what run.lua wrote. */
function runNeovim() {
  const home = mkdtempSync(join(tmpdir(), 'chunklens-nvim-'));
  const result = join(home, 'result.json');
  const env = { ...process.env, CHUNKLENS_ROOT: ROOT, CHUNKLENS_RESULT: result, XDG_CONFIG_HOME: home, XDG_DATA_HOME: home, XDG_STATE_HOME: home, XDG_CACHE_HOME: home };
  const run = spawnSync('nvim', ['--headless', '-n', '-i', 'NONE', '-u', join(HERE, 'init.lua'), 'guide.md', '-c', `luafile ${join(HERE, 'run.lua')}`], {
    cwd: join(HERE, 'docs'),
    env,
    encoding: 'utf8',
    timeout: 90_000,
  });
  assert.equal(run.error, undefined, `nvim did not run: ${run.error}`);
  const written = JSON.parse(readFileSync(result, 'utf8'));
  assert.equal(written.error, undefined, `run.lua failed: ${written.error}`);
  assert.equal(run.status, 0, run.stderr);
  return written;
}

describe('chunklens lsp in Neovim', () => {
  const got = runNeovim();

  it('shows the finding with the severity the editor settings give it (workspace/didChangeConfiguration)', () => {
    assert.deepEqual(got.diagnostics, [{ code: 'CK007', line: 6, col: 59, severity: 'ERROR', source: 'chunklens' }]);
  });

  it('gets an inlay hint at each chunk start, counted with the tokenizer and budgets of .chunklens.json', () => {
    assert.deepEqual(
      got.hints.map((h) => [h.position.line, h.position.character, h.label]),
      [
        [2, 0, 'chunk 1 · 22/60 tok'],
        [6, 0, 'chunk 2 · 58/60 tok'],
        [6, 59, 'chunk 3 · 18/60 tok'],
        [10, 0, 'chunk 4 · 11/60 tok'],
      ],
    );
  });

  it('hovers with the chunk, its heading path and its embed text', () => {
    assert.match(got.hover, /^\*\*chunk 4\/4\*\* · 11\/60 tok · list · markdown-spec/);
    assert.match(got.hover, /heading path: ` Guide ` › ` Use `/);
    assert.match(got.hover, /embed text:\n\n```text\n- one\n- two\n```$/);
  });

  it('folds the chunk that spans lines and outlines the headings', () => {
    assert.deepEqual(got.folds, [{ startLine: 10, endLine: 11, kind: 'region' }]);
    assert.deepEqual(got.symbols, ['Guide']);
  });
});
