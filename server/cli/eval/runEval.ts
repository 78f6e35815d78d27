// `chunklens eval QUESTIONS [PATH...]`: reads a question set, anchors its quoted answers in the docs, chunks the
// corpus under each strategy as `chunk` and `lint` do (config, budgets, tokenizer, options), ranks the chunks for
// every question (BM25, an embeddings endpoint, or both fused) and reports the metrics of shared/eval per strategy.

import { readFileSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, relative, resolve } from 'node:path';
import { anchorQuestions, type AnchoredQuestion, type SourceDocument } from '../../../shared/eval/anchorReferences';
import { chunkRange } from '../../../shared/eval/chunkRange';
import { CodePointIndex } from '../../../shared/eval/codePointIndex';
import { ChunkLayout, type FileRange } from '../../../shared/eval/evalMetrics';
import { locateChunkText } from '../../../shared/eval/locateChunkText';
import { evaluateStrategy, type QuestionScore, type StrategySummary } from '../../../shared/eval/evaluateStrategy';
import { parseQuestionSet, type QuestionSetProblem } from '../../../shared/eval/questionSet';
import { LineIndex } from '../../../shared/text/lineIndex';
import type { Chunk, StrategyId } from '../../../shared/model/types';
import { ChunkSearch } from '../../../shared/query/rankChunks';
import { DEFAULT_MAX_FILE_BYTES, pathExists } from '../../node/readRegularFile';
import { analyzeFile, holdsInternalError } from '../analyzeFile';
import { embeddingsFor } from '../embedStrategy';
import type { Command } from '../args';
import { compareWithBaseline } from './evalBaseline';
import { ConfigLookup } from '../configLookup';
import { embeddingRankings, fuseRankings } from './denseRetrieval';
import { EVAL_FORMATS } from './evalFormats';
import type { EvalReport } from './formatEval';
import { formatById } from '../format/outputFormat';
import { createProgress, wantsProgress } from '../format/progress';
import { readSourceFile, SkippedFile, type SourceFile } from '../../node/readDocument';
import type { CliIo } from '../cliIo';
import { selectStatsFiles } from '../runStats';

export type EvalCommand = Extract<Command, { name: 'eval' }>;

/** How many chunks each retriever of a hybrid run ranks before the fusion. */
const FUSION_DEPTH = 50;

interface CorpusFile {
  path: string;
  source: SourceFile;
  doc: SourceDocument;
  lines?: LineIndex;
}

/**
 * Runs `eval` and returns the exit code: 0 when every gate passed, 1 when a strategy's recall is under
 * `--min-recall`, a question the `--baseline` run answered is no longer answered, or a reference's quote is gone
 * from its file; 2 (thrown) when the question file is malformed (each bad line reported as `file:line: message`),
 * a file cannot be read or the embeddings endpoint fails.
 */
export async function runEval(command: EvalCommand, io: CliIo): Promise<number> {
  const set = parseQuestionSet(command.questions, readQuestionFile(command.questions));
  if (set.problems.length) {
    for (const p of set.problems) io.err(`${command.questions}:${p.line}: ${p.message}\n`);
    throw new Error(`${command.questions}: ${set.problems.length} malformed line${set.problems.length === 1 ? '' : 's'}; nothing evaluated`);
  }
  const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
  const notes: string[] = [];
  const corpus = readCorpus(command, configs, notes);
  const byPath = new Map(corpus.map((f) => [resolve(f.path), f]));
  const open = (file: string) => resolveReference(file, command.questions, corpus, byPath, command.overrides.maxFileBytes, notes);
  const anchored = anchorQuestions(set, (file) => open(file)?.doc);
  const fileIndex = new Map(corpus.map((f, i) => [f.path, i]));
  const questionRanges = anchored.questions.map((q) => q.references.map((r): FileRange => {
    const file = fileIndex.get(r.path)!;
    const cp = corpus[file].doc.codePoints;
    return { file, start: cp.toCodePoint(r.start), end: cp.toCodePoint(r.end) };
  }));
  const progress = createProgress(corpus.length * command.strategies.length, wantsProgress(io.errIsTerminal === true, io.env ?? {}), io.err);
  const strategies: StrategyReport[] = [];
  for (const [n, strategy] of command.strategies.entries()) {
    const chunked = await chunkCorpus(corpus, command, strategy, configs, notes, io.env ?? process.env, (done) => progress.update(n * corpus.length + done));
    const layout = new ChunkLayout(chunked.map((c) => c.range), command.chromaCompat);
    const rankings = await rank(command, anchored.questions, chunked, corpus.length, io.env ?? process.env);
    const { scores, summary } = evaluateStrategy(questionRanges, layout, rankings, command.top);
    strategies.push({ strategy: strategy ?? 'configured', chunks: chunked.length, summary, scores, corpusChunks: chunked });
  }
  progress.end();
  notes.push(...configs.takeNotes());
  for (const note of new Set(notes)) io.err(`chunklens: ${note}\n`);
  for (const p of anchored.problems) io.err(`${command.questions}:${p.line}: ${p.message}\n`);
  const report = buildReport(command, set.format, corpus, anchored.questions, anchored.problems, strategies);
  const gates = checkGates(command, report);
  io.out(formatById(EVAL_FORMATS, command.format).render({ report, gates }));
  for (const g of gates) io.err(`chunklens: ${g}\n`);
  return gates.length || anchored.problems.length ? 1 : 0;
}

function readQuestionFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${path}: cannot read the question file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

/** The files PATHs select (none: only the files the questions name), each read once. */
function readCorpus(command: EvalCommand, configs: ConfigLookup, notes: string[]): CorpusFile[] {
  if (!command.paths.length) return [];
  const found = selectStatsFiles({ paths: command.paths, gitignore: command.gitignore }, configs);
  notes.push(...found.notes);
  return found.paths.flatMap((path) => {
    const file = readCorpusFile(path, command.overrides.maxFileBytes, notes);
    return file ? [file] : [];
  });
}

function readCorpusFile(path: string, maxBytes: number | undefined, notes: string[]): CorpusFile | undefined {
  try {
    const source = readSourceFile(path, maxBytes ?? DEFAULT_MAX_FILE_BYTES);
    notes.push(...source.notes);
    return { path, source, doc: { path, text: source.text, codePoints: new CodePointIndex(source.text) } };
  } catch (error) {
    if (!(error instanceof SkippedFile)) throw error;
    notes.push(error.message);
    return undefined;
  }
}

/**
 * The corpus file a reference names: a corpus file of that path (relative to the working folder, then to the
 * question file's folder), or one whose name without extension is it (Chroma's `corpus_id`); a file outside
 * the PATHs given is read and added to the corpus.
 */
function resolveReference(file: string, questions: string, corpus: CorpusFile[], byPath: Map<string, CorpusFile>, maxBytes: number | undefined, notes: string[]): CorpusFile | undefined {
  const candidates = isAbsolute(file) ? [file] : [resolve(file), resolve(dirname(questions), file)];
  for (const candidate of candidates) {
    const known = byPath.get(candidate);
    if (known) return known;
  }
  const named = corpus.filter((f) => basename(f.path, extname(f.path)) === file);
  if (named.length === 1) return named[0];
  const onDisk = candidates.find((c) => pathExists(c));
  if (!onDisk) return undefined;
  const added = readCorpusFile(relative(process.cwd(), onDisk) || onDisk, maxBytes, notes);
  if (!added) return undefined;
  corpus.push(added);
  byPath.set(onDisk, added);
  return added;
}

/** One strategy's run: its chunks and every question's scores. */
interface StrategyReport {
  strategy: string;
  chunks: number;
  summary: StrategySummary;
  scores: QuestionScore[];
  corpusChunks: CorpusChunk[];
}

/** A chunk of the corpus under one strategy: its file, its range in code points, the chunk itself. */
export interface CorpusChunk {
  file: number;
  range: FileRange;
  chunk: Chunk;
}

/**
 * Every file's chunks under `strategy`. A semantic strategy compares embeddings: with an endpoint (`--retriever
 * dense` or `hybrid`) it embeds its texts through it, with the same cache; without one it falls back (CK101).
 */
async function chunkCorpus(corpus: CorpusFile[], command: EvalCommand, strategy: StrategyId | undefined, configs: ConfigLookup, notes: string[], env: NodeJS.ProcessEnv, onFile: (done: number) => void): Promise<CorpusChunk[]> {
  const chunks: CorpusChunk[] = [];
  for (const [file, f] of corpus.entries()) {
    const overrides = { ...command.overrides, strategy: strategy ?? command.overrides.strategy };
    const embeddings = command.embeddings ? await embeddingsFor(f.path, f.source, overrides, configs, command.embeddings, undefined, env) : undefined;
    const { analysis, findings } = analyzeFile(f.path, overrides, configs, f.source, embeddings);
    if (!analysis || holdsInternalError(findings)) {
      notes.push(`${f.path}: left out${strategy ? ` under ${strategy}` : ''}: its analysis failed (${findings[0]?.message ?? 'no chunks'})`);
    } else {
      for (const chunk of analysis.chunks) {
        const located = command.chromaCompat ? locateChunkText(f.doc.text, chunk.content) : undefined;
        const range = located ? { file, start: f.doc.codePoints.toCodePoint(located.start), end: f.doc.codePoints.toCodePoint(located.end) } : chunkRange(chunk, file, f.doc.codePoints);
        chunks.push({ file, range, chunk });
      }
    }
    onFile(file + 1);
  }
  return chunks;
}

/** Each question's ranking (indexes into `chunks`), or undefined without a retriever. */
async function rank(command: EvalCommand, questions: AnchoredQuestion[], chunks: CorpusChunk[], files: number, env: NodeJS.ProcessEnv): Promise<number[][] | undefined> {
  if (command.retriever === 'none') return undefined;
  const depth = command.retriever === 'hybrid' ? Math.max(command.top, FUSION_DEPTH) : command.top;
  const lexical = () => {
    const perFile: Chunk[][] = Array.from({ length: files }, () => []);
    const places: number[][] = Array.from({ length: files }, () => []);
    chunks.forEach((c, i) => {
      perFile[c.file].push(c.chunk);
      places[c.file][c.chunk.index] = i;
    });
    const search = new ChunkSearch(perFile);
    return questions.map((q) => search.rank(q.question, depth).map((hit) => places[hit.document][hit.chunk]));
  };
  if (command.retriever === 'bm25') return lexical();
  const endpoint = command.embeddings!;
  const dense = await embeddingRankings(endpoint, questions.map((q) => q.question), chunks.map((c) => c.chunk.content), depth, { apiKey: env[endpoint.keyEnv] || undefined });
  return command.retriever === 'dense' ? dense : lexical().map((bm25, i) => fuseRankings([bm25, dense[i]]));
}

function buildReport(command: EvalCommand, format: string, corpus: CorpusFile[], questions: AnchoredQuestion[], problems: QuestionSetProblem[], strategies: StrategyReport[]): EvalReport {
  const lineOf = (file: number, offset: number) => {
    const f = corpus[file];
    f.lines ??= new LineIndex(f.doc.text);
    return f.lines.positionAt(offset).line + 1;
  };
  const fileIndex = new Map(corpus.map((f, i) => [f.path, i]));
  return {
    questionsFile: command.questions,
    format,
    retriever: command.retriever,
    ...(command.embeddings ? { embeddingModel: command.embeddings.model } : {}),
    k: command.top,
    unit: 'characters (code points)',
    files: corpus.length,
    problems: problems.map((p) => ({ line: p.line, message: p.message })),
    strategies: strategies.map((s) => ({ strategy: s.strategy, chunks: s.chunks, summary: s.summary })),
    onlyAnswered: onlyAnswered(strategies, questions, command.retriever !== 'none'),
    results: questions.map((q, i) => ({
      id: q.id,
      question: q.question,
      line: q.line,
      references: q.references.map((r) => ({ file: r.path, line: lineOf(fileIndex.get(r.path)!, r.start), start: r.start, end: r.end, moved: r.moved })),
      byStrategy: Object.fromEntries(strategies.map((s) => {
        const score = s.scores[i];
        return [s.strategy, {
          covered: score.layout.covered === score.layout.references,
          chunksNeeded: score.layout.chunksNeeded,
          precisionOmega: round(score.layout.precisionOmega),
          ...(score.retrieval ? { recall: round(score.retrieval.recall), precision: round(score.retrieval.precision), iou: round(score.retrieval.iou), firstHit: score.retrieval.firstHit, answered: score.retrieval.answered } : {}),
          retrieved: score.retrieved.map((c, rank) => {
            const { chunk, file } = s.corpusChunks[c];
            const start = Math.min(...chunk.spans.map((x) => x.start));
            const end = Math.max(...chunk.spans.map((x) => x.end));
            return { rank: rank + 1, file: corpus[file].path, line: lineOf(file, start), endLine: lineOf(file, end), chunk: chunk.index + 1, id: chunk.id, headingsPath: chunk.headingsPath };
          }),
        }];
      })),
    })),
  };
}

/** For each strategy, the questions it answers (at K, or covered without a retriever) that another does not. */
function onlyAnswered(strategies: StrategyReport[], questions: AnchoredQuestion[], retrieved: boolean): EvalReport['onlyAnswered'] {
  const answers = (s: StrategyReport, i: number) => (retrieved ? s.scores[i].retrieval!.answered : s.scores[i].layout.covered === s.scores[i].layout.references);
  const out: EvalReport['onlyAnswered'] = [];
  for (const a of strategies) {
    for (const b of strategies) {
      if (a === b) continue;
      const ids = questions.filter((_, i) => answers(a, i) && !answers(b, i)).map((q) => q.id);
      if (ids.length) out.push({ strategy: a.strategy, over: b.strategy, questions: ids });
    }
  }
  return out;
}

/** The failed gates, one sentence each: recall under --min-recall, questions that broke since --baseline. */
function checkGates(command: EvalCommand, report: EvalReport): string[] {
  const gates: string[] = [];
  if (command.minRecall !== undefined) {
    for (const s of report.strategies) {
      const recall = s.summary.retrieval?.recall ?? 0;
      if (recall < command.minRecall) gates.push(`${s.strategy}: recall at ${command.top} is ${percent(recall)}, under --min-recall ${percent(command.minRecall)}`);
    }
  }
  if (command.baseline) gates.push(...compareWithBaseline(command.baseline, report));
  return gates;
}

function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}
