// LightRAG's title block (`is_title_block: true`, level 0) through P, checked against the expectations of the
// upstream test file transcribed in test/fixtures/lightrag/title-block-upstream.json (source, release and
// commits there): one `it` per upstream test, each run of it feeding the stage the upstream test calls.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { toParagraphSemanticRecord } from '../../../../../shared/chunkers/paragraphSemantic/index';
import { glueHeadings } from '../../../../../shared/chunkers/paragraphSemantic/headingGlue';
import { mergeLevels } from '../../../../../shared/chunkers/paragraphSemantic/levelMerge';
import type { PBlock } from '../../../../../shared/chunkers/paragraphSemantic/pBlock';
import { splitContentLine } from '../../../../../shared/chunkers/paragraphSemantic/pipeline';
import { deriveThresholds } from '../../../../../shared/chunkers/paragraphSemantic/thresholds';
import { block, pctx, runP } from '../../../../helpers/paragraphSemantic';
import { repoPath } from '../../../../helpers/repoPath';

interface InBlock { text: string; heading: string; parents: string[]; level: number; title?: boolean }
interface Expect {
  at?: number;
  heading?: string;
  content?: string;
  level?: number;
  title?: boolean;
  includes?: string;
  excludes?: string;
  startsWith?: string;
  refs?: unknown[];
  count?: number;
  countAbove?: number;
  headings?: string[];
  restNotTitle?: boolean;
  noChunkHasAll?: string[];
}
interface Run { blocks?: InBlock[]; rows?: unknown[]; paras?: string[]; heading?: string; level?: number; expect: Expect[] }
interface Case { test: string; stage: 'glue' | 'merge' | 'split' | 'tables' | 'chunk'; params: Record<string, number>; runs: Run[] }

/** What every assertion reads, from a P block or from a LightRAG chunk record. */
interface View { heading: string; level: number; content: string; title: boolean; refs?: unknown[] }

const fixture = JSON.parse(readFileSync(repoPath('test/fixtures/lightrag/title-block-upstream.json'), 'utf8')) as { cases: Case[] };

const ofBlock = (b: PBlock): View => ({ heading: b.heading, level: b.level, content: b.content, title: b.titleBlock === true });

function contextFor(params: Record<string, number>) {
  const max = params.target_max ?? params.table_max ?? 2000;
  const ctx = pctx(max, Math.min(100, max - 1));
  ctx.thresholds = {
    ...deriveThresholds(max),
    targetMax: max,
    targetIdeal: params.target_ideal ?? ctx.thresholds.targetIdeal,
    smallTail: params.small_tail_threshold ?? ctx.thresholds.smallTail,
    tableMax: params.table_max ?? ctx.thresholds.tableMax,
    tableIdeal: params.table_ideal ?? ctx.thresholds.tableIdeal,
    tableMinLast: params.table_min_last ?? ctx.thresholds.tableMinLast,
  };
  return ctx;
}

function outputOf(c: Case, run: Run): View[] {
  if (c.stage === 'chunk') {
    const lines = [JSON.stringify({ type: 'meta', doc_title: 't' }), ...run.rows!.map((r) => JSON.stringify(r))];
    const result = runP(lines, c.params.chunk_token_size, 100);
    return result.chunks.map((chunk) => {
      const record = toParagraphSemanticRecord(chunk) as { content: string; heading: { level: number; heading: string }; sidecar?: { refs: unknown[] } };
      return { heading: record.heading.heading, level: record.heading.level, content: record.content, title: false, refs: record.sidecar?.refs };
    });
  }
  const ctx = contextFor(c.params);
  if (c.stage === 'split' || c.stage === 'tables') {
    const cover = { ...block(run.heading!, run.paras!, ctx, { level: run.level }), titleBlock: true };
    return splitContentLine(cover, ctx).map(ofBlock);
  }
  const blocks = run.blocks!.map((b) => {
    const made = block(b.heading, [b.text], ctx, { level: b.level, parents: b.parents });
    return b.title ? { ...made, titleBlock: true } : made;
  });
  return (c.stage === 'glue' ? glueHeadings(blocks, ctx) : mergeLevels(blocks, ctx)).map(ofBlock);
}

function check(out: View[], e: Expect): void {
  const where = JSON.stringify(out.map((v) => [v.heading, v.content.slice(0, 30), v.title]));
  if (e.count !== undefined) assert.equal(out.length, e.count, where);
  if (e.countAbove !== undefined) assert.ok(out.length > e.countAbove, where);
  if (e.headings) assert.deepEqual(out.map((v) => v.heading), e.headings);
  if (e.restNotTitle) assert.ok(out.slice(1).every((v) => !v.title), where);
  if (e.noChunkHasAll) for (const v of out) assert.ok(!e.noChunkHasAll.every((s) => v.content.includes(s)), `crossed: ${v.content}`);
  if (e.count !== undefined || e.countAbove !== undefined || e.headings || e.restNotTitle || e.noChunkHasAll) return;
  // A block is picked by position, else (as the upstream tests' next(...)) by heading or by being the title block.
  const target = e.at !== undefined ? out[e.at] : out.find((v) => (e.heading !== undefined ? v.heading === e.heading : v.title));
  assert.ok(target, `no block for ${JSON.stringify(e)} in ${where}`);
  if (e.at !== undefined && e.heading !== undefined) assert.equal(target.heading, e.heading);
  if (e.content !== undefined) assert.equal(target.content, e.content);
  if (e.level !== undefined) assert.equal(target.level, e.level);
  if (e.title !== undefined) assert.equal(target.title, e.title);
  if (e.includes !== undefined) assert.ok(target.content.includes(e.includes), target.content);
  if (e.excludes !== undefined) assert.ok(!target.content.includes(e.excludes), target.content);
  if (e.startsWith !== undefined) assert.ok(target.content.startsWith(e.startsWith), target.content);
  if (e.refs !== undefined) assert.deepEqual(target.refs, e.refs);
}

describe('the is_title_block field of a content line', () => {
  it('is read only as true or false: another value is a CK100 problem on that line and the line stays ordinary', () => {
    const result = runP([JSON.stringify({ type: 'content', content: 'Cover', heading: 'Cover', level: 0, is_title_block: 'yes' })]);
    assert.deepEqual(result.problems.map((p) => [p.code, p.span.start]), [['CK100', 0]]);
    assert.match(result.problems[0].message, /"is_title_block" must be true or false/);
    assert.equal(result.chunks[0].heading?.level, 1);
  });
});

describe('title blocks as LightRAG v1.5.5 handles them (upstream tests/chunker/test_paragraph_semantic_title_block.py)', () => {
  it('transcribes all 13 upstream tests', () => assert.equal(fixture.cases.length, 13));
  for (const c of fixture.cases) {
    it(c.test, () => {
      for (const run of c.runs) {
        const out = outputOf(c, run);
        for (const e of run.expect) check(out, e);
      }
    });
  }
});
