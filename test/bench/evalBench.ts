// The bench's row of issue 30: `chunklens eval` of 1,000 questions over about 5 MB of the corpus under three
// strategies with BM25, against chunking the same files once per strategy as eval chunks them, each in its own
// child process and measured in CPU seconds (the machine is shared: wall time waits for the cores).

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeFile, holdsInternalError } from '../../server/cli/analyzeFile';
import { parseCommand } from '../../server/cli/args';
import { ConfigLookup } from '../../server/cli/configLookup';
import { runEval } from '../../server/cli/eval/runEval';
import { selectStatsFiles } from '../../server/cli/runStats';
import { readSourceFile, SkippedFile, type SourceFile } from '../../server/node/readDocument';
import { DEFAULT_MAX_FILE_BYTES } from '../../server/node/readRegularFile';
import { seededRandom } from '../helpers/randomEdits';

/** The corpus folders eval reads: the Rust book, the Rust reference and Vue's docs (755 files, 5.1 MB). */
const EVAL_FOLDERS = ['rust-book', 'rust-reference', 'vuejs-docs'];
const EVAL_STRATEGIES = ['markdown-spec', 'recursive', 'langchain-recursive'];
const QUESTIONS = 1000;
/** Passes of each measurement, alternated; the fastest counts. */
const EVAL_PASSES = 3;
/** Words asked per question, drawn from its quoted sentence. */
const WORDS_ASKED = 6;

/** The eval command line over `folders`, without its output format. */
function evalArgs(questions: string, folders: string[]): string[] {
  return ['eval', questions, ...folders, ...EVAL_STRATEGIES.flatMap((s) => ['--strategy', s]), '--retriever', 'bm25'];
}

function cpuSeconds(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

/**
 * Child `evalChunk QUESTIONS FOLDER...`: the files eval selects, read once and chunked once per strategy as eval
 * chunks them (analyzeFile with its overrides); the CPU seconds of this whole process.
 */
export function evalChunking(questions: string, folders: string[]): object {
  const command = parseCommand(evalArgs(questions, folders));
  if (command.name !== 'eval') throw new Error('not an eval command');
  const configs = new ConfigLookup(command.config, command.overrides.maxFileBytes);
  const sources: SourceFile[] = [];
  for (const path of selectStatsFiles({ paths: command.paths, gitignore: command.gitignore }, configs).paths) {
    try {
      sources.push(readSourceFile(path, command.overrides.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES));
    } catch (error) {
      if (!(error instanceof SkippedFile)) throw error;
    }
  }
  let chunks = 0;
  for (const strategy of command.strategies) {
    for (const source of sources) {
      const { analysis, findings } = analyzeFile(source.path, { ...command.overrides, strategy }, configs, source);
      if (analysis && !holdsInternalError(findings)) chunks += analysis.chunks.length;
    }
  }
  return { cpu: cpuSeconds(), files: sources.length, chunks };
}

/** Child `evalRun QUESTIONS FOLDER...`: `chunklens eval` in this process (runEval, as the CLI runs it); its CPU seconds. */
export async function evalRun(questions: string, folders: string[]): Promise<object> {
  const command = parseCommand([...evalArgs(questions, folders), '--format', 'json']);
  if (command.name !== 'eval') throw new Error('not an eval command');
  let bytes = 0;
  const code = await runEval(command, { out: (text) => void (bytes += text.length), err: () => undefined });
  if (code !== 0 && code !== 1) throw new Error(`chunklens eval exited with ${code}`);
  return { cpu: cpuSeconds(), bytes };
}

/**
 * A question set over `files`: a sentence of one line quoted from a file (40–300 characters, no Markdown
 * syntax, found once in it), and six of its words asked, drawn with a fixed seed.
 */
function writeQuestions(files: string[], path: string): void {
  const random = seededRandom(30);
  const lines: string[] = [];
  for (let tries = 0; lines.length < QUESTIONS && tries < 100 * QUESTIONS; tries++) {
    const file = files[Math.floor(random() * files.length)];
    const text = readFileSync(file, 'utf8');
    const sentences = text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => s.length > 40 && s.length < 300 && !s.includes('\n') && !/[`|<>#[\]*]/.test(s));
    if (!sentences.length) continue;
    const quote = sentences[Math.floor(random() * sentences.length)];
    if (text.indexOf(quote) !== text.lastIndexOf(quote)) continue;
    const words = quote.split(/\W+/).filter((w) => w.length > 2);
    const asked: string[] = [];
    while (asked.length < WORDS_ASKED && words.length) asked.push(words.splice(Math.floor(random() * words.length), 1)[0]);
    lines.push(JSON.stringify({ id: `q${lines.length + 1}`, question: `${asked.join(' ')}?`, references: [{ file, quote }] }));
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
}

/** The row: eval with BM25 against chunking alone, side by side, passes alternated. */
export function measureEvalRows(corpus: string, corpusFiles: (dirs: string[]) => string[], child: (...args: string[]) => Record<string, number>): string[][] {
  const folders = EVAL_FOLDERS.map((name) => join(corpus, name));
  const files = corpusFiles(folders);
  const questions = join(tmpdir(), `chunklens-bench-questions-${process.pid}.jsonl`);
  writeQuestions(files, questions);
  try {
    const chunking: number[] = [];
    const evals: number[] = [];
    let chunked: Record<string, number> = {};
    for (let pass = 0; pass < EVAL_PASSES; pass++) {
      chunked = child('evalChunk', questions, ...folders);
      chunking.push(chunked.cpu);
      evals.push(child('evalRun', questions, ...folders).cpu);
    }
    const fastestChunking = Math.min(...chunking);
    const fastestEval = Math.min(...evals);
    const all = (list: number[]) => list.map((s) => `${s.toFixed(1)} s`).join(', ');
    return [[
      `eval ${QUESTIONS.toLocaleString('en')} questions × ${EVAL_STRATEGIES.length} strategies (${EVAL_STRATEGIES.join(', ')}), BM25, over ${EVAL_FOLDERS.join(', ')} (${chunked.files} files) ÷ chunking those files once per strategy (${chunked.chunks} chunks), CPU seconds of each process (fastest of ${EVAL_PASSES}: eval ${all(evals)}; chunking ${all(chunking)})`,
      `${fastestEval.toFixed(1)} s ÷ ${fastestChunking.toFixed(1)} s = ${(fastestEval / fastestChunking).toFixed(2)}×`,
      '≤ 2×',
    ]];
  } finally {
    rmSync(questions, { force: true });
  }
}
