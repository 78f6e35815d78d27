// Headings that state a value: an API reference gives a function's return type, its exceptions or a setting's type
// and default as a field label and the value in code (`### Returns \`BrowserProfile\``, `#### Default: \`30\``,
// `## Raises \`ValueError\``, an HTTP response's `##### Response: \`201 Created\``). Nothing under such a heading is
// missing: the title is the whole fact. When the strategy keeps no heading line in the chunk text and the title
// reaches no chunk, the fact is lost, and that is the strategy's to fix, not the writer's.

import type { Block, PipelineCause, StrategyId } from '../model/types';

/**
 * A heading's text that is a docstring field's label and one code span after it, and nothing else (a closing `#`
 * sequence and an `{#id}` aside): the labels name what a reference states of a function, a type or a setting.
 */
const VALUE_HEADING =
  /^#{1,6}[ \t]+(?:returns?|return (?:type|value)|yields?|raises|throws|type|default(?: value)?|defaults to|since|response|status(?: code)?)[ \t]*:?[ \t]*`[^`\n]+`[ \t]*(?:\{#[^}\n]*\}[ \t]*)?#*[ \t]*$/i;

/** Whether the heading `block` states a value (VALUE_HEADING); setext headings never do. */
export function statesValue(block: Block): boolean {
  return block.kind === 'heading' && VALUE_HEADING.test(block.text.trim());
}

/** Why a value heading's title reaches no chunk under `strategy`, and what keeps it. */
export function valueHeadingCause(strategy: StrategyId): PipelineCause {
  return {
    cause: `the heading states a value (a field label and the value in code) and nothing more is needed under it, but ${strategy} keeps no heading line in the chunk text: the value reaches no chunk`,
    remedy: 'a strategy that keeps heading lines in the chunk text (adaptive-section, recursive, sentence)',
  };
}
