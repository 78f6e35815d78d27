// CK008: Spec v1 §10 on chunk ranges, checked for markdown-spec chunks (other strategies map chunks to coarser
// source units, e.g. P cuts one .blocks.jsonl line into several chunks that all point at that line): char ranges increase monotonically, chunks do not share source text
// except through declared overlap, and overlap repeats the previous chunk's tail. For markdown-spec also §4.2:
// overlap only between paragraph/mixed chunks and never taken from a table, list or code block. A violation is the
// strategy's defect, never the writer's: a pipeline finding.

import type { Block, Span } from '../model/types';
import { blocksInSourceOrder, forBlocksIntersecting, ownSpans, reportSpanOf } from './chunkSpans';
import { chunkNumber, renumberLeadingChunk } from './chunkNumbers';
import type { Rule, RuleReport } from './types';

/** Chunks that break the spec are a defect of the strategy on this text: no edit of the text is asked for. */
const STRATEGY_DEFECT = {
  cause: 'markdown-spec made chunks that break Spec v1 §10 on this text: a defect of the strategy, not of the document',
  remedy: 'report the file to chunklens with this finding; the chunks are still indexed as they are',
};

const SPEC_PROSE = new Set(['paragraph', 'mixed']);
const NO_OVERLAP_SOURCE = new Set(['table', 'list', 'code']);

export const chunkOverlapViolation: Rule = {
  id: 'CK008',
  names: ['chunk-overlap-violation'],
  tags: ['structure', 'overlap'],
  defaultSeverity: 'error',
  quotesOffsets: true,
  description: 'Chunk ranges are not monotonic, or chunks share source text outside the declared overlap',
  renumber: renumberLeadingChunk,
  check: ({ chunks, doc, strategy }, report) => {
    if (strategy !== 'markdown-spec') return;
    let maxEnd = -1;
    const blocks = blocksInSourceOrder(doc.blocks);
    chunks.forEach((c, i) => {
      const own = ownSpans(c);
      const at = (message: string): RuleReport => ({ span: reportSpanOf(c), chunkIndex: c.index, message: `Chunk ${chunkNumber(c.index)}: ${message}`, pipeline: STRATEGY_DEFECT });
      const prev = chunks[i - 1];
      const prevOwn = prev ? ownSpans(prev) : [];
      if (own.length && prevOwn.length && own[0].start < prevOwn[0].start) report(at(`char_start ${own[0].start} is before the previous chunk's ${prevOwn[0].start}`));
      else if (own.length && own[0].start < maxEnd) report(at(`its own text starts at ${own[0].start}, inside an earlier chunk (which ends at ${maxEnd}), outside any declared overlap`));
      for (const s of own) maxEnd = Math.max(maxEnd, s.end);
      const overlaps = c.spans.filter((s) => s.overlap);
      if (!overlaps.length) return;
      if (!prev || overlaps.some((s) => !inside(s, prevOwn))) report(at("its overlap is not text of the previous chunk"));
      if (!SPEC_PROSE.has(c.type) || (prev && !SPEC_PROSE.has(prev.type))) report(at(`overlap between a ${prev?.type ?? 'missing'} chunk and a ${c.type} chunk (only paragraph/mixed chunks overlap)`));
      const source = overlaps.map((s) => noOverlapSourceIn(blocks, s)).find((kind) => kind !== undefined);
      if (source) report(at(`overlap taken from a ${source}, which breaks its Markdown`));
    });
  },
};

/** The kind of the first table, list or code block the span takes text from, if any. */
function noOverlapSourceIn(blocks: readonly Block[], span: Span): Block['kind'] | undefined {
  let kind: Block['kind'] | undefined;
  forBlocksIntersecting(blocks, span.start, span.end, (b) => {
    if (kind === undefined && NO_OVERLAP_SOURCE.has(b.kind)) kind = b.kind;
  });
  return kind;
}

function inside(span: Span, spans: readonly Span[]): boolean {
  return spans.some((s) => s.start <= span.start && span.end <= s.end);
}
