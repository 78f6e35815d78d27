// What `chunklens diff` reports: per document, the chunks matched between its two versions (shared/reembed/matchChunks.ts)
// counted by change, the chunks that re-embed with their tokens, and the totals with an optional cost.

import { matchChunks, type ChunkChange } from '../../../shared/reembed/matchChunks';
import type { ChunkFacts } from '../lint/lintFile';

/** The counts of a matching, by change. */
export type ChangeCounts = Record<ChunkChange, number>;

/** A chunk of the new version that re-embeds, or one of the old version that is gone. */
export interface ReportedChunk {
  change: 'changed' | 'added' | 'removed';
  /** 1-based line in the version that holds it (the old one for `removed`). */
  line: number;
  tokens: number;
  headingsPath: string[];
  excerpt: string;
}

/** One document's diff. */
export interface FileDiff {
  path: string;
  /** `added`/`removed`: the document exists in one version only. */
  status: 'added' | 'removed' | 'modified';
  counts: ChangeCounts;
  /** Tokens of the chunks that re-embed (changed and added). */
  tokensToEmbed: number;
  /** `tokensToEmbed` at `--price-per-million`. */
  cost?: number;
  /** Changed, added and removed chunks, in document order (removed ones after). */
  chunks: ReportedChunk[];
  /** Why a version could not be analysed (its analysis failed or was stopped); the file then counts nothing. */
  error?: string;
}

/** A whole diff. */
export interface DiffReport {
  base: string;
  head: string;
  files: FileDiff[];
  totals: ChangeCounts & { files: number; tokensToEmbed: number; cost?: number };
  pricePerMillion?: number;
}

/** An empty count of every change. */
export function noChanges(): ChangeCounts {
  return { unchanged: 0, moved: 0, changed: 0, added: 0, removed: 0 };
}

/** The diff of one document from the chunk facts of its versions (undefined: the version does not exist). */
export function diffFile(path: string, base: ChunkFacts[] | undefined, head: ChunkFacts[] | undefined, pricePerMillion?: number): FileDiff {
  const matching = matchChunks(base ?? [], head ?? []);
  const counts = noChanges();
  const chunks: ReportedChunk[] = [];
  let tokensToEmbed = 0;
  matching.head.forEach((change, i) => {
    counts[change]++;
    if (change !== 'changed' && change !== 'added') return;
    const c = head![i];
    tokensToEmbed += c.tokens;
    chunks.push({ change, line: c.line, tokens: c.tokens, headingsPath: c.headingsPath, excerpt: c.excerpt });
  });
  for (const j of matching.removed) {
    counts.removed++;
    const c = base![j];
    chunks.push({ change: 'removed', line: c.line, tokens: c.tokens, headingsPath: c.headingsPath, excerpt: c.excerpt });
  }
  const status = !base ? 'added' : !head ? 'removed' : 'modified';
  return { path, status, counts, tokensToEmbed, ...(pricePerMillion !== undefined ? { cost: costOf(tokensToEmbed, pricePerMillion) } : {}), chunks };
}

/** The report of `files` between `base` and `head`, with totals. */
export function diffReport(base: string, head: string, files: FileDiff[], pricePerMillion?: number): DiffReport {
  const totals = { files: files.length, ...noChanges(), tokensToEmbed: 0 };
  for (const file of files) {
    for (const key of Object.keys(file.counts) as ChunkChange[]) totals[key] += file.counts[key];
    totals.tokensToEmbed += file.tokensToEmbed;
  }
  return {
    base,
    head,
    files,
    totals: { ...totals, ...(pricePerMillion !== undefined ? { cost: costOf(totals.tokensToEmbed, pricePerMillion) } : {}) },
    ...(pricePerMillion !== undefined ? { pricePerMillion } : {}),
  };
}

/** The chunks that re-embed: changed and added. */
export function reembedCount(counts: ChangeCounts): number {
  return counts.changed + counts.added;
}

function costOf(tokens: number, pricePerMillion: number): number {
  return (tokens / 1_000_000) * pricePerMillion;
}

/** A cost as money: two decimals from 1 up, else two significant digits (`0.0025`, `0.00000024`), `0` for nothing. */
export function formatCost(cost: number): string {
  if (cost === 0) return '0';
  return cost.toFixed(Math.min(12, Math.max(2, 1 - Math.floor(Math.log10(cost)))));
}

/** `1,234` */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
