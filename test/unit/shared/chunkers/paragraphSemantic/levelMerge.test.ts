import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDescendant, mergeLevels } from '../../../../../shared/chunkers/paragraphSemantic/levelMerge';
import { block, pctx } from '../../../../helpers/paragraphSemantic';

// N = 100: target_max 100, target_ideal 75, small_tail_threshold 12.
const t = (n: number, c = 'x') => c.repeat(n);

describe('LevelMerge (spec §3.6)', () => {
  it('Phase A merges small same-level siblings with a blank line, keeping the first block heading', () => {
    const ctx = pctx();
    const out = mergeLevels([block('A [part 2]', [t(20, 'a')], ctx), block('B', [t(20, 'b')], ctx)], ctx);
    assert.equal(out.length, 1);
    assert.equal(out[0].content, `${t(20, 'a')}\n\n${t(20, 'b')}`);
    assert.equal(out[0].heading, 'A [part 2]');
    assert.equal(out[0].tokens, 42);
  });

  it('never merges same-level blocks under different parents (2.4.1 and 2.5.1)', () => {
    const ctx = pctx();
    const out = mergeLevels([block('2.4.1', ['a'], ctx, { level: 3, parents: ['2', '2.4'] }), block('2.5.1', ['b'], ctx, { level: 3, parents: ['2', '2.5'] })], ctx);
    assert.equal(out.length, 2);
  });

  it('re-measures the joined text: two blocks whose token sum fits but whose join does not stay apart', () => {
    const ctx = pctx();
    const out = mergeLevels([block('A', [t(50)], ctx), block('B', [t(49)], ctx)], ctx);
    assert.equal(out.length, 2, '50 + 49 = 99 ≤ 100, but with "\\n\\n" the merge is 101');
  });

  it('a block that reached target_ideal does not absorb a larger next block, and is not absorbed backward', () => {
    const ctx = pctx();
    const out = mergeLevels([block('A', [t(80)], ctx), block('B', [t(15)], ctx)], ctx);
    assert.equal(out.length, 2, 'B (15) is over the small tail threshold and A is saturated');
  });

  it('tail absorption: a saturated block takes a following run of small same-level blocks under small_tail_threshold', () => {
    const ctx = pctx();
    const out = mergeLevels([block('A', [t(80)], ctx), block('B', [t(5)], ctx), block('C', [t(5)], ctx)], ctx);
    assert.equal(out.length, 1);
    assert.equal(out[0].tokens, 94);
    const notAbsorbed = mergeLevels([block('A', [t(80)], ctx), block('B', [t(6)], ctx), block('C', [t(6)], ctx)], ctx);
    assert.equal(notAbsorbed.length, 2, 'a run of 12 is not below small_tail_threshold 12 (B and C merge with each other)');
  });

  it('a block that absorbs a tail loses its blockids, as LightRAG v1.5.5 builds it without them (its record has no sidecar)', () => {
    const ctx = pctx();
    const out = mergeLevels([block('A', [t(80)], ctx, { ids: ['a'] }), block('B', [t(5)], ctx, { ids: ['b'] })], ctx);
    assert.equal(out.length, 1);
    assert.deepEqual(out[0].blockIds, []);
    assert.ok(out[0].notes.some((n) => /drops the sidecar refs/.test(n.detail ?? '')));
  });

  it('tail absorption stops at a split-table slice and at a parent change', () => {
    const ctx = pctx();
    const bySlice = mergeLevels([block('A', [t(80)], ctx), block('T', [t(3)], ctx, { role: 'middle' }), block('C', [t(3)], ctx)], ctx);
    assert.equal(bySlice.length, 3);
    const byParent = mergeLevels([block('A', [t(80)], ctx, { level: 2, parents: ['P'] }), block('B', [t(3)], ctx, { level: 2, parents: ['Q'] })], ctx);
    assert.equal(byParent.length, 2);
  });

  it('split-table slices (first, middle, last) are frozen: they neither absorb nor are absorbed', () => {
    const ctx = pctx();
    for (const role of ['first', 'middle', 'last'] as const) {
      const out = mergeLevels([block('A', ['a'], ctx), block('T', ['t'], ctx, { role }), block('B', ['b'], ctx)], ctx);
      assert.deepEqual(out.map((b) => b.role), ['none', role, 'none'], role);
    }
  });

  it('Phase B lets a small shallow block absorb its deeper descendant, keeping the shallow identity', () => {
    const ctx = pctx();
    const out = mergeLevels([block('2', ['# 2'], ctx, { level: 1 }), block('2.1', ['## 2.1', 'body'], ctx, { level: 2, parents: ['2'] })], ctx);
    assert.equal(out.length, 1);
    assert.deepEqual([out[0].heading, out[0].level], ['2', 1]);
  });

  it('Phase B never lets a deep block absorb a shallow one', () => {
    const ctx = pctx();
    const out = mergeLevels([block('1.1', ['body'], ctx, { level: 2, parents: ['1'] }), block('2', ['# 2'], ctx, { level: 1 })], ctx);
    assert.equal(out.length, 2);
  });

  it('Phase B refuses a deeper block from another branch', () => {
    const ctx = pctx();
    const out = mergeLevels([block('2', ['# 2'], ctx, { level: 1 }), block('3.1', ['body'], ctx, { level: 2, parents: ['3'] })], ctx);
    assert.equal(out.length, 2);
  });

  it('treats blocks without parent headings (preamble) as path-compatible', () => {
    const ctx = pctx();
    const out = mergeLevels([block('', ['preamble'], ctx, { level: 1 }), block('A', ['body'], ctx, { level: 2 })], ctx);
    assert.equal(out.length, 1);
  });

  it('the descendant test ignores the [part n] suffix of the shallow heading', () => {
    const ctx = pctx();
    assert.ok(isDescendant(block('2 [part 3]', ['x'], ctx, { parents: ['Doc'] }), block('2.1', ['y'], ctx, { level: 2, parents: ['Doc', '2'] })));
  });

  it('merges toward target_ideal but never beyond target_max', () => {
    const ctx = pctx();
    const out = mergeLevels(Array.from({ length: 10 }, (_, i) => block(`S${i}`, [t(30, String(i))], ctx)), ctx);
    assert.ok(out.every((b) => b.tokens <= 100));
    assert.deepEqual(out.map((b) => b.tokens), [62, 62, 62, 62, 62], 'pairs of 30 + 30; two pairs would be 126');
  });
});
