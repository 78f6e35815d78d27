import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { glueHeadings, isHeadingOnly } from '../../../../../shared/chunkers/paragraphSemantic/headingGlue';
import { block, pctx } from '../../../../helpers/paragraphSemantic';

describe('HeadingGlue (spec §3.5)', () => {
  it('glues a heading-only block forward into its strictly deeper child, keeping the shallower identity', () => {
    const ctx = pctx();
    const out = glueHeadings([
      block('2.3', ['## 2.3', 'body of 2.3'], ctx, { level: 2, parents: ['2'] }),
      block('2.4', ['## 2.4'], ctx, { level: 2, parents: ['2'] }),
      block('2.4.1', ['### 2.4.1', 'child body'], ctx, { level: 3, parents: ['2', '2.4'] }),
    ], ctx);
    assert.equal(out.length, 2);
    assert.deepEqual([out[1].heading, out[1].level, out[1].parentHeadings], ['2.4', 2, ['2']]);
    assert.equal(out[1].content, '## 2.4\n\n### 2.4.1\nchild body');
  });

  it('collapses a chain of bare headings into the first block with a body, keeping the shallowest identity', () => {
    const ctx = pctx();
    const out = glueHeadings([
      block('2', ['# 2'], ctx, { level: 1 }),
      block('2.4', ['## 2.4'], ctx, { level: 2, parents: ['2'] }),
      block('2.4.1', ['### 2.4.1', 'body'], ctx, { level: 3, parents: ['2', '2.4'] }),
    ], ctx);
    assert.equal(out.length, 1);
    assert.deepEqual([out[0].heading, out[0].level], ['2', 1]);
    assert.equal(out[0].content, '# 2\n\n## 2.4\n\n### 2.4.1\nbody');
  });

  it('does not glue into a sibling or a shallower block (left for LevelMerge)', () => {
    const ctx = pctx();
    const blocks = [
      block('2.4', ['## 2.4'], ctx, { level: 2 }),
      block('2.5', ['## 2.5', 'body'], ctx, { level: 2 }),
      block('2.6', ['## 2.6'], ctx, { level: 2 }),
      block('3', ['# 3', 'body'], ctx, { level: 1 }),
    ];
    assert.equal(glueHeadings(blocks, ctx).length, 4);
  });

  it('glues into a first table slice and keeps the first role; never into a middle or last slice', () => {
    const ctx = pctx();
    const intoFirst = glueHeadings([block('2.4', ['## 2.4'], ctx, { level: 2 }), block('T', ['<table id="t" format="json">[["a"]]</table>'], ctx, { level: 3, role: 'first' })], ctx);
    assert.equal(intoFirst.length, 1);
    assert.equal(intoFirst[0].role, 'first');
    const intoMiddle = glueHeadings([block('2.4', ['## 2.4'], ctx, { level: 2 }), block('T', ['x'], ctx, { level: 3, role: 'middle' })], ctx);
    assert.equal(intoMiddle.length, 2);
  });

  it('recognises heading-only blocks by their `#` lines, and a block with no heading never is one', () => {
    const ctx = pctx();
    assert.ok(isHeadingOnly(block('A', ['## A', '### B'], ctx)));
    assert.ok(!isHeadingOnly(block('A', ['## A', 'text'], ctx)));
    assert.ok(!isHeadingOnly(block('', ['## A'], ctx)));
    assert.ok(!isHeadingOnly(block('A', ['##A'], ctx)));
  });

  it('re-splits a glued block over target_max so the heading stays on the first body piece and every piece fits', () => {
    const ctx = pctx(100);
    const out = glueHeadings([
      block('2.4', ['## 2.4'], ctx, { level: 2 }),
      block('2.4.1', ['### 2.4.1', 'x'.repeat(90)], ctx, { level: 3, parents: ['2.4'] }),
    ], ctx);
    assert.deepEqual(out.map((b) => b.tokens), [100, 17], 'the body is cut at 100 − 16 (heading lines) − 1 (newline), with the P overlap');
    assert.ok(out[0].content.startsWith('## 2.4\n### 2.4.1\n'), out[0].content);
    assert.ok(!isHeadingOnly(out[0]), 'the heading travels with real body');
    assert.equal(out[0].heading, '2.4');
  });
});
