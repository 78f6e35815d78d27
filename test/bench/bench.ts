// `npm run bench`: measures chunklens on the real corpus beside the clone (../shared/corpus) and prints one
// table. Each measurement runs in its own child process (this same script with a sub-command), so that
// memory figures and caches do not leak from one measurement into another.
//
// Sub-commands (for the table's rows): keystrokes FILE pieces|string · scratch FILE · floor LIST · langchain LIST · (lint runs the CLI)
// · reembed FILE (per-keystroke re-embed marking) · diff [--every K] (diff of two revisions against a cached lint).
// · libraries (the library strategies' rows on their own; each strategy typed in a child: libraryKeystrokes FILE ID).
// · eval (issue 30's row on its own: children evalChunk and evalRun QUESTIONS FOLDER..., evalBench.ts).
// · ci (the warm `--cache` re-lint, the 1%-changed re-lint and the npm tarball on their own: ciRows.ts).
// Checks, not in the table: tokenizers LIST (compareTokenizers.ts) · parsers LIST [regions|whole] (compareParsers.ts)
// · mdx LIST [docusaurus] (compareMdx.ts)
// · caps DIR... (checkCaps.ts: markdown-spec's cap on every chunk; .ci/run runs it on the corpus).
// scaling [NAME [STRATEGY,...]] (scaling.ts): pathological inputs at 1x, 4x, 16x per strategy (those listed, when
// given); the full run prints it last.
// `--every K` measures the corpus rows on every K-th file (sorted by path) for a quicker run; the table says so.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { resolveSettings } from '../../shared/config/config';
import type { StrategyId } from '../../shared/model/types';
import { analyze, createAnalysisCache } from '../../shared/engine/engine';
import { parseMarkdown } from '../../shared/parse/markdown';
import { stripBom } from '../../shared/parse';
import { getTokenizer } from '../../shared/tokenizers';
import { LINT_SEMI_SPACE_MB, SERVER_NODE_FLAGS } from '../../shared/model/processFlags';
import { compareMdx } from './compareMdx';
import { compareParsers } from './compareParsers';
import { checkCaps } from './checkCaps';
import { compareTokenizers } from './compareTokenizers';
import { measureCiRows } from './ciRows';
import { measureKeystrokes, type TextModel } from './keystrokes';
import { libraryRows, measureLibraryKeystrokes } from './libraryKeystrokes';
import { scaling, scalingRun } from './scaling';
import { withOtherJobs } from './otherJobs';
import { measureDiff, measureReembedKeystrokes } from './diffBench';
import { evalChunking, evalRun, measureEvalRows } from './evalBench';
import { REPO_ROOT } from '../helpers/repoPath';

/** One corpus pass: its seconds, and the CPU seconds other processes used meanwhile. */
type Pass = ReturnType<typeof withOtherJobs<number>>;

const ROOT = REPO_ROOT;
const CORPUS = resolve(ROOT, '../shared/corpus');
/**
 * Single-character inserts per file. The slowest keystrokes come in clusters around a full garbage collection
 * (four or five in a row on 5 MB); with 500 the p95 rests on 25 keystrokes, so one cluster does not decide it.
 */
const KEYSTROKES = 500;
/** Fresh processes that analyse each big file from scratch once (see `scratch`); the fastest counts. */
const SCRATCH_RUNS = 3;
/** Corpus passes of the floor and of each lint row, alternated; the fastest counts (the least disturbed by other jobs). */
const PASSES = 3;
const settings = resolveSettings({}, 'markdown', { budgets: {} });
const MAX_TOKENS = settings.budgets.maxTokens ?? 900;
const OVERLAP = settings.budgets.overlapTokens ?? 80;

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

/** One analysis of FILE from scratch in a fresh process (tokenizer loaded first, token memo cold). */
function scratch(file: string): object {
  const text = stripBom(readFileSync(file, 'utf8'));
  getTokenizer(settings.tokenizer).count('warm up');
  const t = performance.now();
  analyze({ kind: 'markdown', documentId: file, settings, text }, createAnalysisCache());
  return { scratch: seconds(t) };
}

/** Read + parse once + tokenise once, with the libraries chunklens uses. */
function floor(list: string): object {
  const files = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  const t = performance.now();
  const tokenizer = getTokenizer(settings.tokenizer);
  let tokens = 0;
  for (const f of files) {
    const text = stripBom(readFileSync(f, 'utf8'));
    parseMarkdown(text);
    tokens += tokenizer.encode(text).length;
  }
  return { seconds: seconds(t), tokens };
}

/** The peer: LangChain's MarkdownTextSplitter measuring length with js-tiktoken, at the same budget. */
async function langchain(list: string): Promise<object> {
  const { MarkdownTextSplitter } = await import('@langchain/textsplitters');
  const { Tiktoken } = await import('js-tiktoken/lite');
  const ranks = (await import('js-tiktoken/ranks/o200k_base')).default;
  const files = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  const t = performance.now();
  const encoder = new Tiktoken(ranks);
  const splitter = new MarkdownTextSplitter({ chunkSize: MAX_TOKENS, chunkOverlap: OVERLAP, lengthFunction: (s: string) => encoder.encode(s, [], []).length });
  let chunks = 0;
  for (const f of files) chunks += (await splitter.splitText(stripBom(readFileSync(f, 'utf8')))).length;
  return { seconds: seconds(t), chunks };
}

/** Keystrokes and analyses from scratch run with the language server's flags; corpus rows with the lint workers' young generation. */
function child(...args: string[]): Record<string, number> {
  const serverLike = ['keystrokes', 'scratch', 'libraryKeystrokes', 'reembed'].includes(args[0]);
  const flags = serverLike ? SERVER_NODE_FLAGS : [`--max-semi-space-size=${LINT_SEMI_SPACE_MB}`];
  // The marking's CPU time without V8's helper threads' work for the analysis before it (measureReembedKeystrokes).
  const threads = args[0] === 'reembed' ? ['--single-threaded'] : [];
  const out = execFileSync(process.execPath, ['--expose-gc', ...flags, ...threads, __filename, ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(out.trim().split('\n').pop()!);
}

/**
 * Seconds for `chunklens lint PATHS`: with `--jobs N`, or with no `--jobs` pinned to the first core
 * (`taskset -c 0`, where the CLI's default is one worker), which is the run "on one core": with `--jobs 1`
 * on two cores, V8's garbage collection and compiler threads still use the idle core.
 */
function timeLint(paths: string[], how: { jobs: number } | 'one core'): number {
  const lint = [join(ROOT, 'out/cli.js'), 'lint', ...paths];
  const [command, args] = how === 'one core' ? ['taskset', ['-c', '0', process.execPath, ...lint]] : [process.execPath, [...lint, '--jobs', String(how.jobs)]];
  const t = performance.now();
  const r = spawnSync(command, args, { stdio: 'ignore' });
  if (r.error) throw new Error(`cannot run ${command}: ${r.error.message}`);
  if (r.status !== 0 && r.status !== 1) throw new Error(`chunklens lint exited with ${r.status}`);
  return seconds(t);
}

function corpusFiles(dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name.endsWith('.md')) files.push(join(dir, e.name));
    }
  };
  dirs.forEach(walk);
  return files;
}

async function main(): Promise<void> {
  const [command, arg, model] = process.argv.slice(2);
  if (command === 'keystrokes') return void console.log(JSON.stringify(measureKeystrokes(arg, model as TextModel, settings, KEYSTROKES)));
  if (command === 'scratch') return void console.log(JSON.stringify(scratch(arg)));
  if (command === 'floor') return void console.log(JSON.stringify(floor(arg)));
  if (command === 'langchain') return void console.log(JSON.stringify(await langchain(arg)));
  if (command === 'tokenizers') return void console.log(JSON.stringify(compareTokenizers(arg)));
  if (command === 'parsers') return void console.log(JSON.stringify(compareParsers(arg, process.argv.slice(4))));
  if (command === 'mdx') return void console.log(JSON.stringify(compareMdx(arg, model === 'docusaurus' ? 'docusaurus' : 'mdx')));
  if (command === 'caps') {
    const result = checkCaps(process.argv.slice(3));
    console.log(JSON.stringify(result));
    process.exitCode = result.over.length ? 1 : 0;
    return;
  }
  if (command === 'scaling') return scaling(process.argv[1], arg, model?.split(','));
  if (command === 'reembed') return void console.log(JSON.stringify(measureReembedKeystrokes(arg, settings, KEYSTROKES)));
  if (command === 'libraryKeystrokes') return void console.log(JSON.stringify(measureLibraryKeystrokes(arg, model as StrategyId)));
  if (command === 'scalingRun') return void console.log(scalingRun(Number(arg), model as StrategyId, Number(process.argv[5])));
  if (command === 'evalChunk') return void console.log(JSON.stringify(evalChunking(arg, process.argv.slice(4))));
  if (command === 'evalRun') return void console.log(JSON.stringify(await evalRun(arg, process.argv.slice(4))));
  if (!existsSync(join(CORPUS, 'big-1mb.md'))) {
    console.error(`bench: the corpus is missing: expected ${CORPUS} (../shared/corpus beside the clone) with big-1mb.md`);
    process.exit(2);
  }
  if (command === 'libraries') return printTable(libraryRows(join(CORPUS, 'big-1mb.md'), child), loadavg()[0]);
  if (command === 'eval') return printTable(measureEvalRows(CORPUS, corpusFiles, child), loadavg()[0]);
  const dirs = readdirSync(CORPUS).filter((n) => statSync(join(CORPUS, n)).isDirectory()).sort().map((n) => join(CORPUS, n));
  const everyAt = process.argv.indexOf('--every');
  const every = everyAt >= 0 ? Number(process.argv[everyAt + 1]) : 1;
  if (!Number.isInteger(every) || every < 1) throw new Error('--every takes a whole number ≥ 1');
  const files = corpusFiles(dirs).filter((_, i) => i % every === 0);
  if (command === 'ci') return printTable(measureCiRows(ROOT, every === 1 ? dirs : files, files.length), loadavg()[0]);
  if (command === 'diff') return void console.log(JSON.stringify(measureDiff(join(ROOT, 'out/cli.js'), CORPUS, files)));
  const lintPaths = every === 1 ? dirs : files;
  const mb = files.reduce((n, f) => n + statSync(f).size, 0) / 1e6;
  const list = join(tmpdir(), `chunklens-bench-${process.pid}.txt`);
  writeFileSync(list, files.join('\n'));
  const loadBefore = loadavg()[0];
  const rows: string[][] = [];
  const ms = (s: number) => `${(s * 1000).toFixed(0)} ms`;
  const f1 = (x: number) => x.toFixed(1);

  for (const [name, target] of [['big-1mb.md', 16], ['big-5mb.md', 50]] as const) {
    const k = child('keystrokes', join(CORPUS, name), 'pieces');
    const before = child('keystrokes', join(CORPUS, name), 'string');
    // The ratio's numerator is the fastest of SCRATCH_RUNS analyses of the file as one string in fresh
    // processes (the CLI's path, faster than a first analysis of a PieceText): a slow run would flatter the ratio.
    const scratchRuns = Array.from({ length: SCRATCH_RUNS }, () => child('scratch', join(CORPUS, name)).scratch);
    const fastest = Math.min(...scratchRuns);
    rows.push([`${name}: per-keystroke document edit + analysis p50 / p95 (${KEYSTROKES} single-character inserts, ${k.chunks} chunks)`, `${f1(k.p50)} / ${f1(k.p95)} ms (of which the document edit: piece and line index ${f1(k.textP50)} / ${f1(k.textP95)} ms)`, `p95 ≤ ${target} ms`]);
    rows.push([`${name}: the same keystrokes with the text as one concatenated string (as vscode-languageserver's TextDocuments keeps it), p50 / p95`, `${f1(before.p50)} / ${f1(before.p95)} ms (of which V8 flattening the edited text ${f1(before.textP50)} / ${f1(before.textP95)} ms) · ${f1(before.p95 / k.p95)}× the p95 above`, '']);
    rows.push([`${name}: per-keystroke server total: edit + analysis + decorations (60 visible lines) + ${k.findings} diagnostics, p50 / p95`, `${f1(k.totalP50)} / ${f1(k.totalP95)} ms (decorations ${f1(k.decorationsP50)} ms, ${(k.bytesP50 / 1000).toFixed(0)} KB; diagnostics ${f1(k.diagnosticsP50)} ms, p50)`, '']);
    rows.push([`${name}: from scratch as one string, cold token memo (fastest of ${scratchRuns.length} processes: ${scratchRuns.map(ms).join(', ')}) / warm`, `${ms(fastest)} / ${ms(k.scratchWarm / 1000)}`, '']);
    rows.push([`${name}: from scratch ÷ incremental p95 (p50)`, `${Math.round((fastest * 1000) / k.p95)}× (${Math.round((fastest * 1000) / k.p50)}×)`, '≥ 100×']);
    rows.push([`${name}: first bands for the first 4000 characters (analyzeRange)`, ms(k.firstRange / 1000), '']);
    if (name === 'big-5mb.md') {
      rows.push([`${name}: time to first diagnostics (tokenizer load + full analysis of the opened PieceText)`, ms((k.tokenizerLoad + k.firstAnalysis) / 1000), '']);
      rows.push([`${name}: server memory after analysing (RSS / JS heap used)`, `${(k.rss / 1e6).toFixed(0)} / ${(k.heap / 1e6).toFixed(0)} MB`, '']);
    }
  }

  const jobs = availableParallelism();
  const floors: Pass[] = [];
  const lints1: Pass[] = [];
  const lintsOneCore: Pass[] = [];
  const lintsN: Pass[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    floors.push(withOtherJobs(() => child('floor', list).seconds));
    lints1.push(withOtherJobs(() => timeLint(lintPaths, { jobs: 1 })));
    lintsOneCore.push(withOtherJobs(() => timeLint(lintPaths, 'one core')));
    lintsN.push(withOtherJobs(() => timeLint(lintPaths, { jobs })));
  }
  const fastestOf = (list: Pass[]) => Math.min(...list.map((p) => p.result));
  const fl = { seconds: fastestOf(floors) };
  const lint1 = fastestOf(lints1);
  const lintOneCore = fastestOf(lintsOneCore);
  const lintN = fastestOf(lintsN);
  const passes = (list: Pass[]) => `(passes: ${list.map((p) => `${f1(p.result)} s${p.otherSeconds === undefined ? '' : ` [others ${f1(p.otherSeconds)} s CPU]`}`).join(', ')})`;
  const lc = child('langchain', list);
  unlinkSync(list);
  const subset = every === 1 ? 'whole corpus' : `every ${every}th file of the corpus`;
  rows.push([`corpus, ${subset} (${files.length} files, ${f1(mb)} MB): floor = read + parse once + tokenise once, 1 thread`, `${f1(fl.seconds)} s · ${f1(mb / fl.seconds)} MB/s ${passes(floors)}`, '']);
  rows.push(['corpus: `chunklens lint --jobs 1` (one worker thread; V8\'s own threads may use the other core)', `${f1(lint1)} s · ${f1(mb / lint1)} MB/s · ${(lint1 / fl.seconds).toFixed(2)}× floor ${passes(lints1)}`, '≤ 1.3× floor']);
  rows.push(['corpus: `chunklens lint` on one core (`taskset -c 0`: one worker)', `${f1(lintOneCore)} s · ${f1(mb / lintOneCore)} MB/s ${passes(lintsOneCore)}`, '']);
  rows.push([`corpus: \`chunklens lint\` on ${jobs} cores (${jobs} worker threads)`, `${f1(lintN)} s · ${f1(mb / lintN)} MB/s · ${(lintOneCore / lintN).toFixed(2)}× faster than on one core, ${(lint1 / lintN).toFixed(2)}× faster than one worker ${passes(lintsN)}`, '≥ 1.7× (two cores ÷ one)']);
  rows.push(...measureCiRows(ROOT, lintPaths, files.length));
  const re = child('reembed', join(CORPUS, 'big-1mb.md'));
  rows.push([`big-1mb.md: marking the chunks that re-embed, per keystroke after the analysis, p50 / p95 (${KEYSTROKES} inserts, ${re.chunks} marked at the end)`, `${re.p50.toFixed(2)} / ${re.p95.toFixed(2)} ms (CPU ${re.cpuP50.toFixed(2)} / ${re.cpuP95.toFixed(2)} ms, V8 helper threads off)`, 'p95 ≤ 1 ms']);
  const diff = child('diff', ...(every === 1 ? [] : ['--every', String(every)]));
  rows.push([`${subset}: \`chunklens diff HEAD~1 HEAD\` in a scratch repository, ${diff.edited} of ${diff.files} files edited ÷ cached \`chunklens lint\` of the same change`, `${f1(diff.diffSeconds)} s ÷ ${f1(diff.lintSeconds)} s = ${(diff.diffSeconds / diff.lintSeconds).toFixed(2)}×`, '≤ 1.5×']);
  rows.push(...measureEvalRows(CORPUS, corpusFiles, child));
  rows.push(...libraryRows(join(CORPUS, 'big-1mb.md'), child));
  rows.push([`corpus: LangChain MarkdownTextSplitter (${MAX_TOKENS} tok, overlap ${OVERLAP}, js-tiktoken length), 1 thread`, `${f1(lc.seconds)} s · ${f1(mb / lc.seconds)} MB/s · ${(lc.seconds / lint1).toFixed(2)}× our 1-thread time`, 'slower than us']);

  printTable(rows, loadBefore);
  console.log('\nScaling on the pathological inputs of issue 16 (near 4× per step is linear):\n');
  scaling(__filename);
}

/** The heading line (machine, Node, load average at start and now, time) and the table of `rows`. */
function printTable(rows: string[][], loadBefore: number): void {
  const load = `load average ${loadBefore.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end`;
  console.log(`chunklens bench · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · Node ${process.versions.node} · ${load} · ${new Date().toISOString()}\n`);
  console.log('| measurement | result | target |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

void main();
