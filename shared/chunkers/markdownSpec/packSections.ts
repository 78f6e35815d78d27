// Spec v1 §5, §6 and §8 at document level: walks the blocks, cuts them into runs at headings (section change)
// and thematic breaks (a boundary, never content), leaves out what is not content (front matter, HTML comments,
// headings themselves, which live on in headings_path), packs each run, then adds overlap and ids.

import type { Block, ChunkNote, ParsedDocument } from '../../model/types';
import { isContentBlock } from '../../engine/blockContent';
import type { ChunkResult, StrategyContext } from '../types';
import { applyOverlap } from './applyOverlap';
import { buildChunk } from './buildChunk';
import { packParagraphs } from './packParagraphs';
import type { Draft, SpecContext } from './types';

interface Run {
  blocks: Block[];
  heading?: Block;
  end: ChunkNote;
}

/** Chunks a parsed Markdown document per Chunking Spec v1. Never throws on user input. */
export function chunkMarkdownSpec(doc: ParsedDocument, strategyCtx: StrategyContext): ChunkResult {
  const { budgets, tokenizer, documentId } = strategyCtx;
  const ctx: SpecContext = {
    text: doc.text,
    tokenizer,
    problems: [],
    budgets: {
      max: budgets.maxTokens ?? 900,
      target: budgets.targetTokens ?? 650,
      min: budgets.minTokens ?? 120,
      overlap: budgets.overlapTokens ?? 80,
    },
  };
  const drafts: Draft[] = [];
  collectRuns(doc.blocks).forEach((run, runIndex) => {
    for (const group of packParagraphs(run.blocks, run.end, ctx)) {
      drafts.push({ pieces: group.pieces, run: runIndex, heading: run.heading, cut: group.cut });
    }
  });
  const overlaps = applyOverlap(drafts, ctx);
  const chunks = drafts.map((d, i) => buildChunk(d, overlaps[i], i, documentId, ctx));
  return { chunks, problems: ctx.problems };
}

/**
 * §6/§8: runs of content blocks; a heading starts a new section, a thematic break a new run in it. Dialect
 * markers that open a container right before a heading (`{{% tab %}}` above the tab's `## Title`) go with the
 * new section, whose content they open, instead of ending the previous one alone.
 */
function collectRuns(blocks: Block[]): Run[] {
  const runs: Run[] = [];
  let current: Run = { blocks: [], end: { reason: 'end' } };
  // How many opening markers end the current run: counted as blocks come, so that a run of openers before heading
  // after heading (unclosed directives) is neither scanned nor copied again at each heading.
  let trailingOpeners = 0;
  const finish = (end: ChunkNote, next: Partial<Run>): void => {
    const keep = next.heading ? current.blocks.length - trailingOpeners : current.blocks.length;
    let carried: Block[] = [];
    if (keep === 0 && next.heading) carried = current.blocks;
    else {
      carried = current.blocks.slice(keep);
      current.blocks.length = keep;
      if (keep) runs.push({ ...current, end });
    }
    trailingOpeners = carried.length;
    current = { blocks: carried, heading: current.heading, end: { reason: 'end' }, ...next };
  };
  for (const block of blocks) {
    if (block.kind === 'heading') finish({ reason: 'heading', detail: `next heading: ${String(block.meta?.headingText ?? '')}` }, { heading: block });
    else if (block.kind === 'thematicBreak') finish({ reason: 'thematic-break' }, {});
    else if (isContentBlock(block)) {
      current.blocks.push(block);
      trailingOpeners = opensContainer(block) ? trailingOpeners + 1 : 0;
    }
  }
  finish({ reason: 'end' }, {});
  return runs;
}

function opensContainer(block: Block): boolean {
  return block.kind === 'marker' && block.meta?.role === 'open';
}
