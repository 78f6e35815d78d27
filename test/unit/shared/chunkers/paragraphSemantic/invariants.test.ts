import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Chunk } from '../../../../../shared/model/types';
import { pyJsonDumps } from '../../../../../shared/chunkers/paragraphSemantic/tableMarkup';
import { contentLine, runP } from '../../../../helpers/paragraphSemantic';

// Generated .blocks.jsonl documents (seeded, so failures reproduce) checked against the invariants of
// shared/README.md invariant 4 and spec §3.7: no content lost, caps hold, section boundaries never overlap, table row slices
// never overlap. Every word carries its line number (`L3w17`), so text can be traced to its content line.

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Generated {
  lines: string[];
  tables: Record<string, { format: string; table_header?: string }>;
  jsonTables: Map<string, unknown[][]>;
}

function generate(seed: number): Generated {
  const r = random(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const lines: string[] = [];
  const tables: Generated['tables'] = {};
  const jsonTables = new Map<string, unknown[][]>();
  const stack: string[] = [];
  for (let line = 1; line <= int(4, 14); line++) {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `L${line}w${i}`).join(r() < 0.2 ? '，' : ' ');
    const level = Math.min(int(1, 3), stack.length + 1);
    stack.length = level - 1;
    const heading = `L${line}wH`;
    const parents = [...stack];
    stack.push(heading);
    const paras = [`${'#'.repeat(level)} ${heading}`];
    if (r() > 0.2) {
      for (let p = 0; p < int(1, 6); p++) {
        const kind = r();
        if (kind < 0.3) paras.push(words(int(1, 4)));
        else if (kind < 0.65) paras.push(words(int(10, 90)));
        else {
          const id = `t${line}x${p}`;
          const body = Array.from({ length: int(1, 25) }, (_, i) => Array.from({ length: int(1, 3) }, (_, c) => `L${line}w${i}c${c}`));
          if (r() < 0.7) {
            jsonTables.set(id, body);
            tables[id] = { format: 'json', ...(r() < 0.6 ? { table_header: pyJsonDumps([body[0]]) } : {}) };
            paras.push(`<table id="${id}" format="json">${JSON.stringify(body)}</table>`);
          } else {
            const tr = (cells: string[], tag: string) => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
            const thead = `<thead>${tr(body[0], 'th')}</thead>`;
            tables[id] = { format: 'html', ...(r() < 0.6 ? { table_header: thead } : {}) };
            paras.push(`<table id="${id}" format="html">${thead}<tbody>${body.slice(1).map((b) => tr(b, 'td')).join('')}</tbody></table>`);
          }
        }
      }
    }
    lines.push(contentLine(paras.join('\n'), heading, { level, parents, blockid: `b${line}` }));
  }
  return { lines, tables, jsonTables };
}

/** The generated words of a text (a word cut by a character split joins back since chunks are concatenated). */
const wordsOf = (s: string) => s.replace(/\s/g, '').match(/L\d+w[0-9Hc]+/g) ?? [];

/** True when `needle` occurs in `hay` as a subsequence (in order, gaps allowed). */
function isSubsequence(needle: string[], hay: string[]): boolean {
  let j = 0;
  for (let i = 0; i < hay.length && j < needle.length; i++) if (hay[i] === needle[j]) j++;
  return j === needle.length;
}

function lostAt(needle: string[], hay: string[]): string[] {
  let j = 0;
  for (let i = 0; i < hay.length && j < needle.length; i++) if (hay[i] === needle[j]) j++;
  return needle.slice(Math.max(0, j - 40), j + 40);
}

function ownLines(chunk: Chunk, text: string): Set<number> {
  const lines = new Set<number>();
  for (const s of chunk.spans) if (!s.overlap) lines.add(text.slice(0, s.start).split('\n').length);
  return lines;
}

const cases: Array<{ seed: number; n: number; overlap: number }> = [];
for (let seed = 1; seed <= 25; seed++) for (const [n, overlap] of [[60, 0], [120, 10], [300, 30], [2000, 100]]) cases.push({ seed, n, overlap });

describe('P invariants on generated documents', () => {
  it('keeps every piece of source content, in order (apart from documented overlap and injected headers)', () => {
    for (const { seed, n, overlap } of cases) {
      const g = generate(seed);
      const r = runP(g.lines, n, overlap, { tables: g.tables });
      const source = wordsOf(g.lines.map((l) => JSON.parse(l).content).join('\n'));
      const output = wordsOf(r.chunks.map((c) => c.content).join(''));
      assert.ok(isSubsequence(source, output), `seed ${seed}, N ${n}: content lost near ${lostAt(source, output).join(' ')}`);
    }
  });

  it('holds the cap: every chunk is ≤ N tokens', () => {
    for (const { seed, n, overlap } of cases) {
      const r = runP(generate(seed).lines, n, overlap, { tables: generate(seed).tables });
      for (const c of r.chunks) assert.ok(c.tokens <= n, `seed ${seed}, N ${n}: chunk ${c.index} has ${c.tokens}`);
    }
  });

  it('never copies text of one content line into a chunk that does not own that line (section boundaries never overlap)', () => {
    for (const { seed, n, overlap } of cases) {
      const g = generate(seed);
      const r = runP(g.lines, n, overlap, { tables: g.tables });
      for (const c of r.chunks) {
        const own = ownLines(c, r.text);
        for (const m of c.content.matchAll(/L(\d+)w/g)) {
          assert.ok(own.has(Number(m[1])), `seed ${seed}, N ${n}: chunk ${c.index} holds text of line ${m[1]} but owns ${[...own]}`);
        }
      }
    }
  });

  it('never repeats a table row across row slices: the slices of a split JSON table hold its rows exactly once', () => {
    let checked = 0;
    for (const { seed, n, overlap } of cases) {
      const g = generate(seed);
      const r = runP(g.lines, n, overlap, { tables: g.tables });
      const slices = new Map<string, unknown[][][]>();
      for (const c of r.chunks) {
        for (const m of c.content.matchAll(/<table id="([^"]+)" format="json">(.*?)<\/table>/g)) {
          slices.set(m[1], [...(slices.get(m[1]) ?? []), JSON.parse(m[2]) as unknown[][]]);
        }
      }
      for (const [id, parts] of slices) {
        if (parts.length < 2) continue;
        const header = g.tables[id].table_header ? 1 : 0;
        const rowsBack = parts.flatMap((p, i) => (i === 0 ? p : p.slice(header)));
        assert.deepEqual(rowsBack, g.jsonTables.get(id), `seed ${seed}, N ${n}: table ${id}`);
        checked++;
      }
    }
    assert.ok(checked > 20, `only ${checked} split tables were checked`);
  });

  it('reports no input problem and no internal failure on well-formed input', () => {
    for (const { seed, n, overlap } of cases) {
      const g = generate(seed);
      const r = runP(g.lines, n, overlap, { tables: g.tables });
      assert.ok(r.problems.every((p) => p.code === 'CK101'), `seed ${seed}: ${r.problems.map((p) => p.message).join('; ')}`);
      assert.ok(r.chunks.length > 0);
    }
  });
});
