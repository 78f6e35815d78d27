// A fuzz harness worker: analyses each input it is sent with one strategy and reports what went wrong: an
// exception, an internal-error finding, a span outside the document, an empty chunk. Its parent kills it when
// an input runs past the time limit.

import { parentPort } from 'node:worker_threads';
import { resolveSettings } from '../../shared/config/config';
import { flatText } from '../../shared/text/documentText';
import { analyze } from '../../shared/engine/engine';
import type { InputKind, StrategyId } from '../../shared/model/types';

/** One input and the strategy to run on it. */
export interface FuzzJob {
  id: number;
  kind: InputKind;
  strategy: StrategyId;
  text: string;
}

/** `problem` is undefined when every check held. */
export interface FuzzResult {
  id: number;
  problem?: string;
}

/**
 * Library strategies whose library keeps a window of whitespace as a chunk: LangChain's TokenTextSplitter
 * appends every non-empty decoded window (a long run of spaces makes one), chonkie's chunkers never strip (a
 * run of blank lines can be a piece of its own), LightRAG F strips only what Python calls whitespace (a window of
 * U+FEFF stays), Haystack's DocumentSplitter (also the second split of MarkdownHeaderSplitter) keeps a window of blank
 * units, Haystack's RecursiveDocumentSplitter keeps a split that is only its separator (`"\n"`, pushed alone when the
 * split after it is too long) and the white space left after its last word, and chunklens reproduces them; the managed-service presets are built on chonkie's windows and sentences.
 */
const BLANK_WINDOWS_UPSTREAM = new Set<string>(['langchain-token', 'chonkie-recursive', 'chonkie-token', 'chonkie-sentence', 'lightrag-fixed-token', 'haystack-document', 'haystack-markdown-header', 'haystack-recursive', 'openai-file-search', 'bedrock-default', 'bedrock-fixed-size']);

/** What is wrong with the analysis of `job`, or undefined. */
export function checkJob(job: FuzzJob): string | undefined {
  let analysis;
  try {
    const settings = resolveSettings({}, job.kind, { strategy: job.strategy, budgets: {} });
    analysis = analyze({ kind: job.kind, text: job.text, documentId: 'fuzz', settings });
  } catch (error) {
    return `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
  const internal = analysis.findings.find((f) => f.ruleId === 'CK900');
  if (internal) return `internal error: ${internal.message}`;
  const length = flatText(analysis.doc.text).length;
  for (const chunk of analysis.chunks) {
    if (chunk.content === '' || (!BLANK_WINDOWS_UPSTREAM.has(job.strategy) && !/[^\s\uFEFF]/u.test(chunk.content))) return `chunk ${chunk.index} is empty`;
    const bad = chunk.spans.find((s) => !(0 <= s.start && s.start <= s.end && s.end <= length));
    if (bad) return `chunk ${chunk.index} has span ${bad.start}-${bad.end} outside the document (${length})`;
  }
  return undefined;
}

parentPort?.on('message', (job: FuzzJob) => {
  const reply: FuzzResult = { id: job.id, problem: checkJob(job) };
  parentPort?.postMessage(reply);
});
