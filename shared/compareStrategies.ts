// Compares the analyses of one document under two strategies: where each cuts (boundaries both make, only the
// first, only the second), how many chunks each makes, their sizes on one shared histogram, and their findings.
//
// Invariant (DESIGN.md 1): pure; offsets are UTF-16 offsets of the document both analyses read. Lines are the
// caller's business (shared/lineIndex.ts through the CLI or server/toLsp.ts).

import type { Analysis } from './engine';
import type { Chunk, Finding, StrategyId } from './model';
import type { DocumentText } from './documentText';
import { getTokenizer, type TokenizerId } from './tokenizers';

/** Who cuts at a boundary: both strategies, only the first (`a`), only the second (`b`). */
export type BoundaryKind = 'both' | 'a' | 'b';

/** A place where a chunk starts (not the first chunk), at its first non-whitespace character. */
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
  const side = (x: Analysis, sizes: number[], binCounts: number[]): ComparedSide => {
    const findings = [...x.findings, ...x.pipelineFindings].sort((f, g) => f.span.start - g.span.start || f.ruleId.localeCompare(g.ruleId));
    return { strategy: x.settings.strategy.id, tokenizer: x.settings.tokenizer, chunks: x.chunks.length, sizes, counts: binCounts, findingsByRule: countByRule(findings), findings };
  };
  return {
    measure,
    edges,
    sides: [side(a, sizesA, counts[0]), side(b, sizesB, counts[1])],
    boundaries: classifyBoundaries(boundariesOf(a.chunks, a.doc.text), boundariesOf(b.chunks, b.doc.text)),
  };
}

function sizesIn(analysis: Analysis, measure: TokenizerId): number[] {
  if (analysis.settings.tokenizer === measure) return analysis.chunks.map((c) => c.tokens);
  const tokenizer = getTokenizer(measure, analysis.settings.tokenizerEngine);
  return analysis.chunks.map((c) => tokenizer.count(c.content));
}

/**
 * The sorted, distinct offsets where the chunks after the first start: the start of a chunk's first own span
 * (text repeated from a neighbour is not where it was cut), moved past whitespace, so that a strategy that
 * keeps the blank line before a paragraph and one that trims it cut at the same place.
 */
export function boundariesOf(chunks: readonly Chunk[], text: DocumentText): number[] {
  const starts: number[] = [];
  for (const chunk of chunks.slice(1)) {
    const own = chunk.spans.filter((s) => !s.overlap);
    const spans = own.length ? own : chunk.spans;
    if (!spans.length) continue;
    let start = spans[0].start;
    let end = spans[0].end;
    for (const s of spans) if (s.start < start) [start, end] = [s.start, s.end];
    starts.push(skipWhitespace(text, start, end));
  }
  starts.sort((x, y) => x - y);
  return starts.filter((offset, i) => i === 0 || offset !== starts[i - 1]);
}

function skipWhitespace(text: DocumentText, from: number, end: number): number {
  let at = from;
  while (at < end && isWhitespace(text.charCodeAt(at))) at++;
  return at < end ? at : from;
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 11 || code === 0xa0 || code === 0xfeff;
}

/** Merges two sorted lists of distinct offsets into one list that says who cuts at each. */
export function classifyBoundaries(a: readonly number[], b: readonly number[]): Boundary[] {
  const out: Boundary[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) out.push({ offset: a[i++], kind: 'a' });
    else if (i >= a.length || b[j] < a[i]) out.push({ offset: b[j++], kind: 'b' });
    else {
      out.push({ offset: a[i], kind: 'both' });
      i++;
      j++;
    }
  }
  return out;
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
