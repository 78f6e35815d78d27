// The linear emphasis resolver gives remark the same tree as micromark's own, on random inline text rich in
// delimiter runs, and on the long runs that made micromark's quadratic.

import { describe, it } from 'node:test';
import { assertSameTreesOn, assertSameTreesOnRandomText } from '../../../helpers/sameTrees';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { attention } from 'micromark-core-commonmark';
import { resolveAllAttentionLinear } from '../../../../shared/parse/linearAttention';

const OPTIONS = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

/** remark's tree of `text` with micromark's emphasis resolver, then with the linear one. */
function treesOf(text: string): [string, string] {
  const original = attention.resolveAll;
  try {
    const expected = JSON.stringify(fromMarkdown(text, OPTIONS));
    attention.resolveAll = resolveAllAttentionLinear;
    return [expected, JSON.stringify(fromMarkdown(text, OPTIONS))];
  } finally {
    attention.resolveAll = original;
  }
}

/** Pieces of inline Markdown: delimiter runs of every length class, words, spaces, and the constructs around them. */
const PIECES = ['*', '**', '***', '****', '_', '__', '___', '~', '~~', 'a', 'b', ' ', '  ', '\n', '.', '[', ']', '](u)', '![', '`', '\\', '&amp;', '<b>', 'http://x.y', '# ', '> ', '- '];

describe('linear emphasis resolution', () => {
  it('random inline text with many delimiter runs gets the same tree as micromark resolves it', () => {
    assertSameTreesOnRandomText(treesOf, PIECES, { numRuns: 1000, seed: 16 });
  });

  it('runs that pair as they go, and runs that never find an opener, get the same tree as micromark resolves them', () => {
    assertSameTreesOn(treesOf, ['*a'.repeat(300), '# ' + '*a'.repeat(301), 'a* '.repeat(200), '_a_ '.repeat(150) + '*', '**a*'.repeat(120), '***a**b*'.repeat(80), '[*a](u)*'.repeat(60)]);
  });
});
