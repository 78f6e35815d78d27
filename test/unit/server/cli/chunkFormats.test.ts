// The chunk format registry is the one place a `chunk --format` is declared: --help offers each, --format accepts
// each and refuses anything else, and each renders a file's chunks through the CLI.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHUNK_FORMATS } from '../../../../server/cli/chunkFormats';
import { repoPath } from '../../../helpers/repoPath';
import { assertRegistered, assertOffered, runCaptured } from '../../../helpers/formatRegistry';

const ids = CHUNK_FORMATS.map((f) => f.id);
const FILE = repoPath('test/fixtures/example-kb/getting-started.md');

describe('chunk formats', () => {
  it('are registered once each, text first (the default), each with a description', () => {
    assertRegistered(CHUNK_FORMATS);
  });

  it('--help offers exactly the registered formats, in order', () => {
    assertOffered('chunk', CHUNK_FORMATS);
  });

  it('an unknown --format is refused (exit 2) with every registered format named', () => {
    const r = runCaptured(['chunk', FILE, '--format', 'yaml']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`--format must be one of ${ids.join(', ')}, got "yaml"`));
  });

  it('every format renders the chunks of a file, each differently, and the default is text', () => {
    const outputs = new Map(CHUNK_FORMATS.map((f) => [f.id, runCaptured(['chunk', FILE, '--format', f.id])]));
    for (const [id, r] of outputs) {
      assert.equal(r.code, 0, `${id}: ${r.err}`);
      assert.ok(r.out.endsWith('\n') && r.out.length > 40, `${id} prints the chunks`);
    }
    assert.equal(new Set([...outputs.values()].map((r) => r.out)).size, ids.length, 'no two formats print the same');
    assert.equal(runCaptured(['chunk', FILE]).out, outputs.get('text')!.out);
  });

  it('json and jsonl hold the same records', () => {
    const json = JSON.parse(runCaptured(['chunk', FILE, '--format', 'json']).out);
    const jsonl = runCaptured(['chunk', FILE, '--format', 'jsonl']).out.trimEnd().split('\n').map((l) => JSON.parse(l));
    assert.ok(json.length > 1);
    assert.deepEqual(jsonl, json);
  });
});
