import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentLine, jsonTable, rows, runP } from '../../../../helpers/paragraphSemantic';

// Every row of spec §6: the degradation happens where the spec says, and is reported, never silent.
describe('P degradations (spec §6)', () => {
  it('with no valid content line, degrades wholesale to R over the document text and reports CK101', () => {
    const lines = ['{"type": "meta", "doc_title": "T"}', '{broken', '{"type": "content", "content": "   "}'];
    const r = runP(lines, 20, 5);
    assert.ok(r.chunks.length > 1);
    assert.ok(r.chunks.every((c) => c.strategy === 'paragraph-semantic' && c.heading === undefined && c.tokens <= 20));
    const degraded = r.problems.filter((p) => p.code === 'CK101');
    assert.deepEqual(degraded.map((p) => p.message), ['no usable content lines: degraded to recursive character splitting (R)']);
    assert.ok(r.problems.some((p) => p.code === 'CK100'), 'the broken line is still reported');
  });

  it('a table whose structure is neither JSON nor HTML is character-split alone, and the rest keeps its structure', () => {
    const csv = `<table id="u" format="csv">${'a,b;'.repeat(30)}</table>`;
    const r = runP([contentLine('Intro text.'), contentLine(`before\n${csv}`, 'T')], 100, 10);
    const degraded = r.problems.filter((p) => p.code === 'CK101');
    assert.equal(degraded.length, 1);
    assert.match(degraded[0].message, /table u has no recognisable JSON or HTML structure: table degraded to character split/);
    assert.equal(r.text.slice(degraded[0].span.start, degraded[0].span.end), contentLine(`before\n${csv}`, 'T'));
    assert.ok(r.chunks.every((c) => c.tokens <= 100));
    assert.ok(!r.chunks.some((c) => c.content.includes(csv)), 'the table was split');
  });

  it('a row that fits alone but not with its header degrades the whole table (header included) to R, with a warning', () => {
    const header = ['H'.repeat(30)];
    const table = jsonTable('t', [header, ['a'.repeat(55)], ['b'.repeat(55)]]);
    const r = runP([contentLine(table)], 200, 10, { tables: { t: { format: 'json', table_header: JSON.stringify([header]) } } });
    const warning = r.problems.find((p) => p.code === 'CK101')!;
    assert.equal(warning.severity, 'warning');
    assert.match(warning.message, /cannot fit within 125 tokens together with its header: table degraded to character split/);
    const all = r.chunks.map((c) => c.content).join('');
    assert.ok(all.includes('H'.repeat(30)), 'the header survives as plain text');
    assert.ok(r.chunks.every((c) => !/^<table[^>]*>[\s\S]*<\/table>$/.test(c.content)), 'no chunk is a legal table slice');
    assert.ok(all.includes('a'.repeat(55)) && all.includes('b'.repeat(55)));
  });

  it('a long block with no anchor goes table rows → greedy packing → R, reported once as CK101', () => {
    const prose = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const table = jsonTable('t', rows(30, (i) => `cell${i}`));
    const r = runP([contentLine(`${prose}\n${table}`)], 300, 10);
    const degraded = r.problems.filter((p) => p.code === 'CK101');
    assert.equal(degraded.length, 1);
    assert.match(degraded[0].message, /no short-paragraph anchor/);
    assert.ok(r.chunks.every((c) => c.tokens <= 300));
  });

  it('a missing tables.json or a table without table_header only skips header injection, with no finding', () => {
    const r = runP([contentLine(jsonTable('t', rows(30, (i) => `cell${i}`)))], 200, 10);
    assert.ok(r.chunks.length > 1);
    assert.deepEqual(r.problems, []);
  });
});
