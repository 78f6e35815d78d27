// The one-pass merge of adjacent data tokens gives remark the same tree, with the same positions, as micromark's
// own text resolver, on random inline text and on the long runs that made the original quadratic.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertSameTreesOn, assertSameTreesOnRandomText } from '../../../helpers/sameTrees';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { parse } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import { dataMergingConstructs, useLinearDataMerge } from '../../../../shared/parse/linearDataMerge';

const OPTIONS = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
const PARSER = parse();
const TARGETS = dataMergingConstructs(PARSER);
const ORIGINALS = TARGETS.map((c) => c.resolveAll);

/** remark's tree of `text` with micromark's data merge, then with the one-pass one. */
function treesOf(text: string): [string, string] {
  try {
    const expected = JSON.stringify(fromMarkdown(text, OPTIONS));
    useLinearDataMerge(PARSER);
    return [expected, JSON.stringify(fromMarkdown(text, OPTIONS))];
  } finally {
    TARGETS.forEach((c, i) => (c.resolveAll = ORIGINALS[i]));
  }
}

/** Pieces of inline Markdown: words, spaces and trailing spaces, line breaks, runs, and constructs that split data. */
const PIECES = ['a', 'b', 'a@b.c', ' ', '  ', '\t', '\n', '*', '**', '_', '~', '~~', '.', '[', ']', '](u "t")', '![', '`', '\\', '\\*', '&amp;', '&#1;', '<b>', 'http://x.y', 'www.a', '# ', '> ', '- ', '| ', '[^1]'];

describe('one-pass data merge', () => {
  it('finds the text and string initializers and the resolver inside spans', () => {
    assert.equal(TARGETS.length, 3);
  });

  it('random inline text gets the same tree as micromark merges it', () => {
    assertSameTreesOnRandomText(treesOf, PIECES, { numRuns: 1500, seed: 28 });
  });

  it('long runs of data split by closing-only runs, escapes and references get the same tree as micromark merges them', () => {
    assertSameTreesOn(treesOf, ['# ' + 'a* '.repeat(300), 'a* '.repeat(300) + '\n' + 'b  \nc', '*a ' + 'b\\* '.repeat(200) + '*', '[x ' + 'a &amp; '.repeat(100) + '](u)', '~a ' + 'b* '.repeat(100) + '~']);
  });
});
