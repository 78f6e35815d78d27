import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitRowsByTokens, splitTableText } from '../../../../../shared/chunkers/paragraphSemantic/tableRowSplit';
import { pyJsonDumps } from '../../../../../shared/chunkers/paragraphSemantic/tableMarkup';
import { chars, jsonTable, pctx, rows, rowsOf } from '../../../../helpers/paragraphSemantic';

// N = 200: table_max 125, table_ideal 75, table_min_last 40. The wrapper <table id="t" format="json"></table>
// costs 36 characters, so a slice body gets at most 89.
const N = 200;
const caps = (ctx = pctx(N)) => ({ max: ctx.thresholds.tableMax, ideal: ctx.thresholds.tableIdeal, lastMin: ctx.thresholds.tableMinLast });
const span = { start: 5, end: 9 };
const sum = (r: number[]) => r.reduce((a, b) => a + b, 0);

describe('TableRowSplit (spec §3.2)', () => {
  it('a table over table_max is sliced on row boundaries into legal <table> tags with the same attributes, rows kept in order', () => {
    const ctx = pctx(N);
    const table = rows(10, () => 'aaaaaaaaa');
    const pieces = splitTableText(jsonTable('t', table), span, caps(ctx), ctx);
    assert.deepEqual(pieces.map((p) => rowsOf(p.text).length), [2, 3, 2, 3]);
    for (const p of pieces) {
      assert.ok(p.isTable);
      assert.match(p.text, /^<table id="t" format="json">\[.*\]<\/table>$/);
      assert.ok(chars.count(p.text) <= 125, `${chars.count(p.text)} > table_max`);
    }
    assert.deepEqual(pieces.flatMap((p) => rowsOf(p.text)), table);
    assert.deepEqual(ctx.problems, []);
  });

  it('re-serialises JSON rows as Python json.dumps does (", " separators, non-ASCII kept)', () => {
    assert.equal(pyJsonDumps([['α', 'b'], [1, null]]), '[["α", "b"], [1, null]]');
  });

  it('budgets the wrapper: the body budget is table_max minus the <table …></table> overhead', () => {
    const ctx = pctx(N);
    const table = rows(6, () => 'x'.repeat(14));
    const body = pyJsonDumps(table).length;
    assert.ok(body <= 125 && body + 36 > 125, 'the rows fit table_max only without the wrapper');
    const pieces = splitTableText(jsonTable('t', table), span, caps(ctx), ctx);
    assert.ok(pieces.length > 1);
    for (const p of pieces) assert.ok(chars.count(p.text) <= 125);
  });

  it('a row subset still over the cap after re-wrapping is subdivided within itself, not degraded', () => {
    const ctx = pctx(N);
    const table = [['B'.repeat(40)], ['C'.repeat(40)], ...rows(6, () => 'a')];
    const pieces = splitTableText(jsonTable('t', table), span, caps(ctx), ctx);
    assert.ok(pieces.every((p) => p.isTable && chars.count(p.text) <= 125));
    assert.deepEqual(pieces.slice(0, 2).map((p) => rowsOf(p.text)), [[table[0]], [table[1]]]);
    assert.deepEqual(pieces.flatMap((p) => rowsOf(p.text)), table);
    assert.deepEqual(ctx.problems, []);
  });

  it('slices HTML tables on <tr> rows, re-opening the thead/tbody each slice came from', () => {
    const ctx = pctx(N);
    const trs = Array.from({ length: 8 }, (_, i) => `<tr><td>row ${i} xxxxxx</td></tr>`).join('');
    const table = `<table id="h" format="html"><thead><tr><th>Name</th></tr></thead><tbody>${trs}</tbody></table>`;
    const pieces = splitTableText(table, span, caps(ctx), ctx);
    assert.ok(pieces.length > 1);
    assert.match(pieces[0].text, /^<table id="h" format="html"><thead><tr><th>Name<\/th><\/tr><\/thead>/);
    for (const p of pieces.slice(1)) assert.match(p.text, /^<table id="h" format="html"><tbody>(<tr><td>row \d xxxxxx<\/td><\/tr>)+<\/tbody><\/table>$/);
    for (const p of pieces) assert.ok(chars.count(p.text) <= 125);
    const allRows = pieces.flatMap((p) => p.text.match(/<tr>.*?<\/tr>/g) ?? []);
    assert.equal(allRows.length, 9);
  });

  it('a single row that cannot fit table_max degrades the whole table to a character split, with a CK101 warning', () => {
    const ctx = pctx(N);
    const table = jsonTable('t', [['head'], ['z'.repeat(130)], ['tail']]);
    const pieces = splitTableText(table, span, caps(ctx), ctx);
    assert.ok(pieces.length > 1);
    assert.ok(pieces.every((p) => !p.isTable), 'never a mix of <table> slices and fragments');
    assert.ok(pieces.every((p) => chars.count(p.text) <= 125));
    assert.equal(pieces.map((p) => p.text).join('').replace(/\s/g, ''), table.replace(/\s/g, ''));
    assert.deepEqual(ctx.problems.map((p) => [p.code, p.severity, p.span]), [['CK101', 'warning', span]]);
    assert.match(ctx.problems[0].message, /table t has a row that cannot fit within 125 tokens: table degraded to character split/);
  });

  it('a slice that needs no header and whose single row fits stays a legal <table>', () => {
    const ctx = pctx(N);
    const table = [['a'.repeat(80)], ['b'.repeat(80)]];
    const pieces = splitTableText(jsonTable('t', table), span, caps(ctx), ctx);
    assert.deepEqual(pieces.map((p) => p.isTable), [true, true]);
    assert.deepEqual(ctx.problems, []);
  });
});

describe('TableRowSplit row balancing and last-slice swallow-back', () => {
  it('cuts balanced slices by row count toward the ideal size', () => {
    assert.deepEqual(splitRowsByTokens([10, 10, 10, 10, 10, 10], sum, 40, 25, 1), [[10, 10], [10, 10], [10, 10]]);
  });

  it('swallows a last slice under table_min_last back into the previous one when the two fit table_max', () => {
    assert.deepEqual(splitRowsByTokens([10, 10, 10, 10, 10, 2], sum, 40, 25, 15), [[10, 10], [10, 10, 10, 2]]);
  });

  it('keeps a small last slice on its own when swallowing it back would exceed table_max', () => {
    assert.deepEqual(splitRowsByTokens([10, 10, 10, 10, 10, 2], sum, 30, 25, 15), [[10, 10], [10, 10], [10, 2]]);
  });

  it('keeps a last slice at or above table_min_last', () => {
    assert.deepEqual(splitRowsByTokens([10, 10, 10, 10, 10, 2], sum, 40, 25, 12), [[10, 10], [10, 10], [10, 2]]);
  });
});
