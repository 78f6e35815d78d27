// The linear strikethrough resolver gives remark the same tree as micromark-extension-gfm-strikethrough's own,
// on random inline text rich in tilde runs, and on the long runs that made the original quadratic.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertSameTreesOn, assertSameTreesOnRandomText } from '../../../helpers/sameTrees';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { useLinearStrikethrough } from '../../../../shared/parse/linearStrikethrough';

const ORIGINAL = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
const linear = gfm();
useLinearStrikethrough(linear);
const LINEAR = { extensions: [linear], mdastExtensions: [gfmFromMarkdown()] };

/** remark's tree of `text` with the original strikethrough resolver, then with the linear one. */
function treesOf(text: string): [string, string] {
  return [JSON.stringify(fromMarkdown(text, ORIGINAL)), JSON.stringify(fromMarkdown(text, LINEAR))];
}

/** Pieces of inline Markdown: tilde and emphasis runs, words, spaces, punctuation and the constructs around them. */
const PIECES = ['~', '~~', '~~~', '~', '~~', '*', '**', '_', 'a', 'b', ' ', '\n', '.', '[', ']', '](u)', '![', '`', '\\', '\\~', '&amp;', '<b>', 'http://x.y', '# ', '> ', '- '];

describe('linear strikethrough resolution', () => {
  it('random inline text with many tilde runs gets the same tree as micromark resolves it', () => {
    assertSameTreesOnRandomText(treesOf, PIECES, { numRuns: 1500, seed: 28 });
  });

  it('runs that pair as they go, runs that never pair, and spans that cross get the same tree as micromark resolves them', () => {
    assertSameTreesOn(treesOf, ['~a'.repeat(300), '# ' + '~a'.repeat(301), 'a~ '.repeat(200), '~~a~'.repeat(120), '~a ~~b~~ c~ '.repeat(50), '~~a ~b~~ c~ '.repeat(50), '*~a*~'.repeat(80), '[~a](u)~'.repeat(60)]);
  });

  it('the linear resolver is the one the extension now uses, and it pairs tildes', () => {
    const tree = fromMarkdown('~~a~~ ~b~', LINEAR);
    assert.equal(JSON.stringify(tree).match(/"delete"/g)?.length, 2);
  });
});
