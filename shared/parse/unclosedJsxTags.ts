// Where the JSX blocks of an MDX 1 document do not nest: MDX 1 compiles a page's JSX blocks and its Markdown into
// one JSX tree, so a tag opened in one block (`<Tabs>`) may close in a later one, but a tag never closed (`<br>`,
// `<img …>` written as in HTML) or a closing tag with no opening stops the compiler, and the page is not built.
// Read over the document's blocks (the tags each JSX block leaves open or closes, mdx1Blocks.ts), so it holds
// across sections and regions; where a block's tags are not known, nothing is said. Each problem depends on the
// whole document (`wholeDocument`), which an incremental lint knows to honour.

import type { Block, Problem } from '../model/types';
import type { JsxBalance } from './mdx1Blocks';

/** How far down the open tags a closing tag is looked for (bounded work on pathological nesting). */
const MAX_SEARCH_DEPTH = 64;

const PREFIX = 'Not valid MDX 1, which fails to compile the page:';

/** The CK100 problems of `blocks` (a whole document read as MDX 1) whose JSX tags do not nest; see the header. */
export function unclosedJsxTags(blocks: readonly Block[]): Problem[] {
  const balances: [Block, JsxBalance][] = [];
  for (const block of blocks) {
    const jsx = block.meta?.jsx as JsxBalance | undefined;
    if (!jsx) continue;
    if (jsx.unterminated) return [];
    balances.push([block, jsx]);
  }
  const problems: Problem[] = [];
  const report = (block: Block, message: string) => problems.push({ span: block.span, message: `${PREFIX} ${message}`, code: 'CK100', severity: 'warning', wholeDocument: true });
  const open: { name: string; block: Block }[] = [];
  for (const [block, jsx] of balances) {
    for (const name of jsx.closes) {
      const at = openedAt(open, name);
      if (at < 0) {
        report(block, `the closing tag </${name}> closes no open tag`);
        continue;
      }
      for (const unclosed of open.splice(at).slice(1)) report(unclosed.block, neverClosed(unclosed.name));
    }
    for (const name of jsx.opens) open.push({ name, block });
  }
  for (const unclosed of open) report(unclosed.block, neverClosed(unclosed.name));
  return problems.sort((a, b) => a.span.start - b.span.start);
}

/** The index in `open` of the innermost tag named `name`, within MAX_SEARCH_DEPTH of the top; -1 when none. */
function openedAt(open: { name: string }[], name: string): number {
  for (let i = open.length - 1; i >= Math.max(0, open.length - MAX_SEARCH_DEPTH); i--) if (open[i].name === name) return i;
  return -1;
}

function neverClosed(name: string): string {
  return `the JSX tag <${name}> is never closed (a tag without content is written <${name} />)`;
}
