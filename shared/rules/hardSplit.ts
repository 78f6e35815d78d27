// CK007: a chunk boundary at a non-natural place: inside a sentence or line (between words) or inside a word.
// Reported from the chunker's `hard-split` notes, and for strategies that do not note it, wherever two
// consecutive chunks meet in the middle of a word.
//
// Who fixes it: in prose the writer, by breaking the paragraph or sentence. In a code or HTML block a cut
// inside a line means that one line alone is over the cap (a data URI, minified output, an inline SVG path in an
// MDX tag): a pipeline finding.

import { blocksInSourceOrder, forBlocksIntersecting, ownSpans } from './chunkSpans';
import { longLineCause } from './splitBlocks';
import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import type { Rule } from './types';

const WORD_CHAR = /[\p{L}\p{N}_]/u;

export const hardSplit: Rule = {
  id: 'CK007',
  names: ['hard-split'],
  tags: ['split'],
  defaultSeverity: 'warning',
  description: 'A chunk starts at a cut inside a sentence, line or word instead of a natural boundary',
  renumber: renumberLeadingChunk,
  check: ({ chunks, doc, budgets }, report) => {
    const blocks = blocksInSourceOrder(doc.blocks);
    chunks.forEach((c, i) => {
      const own = ownSpans(c);
      if (!own.length) return;
      const cut = own[0].start;
      const noted = c.notes.find((n) => n.reason === 'hard-split');
      const prevOwn = i > 0 ? ownSpans(chunks[i - 1]) : [];
      const prevEnd = prevOwn[prevOwn.length - 1]?.end;
      const midWord = prevEnd === cut && cut > 0 && WORD_CHAR.test(doc.text.slice(cut - 1, cut)) && WORD_CHAR.test(doc.text.slice(cut, cut + 1));
      if (!noted && !midWord) return;
      const detail = noted?.detail ?? 'cut inside a word';
      let inCode = false;
      forBlocksIntersecting(blocks, cut, cut + 1, (b) => (inCode ||= b.kind === 'code' || b.kind === 'html' || b.kind === 'marker'));
      report({
        span: { start: cut, end: Math.min(cut + 1, doc.text.length) },
        chunkIndex: c.index,
        message: `Chunk ${chunkNumber(c.index)} starts at a hard split: ${detail}`,
        ...(inCode ? { pipeline: longLineCause(budgets.maxTokens) } : {}),
      });
    });
  },
};
