import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitBlockTables } from '../../../../../shared/chunkers/paragraphSemantic/splitBlockTables';
import { block, chars, jsonTable, pctx, rows } from '../../../../helpers/paragraphSemantic';

// N = 200: table_max 125; each table below (8 rows of 9 characters) is split in several slices.
const N = 200;
const tableA = jsonTable('a', rows(8, () => 'aaaaaaaaa'));
const tableB = jsonTable('b', rows(8, () => 'bbbbbbbbb'));

function split(bridge: string[], overlap = 10) {
  const ctx = pctx(N, overlap);
  return splitBlockTables(block('H', ['intro', tableA, ...bridge, tableB, 'outro'], ctx), ctx);
}

describe('table slice roles (spec §3.3.1)', () => {
  it('the first slice glues the text before the table, middles stand alone, the last slice takes the text after', () => {
    const ctx = pctx(N);
    const blocks = splitBlockTables(block('H', ['intro', tableA, 'outro'], ctx), ctx);
    assert.ok(blocks.length >= 3);
    assert.equal(blocks[0].role, 'first');
    assert.equal(blocks[0].paras[0].text, 'intro');
    assert.ok(blocks[0].paras[1].isTable);
    for (const b of blocks.slice(1, -1)) {
      assert.equal(b.role, 'middle');
      assert.equal(b.paras.length, 1);
    }
    const last = blocks[blocks.length - 1];
    assert.equal(last.role, 'last');
    assert.deepEqual(last.paras.map((p) => p.text).slice(-1), ['outro']);
  });

  it('keeps a table of exactly table_max tokens whole', () => {
    const ctx = pctx(N);
    const exact = jsonTable('t', [['x'.repeat(39)], ['y'.repeat(39)]]);
    assert.equal(chars.count(exact), 125);
    const b = block('H', ['intro', exact], ctx);
    assert.deepEqual(splitBlockTables(b, ctx), [b]);
    assert.deepEqual(ctx.problems, []);
    const over = jsonTable('t', [['x'.repeat(40)], ['y'.repeat(40)]]);
    assert.ok(chars.count(over) > 125);
    assert.ok(splitBlockTables(block('H', [over], ctx), ctx).length > 1);
  });

  it('leaves a block whose tables are within table_max untouched', () => {
    const ctx = pctx(N);
    const small = jsonTable('s', rows(2, () => 'x'));
    const b = block('H', ['intro', small], ctx);
    assert.deepEqual(splitBlockTables(b, ctx), [b]);
  });
});

describe('TableBridge (spec §3.3.2)', () => {
  it('a short bridge between two split tables goes into both the left last slice and the right first slice', () => {
    const blocks = split(['see also']);
    const last = blocks.find((b) => b.role === 'last' && b.content.includes('see also'))!;
    const first = blocks.filter((b) => b.role === 'first')[1];
    assert.ok(last.content.endsWith('\nsee also'));
    assert.ok(first.content.startsWith('see also\n<table id="b"'));
    assert.ok(first.paras[0].overlap, 'the right copy is marked as overlap');
    assert.equal(blocks.filter((b) => b.content.includes('see also')).length, 2);
  });

  it('a long bridge gives each side at most the overlap budget and leaves a middle block overlapping both', () => {
    const bridge = 'abcdefghijklmnopqrstuvwxyz0123';
    const blocks = split([bridge]);
    const last = blocks.find((b) => b.role === 'last' && b.content.includes('abc'))!;
    const first = blocks.filter((b) => b.role === 'first')[1];
    assert.ok(last.content.endsWith('\nabcdefghij'), last.content);
    assert.ok(first.content.startsWith('uvwxyz0123\n'), first.content);
    const middle = blocks.find((b) => b.role === 'none' && b.content.includes('klm'))!;
    assert.equal(middle.content, bridge, 'the middle chunk carries the whole bridge, overlapping prefix and suffix');
  });

  it('caps each side at chunk_token_size / 2 even when the overlap is larger', () => {
    const bridge = 'q'.repeat(150);
    const ctx = pctx(N, 150);
    const smallA = jsonTable('a', rows(3, () => 'a'.repeat(30)));
    const blocks = splitBlockTables(block('H', [smallA, bridge, tableB], ctx), ctx);
    const last = blocks.find((b) => b.role === 'last')!;
    const prefix = last.paras[last.paras.length - 1].text;
    assert.ok(!prefix.startsWith('<table'));
    assert.ok(chars.count(last.paras[0].text) + 1 + 100 <= N, 'the room under target_max is not the binding limit here');
    assert.equal(prefix.length, 100);
  });

  it('does not duplicate a bridge that contains a table', () => {
    const small = jsonTable('s', rows(1, () => 'x'));
    const blocks = split(['between', small]);
    assert.equal(blocks.filter((b) => b.content.includes('between')).length, 1);
  });

  it('does not duplicate the bridge when the overlap is 0', () => {
    const blocks = split(['see also'], 0);
    assert.equal(blocks.filter((b) => b.content.includes('see also')).length, 1);
  });
});
