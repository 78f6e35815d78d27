// The chunks of another text of an open document (the baseline its re-embeds are counted against,
// features/reembeds.ts), made with the settings of one of the document's analyses: on an analysis worker when
// there are workers, so that a big baseline never holds up the answers; else on this thread after the current
// turn. Only what re-embed matching reads comes back (each chunk's content key and heading path).

import { analyze } from '../../shared/engine/engine';
import { INTERNAL_ERROR_RULE_ID } from '../../shared/rules';
import { matchableChunksOf } from '../../shared/reembed/contentKey';
import type { MatchableChunk } from '../../shared/reembed/matchChunks';
import { readSidecars } from '../node/readSidecars';
import { ANALYSIS_TIME_BUDGET_MS, editorTimeBudget } from './analysisBudget';
import type { AnalysesDeps } from './analysisHost';
import type { AnalysisJob } from './analysisWorker';
import type { DocumentAnalysis } from './documentAnalysis';
import { workerEmbeddings } from './editorEmbeddings';
import { errorText } from './errorText';

/** Chunks `text` as `result` was chunked; undefined when that failed or ran past the time budget (logged). */
export async function baselineChunksOf(deps: AnalysesDeps, result: DocumentAnalysis, text: string): Promise<MatchableChunk[] | undefined> {
  const { uri, kind, analysis } = result;
  const { settings } = analysis;
  const sidecars = readSidecars(uri, kind, deps.log, deps.places.files);
  const failed = (why: string): undefined => void deps.log(`chunklens: the re-embed baseline of ${uri} was not chunked: ${why}`);
  if (!deps.workers?.available) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      const base = analyze({ kind, text, documentId: analysis.context.documentId, settings, sidecars, timeBudget: editorTimeBudget() });
      const stopped = base.findings.find((f) => f.ruleId === INTERNAL_ERROR_RULE_ID);
      return stopped && !base.chunks.length ? failed(stopped.message) : matchableChunksOf(base.chunks, settings.tokenizer);
    } catch (error) {
      return failed(errorText(error));
    }
  }
  const embeddings = workerEmbeddings(settings, result.settings.embeddings?.model, deps.vectors, text);
  const job: AnalysisJob = {
    kind,
    text,
    documentId: analysis.context.documentId,
    config: result.settings.config,
    override: deps.documents.strategyOverrides.get(uri),
    place: deps.places.placeOf(uri, kind),
    sidecars,
    ...(embeddings ? { embeddings } : {}),
    matchableOnly: true,
  };
  const outcome = await deps.workers.run(job, ANALYSIS_TIME_BUDGET_MS, () => undefined).outcome;
  if ('matchable' in outcome) return outcome.matchable;
  if ('error' in outcome) return failed(outcome.error);
  if ('stopped' in outcome) return failed(outcome.stopped);
  return undefined;
}
