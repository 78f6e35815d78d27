// CK009: a chunk whose text is only template or directive syntax (every block it holds is a `marker`: a
// shortcode, a template tag, an include, a container fence, an MDX tag, or an HTML block of bare tags such as
// `</details>`; or comments beside them).
// The pipeline embeds the syntax as written, with nothing to retrieve: only pre-processing avoids it (render
// the page, or strip template tags before chunking), so it is a pipeline finding. CK002 leaves such chunks to it.

import type { Block, Chunk } from '../model/types';
import { isContentBlock } from '../engine/blockContent';
import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import { blocksInSourceOrder, firstEndingAfter, forBlocksIntersecting, ownSpans, reportSpanOf } from './chunkSpans';
import { includeOnlyBody } from './orphanHeading';
import type { Rule } from './types';

/** A tag prop that carries words a reader sees: an image's alt text, a card's title, a caption (two words or more). */
const TEXT_PROP = /\b(?:alt|title|caption|description|label)=["'][^"'\s]*[ \t]/;
/** How much of a marker is read for such a prop. */
const PROP_READ = 2000;

/** What avoids embedding syntax with nothing to retrieve: pre-processing before chunking (CK009, and CK001 on such a chunk). */
export const SYNTAX_ONLY_REMEDY = 'rendering the pages, or stripping template tags, includes and directives before chunking';

/** Longer HTML is no lone tag (and the test stays short). */
const TAGS_READ = 500;

/** An HTML block of tags alone, no text between them (`</details>`, `<div class="card">`): markup with nothing to read. */
function isBareTags(block: Block): boolean {
  if (block.kind !== 'html' || block.text.length > TAGS_READ || TEXT_PROP.test(block.text)) return false;
  return /^\s*<[^>]*>/.test(block.text) && block.text.replace(/<!--[\s\S]*?-->|<[^>]*>/g, '').trim() === '';
}

/**
 * The marker syntaxes a chunk holds when it holds nothing else but comments, else undefined. A heading is text
 * (a chunk of a title wrapped in `<div id>` tags embeds the title), so a chunk with one is not syntax only.
 */
export function syntaxOnlyKinds(chunk: Chunk, sorted: readonly Block[]): Set<string> | undefined {
  const kinds = new Set<string>();
  let other = false;
  for (const span of ownSpans(chunk)) {
    forBlocksIntersecting(sorted, span.start, span.end, (b) => {
      if (b.kind === 'marker' && b.meta?.comment !== true && !TEXT_PROP.test(b.text.slice(0, PROP_READ))) kinds.add(String(b.meta?.syntax ?? 'marker'));
      else if (isBareTags(b)) kinds.add('HTML tag');
      else if (isContentBlock(b) || b.kind === 'heading') other = true;
    });
  }
  return kinds.size && !other ? kinds : undefined;
}

/** Whether the chunk is the include that is the whole body of the section above it (CK003 reports that section). */
function isIncludeOnlySection(chunk: Chunk, sorted: readonly Block[]): boolean {
  const start = ownSpans(chunk)[0]?.start;
  if (start === undefined) return false;
  const first = firstEndingAfter(sorted, start);
  let p = first - 1;
  while (p >= 0 && sorted[p].kind !== 'heading' && !isContentBlock(sorted[p])) p--;
  return first < sorted.length && p >= 0 && sorted[p].kind === 'heading' && includeOnlyBody(sorted, first, sorted[p].level ?? 1) !== undefined;
}

export const syntaxOnlyChunk: Rule = {
  id: 'CK009',
  names: ['syntax-only-chunk'],
  tags: ['structure', 'dialect'],
  defaultSeverity: 'warning',
  description: 'A chunk holds only template or directive syntax (shortcodes, template tags, includes, container fences, MDX tags)',
  renumber: renumberLeadingChunk,
  check: ({ chunks, doc, strategy }, report) => {
    if (!doc.blocks.some((b) => b.kind === 'marker' || b.kind === 'html')) return;
    const sorted = blocksInSourceOrder(doc.blocks);
    for (const c of chunks) {
      const kinds = syntaxOnlyKinds(c, sorted);
      if (!kinds || isIncludeOnlySection(c, sorted)) continue;
      const cause = `${strategy} embeds template and directive syntax as written`;
      report({
        span: reportSpanOf(c),
        chunkIndex: c.index,
        message: `Chunk ${chunkNumber(c.index)} holds only ${[...kinds].join(', ')} syntax: nothing to retrieve`,
        pipeline: { cause, remedy: SYNTAX_ONLY_REMEDY },
      });
    }
  },
};
