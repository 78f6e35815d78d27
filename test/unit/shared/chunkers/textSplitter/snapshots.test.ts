// text-splitter 0.32.0's snapshot tests (tests/snapshots.rs, test/fixtures/text-splitter/README.md) through the
// strategies: TextSplitter on romeo_and_juliet.txt (22 of 22 exact), MarkdownSplitter on github_flavored.md (12 of 12
// exact).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { findStrategy } from '../../../../../shared/chunkers';
import type { StrategyId } from '../../../../../shared/model/types';
import { getTokenizer, type TokenizerId } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

interface SnapshotCase {
  snapshot: string;
  sizer: TokenizerId;
  capacity: number | [number, number];
  overlap: number;
  trim: boolean;
  chunks: string[];
}

function bundle(name: string): { input: string; cases: SnapshotCase[] } {
  return JSON.parse(brotliDecompressSync(readFileSync(repoPath('test/fixtures/text-splitter', name))).toString('utf8'));
}

function chunksOf(id: StrategyId, input: string, c: SnapshotCase): { contents: string[]; spans: Array<[number, number]> } {
  const strategy = findStrategy(id)!;
  const { options, problems } = strategy.options!.validate({ capacity: c.capacity, overlap: c.overlap, trim: c.trim });
  assert.deepEqual(problems, []);
  const tokenizer = getTokenizer(c.sizer);
  const ctx = { tokenizer, budgets: {}, documentId: 'd' };
  const { chunks } = strategy.withOptions!(options).chunk({ kind: 'text', text: input, blocks: [], problems: [] }, ctx);
  return { contents: chunks.map((x) => x.content), spans: chunks.map((x) => [x.spans[0].start, x.spans[x.spans.length - 1].end]) };
}

const label = (c: SnapshotCase) => `${c.snapshot.replace(/^.*snapshots__/, '')} (${c.sizer}, capacity ${JSON.stringify(c.capacity)}, overlap ${c.overlap}, trim ${c.trim})`;

describe('text-splitter 0.32.0 snapshots: TextSplitter on romeo_and_juliet.txt', () => {
  const { input, cases } = bundle('romeo_and_juliet.json.br');
  it('holds the 22 character and cl100k_base cases of the snapshot tests', () => assert.equal(cases.length, 22));
  for (const c of cases) {
    it(`gives the snapshot's chunks for ${label(c)}`, () => {
      const got = chunksOf('text-splitter-text', input, c);
      assert.deepEqual(got.contents, c.chunks);
      for (const [i, [start, end]] of got.spans.entries()) assert.equal(input.slice(start, end), c.chunks[i]);
    });
  }
});

describe('text-splitter 0.32.0 snapshots: MarkdownSplitter on github_flavored.md', () => {
  const { input, cases } = bundle('github_flavored.json.br');
  it('holds the 12 character cases of the snapshot tests', () => assert.equal(cases.length, 12));
  for (const c of cases) {
    it(`gives the snapshot's chunks for ${label(c)}`, () => {
      const got = chunksOf('text-splitter-markdown', input, c);
      assert.deepEqual(got.contents, c.chunks);
      for (const [i, [start, end]] of got.spans.entries()) assert.equal(input.slice(start, end), c.chunks[i]);
    });
  }
});

describe('text-splitter 0.32.0 snapshots through the CLI', () => {
  const run = (name: string, file: string, snapshot: string, strategy: StrategyId, options: Record<string, unknown>) => {
    const { input, cases } = bundle(name);
    const c = cases.find((x) => x.snapshot.endsWith(snapshot))!;
    const dir = mkdtempSync(join(tmpdir(), 'text-splitter-'));
    try {
      writeFileSync(join(dir, file), input);
      const out = execFileSync(process.execPath, [repoPath('out/cli.js'), 'chunk', join(dir, file), '--strategy', strategy, '--options', JSON.stringify(options), '--format', 'jsonl'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      const records = out.trim().split('\n').map((l) => JSON.parse(l) as { chunk: string; char_offset: number });
      assert.deepEqual(records.map((r) => r.chunk), c.chunks);
      for (const r of records) assert.equal([...input].slice(r.char_offset, r.char_offset + [...r.chunk].length).join(''), r.chunk);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  it('chunk --strategy text-splitter-markdown gives github_flavored.md at capacity 8192 as the snapshot, with character offsets', () => {
    run('github_flavored.json.br', 'github_flavored.md', 'github_flavored_markdown_Characters_trim_8192.snap', 'text-splitter-markdown', { capacity: 8192 });
  });
  it('chunk --strategy text-splitter-text with tiktoken_model gpt-4 gives romeo_and_juliet.txt at 512 tokens as the TikToken snapshot', () => {
    run('romeo_and_juliet.json.br', 'romeo_and_juliet.txt', 'romeo_and_juliet_TikToken_trim_512.snap', 'text-splitter-text', { capacity: 512, tiktoken_model: 'gpt-4' });
  });
});
