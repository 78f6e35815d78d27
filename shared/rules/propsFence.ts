// A `---` that fences a component's props, not a thematic break: Nuxt Content's MDC syntax opens a block component
// (`::name` / `:::name`) with its props as YAML between two `---` lines. CommonMark reads those lines as thematic
// breaks (or the first as a setext underline), so a chunk ends at each one: the line after the directive's opening
// and the line that closes the YAML after it. Neither separates anything a writer wrote as prose.

import type { Block } from '../model/types';

/** How much of a block's end is read for a directive's opening line, and the most YAML read as props. */
const READ = 600;
/** A directive's opening line with a name at the end of a block (`::u-page-feature`, `:::callout{type="tip"}`). */
const DIRECTIVE_OPEN = /(?:^|\n)[ \t]*:{2,}[A-Za-z][\w-]*(?:\{[^{}\n]*\})?[ \t]*$/;
/** A block of YAML lines: `key: value`, a nested key, a list item. */
const YAML_LINES = /^(?:[ \t]*(?:[\w-]+:(?:[ \t][^\n]*)?|-[ \t][^\n]*)(?:\n|$))+$/;

function endsWithDirectiveOpening(block: Block | undefined): boolean {
  return block !== undefined && DIRECTIVE_OPEN.test(block.text.slice(-READ));
}

/**
 * Whether the thematic break at `at` in `sorted` (blocks in source order) fences a component's props: it comes right
 * after a directive's opening line, or closes YAML lines that such a fence opened.
 */
export function isPropsFence(sorted: readonly Block[], at: number): boolean {
  const before = sorted[at - 1];
  if (endsWithDirectiveOpening(before)) return true;
  const opening = sorted[at - 2];
  return before !== undefined && before.text.length <= READ && YAML_LINES.test(before.text.trim()) && opening?.kind === 'thematicBreak' && endsWithDirectiveOpening(sorted[at - 3]);
}
