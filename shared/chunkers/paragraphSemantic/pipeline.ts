// The P pipeline (spec §2): HeadingBlocks → TableRowSplit (+HeaderRecovery, TableBridge) → AnchorSplit →
// PartLabeling (per content line) → HeadingGlue → LevelMerge, with the §6 fallbacks.

import type { ParsedDocument, Problem } from '../../model/types';
import type { TableEntry } from '../../parse/tablesSidecar';
import { chunkRecursive } from '../recursive';
import type { ChunkResult, StrategyContext } from '../types';
import { splitLongBlock } from './anchorSplit';
import { HeaderFormatMismatch } from './headerRecovery';
import { headingBlocks } from './headingBlocks';
import { glueHeadings } from './headingGlue';
import { mergeLevels } from './levelMerge';
import { markdownBlocks } from './markdownBlocks';
import { labelParts } from './partLabeling';
import type { PBlock, PContext } from './pBlock';
import { splitBlockTables } from './splitBlockTables';
import { boundOverlap, deriveThresholds } from './thresholds';
import { toChunks } from './toChunks';
import { flatText } from '../../text/documentText';

/**
 * Chunks a .blocks.jsonl (or Markdown) document with P. With no usable content line it degrades wholesale to
 * R over the document text (CK101). A table header in the wrong format aborts the document: no chunks and a
 * CK100 error at the table's line, as the reference raises instead of emitting a malformed slice.
 */
export function chunkParagraphSemantic(doc: ParsedDocument, sctx: StrategyContext): ChunkResult {
  const thresholds = deriveThresholds(sctx.budgets.maxTokens ?? 2000);
  const problems: Problem[] = [];
  const ctx: PContext = {
    tokenizer: sctx.tokenizer,
    thresholds,
    overlap: boundOverlap(thresholds.targetMax, sctx.budgets.overlapTokens ?? 100),
    headers: headersOf(doc),
    problems,
  };
  const initial = doc.kind === 'markdown' ? markdownBlocks(doc, ctx) : headingBlocks(doc, ctx);
  if (initial.length === 0) {
    if (!flatText(doc.text).trim()) return { chunks: [], problems };
    const fallback = chunkRecursive({ ...doc, blocks: [] }, { ...sctx, budgets: { maxTokens: thresholds.targetMax, overlapTokens: ctx.overlap } }, 'paragraph-semantic');
    const message = 'no usable content lines: degraded to recursive character splitting (R)';
    return { chunks: fallback.chunks, problems: [{ span: { start: 0, end: 0 }, message, code: 'CK101', severity: 'warning' }, ...fallback.problems] };
  }
  try {
    const labelled = initial.flatMap((block) => labelParts(splitContentLine(block, ctx)));
    const merged = mergeLevels(glueHeadings(labelled, ctx), ctx);
    return { chunks: toChunks(merged, sctx), problems };
  } catch (error) {
    if (!(error instanceof HeaderFormatMismatch)) throw error;
    return { chunks: [], problems: [...problems, { span: error.span, message: error.message, code: 'CK100', severity: 'error' }] };
  }
}

/**
 * TableRowSplit then AnchorSplit on one content line's block: all the fragments of that line. Of a split title
 * block only the first fragment (the cover) stays a title block, as in LightRAG.
 */
export function splitContentLine(block: PBlock, ctx: PContext): PBlock[] {
  const caps = { targetMax: ctx.thresholds.targetMax, targetIdeal: ctx.thresholds.targetIdeal };
  const fragments = splitBlockTables(block, ctx).flatMap((b) => splitLongBlock(b.paras, b, b.role, caps, ctx, b.notes));
  if (block.titleBlock) fragments[0] = { ...fragments[0], titleBlock: true };
  return fragments;
}

function headersOf(doc: ParsedDocument): Map<string, string> {
  const headers = new Map<string, string>();
  const tables = doc.sidecars?.tables as Record<string, TableEntry> | undefined;
  for (const [id, entry] of Object.entries(tables ?? {})) if (entry.tableHeader) headers.set(id, entry.tableHeader);
  return headers;
}
