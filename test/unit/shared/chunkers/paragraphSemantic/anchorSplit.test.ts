import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitLongBlock } from '../../../../../shared/chunkers/paragraphSemantic/anchorSplit';
import type { Para } from '../../../../../shared/chunkers/paragraphSemantic/pBlock';
import { chars, jsonTable, pctx, rows } from '../../../../helpers/paragraphSemantic';

// N = 300: target_max 300, target_ideal 225. Body paragraphs of 120 characters are too long to be anchors.
const caps = { targetMax: 300, targetIdeal: 225 };
const base = { heading: 'H', parentHeadings: ['Doc'], level: 2, blockIds: ['b1'] };
const paras = (texts: string[]): Para[] =>
  texts.map((text) => ({ text, isTable: text.startsWith('<table '), span: { start: 0, end: 1 }, block: 0 }));
const [A, B, C, D, E] = ['a', 'b', 'c', 'd', 'e'].map((c) => c.repeat(120));

describe('AnchorSplit (spec §3.4)', () => {
  it('cuts an over-long block at the short paragraphs nearest the balanced split points and promotes them to headings', () => {
    const ctx = pctx(300);
    // 648 tokens → 3 sub-blocks at ideal positions 216 and 432; the anchors sit at 120, 250, 380 and 510.
    const out = splitLongBlock(paras([A, 'Anchor 1', B, 'Anchor 2', C, 'Anchor 3', D, 'Anchor 4', E]), base, 'none', caps, ctx);
    assert.deepEqual(out.map((b) => [b.heading, b.parentHeadings, b.content]), [
      ['H', ['Doc'], `${A}\nAnchor 1\n${B}`],
      ['Anchor 2', ['Doc', 'H'], `Anchor 2\n${C}`],
      ['Anchor 3', ['Doc', 'H'], `Anchor 3\n${D}\nAnchor 4\n${E}`],
    ]);
    assert.ok(out.every((b) => b.level === 2 && b.tokens <= 300 && b.blockIds[0] === 'b1'));
    assert.deepEqual(ctx.problems, []);
  });

  it('leaves a block within target_max whole', () => {
    const out = splitLongBlock(paras(['short', 'text']), base, 'none', caps, pctx(300));
    assert.equal(out.length, 1);
  });

  it('accepts an anchor of exactly 100 characters and rejects one of 101', () => {
    const ok = splitLongBlock(paras([A, 'x'.repeat(100), B]), base, 'none', caps, pctx(300));
    assert.equal(ok[1].heading, 'x'.repeat(100));
    const ctx = pctx(300);
    const no = splitLongBlock(paras([A, 'x'.repeat(101), B]), base, 'none', caps, ctx);
    assert.ok(no.every((b) => b.heading === 'H'));
    assert.equal(ctx.problems[0].code, 'CK101');
  });

  it('never uses the first paragraph or a table paragraph as an anchor', () => {
    const ctx = pctx(300);
    const table = jsonTable('t', rows(1, () => 'x'));
    const out = splitLongBlock(paras(['First', A, table, B, C]), base, 'none', caps, ctx);
    assert.ok(out.every((b) => b.heading === 'H'), out.map((b) => b.heading).join());
    assert.match(ctx.problems[0].message, /no short-paragraph anchor/);
  });

  it('only the first sub-block keeps an inbound table role', () => {
    const out = splitLongBlock(paras([A, 'Anchor one', B, C]), base, 'first', caps, pctx(300));
    assert.deepEqual(out.map((b) => b.role), ['first', 'none']);
  });

  it('without an anchor, packs paragraphs greedily under target_max and reports the degradation as CK101', () => {
    const ctx = pctx(300);
    const out = splitLongBlock(paras([A, B, C, D, E]), base, 'none', caps, ctx);
    assert.deepEqual(out.map((b) => b.paras.length), [2, 2, 1]);
    assert.ok(out.every((b) => b.tokens <= 300));
    assert.deepEqual(ctx.problems.map((p) => [p.code, p.severity]), [['CK101', 'info']]);
    assert.match(ctx.problems[0].message, /split by greedy packing$/);
  });

  it('without an anchor, splits an oversized table by rows first', () => {
    const ctx = pctx(300);
    const table = jsonTable('t', rows(40, () => 'rowdata'));
    const out = splitLongBlock(paras([A, table]), base, 'none', caps, ctx);
    const tables = out.flatMap((b) => b.paras.filter((p) => p.isTable));
    assert.ok(tables.length > 1, 'the table is sliced into several legal tables');
    assert.ok(out.every((b) => b.tokens <= 300));
    assert.match(ctx.problems[0].message, /split by greedy packing, then table row split/);
  });

  it('without an anchor, character-splits a paragraph longer than target_max with the P overlap', () => {
    const ctx = pctx(100, 10);
    const words = Array.from({ length: 40 }, (_, i) => `w${String(i).padStart(2, '0')}`).join(' ');
    const out = splitLongBlock(paras([words]), base, 'none', { targetMax: 100, targetIdeal: 75 }, ctx);
    assert.ok(out.length >= 2);
    assert.ok(out.every((b) => chars.count(b.content) <= 100));
    const [first, second] = out.map((b) => b.content.split(' '));
    assert.ok(first.includes(second[0]), 'the second piece starts with words that end the first (overlap)');
    assert.equal(ctx.problems[0].severity, 'warning');
    assert.match(ctx.problems[0].message, /character split/);
  });

  it('re-splits a sub-block that is still over target_max after the anchor cut', () => {
    const ctx = pctx(300);
    const out = splitLongBlock(paras([A, 'Anchor', B, C, D]), base, 'none', caps, ctx);
    assert.ok(out.every((b) => b.tokens <= 300));
    assert.ok(out.length >= 3);
  });
});
