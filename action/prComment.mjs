#!/usr/bin/env node
// Step "Comment on the pull request" of action.yml: on a pull request, runs `chunklens diff BASE HEAD` and, when a
// question set is given, `chunklens eval` on the base (a temporary git worktree) and on the head, and posts one
// comment with what re-embeds, its cost and the retrieval change, or updates the comment an earlier run posted
// (found by its hidden marker) instead of adding another. Posts through the GitHub REST API at GITHUB_API_URL
// with GITHUB_TOKEN. Exits 1 when `eval --baseline` fails on the head (a question the base answered no longer
// is), 2 when a run cannot be made or the API refuses the comment, 0 otherwise (and outside a pull request).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The hidden first line that marks the comment this step owns. */
const MARKER = '<!-- chunklens-pr-comment -->';
/** GitHub refuses comments longer than 65,536 characters. */
const MAX_BODY = 65_000;

const env = process.env;
const words = (value) => (value ?? '').split(/\s+/).filter(Boolean);

/** Runs `chunklens` with `args` in `cwd`; its exit code, standard output and standard error. */
function chunklens(args, cwd = process.cwd()) {
  const run = spawnSync('chunklens', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.error) throw new Error(`chunklens did not start: ${run.error.message}`);
  return { status: run.status ?? 2, stdout: run.stdout, stderr: run.stderr };
}

function git(args) {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

/** The `diff` section: chunks that re-embed and their cost, as `chunklens diff --format markdown` writes it. */
function diffSection(base, paths) {
  // The action's `!path` exclusions are git's `:(exclude)path` pathspecs here.
  const pathspecs = paths.map((p) => (p.startsWith('!') ? `:(exclude)${p.slice(1)}` : p));
  const options = ['--format', 'markdown'];
  if (env.INPUT_PRICE_PER_MILLION) options.push('--price-per-million', env.INPUT_PRICE_PER_MILLION);
  if (env.INPUT_CONFIG) options.push('--config', env.INPUT_CONFIG);
  const run = chunklens(['diff', base, 'HEAD', ...options, '--', ...pathspecs]);
  if (run.status !== 0) throw new Error(`chunklens diff failed (exit ${run.status}): ${run.stderr.trim()}`);
  return run.stdout.trim();
}

const percent = (x) => `${(x * 100).toFixed(1)}%`;

/** One strategy's retrieval figures on the base and the head, as `base → head` cells. */
function changeRow(strategy, before, after) {
  const cell = (read, show) => {
    const a = before && read(before.summary);
    const b = read(after.summary);
    return a === undefined || a === b ? show(b) : `${show(a)} → ${show(b)}`;
  };
  const k = after.summary.retrieval?.k;
  return [
    strategy,
    cell((s) => s.coverage, percent),
    ...(k === undefined
      ? []
      : [cell((s) => s.retrieval.recall, percent), cell((s) => s.retrieval.hitRate, percent), cell((s) => s.retrieval.mrr, (x) => x.toFixed(3)), cell((s) => s.retrieval.answered, String)]),
  ];
}

/** The `eval` section: the question set on the base and the head, what changed, and the baseline's gates. */
function evalSection(base, questions, paths) {
  const args = ['eval', questions, ...paths.filter((p) => !p.startsWith('!')), ...words(env.INPUT_EVAL_ARGS)];
  if (env.INPUT_CONFIG) args.push('--config', env.INPUT_CONFIG);
  const scratch = mkdtempSync(join(tmpdir(), 'chunklens-eval-'));
  const worktree = join(scratch, 'base');
  try {
    git(['worktree', 'add', '--detach', '--quiet', worktree, base]);
    const before = chunklens([...args, '--format', 'json'], worktree);
    const baseline = join(scratch, 'base.json');
    if (before.status === 0) writeFileSync(baseline, before.stdout);
    const head = chunklens([...args, '--format', 'json']);
    if (head.status === 2) throw new Error(`chunklens eval failed on the head (exit 2): ${head.stderr.trim()}`);
    const gated = before.status === 0 ? chunklens([...args, '--baseline', baseline, '--format', 'markdown']) : chunklens([...args, '--format', 'markdown']);
    const after = JSON.parse(head.stdout);
    const previous = before.status === 0 ? JSON.parse(before.stdout) : undefined;
    const lines = [`**chunklens eval** \`${questions}\`${previous ? ', base → head' : ` (no run on the base: ${before.stderr.trim().split('\n').pop()})`}`, ''];
    const k = after.k;
    const header = ['strategy', 'coverage', ...(after.retriever === 'none' ? [] : [`recall@${k}`, `hit@${k}`, 'MRR', 'answered'])];
    lines.push(`| ${header.join(' | ')} |`, `| --- |${' ---: |'.repeat(header.length - 1)}`);
    for (const side of after.strategies) {
      const old = previous?.strategies.find((s) => s.strategy === side.strategy);
      lines.push(`| ${changeRow(side.strategy, old, side).join(' | ')} |`);
    }
    const lost = previous ? lostQuestions(previous, after) : [];
    if (lost.length) lines.push('', ...lost.map((l) => `- no longer answered under ${l.strategy}: \`${l.id}\` ${l.question.replace(/[<>|`]/g, ' ')}`));
    // Questions left out on the head (a quote that no longer occurs): the question set needs an edit.
    if (after.problems.length) lines.push('', ...after.problems.map((p) => `- left out on the head: ${questions}:${p.line}: ${p.message.replace(/[<>|]/g, ' ')}`));
    const gates = gated.stdout.split('\n').filter((line) => line.startsWith('- **failed**'));
    if (gates.length) lines.push('', ...gates);
    lines.push('', '<details><summary>the head\'s report</summary>', '', gated.stdout.trim(), '', '</details>');
    return { text: lines.join('\n'), status: gated.status === 1 ? 1 : 0 };
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', worktree], { encoding: 'utf8' });
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Questions answered (covered, without a retriever) under a strategy on the base and not on the head. */
function lostQuestions(before, after) {
  const answered = (result, strategy) => {
    const s = result?.byStrategy?.[strategy];
    return Boolean(s && (s.answered ?? s.covered));
  };
  const lost = [];
  for (const result of after.results) {
    const old = before.results.find((r) => r.id === result.id);
    for (const strategy of Object.keys(result.byStrategy ?? {})) {
      if (answered(old, strategy) && !answered(result, strategy)) lost.push({ strategy, id: result.id, question: result.question });
    }
  }
  return lost;
}

/** Calls the REST API; throws with the status and message on anything but 2xx. */
async function api(method, path, body) {
  const base = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/$/, '');
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${env.GITHUB_TOKEN}`,
      'x-github-api-version': '2022-11-28',
      'user-agent': 'chunklens-action',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.status === 204 ? undefined : response.json();
}

/** The id of the comment an earlier run posted on the issue, looking through every page of its comments. */
async function findOwnComment(repository, number) {
  for (let page = 1; ; page++) {
    const comments = await api('GET', `/repos/${repository}/issues/${number}/comments?per_page=100&page=${page}`);
    const own = comments.find((c) => typeof c.body === 'string' && c.body.startsWith(MARKER));
    if (own) return own.id;
    if (comments.length < 100) return undefined;
  }
}

async function main() {
  const event = env.GITHUB_EVENT_PATH ? JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) : {};
  const pull = event.pull_request;
  if (!pull) {
    console.log('chunklens: not a pull request event: no comment');
    return 0;
  }
  if (!env.GITHUB_TOKEN) throw new Error('GITHUB_TOKEN is empty: pass github-token (the job needs pull-requests: write)');
  const repository = env.GITHUB_REPOSITORY;
  const base = pull.base.sha;
  if (spawnSync('git', ['cat-file', '-e', `${base}^{commit}`]).status !== 0) {
    throw new Error(`the base commit ${base} is not in the checkout: check out with fetch-depth: 0`);
  }
  const paths = words(env.INPUT_PATHS);
  if (paths.length === 0) paths.push('.');
  const sections = [MARKER, '### chunklens: what this pull request re-embeds', '', diffSection(base, paths)];
  let status = 0;
  if (env.INPUT_QUESTIONS) {
    const evaluated = evalSection(base, env.INPUT_QUESTIONS, paths);
    sections.push('', '### Retrieval', '', evaluated.text);
    status = evaluated.status;
  }
  sections.push('', `<sub>${base.slice(0, 7)} → ${(pull.head?.sha ?? git(['rev-parse', 'HEAD'])).slice(0, 7)} · updated by the chunklens action on every push</sub>`);
  let body = sections.join('\n');
  if (body.length > MAX_BODY) body = `${body.slice(0, MAX_BODY)}\n\n… (cut at ${MAX_BODY.toLocaleString('en')} characters: run \`chunklens diff\` for the rest)`;
  const existing = await findOwnComment(repository, pull.number);
  if (existing === undefined) await api('POST', `/repos/${repository}/issues/${pull.number}/comments`, { body });
  else await api('PATCH', `/repos/${repository}/issues/comments/${existing}`, { body });
  console.log(`chunklens: ${existing === undefined ? 'posted' : 'updated'} the comment on pull request #${pull.number}`);
  return status;
}

main().then(
  (status) => process.exit(status),
  (error) => {
    console.error(`chunklens: ${error.message}`);
    process.exit(2);
  },
);
