// CK001: a chunk over its strategy's hard cap: the token cap checked here, or a cap in other units (MinerU's
// characters) that the strategy itself measured and returned as a CK001 problem.
//
// Who fixes it: the writer, by shortening or splitting what the chunk holds; the pipeline, when the chunk is
// one complete code unit (completeCode.ts) or one code block held together (no flat run: codeSeams.ts) that the
// strategy keeps whole: only a larger cap holds it; and when the chunk holds only template or directive syntax
// (an MDX file's import and export statements: CK009), which pre-processing strips before chunking, or mostly HTML
// tags (inline SVG drawings: literalRow.ts), which a pipeline that chunks the rendered text does not count.

import type { Block, Chunk, PipelineCause } from '../model/types';
import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import { blocksInSourceOrder, forBlocksIntersecting, ownSpans } from './chunkSpans';
import { completeUnitCause, completeUnitEvidence, heldTogetherEvidenceOf } from './completeCode';
import { markupFilledCause } from './literalRow';
import { SYNTAX_ONLY_REMEDY, syntaxOnlyKinds } from './syntaxOnlyChunk';
import type { Rule } from './types';

/** The one block a chunk's own text lies in, or undefined when it holds parts of several. */
function soleBlockOf(chunk: Chunk, sorted: readonly Block[]): Block | undefined {
  let only: Block | undefined;
  let several = false;
  for (const span of ownSpans(chunk)) {
    forBlocksIntersecting(sorted, span.start, span.end, (b) => {
      if (only && only !== b) several = true;
      only = b;
    });
  }
  return several ? undefined : only;
}

/** What holds a code block together when nothing names it a unit (codeSeams.ts): only a flat run is the writer's to cut. */
function heldCode(block: Block): string | undefined {
  return block.kind === 'code' ? heldTogetherEvidenceOf(block.text, block.meta?.fenced === true) : undefined;
}

export const chunkTooLarge: Rule = {
  id: 'CK001',
  names: ['chunk-too-large'],
  tags: ['size'],
  defaultSeverity: 'warning',
  description: 'A chunk is larger than the hard cap of its strategy',
  renumber: renumberLeadingChunk,
  check: ({ chunks, budgets, problems, doc, countTokens, strategy }, report) => {
    for (const p of problems) if (p.code === 'CK001') report({ span: p.span, message: p.message, severity: p.severity });
    const max = budgets.maxTokens;
    if (max === undefined) return;
    for (const c of chunks) {
      if (c.tokens > max) {
        const sorted = blocksInSourceOrder(doc.blocks);
        const block = soleBlockOf(c, sorted);
        const evidence = block && (completeUnitEvidence(block, doc.blocks) ?? heldCode(block));
        const syntax = evidence ? undefined : syntaxOnlyKinds(c, sorted);
        const markup = evidence || syntax ? undefined : markupFilledCause(c.content, 'the chunk', max);
        report({
          span: c.spans.find((s) => !s.overlap) ?? c.spans[0],
          chunkIndex: c.index,
          message: `Chunk ${chunkNumber(c.index)} has ${c.tokens} tokens [Expected: ≤ ${max}]`,
          ...(evidence ? { pipeline: completeUnitCause(evidence, countTokens ? countTokens(block!.text) : c.tokens, max, false) } : {}),
          ...(syntax ? { pipeline: syntaxOnlyCause(strategy, syntax) } : {}),
          ...(markup ? { pipeline: markup } : {}),
        });
      }
    }
  },
};

/** Why a chunk over the cap that holds only syntax is the pipeline's: nothing in it is text to shorten. */
function syntaxOnlyCause(strategy: string, kinds: ReadonlySet<string>): PipelineCause {
  return {
    cause: `${strategy} embeds ${[...kinds].join(', ')} syntax as written: the chunk holds nothing else, and the page needs it as it is`,
    remedy: SYNTAX_ONLY_REMEDY,
  };
}
