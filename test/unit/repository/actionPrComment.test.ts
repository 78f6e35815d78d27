// The GitHub Action's pull-request comment step (action/prComment.mjs) as a workflow runs it: on two commits of a
// scratch repository, against a loopback server standing in for api.github.com, with the built CLI as the
// `chunklens` on the PATH. It posts one comment with what re-embeds, its cost and the retrieval change, and a
// second run updates that comment instead of adding one.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { repoPath } from '../../helpers/repoPath';

interface Comment {
  id: number;
  body: string;
}

interface Call {
  method: string;
  path: string;
  authorization?: string;
}

/** A stand-in for the issue-comment endpoints of the REST API, holding the comments of pull request 7 of acme/docs. */
function fakeGitHub(): Promise<{ server: Server; url: string; comments: Comment[]; calls: Call[] }> {
  const comments: Comment[] = [{ id: 1, body: 'Looks good to me.' }];
  const calls: Call[] = [];
  const read = (request: IncomingMessage): Promise<string> =>
    new Promise((resolve) => {
      let body = '';
      request.on('data', (d: Buffer) => (body += d.toString('utf8')));
      request.on('end', () => resolve(body));
    });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    calls.push({ method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization });
    const reply = (status: number, value: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'GET' && url.pathname === '/repos/acme/docs/issues/7/comments') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('per_page') ?? 30);
      return reply(200, comments.slice((page - 1) * size, page * size));
    }
    if (request.method === 'POST' && url.pathname === '/repos/acme/docs/issues/7/comments') {
      const comment = { id: 100 + comments.length, body: JSON.parse(await read(request)).body };
      comments.push(comment);
      return reply(201, comment);
    }
    const edit = /^\/repos\/acme\/docs\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (request.method === 'PATCH' && edit) {
      const comment = comments.find((c) => c.id === Number(edit[1]));
      if (!comment) return reply(404, { message: 'Not Found' });
      comment.body = JSON.parse(await read(request)).body;
      return reply(200, comment);
    }
    reply(404, { message: 'Not Found' });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, comments, calls })));
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' } }).trim();
}

const GUIDE = (install: string) =>
  `# Guide\n\n## Install\n\n${install}\n\n## Configure\n\nSet ACME_TOKEN to a token with read access to the spaces you want indexed.\n\n## Upgrade\n\nUpgrades keep the cache.\n`;
const QUESTIONS = [
  { id: 'install', question: 'How do I install the indexer?', references: [{ file: 'docs/guide.md', quote: 'npm install --global acme-indexer' }] },
  { id: 'token', question: 'Which variable holds the token?', references: [{ file: 'docs/guide.md', quote: 'Set ACME_TOKEN to a token with read access' }] },
];

/** A repository whose second commit rewrites the install section, so its answer is gone, and adds a page. */
function scratchRepository(): { repo: string; base: string; head: string } {
  const repo = mkdtempSync(join(tmpdir(), 'chunklens-pr-'));
  git(repo, 'init', '--quiet', '--initial-branch=main');
  mkdirSync(join(repo, 'docs'));
  writeFileSync(join(repo, 'docs/guide.md'), GUIDE('Install the indexer with `npm install --global acme-indexer` and check its version.'));
  writeFileSync(join(repo, 'docs/draft.md'), '# Draft\n\nNot part of the site yet.\n');
  writeFileSync(join(repo, 'questions.jsonl'), QUESTIONS.map((q) => JSON.stringify(q)).join('\n') + '\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '--quiet', '-m', 'base');
  const base = git(repo, 'rev-parse', 'HEAD');
  writeFileSync(join(repo, 'docs/guide.md'), GUIDE('Download the installer from the releases page and run it.'));
  // A page whose chunk repeats a question's words: BM25 ranks it first, so the guide's answer drops out of the top 1.
  writeFileSync(join(repo, 'docs/faq.md'), '# FAQ\n\n## Which variable holds the token?\n\nWhich variable holds the token? The variable that holds the token is in the guide.\n');
  writeFileSync(join(repo, 'docs/draft.md'), '# Draft\n\nStill not part of the site, but longer now.\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '--quiet', '-m', 'head');
  return { repo, base, head: git(repo, 'rev-parse', 'HEAD') };
}

/** Runs the step's script as the workflow does; resolves with its exit code and output. */
function runStep(cwd: string, env: Record<string, string>): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(repoPath('action/prComment.mjs'), [], { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('close', (status) => resolve({ status: status ?? -1, stdout, stderr }));
  });
}

describe('the GitHub Action pull-request comment', () => {
  let github: Awaited<ReturnType<typeof fakeGitHub>>;
  let scratch: ReturnType<typeof scratchRepository>;
  let env: Record<string, string>;

  before(async () => {
    github = await fakeGitHub();
    scratch = scratchRepository();
    const bin = mkdtempSync(join(tmpdir(), 'chunklens-bin-'));
    writeFileSync(join(bin, 'chunklens'), `#!/bin/sh\nexec "${process.execPath}" "${repoPath('out/cli.js')}" "$@"\n`);
    chmodSync(join(bin, 'chunklens'), 0o755);
    const event = join(bin, 'event.json');
    writeFileSync(event, JSON.stringify({ pull_request: { number: 7, base: { sha: scratch.base }, head: { sha: scratch.head } } }));
    env = {
      PATH: `${bin}:${process.env.PATH}`,
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_TOKEN: 'test-token',
      INPUT_PATHS: 'docs\n !docs/draft.md',
      INPUT_PRICE_PER_MILLION: '0.02',
      INPUT_QUESTIONS: 'questions.jsonl',
      INPUT_EVAL_ARGS: '--strategy markdown-spec --top 1',
    };
  });

  after(() => github.server.close());

  it('posts one comment with the re-embed cost and the question no longer answered, and fails the step as eval --baseline does', async () => {
    const run = await runStep(scratch.repo, env);
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stdout, /posted the comment on pull request #7/);
    assert.equal(github.comments.length, 2);
    const { body } = github.comments[1];
    assert.ok(body.startsWith('<!-- chunklens-pr-comment -->\n'), body.slice(0, 80));
    assert.match(body, /\*\*chunklens diff\*\* .*\*\*\d+ chunks? re-embeds?\*\*.*cost \*\*[\d.]+\*\* at 0\.02 per million tokens/);
    assert.match(body, /#### `docs\/guide\.md`/);
    assert.match(body, /#### `docs\/faq\.md`/);
    assert.doesNotMatch(body, /draft\.md/, 'the !docs/draft.md exclusion holds for the diff');
    assert.match(body, /\| markdown-spec \| 100\.0% \| 100\.0% → 0\.0% \| 100\.0% → 0\.0% \| 1\.000 → 0\.000 \| 2 → 0 \|/, 'recall, hit, MRR and answered on the base → on the head');
    assert.match(body, /- no longer answered under markdown-spec: `token` Which variable holds the token\?/);
    assert.match(body, /- left out on the head: questions\.jsonl:1: .*"npm install --global acme-indexer" no longer occurs in docs\/guide\.md/);
    assert.match(body, /- \*\*failed\*\*: /);
    assert.deepEqual(github.calls.map((c) => c.authorization), github.calls.map(() => 'Bearer test-token'));
  });

  it('updates its own comment on the next run instead of adding another', async () => {
    const before = github.comments[1].body;
    github.calls.length = 0;
    const run = await runStep(scratch.repo, { ...env, INPUT_QUESTIONS: '', INPUT_PRICE_PER_MILLION: '' });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /updated the comment on pull request #7/);
    assert.equal(github.comments.length, 2, 'no second comment');
    assert.deepEqual(github.calls.map((c) => `${c.method} ${c.path}`), ['GET /repos/acme/docs/issues/7/comments', 'PATCH /repos/acme/docs/issues/comments/101']);
    assert.notEqual(github.comments[1].body, before);
    assert.doesNotMatch(github.comments[1].body, /Retrieval|cost/);
    assert.equal(github.comments[0].body, 'Looks good to me.', 'other comments are left alone');
  });

  it('says the checkout lacks the base commit (a shallow clone) and posts nothing', async () => {
    github.calls.length = 0;
    const shallow = join(mkdtempSync(join(tmpdir(), 'chunklens-shallow-')), 'event.json');
    writeFileSync(shallow, JSON.stringify({ pull_request: { number: 7, base: { sha: 'f'.repeat(40) }, head: { sha: scratch.head } } }));
    const run = await runStep(scratch.repo, { ...env, GITHUB_EVENT_PATH: shallow });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /the base commit f{40} is not in the checkout: check out with fetch-depth: 0/);
    assert.deepEqual(github.calls, []);
  });

  it('posts nothing outside a pull request', async () => {
    github.calls.length = 0;
    const push = join(mkdtempSync(join(tmpdir(), 'chunklens-push-')), 'event.json');
    writeFileSync(push, JSON.stringify({ ref: 'refs/heads/main' }));
    const run = await runStep(scratch.repo, { ...env, GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: push });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(github.calls, []);
  });
});
