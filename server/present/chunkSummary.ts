// A chunk as the chunk tree, hovers and the status bar show it (ChunkSummary). Free of the LSP runtime and of
// Node, so that the browser playground builds the same summaries as the language server.

import type { Chunk, Finding, Severity, Span } from '../../shared/model/types';
import type { ChunkSummary } from '../../shared/model/protocol';
import type { DocumentAnalysis } from '../host/documentAnalysis';
import { chunkEdits } from './chunkEdits';
import { chunkExtent, limitOf, pagesKnown, sizeOf } from './chunkFacts';

/** What a summary reads of a document's analysis: the playground makes these without an editor's settings. */
export type SummarySource = Pick<DocumentAnalysis, 'kind' | 'analysis' | 'lines'>;

const SEVERITY_RANK: Record<Severity, number> = { hint: 0, info: 1, warning: 2, error: 3 };

/** A chunk as the tree, hovers and the status bar show it. */
export function toChunkSummary(result: SummarySource, chunk: Chunk): ChunkSummary {
  const { analysis, lines } = result;
  const extent = chunkExtent(chunk);
  const limit = limitOf(analysis.context.budgets);
  const edits = chunkEdits(chunk, result.kind, analysis.doc.text);
  const summary: ChunkSummary = {
    index: chunk.index,
    id: chunk.id,
    type: chunk.type,
    tokens: chunk.tokens,
    size: sizeOf(chunk, limit),
    headingsPath: chunk.headingsPath,
    range: lines.rangeOf(extent),
    reasons: chunk.notes.map((n) => n.reason),
    rewritten: edits.length > 0,
    edits,
  };
  if (limit) summary.limit = limit;
  if (chunk.heading) summary.heading = chunk.heading.heading;
  if (chunk.parents) summary.parents = chunk.parents.map((p) => `${p.label} · ${p.tokens} tok`);
  if (chunk.pages?.length && pagesKnown(result.kind, analysis.chunks)) summary.pages = chunk.pages;
  if ((chunk.sectionHeadings?.length ?? 0) > 1) summary.sections = chunk.sectionHeadings;
  const worst = worstSeverityIn(analysis.findings, chunk, extent);
  if (worst) summary.worstSeverity = worst;
  const pipeline = pipelineFindingsOf(analysis.pipelineFindings).get(chunk.index);
  if (pipeline) summary.pipelineNotes = pipeline.map((f) => `${f.ruleId} ${f.message}; avoided by ${f.pipeline!.remedy}`);
  return summary;
}

const pipelineByChunk = new WeakMap<readonly Finding[], Map<number, Finding[]>>();

/** An analysis's pipeline findings by chunk index, grouped once per analysis. */
export function pipelineFindingsOf(findings: readonly Finding[]): Map<number, Finding[]> {
  let byChunk = pipelineByChunk.get(findings);
  if (!byChunk) {
    byChunk = new Map();
    for (const f of findings) {
      if (f.chunkIndex === undefined) continue;
      const list = byChunk.get(f.chunkIndex);
      if (list) list.push(f);
      else byChunk.set(f.chunkIndex, [f]);
    }
    pipelineByChunk.set(findings, byChunk);
  }
  return byChunk;
}

function worstSeverityIn(findings: readonly Finding[], chunk: Chunk, extent: Span): Severity | undefined {
  let worst: Severity | undefined;
  for (const f of findings) {
    const inside = f.chunkIndex === chunk.index || (f.chunkIndex === undefined && f.span.start >= extent.start && f.span.start < extent.end);
    if (inside && (!worst || SEVERITY_RANK[f.severity] > SEVERITY_RANK[worst])) worst = f.severity;
  }
  return worst;
}
