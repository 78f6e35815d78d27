// A document's chunk tree for the webview: heading path (or parent chunks) → chunks, with a token-size histogram.
// Free of the LSP runtime and of Node, so that the browser playground draws the same tree as the editor.

import type { ChunkSummary, ChunkTree, ChunkTreeNode } from '../../shared/model/protocol';
import type { DocumentAnalysis } from '../host/documentAnalysis';
import type { ReembedMarks } from '../features/reembeds';
import { limitOf } from './chunkFacts';
import { toChunkSummary } from './chunkSummary';

/** What a tree reads of a document's analysis. */
export type TreeSource = Pick<DocumentAnalysis, 'uri' | 'version' | 'kind' | 'analysis' | 'lines'>;

/** Bins from 0 up to the token cap; chunks above it fall in at most this many extra bins. */
const BINS_UP_TO_CAP = 8;
const MAX_BINS_OVER_CAP = 4;

/**
 * Deepest tree: the headings of a longer path below this depth share one node, named by all of them joined.
 * A `.blocks.jsonl` line may carry thousands of parent headings, and a tree that deep overflowed the stack of
 * JSON.stringify in the transport, so the request was never answered.
 */
export const MAX_TREE_DEPTH = 64;

/** Groups chunk summaries by heading path, or by their parent chunks where they have them, in document order. */
export function buildTreeNodes(chunks: readonly ChunkSummary[]): ChunkTreeNode[] {
  const root: ChunkTreeNode = { heading: '', children: [], chunks: [] };
  for (const chunk of chunks) {
    let node = root;
    const path = chunk.parents ?? chunk.headingsPath;
    const shown = path.length > MAX_TREE_DEPTH ? [...path.slice(0, MAX_TREE_DEPTH - 1), path.slice(MAX_TREE_DEPTH - 1).join(' › ')] : path;
    for (const heading of shown) {
      const last = node.children[node.children.length - 1];
      if (last?.heading === heading) node = last;
      else {
        const child: ChunkTreeNode = { heading, children: [], chunks: [] };
        node.children.push(child);
        node = child;
      }
    }
    node.chunks.push(chunk);
  }
  return root.chunks.length ? [{ heading: '', children: [], chunks: root.chunks }, ...root.children] : root.children;
}

/**
 * Size histogram whose bin edges put the cap `maxTokens` on an edge (so the webview can mark it); without a
 * cap, ten bins up to the largest chunk. The last bin always holds the largest chunk. Sizes and cap are in
 * the strategy's unit (tokens, or characters for MinerU).
 */
export function buildHistogram(tokens: readonly number[], maxTokens: number | undefined): { edges: number[]; counts: number[] } {
  // A loop, not Math.max(...tokens): spreading 200,000 sizes overflowed the stack.
  let largest = 0;
  for (const t of tokens) if (t > largest) largest = t;
  const top = maxTokens ?? Math.max(1, largest);
  const bins = Math.min(top, maxTokens === undefined ? 10 : BINS_UP_TO_CAP);
  const step = Math.max(1, Math.ceil(top / bins));
  const edges = Array.from({ length: bins + 1 }, (_, i) => Math.round((i * top) / bins));
  let extra = 0;
  while (edges[edges.length - 1] <= largest && extra < MAX_BINS_OVER_CAP) {
    edges.push(edges[edges.length - 1] + step);
    extra++;
  }
  if (edges[edges.length - 1] <= largest) edges[edges.length - 1] = largest + 1;
  const counts = new Array<number>(edges.length - 1).fill(0);
  for (const t of tokens) {
    const bin = edges.findIndex((edge, i) => i < edges.length - 1 && t >= edge && t < edges[i + 1]);
    counts[bin]++;
  }
  return { edges, counts };
}

/** The chunk tree of an analysis, its chunks marked where they re-embed when `marks` are known. */
export function toChunkTree(result: TreeSource, marks?: ReembedMarks): ChunkTree {
  const { analysis } = result;
  const summaries = analysis.chunks.map((c) => {
    const summary = toChunkSummary(result, c);
    if (marks?.chunks.has(c.index)) summary.reembed = true;
    return summary;
  });
  const limit = limitOf(analysis.context.budgets);
  const tree: ChunkTree = {
    uri: result.uri,
    version: result.version,
    strategy: analysis.settings.strategy.id,
    tokenizer: analysis.settings.tokenizer,
    unit: limit?.unit ?? 'tok',
    totalChunks: summaries.length,
    histogram: buildHistogram(summaries.map((s) => s.size.value), limit?.value),
    roots: buildTreeNodes(summaries),
  };
  if (limit) tree.limit = limit;
  if (marks) tree.reembed = marks.summary;
  return tree;
}
