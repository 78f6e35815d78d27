import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Chunk, ChunkNote, ChunkType, SourceSpan } from '../../../../shared/model/types';
import { chunkEdits } from '../../../../server/present/chunkEdits';
import { pagesKnown } from '../../../../server/present/chunkFacts';

const TEXT = '| a |\n|---|\n| 1 |\n| 2 |\n';

function chunk(content: string, spans: SourceSpan[], type: ChunkType = 'paragraph', notes: ChunkNote[] = [], pages?: number[]): Chunk {
  return { index: 0, id: 'x', strategy: 'markdown-spec', type, content, tokens: 1, spans, headingsPath: [], notes, ...(pages ? { pages } : {}) };
}

describe('how a chunk differs from its source', () => {
  it('a chunk that is its source slice has no edits', () => {
    assert.deepEqual(chunkEdits(chunk('| 1 |', [{ start: 12, end: 17 }]), 'markdown', TEXT), []);
  });

  it('a Markdown table slice that repeats the header says so', () => {
    const slice = chunk('| a |\n|---|\n| 2 |', [{ start: 18, end: 23 }], 'table', [{ reason: 'table-slice', detail: 'part 2 of 2' }]);
    assert.deepEqual(chunkEdits(slice, 'markdown', TEXT), ['table header repeated']);
  });

  it('a LightRAG slice with its header re-injected and overlap from a neighbour says both; JSON sources are not compared as text', () => {
    const notes: ChunkNote[] = [{ reason: 'table-slice', detail: 'middle slice of a split table, header re-injected' }];
    const sliced = chunk('whatever', [{ start: 0, end: 5 }, { start: 6, end: 9, overlap: true }], 'table', notes);
    assert.deepEqual(chunkEdits(sliced, 'blocks-jsonl', TEXT), ['table header re-injected', 'overlap from a neighbour']);
    assert.deepEqual(chunkEdits(chunk('decoded text', [{ start: 0, end: 5 }]), 'blocks-jsonl', TEXT), []);
  });

  it('pages are worth showing for inputs with pages, or when chunks fall on several pages', () => {
    const onPage = (p: number) => chunk('x', [{ start: 0, end: 1 }], 'paragraph', [], [p]);
    assert.equal(pagesKnown('markdown', [onPage(0), onPage(0)]), false);
    assert.equal(pagesKnown('markdown', [onPage(0), onPage(1)]), true);
    assert.equal(pagesKnown('pages', [onPage(0)]), true);
    assert.equal(pagesKnown('mineru', [onPage(0)]), true);
  });
});
