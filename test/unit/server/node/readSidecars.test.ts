// The server reads a document's sidecar only when it is a regular file: a FIFO or a device is logged and left out.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { readSidecars } from '../../../../server/node/readSidecars';
import { nodeFiles } from '../../../../server/node/nodeFiles';

describe('readSidecars', () => {
  it('reads a regular tables.json and skips a FIFO or /dev/zero one with a log line, without blocking', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-sidecars-'));
    writeFileSync(join(dir, 'ok.tables.json'), '\ufeff{"tables": {}}');
    execFileSync('mkfifo', [join(dir, 'pipe.tables.json')]);
    symlinkSync('/dev/zero', join(dir, 'zero.tables.json'));
    const logs: string[] = [];
    const read = (base: string) => readSidecars(pathToFileURL(join(dir, `${base}.blocks.jsonl`)).href, 'blocks-jsonl', (m) => logs.push(m), nodeFiles);
    assert.deepEqual(read('ok'), { tables: '{"tables": {}}' });
    assert.deepEqual(read('pipe'), {});
    assert.deepEqual(read('zero'), {});
    assert.deepEqual(read('absent'), {});
    assert.deepEqual(logs, [
      `chunklens: sidecar ${join(dir, 'pipe.tables.json')} skipped: not a regular file (a FIFO)`,
      `chunklens: sidecar ${join(dir, 'zero.tables.json')} skipped: not a regular file (a device)`,
    ]);
  });
});
