// MDX 1's lists end where remark-parse 8 (the parser under remark-mdx 1.6 and Docusaurus 2) ends them: at an empty
// line right after a blank one. CommonMark keeps a list open over any number of blank lines while the next line is
// indented to the item's content, so `- item`, two empty lines and `  </TabItem>` put the closing tag inside the
// item; remark-parse 8 ends the list at the second empty line and the tag closes the JSX block it belongs to (the
// two empty lines are how Docusaurus 2 pages close a tab after a list). A line of spaces is blank but not empty:
// remark-parse 8 reads it as the item's indented text, and only a line with nothing on it ends the list after it.
// The construct is CommonMark's list with that one check before its continuation.

import { blankLine, list } from 'micromark-core-commonmark';
import type { Code, Construct, ContainerState, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

/** micromark's character codes of the list markers `*`, `+`, `-` and of the digits that open an ordered item. */
const LIST_MARKERS = [42, 43, 45, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57];

/** What an MDX 1 list item remembers between lines: whether its last line was blank. */
interface Mdx1ItemState extends ContainerState {
  mdx1AfterBlank?: boolean;
}

/** A line ending (CR, LF, CRLF) or the end of the text: where a line with nothing on it stops at once. */
function endsLine(code: Code): boolean {
  return code === null || code < -2;
}

/** The document constructs that make MDX 1's lists end as remark-parse 8 ends them (see the file header). */
export function mdx1List(): Extension {
  const construct: Construct = { ...list, continuation: { tokenize: tokenizeContinuation } };
  return { document: Object.fromEntries(LIST_MARKERS.map((code) => [code, construct])) };
}

function tokenizeContinuation(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const self = this;
  const item = self.containerState as Mdx1ItemState;
  const commonMark = list.continuation!.tokenize;
  return start;

  function start(code: Code): State | undefined {
    if (endsLine(code) && item.mdx1AfterBlank) return nok(code);
    return effects.check(blankLine, blank, notBlank)(code);
  }

  function blank(code: Code): State | undefined {
    item.mdx1AfterBlank = true;
    return commonMark.call(self, effects, ok, nok)(code);
  }

  function notBlank(code: Code): State | undefined {
    item.mdx1AfterBlank = false;
    return commonMark.call(self, effects, ok, nok)(code);
  }
}
