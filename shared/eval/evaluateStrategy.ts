// Scores a question set under one strategy: every question's layout metrics and, when a retriever ranked the
// chunks, its retrieval metrics at K; then their means over the set.
//
// Invariant (shared/README.md invariant 1): pure; rankings come from the caller (BM25, an embedding endpoint, a fusion of both).

import { ChunkLayout, scoreLayout, scoreRetrieval, type FileRange, type LayoutScore, type RetrievalScore } from './evalMetrics';

export interface QuestionScore {
  layout: LayoutScore;
  /** Present when the run had a retriever. */
  retrieval?: RetrievalScore;
  /** The chunks retrieved, best first (indexes into the layout), at most K. */
  retrieved: number[];
}

/** Means over the questions (shares in 0..1); retrieval figures only when the run had a retriever. */
export interface StrategySummary {
  questions: number;
  /** References wholly inside one chunk, over all references. */
  coverage: number;
  /** Questions whose every reference is wholly inside one chunk. */
  questionsCovered: number;
  chunksNeeded: number;
  precisionOmega: number;
  /** Population standard deviation of precision_Ω, as Chroma's report gives (numpy's std). */
  precisionOmegaStd: number;
  retrieval?: { k: number; recall: number; precision: number; iou: number; hitRate: number; mrr: number; answered: number };
}

/**
 * Scores every question (its references as code-point ranges) against `layout`; `rankings[i]`, when given, is
 * the ranking of question i, cut here to its first `k` chunks.
 */
export function evaluateStrategy(questions: ReadonlyArray<readonly FileRange[]>, layout: ChunkLayout, rankings: ReadonlyArray<readonly number[]> | undefined, k: number): { scores: QuestionScore[]; summary: StrategySummary } {
  const scores = questions.map((refs, i): QuestionScore => {
    const retrieved = rankings ? rankings[i].slice(0, k) : [];
    return { layout: scoreLayout(refs, layout), ...(rankings ? { retrieval: scoreRetrieval(refs, retrieved, layout) } : {}), retrieved };
  });
  return { scores, summary: summarize(scores, rankings ? k : undefined) };
}

function summarize(scores: QuestionScore[], k: number | undefined): StrategySummary {
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  const omegas = scores.map((s) => s.layout.precisionOmega);
  const omega = mean(omegas);
  const references = scores.reduce((n, s) => n + s.layout.references, 0);
  const summary: StrategySummary = {
    questions: scores.length,
    coverage: references ? scores.reduce((n, s) => n + s.layout.covered, 0) / references : 0,
    questionsCovered: scores.filter((s) => s.layout.covered === s.layout.references).length,
    chunksNeeded: mean(scores.map((s) => s.layout.chunksNeeded)),
    precisionOmega: omega,
    precisionOmegaStd: Math.sqrt(mean(omegas.map((x) => (x - omega) ** 2))),
  };
  if (k === undefined) return summary;
  const r = scores.map((s) => s.retrieval!);
  summary.retrieval = {
    k,
    recall: mean(r.map((x) => x.recall)),
    precision: mean(r.map((x) => x.precision)),
    iou: mean(r.map((x) => x.iou)),
    hitRate: mean(r.map((x) => (x.firstHit > 0 ? 1 : 0))),
    mrr: mean(r.map((x) => (x.firstHit > 0 ? 1 / x.firstHit : 0))),
    answered: r.filter((x) => x.answered).length,
  };
  return summary;
}
