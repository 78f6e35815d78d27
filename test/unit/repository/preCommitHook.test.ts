// The pre-commit hook definition: the CLI as pre-commit installs and calls it, on the right files.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../../helpers/repoPath';

const ROOT = REPO_ROOT;

describe('pre-commit hook', () => {
  const hooks = readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8');
  const field = (name: string) => new RegExp(`^\\s+${name}: (.*)$`, 'm').exec(hooks)?.[1];

  it('runs the package bin as chunklens lint, installed as a Node package', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    assert.equal(field('entry'), 'chunklens lint');
    assert.ok(pkg.bin.chunklens, 'package.json names the chunklens bin');
    assert.equal(field('language'), 'node');
    assert.equal(pkg.scripts.prepack, 'node esbuild.mjs --production --cli', 'pre-commit packs the repository, and prepack builds the CLI');
  });

  it('passes exactly the files of the kinds chunklens reads', () => {
    // A single-quoted YAML string keeps backslashes as they are.
    const files = new RegExp(field('files')!.slice(1, -1));
    for (const path of ['README.md', 'docs/a.markdown', 'x/y.blocks.jsonl', 'out/report_content_list.json', 'content_list.json', 'scan.pages.json']) {
      assert.match(path, files, path);
    }
    for (const path of ['notes.txt', 'package.json', 'a.md.bak', 'x.blocks.json', 'list.json']) assert.doesNotMatch(path, files, path);
  });
});
