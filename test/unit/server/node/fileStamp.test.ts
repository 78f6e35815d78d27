// A file's stamp changes with anything that can change its content (its size, its times, a sidecar appearing),
// and there is none for a file that must be read to be judged (racy, not regular, too large).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileStamp, RACY_MS } from '../../../../server/node/fileStamp';

const HOUR_AGO = new Date(Date.now() - 3600_000);

function oldFile(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  utimesSync(path, HOUR_AGO, HOUR_AGO);
  return path;
}

describe('fileStamp', () => {
  it('is the same for an untouched file, and changes when the file is rewritten even with its size and modification time put back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-stamp-'));
    const path = oldFile(dir, 'a.md', '# A\n\ntext\n');
    const first = fileStamp(path, {}, 1 << 20);
    assert.ok(first);
    assert.equal(fileStamp(path, {}, 1 << 20), first);
    const ctime = statSync(path).ctimeMs;
    // The change time moves on a later clock tick: wait for one, then rewrite with the same size and mtime.
    while (Date.now() - ctime < 20);
    oldFile(dir, 'a.md', '# B\n\ntext\n');
    assert.notEqual(fileStamp(path, {}, 1 << 20), first);
  });

  it('includes the sidecars: one appearing changes the stamp', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-stamp-'));
    const doc = oldFile(dir, 'x.blocks.jsonl', '{}\n');
    const sidecars = { tables: join(dir, 'x.tables.json') };
    const without = fileStamp(doc, sidecars, 1 << 20);
    assert.ok(without);
    oldFile(dir, 'x.tables.json', '{"tables": {}}');
    const withTables = fileStamp(doc, sidecars, 1 << 20);
    assert.ok(withTables);
    assert.notEqual(withTables, without);
  });

  it('is undefined for a file modified within RACY_MS, a file over the size limit, a FIFO, a folder, a missing file, or a FIFO sidecar', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-stamp-'));
    const fresh = join(dir, 'fresh.md');
    writeFileSync(fresh, 'text\n');
    assert.equal(fileStamp(fresh, {}, 1 << 20), undefined);
    assert.ok(fileStamp(fresh, {}, 1 << 20, Date.now() + RACY_MS + 10), 'the same file, later, has one');
    const big = oldFile(dir, 'big.md', 'x'.repeat(2000));
    assert.equal(fileStamp(big, {}, 1000), undefined);
    execFileSync('mkfifo', [join(dir, 'pipe.md')]);
    assert.equal(fileStamp(join(dir, 'pipe.md'), {}, 1 << 20), undefined);
    assert.equal(fileStamp(dir, {}, 1 << 20), undefined);
    assert.equal(fileStamp(join(dir, 'missing.md'), {}, 1 << 20), undefined);
    const doc = oldFile(dir, 'y.blocks.jsonl', '{}\n');
    execFileSync('mkfifo', [join(dir, 'y.tables.json')]);
    assert.equal(fileStamp(doc, { tables: join(dir, 'y.tables.json') }, 1 << 20), undefined);
  });
});
