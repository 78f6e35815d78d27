// The hits of `chunklens query` and their text: per ranking a head line, then each hit's place and snippet.

import type { StrategyId } from '../../../shared/model/types';

/** One hit as both formats print it; `line` and `endLine` are 1-based, `chunk` the 1-based chunk number. */
export interface QueryHit {
  rank: number;
  file: string;
  line: number;
  endLine: number;
  chunk: number;
  chunks: number;
  id: string;
  strategy: string;
  headingsPath: string[];
  score: number;
  terms: string[];
  snippet: string;
}

/** The hits of one ranking of the chunks, with what was ranked. */
export interface Ranking {
  /** The strategy of a compared ranking; absent when each file has its own. */
  strategy?: StrategyId;
  files: number;
  chunks: number;
  hits: QueryHit[];
}

/** One ranking as text: a head line, then two lines per hit (place, heading path, score; snippet). */
export function formatHits(query: string, { strategy, files, chunks, hits }: Ranking): string {
  const under = strategy ? `under ${strategy}: ` : '';
  const head = `${under}${hits.length ? `top ${hits.length}` : 'no chunk holds a word'} of "${query}" among ${chunks} chunks of ${files} file${files === 1 ? '' : 's'} (BM25)`;
  const rows = hits.flatMap((h) => [
    `${h.rank}. ${h.file}:${h.line} · ${h.headingsPath.join(' › ') || '(no heading)'} · score ${h.score.toFixed(2)} · chunk ${h.chunk}/${h.chunks} ${h.strategy} · matched ${h.terms.join(', ')}`,
    `   ${h.snippet}`,
  ]);
  return [head, ...rows].join('\n') + '\n';
}
