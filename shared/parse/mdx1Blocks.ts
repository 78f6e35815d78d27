// What MDX 1's blocks (mdx1Flow.ts) are as section blocks, and where MDX 1 fails on one: a JSX block of tags
// only is a `jsx` marker (opening, closing or standing alone by its tags' balance, or a closing and an opening one), one that holds text is an
// HTML block as in CommonMark; the tags it leaves open or closes are kept for unclosedJsxTags.ts. An ESM block
// that is not JavaScript stops MDX 1's compiler (it hands the block to Babel), so it carries a parse problem.

import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import { scanJsxTags, type JsxTag } from './jsxTags';
import type { MarkerRole } from './markerMeta';
import type { SectionBlock } from './sectionBlock';

/** The tags a JSX block leaves to other blocks: closings of tags opened before it, openings closed after it. */
export interface JsxBalance {
  closes: string[];
  opens: string[];
  /** A tag or expression of the block runs past its end (a blank line inside it): the balance is not known. */
  unterminated?: true;
}

/**
 * The section blocks of the MDX 1 JSX block `source` at `[start, end)`; see the file header. A block of tags
 * that closes tags and then, from a later line on, opens others (`</TabItem>` and `<TabItem value="b">`) is two
 * markers, the closing lines and the opening ones, so that each stays with the content it belongs to.
 */
export function mdx1JsxBlocks(start: number, end: number, source: string): SectionBlock[] {
  const scan = scanJsxTags(source);
  const closes: string[] = [];
  const opens: JsxTag[] = [];
  let unterminated = scan.unterminated;
  for (const tag of scan.tags) {
    if (tag.kind === 'open') opens.push(tag);
    else if (tag.kind === 'close') {
      if (opens.length > 0 && opens[opens.length - 1].name === tag.name) opens.pop();
      else if (opens.length === 0) closes.push(tag.name);
      else unterminated = true;
    }
  }
  const balance = (c: string[], o: JsxTag[]): JsxBalance => ({ closes: c, opens: o.map((t) => t.name), ...(unterminated ? { unterminated: true as const } : {}) });
  if (scan.text) return [{ kind: 'html', start, end, meta: { comment: false, jsx: balance(closes, opens) } }];
  const lineStart = closes.length > 0 && opens.length > 0 ? source.lastIndexOf('\n', opens[0].start) + 1 : 0;
  if (lineStart > 0) {
    const closing = source.slice(0, lineStart - 1).trimEnd().length;
    const opening = lineStart + (/^[ \t]*/.exec(source.slice(lineStart, opens[0].start))?.[0].length ?? 0);
    return [marker(start, start + closing, 'close', balance(closes, [])), marker(start + opening, end, 'open', balance([], opens))];
  }
  const role = opens.length > 0 && closes.length === 0 ? 'open' : closes.length > 0 && opens.length === 0 ? 'close' : 'self';
  return [marker(start, end, role, balance(closes, opens))];
}

function marker(start: number, end: number, role: MarkerRole, jsx: JsxBalance): SectionBlock {
  return { kind: 'marker', start, end, meta: { syntax: 'jsx', role, jsx } };
}

const JsxParser = Parser.extend(acornJsx());

/**
 * Marks each ESM block of `blocks` (offsets into `text`) whose source is not a JavaScript module, as MDX 1
 * fails on it: a line of prose that starts with `import ` or `export ` is such a block.
 */
export function markInvalidEsm(blocks: SectionBlock[], text: string): void {
  for (const block of blocks) {
    if (block.kind !== 'marker' || block.meta?.syntax !== 'esm') continue;
    try {
      JsxParser.parse(text.slice(block.start, block.end), { ecmaVersion: 'latest', sourceType: 'module' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      block.meta = { ...block.meta, parseProblem: `Not valid MDX 1, which fails to compile it: a block that starts with import or export must be JavaScript (${reason})` };
    }
  }
}
