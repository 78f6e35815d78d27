import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { documentIdOf } from '../../../../server/host/documentIdOf';
import { fileNameOf } from '../../../../server/host/documents';
import { readSidecars } from '../../../../server/node/readSidecars';
import { nodeFiles } from '../../../../server/node/nodeFiles';

describe('server file handling', () => {
  it('reads <base>.tables.json beside an open .blocks.jsonl, without its byte-order mark', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunklens-sidecar-'));
    writeFileSync(join(dir, 'report.blocks.jsonl'), '{}\n');
    writeFileSync(join(dir, 'report.tables.json'), '\uFEFF{"tables": []}');
    const logged: string[] = [];
    const uri = pathToFileURL(join(dir, 'report.blocks.jsonl')).href;
    assert.deepEqual(readSidecars(uri, 'blocks-jsonl', (m) => logged.push(m), nodeFiles), { tables: '{"tables": []}' });
    assert.deepEqual(readSidecars(pathToFileURL(join(dir, 'other.blocks.jsonl')).href, 'blocks-jsonl', (m) => logged.push(m), nodeFiles), {});
    assert.deepEqual(readSidecars('untitled:Untitled-1', 'blocks-jsonl', (m) => logged.push(m), nodeFiles), {});
    assert.deepEqual(logged, []);
  });

  it('a document id is the path relative to the workspace folder that holds it, else the file name', () => {
    assert.equal(documentIdOf('file:///ws/docs/a%20b.md', ['file:///other', 'file:///ws'], nodeFiles), 'docs/a b.md');
    assert.equal(documentIdOf('file:///elsewhere/c.md', ['file:///ws'], nodeFiles), 'c.md');
    assert.equal(documentIdOf('untitled:Untitled-1', ['file:///ws'], nodeFiles), 'untitled:Untitled-1');
  });

  it('file names come from the URI path, decoded; an unparsable URI is its own name', () => {
    assert.equal(fileNameOf('file:///ws/My%20Doc_content_list.json'), 'My Doc_content_list.json');
    assert.equal(fileNameOf('not a uri'), 'not a uri');
  });
});
