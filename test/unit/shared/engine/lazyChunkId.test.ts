import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze, createAnalysisCache } from '../../../../shared/engine/engine';
import { forgetId, withLazyId } from '../../../../shared/engine/lazyChunkId';
import type { Chunk } from '../../../../shared/model/types';

const settings = resolveSettings({ budgets: { 'markdown-spec': { maxTokens: 120, targetTokens: 80 } } }, 'markdown', { budgets: {} });
const input = { kind: 'markdown' as const, documentId: 'notes.md', settings };
const text = Array.from({ length: 6 }, (_, n) => `## Part ${n}\n\n${`Words of part ${n}. `.repeat(30)}\n\n`).join('');

describe('Chunk ids computed on first read', () => {
  it('a chunk of an analysis with a cache prints, spreads and compares like the chunk of an analysis without one', () => {
    const cached = analyze({ ...input, text }, createAnalysisCache()).chunks;
    const plain = analyze({ ...input, text }).chunks;
    assert.equal(cached.length, plain.length);
    assert.equal(JSON.stringify(cached), JSON.stringify(plain), 'same keys in the same order, same ids');
    const spread = { ...cached[2] };
    assert.equal(Object.getOwnPropertyDescriptor(spread, 'id')?.value, plain[2].id);
    assert.deepEqual(cached, plain);
  });

  it('the id is hashed again after forgetId, from the place the chunk has then', () => {
    let calls = 0;
    const idOf = (c: Chunk) => `${++calls}:${c.index}`;
    const chunk = withLazyId({ index: 4, id: '', strategy: 'markdown-spec', type: 'paragraph', content: 'x', tokens: 1, spans: [{ start: 0, end: 1 }], headingsPath: [], notes: [] }, idOf);
    assert.equal(calls, 0, 'nothing is hashed before the id is read');
    assert.equal(chunk.id, '1:4');
    assert.equal(chunk.id, '1:4', 'read again without hashing');
    chunk.index = 7;
    forgetId(chunk);
    assert.equal(chunk.id, '2:7');
    assert.deepEqual(Object.keys(chunk), ['index', 'id', 'strategy', 'type', 'content', 'tokens', 'spans', 'headingsPath', 'notes']);
  });
});
