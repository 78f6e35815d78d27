// The bench's measurements of issue 17: `chunklens diff` of two revisions of a scratch git repository holding the
// corpus (or every K-th file of it) with about 1% of its files edited, against a cached `chunklens lint` of the
// same change; and the per-keystroke cost of marking the chunks that re-embed (server/features/reembeds.ts) on a big file.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { DocumentAnalysis } from '../../server/host/analyses';
import { applyChanges, type OpenDocument, type OpenDocuments } from '../../server/host/documents';
import { createReembeds, readOpenedText } from '../../server/features/reembeds';
import type { ResolvedSettings } from '../../shared/config/config';
import { analyze, createAnalysisCache } from '../../shared/engine/engine';
import { LineIndex } from '../../shared/text/lineIndex';
import { stripBom } from '../../shared/parse';
import { PieceText } from '../../shared/text/pieceText';
import { seededRandom } from '../helpers/randomEdits';

/** One file in this many is edited between the two revisions. */
const EDIT_EVERY = 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function seconds(command: string, args: string[], cwd: string): number {
  const t = performance.now();
  const r = spawnSync(command, args, { cwd, stdio: 'ignore' });
  if (r.error || (r.status !== 0 && r.status !== 1)) throw new Error(`${command} ${args.join(' ')} failed: ${r.error?.message ?? `exit ${r.status}`}`);
  return (performance.now() - t) / 1000;
}

/**
 * Builds the scratch repository from `files` (under `corpus`): a first commit of them all, a cached lint of it
 * (the cache warm), then a second commit with every EDIT_EVERY-th file edited (a paragraph inserted after its
 * first line, which moves every chunk after it). Times a cached lint of the second commit's working tree and
 * `chunklens diff HEAD~1 HEAD`, both with the CLI's default workers.
 */
export function measureDiff(cli: string, corpus: string, files: string[]): { files: number; edited: number; lintSeconds: number; diffSeconds: number } {
  const repo = mkdtempSync(join(tmpdir(), 'chunklens-bench-diff-'));
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe', maxBuffer: 1 << 28 });
    git('init', '-q');
    git('config', 'user.name', 'chunklens bench');
    git('config', 'user.email', 'bench@chunklens.invalid');
    git('config', 'commit.gpgsign', 'false');
    const names = files.map((f) => relative(corpus, f));
    for (const [i, name] of names.entries()) {
      mkdirSync(dirname(join(repo, name)), { recursive: true });
      writeFileSync(join(repo, name), readFileSync(files[i]));
    }
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    const cache = join(repo, '.chunklensCache');
    seconds(process.execPath, [cli, 'lint', '.', '--cache', '--cache-location', cache], repo);
    let edited = 0;
    for (const [i, name] of names.entries()) {
      if (i % EDIT_EVERY !== EDIT_EVERY / 2) continue;
      const text = readFileSync(join(repo, name), 'utf8');
      const lineEnd = text.indexOf('\n');
      const at = lineEnd < 0 ? text.length : lineEnd + 1;
      writeFileSync(join(repo, name), `${text.slice(0, at)}\nA paragraph the bench inserted, so that every chunk after it moves.\n${text.slice(at)}`);
      edited++;
    }
    git('commit', '-q', '-a', '-m', 'edited');
    const lintSeconds = seconds(process.execPath, [cli, 'lint', '.', '--cache', '--cache-location', cache], repo);
    const diffSeconds = seconds(process.execPath, [cli, 'diff', 'HEAD~1', 'HEAD'], repo);
    return { files: files.length, edited, lintSeconds, diffSeconds };
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

/**
 * Per keystroke on `file` opened as the server opens it: the marking of what re-embeds (content keys of the
 * re-made chunks and the incremental matching against the text as opened), after the analysis, which is not
 * counted. Wall time, and the process's CPU time (what the marking costs when other jobs share the cores). The
 * process's CPU time also counts V8's helper threads (garbage collection and compilation for the analysis
 * just done) running meanwhile, 4–5 ms at p95 around a 0.35 ms busy loop: the bench runs this with
 * `--single-threaded` (`singleThreaded` in the result), where it is the main thread's alone.
 */
export function measureReembedKeystrokes(file: string, settings: ResolvedSettings, keystrokes: number): { p50: number; p95: number; cpuP50: number; cpuP95: number; chunks: number; singleThreaded: boolean } {
  const source = stripBom(readFileSync(file, 'utf8'));
  const uri = 'file:///bench.md';
  const pieces = PieceText.from(source);
  let document: OpenDocument = { uri, languageId: 'markdown', version: 1, text: pieces, lines: new LineIndex(pieces), openedText: source };
  const documents = { get: () => document } as unknown as OpenDocuments;
  const reembeds = createReembeds({ documents, log: () => undefined, read: readOpenedText, chunkBaseline: async () => undefined });
  const cache = createAnalysisCache();
  const input = { kind: 'markdown' as const, documentId: file, settings };
  const editor = { config: {}, decorationsEnabled: true, analysisDelayMs: 0 };
  const resultOf = (version: number): DocumentAnalysis => ({ uri, version, kind: 'markdown', analysis: analyze({ ...input, text: document.text }, cache), lines: document.lines, settings: editor });
  reembeds.marksOf(resultOf(1));
  const random = seededRandom(42);
  const times: number[] = [];
  const cpu: number[] = [];
  let chunks = 0;
  for (let i = 0; i < keystrokes; i++) {
    const position = document.lines.positionAt(Math.floor(random() * document.text.length));
    document = { ...applyChanges(document, [{ range: { start: position, end: position }, text: String.fromCharCode(97 + (i % 26)) }]), version: i + 2 };
    const result = resultOf(i + 2);
    const t = performance.now();
    const c = process.cpuUsage();
    const marks = reembeds.marksOf(result);
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
    chunks = marks?.summary.chunks ?? -1;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const singleThreaded = process.execArgv.includes('--single-threaded');
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpuP50: percentile(cpu, 50), cpuP95: percentile(cpu, 95), chunks, singleThreaded };
}
