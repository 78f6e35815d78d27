// Compares the analyses of one document under two strategies: where each cuts (boundaries both make, only the
// first, only the second), how many chunks each makes, their sizes on one shared histogram, and their findings.
//
// Invariant (shared/README.md invariant 1): pure; offsets are UTF-16 offsets of the document both analyses read. Lines are the
// caller's business (shared/text/lineIndex.ts through the CLI or server/present/toLsp.ts).

import type { Analysis } from '../engine/engine';
import type { Chunk, Finding, StrategyId } from '../model/types';
import type { DocumentText } from '../text/documentText';
import { getTokenizer, type TokenizerId } from '../tokenizers';

/** Who cuts at a boundary: both strategies, only the first (`a`), only the second (`b`). */
export type BoundaryKind = 'both' | 'a' | 'b';

/** A place where a chunk starts (not the first chunk), at its first own non-whitespace character. */
export interface Boundary {
  offset: number;
  kind: BoundaryKind;
}

/** How often one rule fired under one strategy. */
export interface RuleCount {
  ruleId: string;
  ruleName: string;
  count: number;
}

/** One strategy's side of a comparison. */
export interface ComparedSide {
  strategy: StrategyId;
  tokenizer: TokenizerId;
  chunks: number;
  /** Each chunk's size in the comparison's `measure`, in chunk order. */
  sizes: number[];
  /** Chunks per bin of the comparison's `edges`. */
  counts: number[];
  /** Per chunk, in chunk order: who cuts where it starts; null for the first chunk and for one starting where the first does. */
  cuts: Array<BoundaryKind | null>;
  /** Per-line findings and pipeline findings together, by rule id. */
  findingsByRule: RuleCount[];
  /** Per-line findings and pipeline findings together, in document order. */
  findings: Finding[];
}

export interface StrategyComparison {
  /** The tokenizer both sides' sizes are counted with: the first strategy's. */
  measure: TokenizerId;
  /** Shared histogram bins: `counts[i]` of a side is its chunks in `[edges[i], edges[i+1])`. */
  edges: number[];
  sides: [ComparedSide, ComparedSide];
  /** Every boundary of either side, in document order. */
  boundaries: Boundary[];
}

/** Bins of a comparison histogram when the sizes reach that far. */
export const COMPARE_BINS = 10;

/**
 * Compares two analyses of the same text. Sizes are counted with the first analysis's tokenizer (a chunk of the
 * second is recounted from its embed text when its strategy counts with another), so both histograms share
 * bins and a unit. Linear in the chunks and findings, plus the recount.
 */
export function compareStrategies(a: Analysis, b: Analysis): StrategyComparison {
  const measure = a.settings.tokenizer;
  const sizesA = sizesIn(a, measure);
  const sizesB = sizesIn(b, measure);
  const { edges, counts } = alignedHistograms(sizesA, sizesB, COMPARE_BINS);
  const side = (x: Analysis, sizes: number[], binCounts: number[], cuts: Array<BoundaryKind | null>): ComparedSide => {
    const findings = [...x.findings, ...x.pipelineFindings].sort((f, g) => f.span.start - g.span.start || f.ruleId.localeCompare(g.ruleId));
    return { strategy: x.settings.strategy.id, tokenizer: x.settings.tokenizer, chunks: x.chunks.length, sizes, counts: binCounts, cuts, findingsByRule: countByRule(findings), findings };
  };
  const gapsA = cutGaps(a.chunks, a.doc.text);
  const gapsB = cutGaps(b.chunks, b.doc.text);
  const { boundaries, kindsA, kindsB } = matchCuts(gapsA, gapsB);
  const cutsOf = (chunks: number, gaps: CutGap[], kinds: BoundaryKind[]) => {
    const cuts: Array<BoundaryKind | null> = new Array(chunks).fill(null);
    gaps.forEach((gap, i) => (cuts[gap.chunk] = kinds[i]));
    return cuts;
  };
  return {
    measure,
    edges,
    sides: [side(a, sizesA, counts[0], cutsOf(a.chunks.length, gapsA, kindsA)), side(b, sizesB, counts[1], cutsOf(b.chunks.length, gapsB, kindsB))],
    boundaries,
  };
}

function sizesIn(analysis: Analysis, measure: TokenizerId): number[] {
  if (analysis.settings.tokenizer === measure) return analysis.chunks.map((c) => c.tokens);
  const tokenizer = getTokenizer(measure, analysis.settings.tokenizerEngine);
  return analysis.chunks.map((c) => tokenizer.count(c.content));
}

/**
 * Where a strategy cuts before chunk `chunk`: anywhere from the end of the previous chunk's own text (`from`) to
 * the first own non-whitespace character of this chunk (`to`, where the boundary is shown). Two strategies make
 * the same cut when these stretches meet, so a strategy that keeps the blank line or the heading line before a
 * paragraph in the next chunk and one that leaves it out (markdown-spec carries headings in the heading path)
 * cut at the same place.
 */
export interface CutGap {
  chunk: number;
  from: number;
  to: number;
}

/** The cuts of one strategy in document order: one per chunk after the first, less those starting where the previous chunk starts. */
export function cutGaps(chunks: readonly Chunk[], text: DocumentText): CutGap[] {
  const gaps: CutGap[] = [];
  let previous: { start: number; end: number } | undefined;
  chunks.forEach((chunk, i) => {
    const extent = ownExtent(chunk, text);
    if (previous && extent.start !== previous.start) gaps.push({ chunk: i, from: Math.min(previous.end, extent.start), to: extent.start });
    previous = extent;
  });
  return gaps.sort((x, y) => x.to - y.to || x.chunk - y.chunk);
}

/** From the chunk's first own non-whitespace character to the end of its own text (overlap excluded). */
function ownExtent(chunk: Chunk, text: DocumentText): { start: number; end: number } {
  const own = chunk.spans.filter((s) => !s.overlap);
  const spans = own.length ? own : chunk.spans;
  if (!spans.length) return { start: 0, end: 0 };
  let first = spans[0];
  let end = spans[0].end;
  for (const s of spans) {
    if (s.start < first.start) first = s;
    if (s.end > end) end = s.end;
  }
  return { start: skipWhitespace(text, first.start, first.end), end };
}

/**
 * Pairs the cuts of two strategies (each sorted by `to`) whose stretches meet: those are boundaries both make;
 * the rest are only one's. Linear: one pass over both lists. A boundary both make is shown where the first
 * strategy's chunk starts.
 */
export function matchCuts(a: readonly CutGap[], b: readonly CutGap[]): { boundaries: Boundary[]; kindsA: BoundaryKind[]; kindsB: BoundaryKind[] } {
  const boundaries: Boundary[] = [];
  const kindsA: BoundaryKind[] = [];
  const kindsB: BoundaryKind[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && y && x.from <= y.to && y.from <= x.to) {
      boundaries.push({ offset: x.to, kind: 'both' });
      kindsA.push('both');
      kindsB.push('both');
      i++;
      j++;
    } else if (x && (!y || x.to < y.to)) {
      boundaries.push({ offset: x.to, kind: 'a' });
      kindsA.push('a');
      i++;
    } else {
      boundaries.push({ offset: y!.to, kind: 'b' });
      kindsB.push('b');
      j++;
    }
  }
  return { boundaries, kindsA, kindsB };
}

function skipWhitespace(text: DocumentText, from: number, end: number): number {
  let at = from;
  while (at < end && isWhitespace(text.charCodeAt(at))) at++;
  return at < end ? at : from;
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 11 || code === 0xa0 || code === 0xfeff;
}

/**
 * One set of bins for two lists of sizes: from 0 in steps of a round number (1, 2 or 5 times a power of ten),
 * at most `bins` of them, the last holding the largest size; each list counted in the same bins.
 */
export function alignedHistograms(a: readonly number[], b: readonly number[], bins: number): { edges: number[]; counts: [number[], number[]] } {
  let largest = 0;
  for (const sizes of [a, b]) for (const s of sizes) if (s > largest) largest = s;
  const step = roundUp((largest + 1) / bins);
  const count = Math.max(1, Math.ceil((largest + 1) / step));
  const edges = Array.from({ length: count + 1 }, (_, i) => i * step);
  const binsOf = (sizes: readonly number[]) => {
    const counts = new Array<number>(count).fill(0);
    for (const s of sizes) counts[Math.min(count - 1, Math.floor(Math.max(0, s) / step))]++;
    return counts;
  };
  return { edges, counts: [binsOf(a), binsOf(b)] };
}

/** The smallest of 1, 2, 5 × 10^k that is at least `x` (and at least 1). */
function roundUp(x: number): number {
  if (x <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 5, 10]) if (m * power >= x) return m * power;
  return 10 * power;
}

function countByRule(findings: readonly Finding[]): RuleCount[] {
  const counts = new Map<string, RuleCount>();
  for (const f of findings) {
    const entry = counts.get(f.ruleId);
    if (entry) entry.count++;
    else counts.set(f.ruleId, { ruleId: f.ruleId, ruleName: f.ruleName, count: 1 });
  }
  return [...counts.values()].sort((x, y) => x.ruleId.localeCompare(y.ruleId));
}
