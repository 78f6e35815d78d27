// The check shared by CK005 and CK006: a block of one kind whose text went into several chunks.

import type { Block, BlockKind, PipelineCause, Span } from '../model/types';
import { chunkNumber } from './chunkNumbers';
import { chunkSpanIndexOf } from './chunkSpans';
import { lastParagraph } from './leadIn';
import type { Rule, RuleContext } from './types';

/**
 * Reports each block of `kind` that two or more chunks hold part of; `describe` names it ("Table of 3 rows").
 * With `nested`, also each span that `nested` gives of other blocks (code inside a list item or a quote),
 * named by `describeNested`. A block that had to be cut inside one of its lines (a line alone over the cap:
 * data, minified text) is split because of that line, which the pipeline's cap decides: that is a pipeline
 * finding (see hardSplit.ts).
 */
export function checkSplitBlocks(
  kind: BlockKind,
  describe: (block: Block) => string,
  nested?: {
    spansOf: (block: Block) => readonly Span[] | undefined;
    describe: (text: string) => string;
    /** `leadIn` reads the paragraph of the enclosing block right before the span (a list item's sentence before its code). */
    causeOf?: (text: string, ctx: RuleContext, leadIn: () => string | undefined) => PipelineCause | undefined;
  },
  pipelineCauseOf?: (block: Block, ctx: RuleContext) => PipelineCause | undefined,
): Rule['check'] {
  return (ctx, report) => {
    const { chunks, doc, budgets } = ctx;
    const index = chunkSpanIndexOf(chunks);
    const first = chunks[0]?.index ?? 0;
    // The name and the cause are read only for a block that is split: most blocks are not, and the causes read
    // the block's lines.
    const check = (span: Span, name: () => string, causeOf: () => PipelineCause | undefined): void => {
      const covering = index.chunksIntersecting(span);
      if (covering.length < 2) return;
      const cause = causeOf();
      const cutInsideLine = covering.some((i) => {
        const c = chunks[i - first];
        return c.notes.some((n) => n.reason === 'hard-split') && c.spans.some((s) => !s.overlap && s.start > span.start && s.start < span.end);
      });
      report({
        span: { ...span },
        chunkIndex: covering[0],
        message: `${name()} is split across ${covering.length} chunks (${chunkNumber(covering[0])}–${chunkNumber(covering[covering.length - 1])})`,
        ...(cutInsideLine ? { pipeline: longLineCause(budgets.maxTokens) } : cause ? { pipeline: cause } : {}),
      });
    };
    for (const block of doc.blocks) {
      if (block.kind === kind) check(block.span, () => describe(block), () => pipelineCauseOf?.(block, ctx));
      else {
        for (const span of nested?.spansOf(block) ?? []) {
          const text = () => doc.text.slice(span.start, span.end);
          const leadIn = () => lastParagraph(doc.text.slice(Math.max(block.span.start, span.start - LEAD_IN_READ), span.start)) || undefined;
          check(span, () => nested!.describe(text()), () => nested!.causeOf?.(text(), ctx, leadIn));
        }
      }
    }
  };
}

/** How much text before a nested span is read for its lead-in. */
const LEAD_IN_READ = 400;

/** Why a block cut inside a line is the pipeline's to fix, and what would avoid the cut. */
export function longLineCause(maxTokens: number | undefined): PipelineCause {
  return {
    cause: 'one of its lines alone is longer than the cap (data or minified text), so it is cut inside that line',
    remedy: `a maxTokens above that line's length (now ${maxTokens ?? '?'}), or a pipeline that drops data URIs and minified lines before chunking`,
  };
}
