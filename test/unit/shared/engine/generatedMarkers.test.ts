import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findGeneratedMarkers, generatedRegions } from '../../../../shared/engine/generatedMarkers';
import type { Block } from '../../../../shared/model/types';
import { parseMarkdownIncremental } from '../../../../shared/parse/incrementalMarkdown';
import { randomEdit, seededRandom } from '../../../helpers/randomEdits';

const SNIPPET = '<!-- snippet: Usage -->\n\n```cs\nvar x = 1;\n```\n\n<!-- endSnippet -->\n';
const TOC = '<!-- START doctoc generated TOC please keep comment here to allow auto update -->\n\n- [Install](#install)\n\n<!-- END doctoc generated TOC please keep comment here to allow auto update -->\n';
const PAGE = (n: number) => `## Part ${n}\n\nWords of part ${n}.\n\n<!-- a note -->\n\n`;

describe('The marker comments of generated parts kept up to date edit by edit', () => {
  it('the regions run from an opening marker to the closing one, and a lone opening marker makes none', () => {
    const text = `# Guide\n\n${TOC}\n## Use\n\n${SNIPPET}`;
    const regions = generatedRegions(findGeneratedMarkers(parseMarkdownIncremental(text).doc.blocks));
    assert.deepEqual(regions.map((r) => text.slice(r.start, r.end).split('\n')[0]), [TOC.split('\n')[0], '<!-- snippet: Usage -->']);
    assert.ok(text.slice(regions[1].start, regions[1].end).endsWith('<!-- endSnippet -->'));
    assert.deepEqual(generatedRegions(findGeneratedMarkers(parseMarkdownIncremental('<!-- snippet: Usage -->\n\nText.\n').doc.blocks)), []);
  });

  it('equals a reading from scratch after every edit of a long random sequence, regions and all', () => {
    for (const [n, start] of [`# Guide\n\n${TOC}${PAGE(1)}${SNIPPET}${PAGE(2)}${SNIPPET}${PAGE(3)}${TOC}${PAGE(4)}`, `${SNIPPET}${PAGE(5)}${SNIPPET}${PAGE(6)}${TOC}${PAGE(7)}`].entries()) {
      let text = start;
      const random = seededRandom(7000 + n);
      let parse = parseMarkdownIncremental(text, undefined, undefined, { minRegionLength: 80 });
      let markers = findGeneratedMarkers(parse.doc.blocks);
      for (let step = 0; step < 200; step++) {
        text = randomEdit(text, random);
        const before = parse.doc.blocks;
        parse = parseMarkdownIncremental(text, parse.state, undefined, { minRegionLength: 80 });
        markers = findGeneratedMarkers(parse.doc.blocks, { change: parse.change, before }, markers);
        const fresh = findGeneratedMarkers(parse.doc.blocks);
        assert.deepEqual([markers.marked, generatedRegions(markers)], [fresh.marked, generatedRegions(fresh)], `seed ${7000 + n}, step ${step}`);
      }
    }
  });

  it('an edit reads the text of no block outside the blocks the parse made anew', () => {
    const text = `# Guide\n\n${TOC}${Array.from({ length: 100 }, (_, n) => PAGE(n)).join('')}${SNIPPET}`;
    const first = parseMarkdownIncremental(text);
    const markers = findGeneratedMarkers(first.doc.blocks);
    const at = text.indexOf('Words of part 50');
    const second = parseMarkdownIncremental(`${text.slice(0, at)}More. ${text.slice(at)}`, first.state);
    const read = new Set<number>();
    const watched = second.doc.blocks.map((b, i) => new Proxy(b, { get: (target, key: keyof Block) => (key === 'text' && read.add(i), target[key]) }));
    const next = findGeneratedMarkers(watched, { change: second.change, before: first.doc.blocks }, markers);
    const { firstBlock, newEnd } = second.change;
    assert.ok([...read].every((i) => i >= firstBlock && i < newEnd), `read blocks ${[...read].join(', ')} of ${firstBlock}–${newEnd}`);
    assert.deepEqual(generatedRegions(next), generatedRegions(findGeneratedMarkers(second.doc.blocks)));
    assert.equal(generatedRegions(next).length, 2);
  });
});
