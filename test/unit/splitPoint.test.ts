import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Chunk } from '../../shared/model';
import { parseMarkdown } from '../../shared/parse/markdown';
import { findSplitPoint } from '../../server/splitPoint';

function chunkOver(text: string, start: number, end: number): Chunk {
  return { index: 0, id: 'x', strategy: 'markdown-spec', type: 'mixed', content: text.slice(start, end), tokens: 1, spans: [{ start, end }], headingsPath: [], notes: [] };
}

describe('split point of an oversized chunk', () => {
  it('picks the paragraph boundary nearest the middle, one heading level below the section', () => {
    const text = '# A\n\n## B\n\nfirst paragraph\n\nsecond paragraph\n\nthird paragraph\n';
    const doc = parseMarkdown(text);
    const start = text.indexOf('first');
    const point = findSplitPoint(doc, chunkOver(text, start, text.length - 1));
    assert.deepEqual(point, { offset: text.indexOf('second'), level: 3 });
  });

  it('a single paragraph has no boundary to split at', () => {
    const text = '# A\n\none long paragraph\n';
    const doc = parseMarkdown(text);
    assert.equal(findSplitPoint(doc, chunkOver(text, 5, text.length - 1)), undefined);
  });

  it('no split under a level-6 heading (there is no level 7)', () => {
    const text = '###### Deep\n\none\n\ntwo\n';
    const doc = parseMarkdown(text);
    assert.equal(findSplitPoint(doc, chunkOver(text, text.indexOf('one'), text.length - 1)), undefined);
  });
});
