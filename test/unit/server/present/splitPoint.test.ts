import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Chunk } from '../../../../shared/model/types';
import { parseMarkdown } from '../../../../shared/parse/markdown';
import { findSplitPoint, isSectionPart } from '../../../../server/present/splitPoint';

function chunkAt(text: string, start: number, end: number, heading?: string): Chunk {
  const chunk: Chunk = { index: 0, id: 'x', strategy: 'adaptive-section', type: 'section', content: text.slice(start, end), tokens: 1, spans: [{ start, end }], headingsPath: [], notes: [] };
  if (heading) chunk.heading = { level: 2, heading, parentHeadings: [] };
  return chunk;
}

describe('split point of a section cut into parts', () => {
  it('picks the paragraph boundary nearest the middle of the whole section, one heading level below it', () => {
    const text = '# A\n\n## B\n\nfirst paragraph\n\nsecond paragraph\n\nthird paragraph\n\n## C\n\nother\n';
    const doc = parseMarkdown(text);
    const lastPart = chunkAt(text, text.indexOf('third'), text.indexOf('third') + 15);
    assert.deepEqual(findSplitPoint(doc, lastPart), { offset: text.indexOf('second'), level: 3, sectionHeading: 'B' });
  });

  it('list items are boundaries too', () => {
    const text = '## L\n\n- one\n- two\n- three\n- four\n';
    const doc = parseMarkdown(text);
    assert.deepEqual(findSplitPoint(doc, chunkAt(text, text.indexOf('- one'), text.length - 1)), { offset: text.indexOf('- three'), level: 3, sectionHeading: 'L' });
  });

  it('a section of one paragraph has no boundary to split at', () => {
    const text = '# A\n\none long paragraph\n';
    const doc = parseMarkdown(text);
    assert.equal(findSplitPoint(doc, chunkAt(text, 5, text.length - 1)), undefined);
  });

  it('no split under a level-6 heading (there is no level 7)', () => {
    const text = '###### Deep\n\none\n\ntwo\n';
    const doc = parseMarkdown(text);
    assert.equal(findSplitPoint(doc, chunkAt(text, text.indexOf('one'), text.length - 1)), undefined);
  });

  it('only a chunk whose heading carries a [part n] suffix is a part of a section', () => {
    assert.equal(isSectionPart(chunkAt('x', 0, 1, 'Steps [part 2]')), true);
    assert.equal(isSectionPart(chunkAt('x', 0, 1, 'Steps')), false);
    assert.equal(isSectionPart(chunkAt('x', 0, 1)), false);
  });
});
