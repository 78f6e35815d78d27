// `node out/bench/siteFindings.js LIST`: lints the documentation folders of real site repositories with the built CLI
// and prints, per repository, the MB of Markdown linted, the per-line findings per MB by rule, and a seeded random
// sample of per-line findings with the source around each, for a person to judge which ones a writer can act on.
//
// LIST has one line per docs folder: `<repo-dir> <docs-subfolder> [extra lint flags]` (`#` starts a comment). A
// repository may have several lines; its folders are counted and sampled together. The repositories live outside
// this one (`--sites DIR`, or the environment's CHUNKLENS_SITES, default /work/sites); the script says so and
// stops when they are missing. Not part of `npm test` or `npm run bench`.
//
// Flags: --sites DIR · --sample N (default 50; all findings when fewer) · --seed S (default 1) · --context K (lines
// shown either side, default 3) · --only REPO (one repository of the list) · --cli FILE (default out/cli.js)
// · --json FILE (every finding and the sample, for scripts).

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseCommand } from '../../server/cli/args';
import type { LintCommand } from '../../server/cli/lint/lintCommand';
import { planLint } from '../../server/cli/lint/runLint';
import { inputKindOf } from '../../shared/model/inputKind';
import { REPO_ROOT } from '../helpers/repoPath';

const ROOT = REPO_ROOT;
const DEFAULT_SITES = '/work/sites';
/** Above this many lines, a finding's range is shown as its head and tail with the middle left out. */
const LONG_RANGE = 16;
const HEAD_LINES = 8;
const TAIL_LINES = 4;

/** One line of the sites list. */
interface SiteLine {
  repo: string;
  folder: string;
  flags: string[];
}

/** A finding as `lint --format json` prints it. */
interface JsonFinding {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  ruleId: string;
  ruleName: string;
  severity: string;
  message: string;
}

/** What one repository's lint runs found. */
interface RepoResult {
  repo: string;
  folders: string[];
  files: number;
  markdownFiles: number;
  markdownBytes: number;
  seconds: number;
  findings: JsonFinding[];
}

/** The lines of a sites list: blank lines and `#` comments skipped, a line with fewer than two fields is an error. */
function readSitesList(text: string, listName: string): SiteLine[] {
  const sites: SiteLine[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const [repo, folder, ...flags] = line.split(/\s+/);
    if (folder === undefined) throw new Error(`${listName}:${i + 1}: expected "<repo-dir> <docs-subfolder> [flags]", got "${line}"`);
    sites.push({ repo, folder, flags });
  });
  return sites;
}

/** mulberry32: a small seeded generator, so the same seed draws the same sample on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string: mixes the repository's name into the seed, so each repository's sample is independent of the list's order. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function byPlace(a: JsonFinding, b: JsonFinding): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.ruleId.localeCompare(b.ruleId) || a.column - b.column;
}

/** `n` findings drawn without replacement (all of them when there are no more), in file and line order. */
function drawSample(findings: readonly JsonFinding[], n: number, seed: number, repo: string): JsonFinding[] {
  const pool = [...findings].sort(byPlace);
  if (pool.length <= n) return pool;
  const random = seededRandom(seed ^ hashOf(repo));
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n).sort(byPlace);
}

/** The files `lint` selects for these arguments, as the CLI plans them (folders walked, .gitignore applied). */
function plannedFiles(argv: string[]): string[] {
  const command = parseCommand(argv) as LintCommand;
  const quiet = { out: () => {}, err: () => {} };
  return planLint(command, quiet, 'bench').todo.map((t) => t.path);
}

/** Lints one docs folder with the built CLI; its JSON findings (per-line ones: pipeline findings stay in the summary). */
function lintFolder(cli: string, folder: string, flags: string[]): JsonFinding[] {
  const run = spawnSync(process.execPath, [cli, 'lint', folder, '--format', 'json', ...flags], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0 && run.status !== 1) {
    throw new Error(`chunklens lint ${folder} ${flags.join(' ')} exited ${run.status ?? run.signal}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  }
  return JSON.parse(run.stdout) as JsonFinding[];
}

function lintRepo(cli: string, sitesRoot: string, repo: string, lines: SiteLine[]): RepoResult {
  const result: RepoResult = { repo, folders: [], files: 0, markdownFiles: 0, markdownBytes: 0, seconds: 0, findings: [] };
  for (const site of lines) {
    const folder = join(sitesRoot, repo, site.folder);
    result.folders.push(site.flags.length ? `${site.folder} (${site.flags.join(' ')})` : site.folder);
    const files = plannedFiles(['lint', folder, ...site.flags]);
    result.files += files.length;
    for (const file of files) {
      if (inputKindOf(file) !== 'markdown') continue;
      result.markdownFiles++;
      result.markdownBytes += statSync(file).size;
    }
    const started = performance.now();
    result.findings.push(...lintFolder(cli, folder, site.flags));
    result.seconds += (performance.now() - started) / 1000;
  }
  return result;
}

/** The heading nearest above `line` (1-based) outside fenced code, or undefined. */
function headingAbove(lines: string[], line: number): string | undefined {
  let fence: string | undefined;
  let found: string | undefined;
  for (let i = 0; i < line - 1 && i < lines.length; i++) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i])?.[1];
    if (fenceMark && (fence === undefined || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length))) {
      fence = fence === undefined ? fenceMark : undefined;
      continue;
    }
    if (fence === undefined && /^ {0,3}#{1,6}(\s|$)/.test(lines[i])) found = `${i + 1}: ${lines[i].trim()}`;
  }
  return found;
}

/** Numbered source lines around a finding: `>` marks its range; a long range shows its head and tail. */
function excerptOf(lines: string[], f: JsonFinding, context: number): string {
  const from = Math.max(1, f.line - context);
  const to = Math.min(lines.length, f.endLine + context);
  const shown: string[] = [];
  const show = (n: number) => shown.push(`${String(n).padStart(5)}${n >= f.line && n <= f.endLine ? '>' : ' '} ${lines[n - 1] ?? ''}`);
  if (f.endLine - f.line + 1 > LONG_RANGE) {
    for (let n = from; n < f.line + HEAD_LINES; n++) show(n);
    shown.push(`      … ${f.endLine - TAIL_LINES - (f.line + HEAD_LINES) + 1} lines of the range left out …`);
    for (let n = f.endLine - TAIL_LINES + 1; n <= to; n++) show(n);
  } else {
    for (let n = from; n <= to; n++) show(n);
  }
  return shown.join('\n');
}

/** A fence of tildes longer than any run of tildes in `text`, so the excerpt cannot close it. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...(text.match(/~+/g) ?? []).map((run) => run.length));
  return '~'.repeat(Math.max(4, longest + 1));
}

function perMb(count: number, bytes: number): string {
  return bytes ? (count / (bytes / 1e6)).toFixed(1) : '–';
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

function summaryTable(results: RepoResult[], sampleSize: (r: RepoResult) => number): string {
  const rows = ['| repository | folders | Markdown files | MB | per-line findings | per MB | warnings | warnings per MB | by rule (count, per MB) | sample | lint s |', '|---|---|---|---|---|---|---|---|---|---|---|'];
  for (const r of results) {
    const warnings = r.findings.filter((f) => f.severity === 'warning').length;
    const rules = [...countBy(r.findings, (f) => f.ruleId)].map(([rule, n]) => `${rule} ${n} (${perMb(n, r.markdownBytes)})`).join(', ') || 'none';
    rows.push(`| ${r.repo} | ${r.folders.join(', ')} | ${r.markdownFiles} | ${(r.markdownBytes / 1e6).toFixed(2)} | ${r.findings.length} | ${perMb(r.findings.length, r.markdownBytes)} | ${warnings} | ${perMb(warnings, r.markdownBytes)} | ${rules} | ${sampleSize(r)} | ${r.seconds.toFixed(1)} |`);
  }
  return rows.join('\n');
}

function main(): void {
  const { values, positionals } = parseArgs({
    options: {
      sites: { type: 'string' },
      sample: { type: 'string', default: '50' },
      seed: { type: 'string', default: '1' },
      context: { type: 'string', default: '3' },
      only: { type: 'string' },
      cli: { type: 'string', default: join(ROOT, 'out/cli.js') },
      json: { type: 'string' },
    },
    allowPositionals: true,
  });
  const listFile = positionals[0] ?? join(ROOT, 'test/bench/sites.tune.txt');
  const sitesRoot = resolve(values.sites ?? process.env.CHUNKLENS_SITES ?? DEFAULT_SITES);
  const sampleN = Number(values.sample);
  const seed = Number(values.seed);
  const context = Number(values.context);
  if (!Number.isInteger(sampleN) || sampleN < 1 || !Number.isInteger(seed) || !Number.isInteger(context) || context < 0) {
    throw new Error('--sample, --seed and --context take whole numbers (--sample at least 1)');
  }
  if (!existsSync(sitesRoot)) {
    console.error(`siteFindings: the site repositories are not here: ${sitesRoot} does not exist. They are not part of this repository;`);
    console.error('point --sites DIR (or CHUNKLENS_SITES) at the folder that holds them as <owner+repo>/ folders.');
    process.exit(2);
  }
  const cli = resolve(values.cli);
  if (!existsSync(cli)) {
    console.error(`siteFindings: ${cli} does not exist: build the CLI first (node esbuild.mjs)`);
    process.exit(2);
  }
  const sites = readSitesList(readFileSync(listFile, 'utf8'), listFile).filter((s) => values.only === undefined || s.repo === values.only);
  if (!sites.length) {
    console.error(`siteFindings: no line of ${listFile} names ${values.only}`);
    process.exit(2);
  }
  const missing = sites.map((s) => join(sitesRoot, s.repo, s.folder)).filter((folder) => !existsSync(folder));
  if (missing.length) {
    console.error(`siteFindings: docs folders missing under ${sitesRoot}:\n  ${missing.join('\n  ')}`);
    process.exit(2);
  }
  const repos = [...new Set(sites.map((s) => s.repo))];
  const results = repos.map((repo) => {
    console.error(`siteFindings: linting ${repo} …`);
    return lintRepo(cli, sitesRoot, repo, sites.filter((s) => s.repo === repo));
  });
  const samples = new Map(results.map((r) => [r.repo, drawSample(r.findings, sampleN, seed, r.repo)]));
  const out: string[] = [];
  out.push(`# Per-line findings on documentation sites`);
  out.push('');
  out.push(`${relative(ROOT, listFile) || listFile}, sites under ${sitesRoot}, CLI ${relative(ROOT, cli) || cli}, sample ${sampleN} per repository (seed ${seed}), ${new Date().toISOString()}`);
  out.push('');
  out.push(summaryTable(results, (r) => samples.get(r.repo)!.length));
  const total = results.reduce((acc, r) => ({ bytes: acc.bytes + r.markdownBytes, findings: acc.findings + r.findings.length }), { bytes: 0, findings: 0 });
  out.push('');
  out.push(`All: ${(total.bytes / 1e6).toFixed(2)} MB of Markdown, ${total.findings} per-line findings, ${perMb(total.findings, total.bytes)} per MB.`);
  for (const r of results) {
    const sample = samples.get(r.repo)!;
    out.push('');
    out.push(`## ${r.repo}: sample of ${sample.length} of ${r.findings.length}`);
    const texts = new Map<string, string[]>();
    sample.forEach((f, i) => {
      if (!texts.has(f.file)) texts.set(f.file, readFileSync(f.file, 'utf8').split(/\r?\n/));
      const lines = texts.get(f.file)!;
      const heading = headingAbove(lines, f.line);
      const excerpt = excerptOf(lines, f, context);
      const fence = fenceFor(excerpt);
      const range = f.endLine > f.line ? `${f.line}-${f.endLine}` : `${f.line}`;
      out.push('');
      out.push(`### ${r.repo} #${i + 1}: ${relative(join(sitesRoot, r.repo), f.file)}:${range} ${f.ruleId} ${f.severity}`);
      out.push('');
      out.push(`${f.message}${heading ? ` (under line ${heading})` : ''}`);
      out.push('');
      out.push(fence);
      out.push(excerpt);
      out.push(fence);
    });
  }
  console.log(out.join('\n'));
  if (values.json) {
    const rel = (f: JsonFinding, repo: string) => ({ ...f, file: relative(join(sitesRoot, repo), f.file) });
    const data = results.map((r) => ({ ...r, findings: r.findings.map((f) => rel(f, r.repo)), sample: samples.get(r.repo)!.map((f) => rel(f, r.repo)) }));
    writeFileSync(values.json, `${JSON.stringify(data, null, 1)}\n`);
  }
}

try {
  main();
} catch (error) {
  console.error(`siteFindings: ${error instanceof Error ? error.message : String(error)}`);
  console.error('usage: node out/bench/siteFindings.js [LIST] [--sites DIR] [--sample N] [--seed S] [--context K] [--only REPO] [--cli FILE] [--json FILE]');
  process.exitCode = 2;
}
