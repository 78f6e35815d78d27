// Invariants of chonkie-table and chonkie-markdown over generated Markdown with tables, fences and images: no
// empty chunk, spans inside the document and in order (a repeated table header, and a range chonkie's chef
// returns to, marked as overlap), tables and prose kept whole, the same chunks twice, and work linear in the
// text, on long single lines built to make the chef's regular expressions backtrack too.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHONKIE_MARKDOWN_STRATEGIES } from '../../../../../shared/chunkers/chonkie';
import type { Strategy } from '../../../../../shared/chunkers/types';
import type { Chunk } from '../../../../../shared/model/types';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../../../../shared/tokenizers';
import { generateMarkdown } from '../../../../helpers/generateMarkdown';
import { assertCovered, assertLinearMeasuring, assertSpansInOrder } from '../../../../helpers/libraryChunkInvariants';

const CONFIGS: Array<[string, Record<string, unknown>]> = [
  ['chonkie-table', {}],
  ['chonkie-table', { chunk_size: 1 }],
  ['chonkie-table', { tokenizer: 'character', chunk_size: 40 }],
  ['chonkie-table', { tokenizer: 'cl100k_base', chunk_size: 12 }],
  ['chonkie-markdown', {}],
  ['chonkie-markdown', { tokenizer: 'o200k_base' }],
];

function configured(id: string, raw: Record<string, unknown>): Strategy {
  const base = CHONKIE_MARKDOWN_STRATEGIES.find((s) => s.id === id)!;
  const { options, problems } = base.options!.validate(raw);
  assert.deepEqual(problems, []);
  return base.withOptions!(options);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer = getTokenizer(s.defaultTokenizer)): Chunk[] {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' }).chunks;
}

/** Generated Markdown with pipe tables (some with a row of emoji), images, linked images and data URLs mixed in. */
function markdownWithTables(seed: number): string {
  const lines = generateMarkdown(seed, 8 + seed * 2).split('\n');
  const extras = [
    '| name | value |\n|---|:-:|\n| a | 1 |\n| é 🚀 | 2 |\n| c | 3 |\n| d | 4 |\n',
    'See ![chart](img/chart.png) and [![logo](logo.svg)](https://example.com).',
    '![](data:image/png;base64,AAAA)',
    '| lone | bar',
  ];
  return lines.map((l, i) => (i % 5 === 2 ? `${extras[(i + seed) % extras.length]}\n${l}` : l)).join('\n');
}

describe('chonkie-table and chonkie-markdown: invariants', () => {
  for (const [id, raw] of CONFIGS) {
    const s = configured(id, raw);
    const name = `${id} ${JSON.stringify(raw)}`;
    it(`${name}: spans inside and ascending, tables and prose whole, deterministic`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const text = markdownWithTables(seed);
        const chunks = run(s, text);
        const covered = assertSpansInOrder(name, text, chunks);
        // Every table cell and prose character is in a chunk; chonkie-table leaves out fenced code and images.
        const dropped = id === 'chonkie-table' ? droppedByTableChunker(text) : new Uint8Array(text.length);
        assertCovered(name, text, covered, (i) => !dropped[i] && !/\s/.test(text[i]));
        assert.deepEqual(run(s, text), chunks);
      }
    });
    it(`${name}: measures a four times longer document with about four times the work`, () => {
      assertLinearMeasuring(name, s.defaultTokenizer, (text, tokenizer) => void run(s, text, tokenizer));
    });
  }

  it('chonkie-table repeats the header in every chunk of a table, as overlap of the header it came from', () => {
    const text = 'Intro\n\n| h | i |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n| 5 | 6 |\n| 7 | 8 |\n\nOutro';
    const chunks = run(configured('chonkie-table', {}), text);
    assert.deepEqual(
      chunks.map((c) => c.content),
      ['Intro\n\n', '| h | i |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n| 5 | 6 |\n', '| h | i |\n|---|---|\n| 7 | 8 |', '\nOutro'],
    );
    assert.deepEqual(chunks[2].spans, [{ start: 7, end: 27, overlap: true }, { start: 57, end: 66 }]);
  });

  it('a 2 MB single line of bars, brackets and fences costs time in proportion to its length', () => {
    const line = (n: number) => '| a ![b [![c](d ``` e ) ] |'.repeat(n);
    for (const [id, raw] of CONFIGS.slice(0, 1).concat(CONFIGS.slice(4, 5))) {
      const s = configured(id, raw);
      const time = (n: number) => {
        const start = performance.now();
        run(s, line(n));
        return performance.now() - start;
      };
      time(2_000);
      const small = time(10_000);
      const large = time(80_000);
      assert.ok(large < 24 * small + 400, `${id}: ${small.toFixed(0)} ms, then ${large.toFixed(0)} ms at 8x (${line(80_000).length} characters)`);
    }
  });
});

/** The characters of fenced code and images (chonkie-table's output has only the chef's prose and the tables). */
function droppedByTableChunker(text: string): Uint8Array {
  const chunks = run(configured('chonkie-markdown', {}), text);
  const out = new Uint8Array(text.length);
  for (const c of chunks) {
    const kind = (c.libraryRecord as { kind: string }).kind;
    if (kind === 'code' || kind === 'image') for (const s of c.spans) out.fill(1, s.start, s.end);
  }
  return out;
}
