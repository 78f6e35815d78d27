import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { htmlHeaderFor } from '../../../../../shared/chunkers/paragraphSemantic/headerRecovery';
import { splitTableText } from '../../../../../shared/chunkers/paragraphSemantic/tableRowSplit';
import { chars, contentLine, jsonTable, pctx, rows, rowsOf, runP } from '../../../../helpers/paragraphSemantic';

const N = 200;
const span = { start: 0, end: 1 };
const capsOf = (ctx: ReturnType<typeof pctx>) => ({ max: ctx.thresholds.tableMax, ideal: ctx.thresholds.tableIdeal, lastMin: ctx.thresholds.tableMinLast });
const bigJson = () => [['Col'], ...rows(10, (i) => `row${i}xxxxx`)];

describe('HeaderRecovery (spec §3.3.3)', () => {
  it('re-injects a JSON table_header into every middle and last slice, not the first, each slice staying ≤ table_max', () => {
    const ctx = pctx(N, 10, { t: '[["Col"]]' });
    const pieces = splitTableText(jsonTable('t', bigJson()), span, capsOf(ctx), ctx);
    assert.ok(pieces.length >= 3);
    assert.deepEqual(rowsOf(pieces[0].text)[0], ['Col']);
    assert.equal(pieces[0].headerInjected, false);
    for (const p of pieces.slice(1)) {
      assert.deepEqual(rowsOf(p.text)[0], ['Col'], p.text);
      assert.equal(p.headerInjected, true);
      assert.ok(chars.count(p.text) <= 125);
    }
    const dataRows = pieces.flatMap((p, i) => rowsOf(p.text).slice(i === 0 ? 0 : 1));
    assert.deepEqual(dataRows, bigJson(), 'apart from the injected header, slices hold each row once');
  });

  it('reserves the header tokens before splitting, so slices are smaller than without a header', () => {
    const withHeader = pctx(N, 10, { t: '[["Col"]]' });
    const without = pctx(N);
    const a = splitTableText(jsonTable('t', bigJson()), span, capsOf(withHeader), withHeader);
    const b = splitTableText(jsonTable('t', bigJson()), span, capsOf(without), without);
    assert.ok(a.length >= b.length);
    assert.ok(b.every((p) => !p.headerInjected));
  });

  it('splices an HTML <thead> fragment verbatim (rowspan kept) into non-first slices', () => {
    const thead = '<thead><tr><th rowspan="2">Name</th></tr></thead>';
    const ctx = pctx(N, 10, { h: thead });
    const trs = Array.from({ length: 10 }, (_, i) => `<tr><td>r${i}</td></tr>`).join('');
    const pieces = splitTableText(`<table id="h" format="html">${thead}<tbody>${trs}</tbody></table>`, span, capsOf(ctx), ctx);
    assert.ok(pieces.length > 1);
    for (const p of pieces.slice(1)) {
      assert.ok(p.text.startsWith(`<table id="h" format="html">${thead}<tbody>`), p.text);
      assert.ok(chars.count(p.text) <= 125);
    }
  });

  it('does not inject into an HTML slice that already carries a <thead>', () => {
    const plan = { reserve: 10, thead: '<thead><tr><th>X</th></tr></thead>' };
    const section = { name: 'thead', open: '<thead>' };
    assert.equal(htmlHeaderFor(plan, [{ section, tr: '<tr><th>Y</th></tr>' }]), '');
    assert.equal(htmlHeaderFor(plan, [{ tr: '<tr><td>1</td></tr>' }]), plan.thead);
  });

  it('skips injection silently when the table has no table_header or there is no tables.json (§6)', () => {
    const table = jsonTable('t', bigJson());
    const noEntry = runP([contentLine(table)], N, 10, { tables: { t: { format: 'json' } } });
    const noSidecar = runP([contentLine(table)], N, 10);
    for (const r of [noEntry, noSidecar]) {
      assert.ok(r.chunks.length > 2);
      assert.ok(r.chunks.slice(1).every((c) => JSON.stringify(rowsOf(c.content)[0]) !== '["Col"]'));
      assert.deepEqual(r.problems, []);
    }
  });

  it('a JSON table given an HTML header is a hard error: the document gets no chunks and a CK100 error on the table line', () => {
    const table = jsonTable('t', bigJson());
    const r = runP([contentLine('intro'), contentLine(table)], N, 10, { tables: { t: { format: 'json', table_header: '<thead><tr><th>Col</th></tr></thead>' } } });
    assert.deepEqual(r.chunks, []);
    const errors = r.problems.filter((p) => p.severity === 'error');
    assert.equal(errors.length, 1);
    assert.equal(errors[0].code, 'CK100');
    assert.equal(r.text.slice(errors[0].span.start, errors[0].span.end), contentLine(table));
    assert.match(errors[0].message, /table t: table_header is HTML but the table is JSON/);
  });

  it('an HTML table given a JSON header is the same hard error', () => {
    const trs = Array.from({ length: 8 }, (_, i) => `<tr><td>row ${i} xxxxxx</td></tr>`).join('');
    const r = runP([contentLine(`<table id="h" format="html">${trs}</table>`)], N, 10, { tables: { h: { table_header: '[["Name"]]' } } });
    assert.deepEqual(r.chunks, []);
    assert.match(r.problems[0].message, /table_header is JSON but the table is HTML/);
  });
});
