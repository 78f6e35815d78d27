// Invariants of mastra-semantic-markdown over generated Markdown: no empty chunk, spans inside the document and
// in order, every character outside headings and whitespace in a chunk, records whose text is the chunk's, the
// same chunks twice, and work linear in the text: a 2 MB single line, and tens of thousands of sections that
// Mastra's own merge (an array splice per merge) would handle in quadratic time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MASTRA_STRATEGIES } from '../../../../../shared/chunkers/mastra';
import type { Strategy } from '../../../../../shared/chunkers/types';
import type { Chunk } from '../../../../../shared/model/types';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../../../../shared/tokenizers';
import { generateMarkdown } from '../../../../helpers/generateMarkdown';
import { assertCovered, assertLinearMeasuring, assertSpansInOrder } from '../../../../helpers/libraryChunkInvariants';

const CONFIGS: Array<Record<string, unknown>> = [{}, { joinThreshold: 30 }, { joinThreshold: 80, modelName: 'gpt-4o' }, { joinThreshold: 50, stripWhitespace: false, encodingName: 'gpt2' }];

function configured(raw: Record<string, unknown>): Strategy {
  const base = MASTRA_STRATEGIES[0];
  const { options, problems } = base.options!.validate(raw);
  assert.deepEqual(problems, []);
  return base.withOptions!(options);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer = getTokenizer(s.defaultTokenizer)): Chunk[] {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' }).chunks;
}

/** 1 for each character on a line that opens with `#` (Mastra rewrites headings and drops a last one without text). */
function headingLines(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  let start = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) out.fill(1, start, start + line.length);
    start += line.length + 1;
  }
  return out;
}

describe('mastra-semantic-markdown: invariants', () => {
  for (const raw of CONFIGS) {
    const s = configured(raw);
    const name = `mastra-semantic-markdown ${JSON.stringify(raw)}`;
    it(`${name}: spans inside and ascending, every non-heading character kept, records hold the chunk, deterministic`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const text = generateMarkdown(seed, 5 + seed * 3);
        const chunks = run(s, text);
        const covered = assertSpansInOrder(name, text, chunks);
        const headings = headingLines(text);
        assertCovered(name, text, covered, (i) => !headings[i] && !/\s/.test(text[i]));
        for (const c of chunks) assert.equal((c.libraryRecord as { text: string }).text, c.content);
        assert.deepEqual(run(s, text), chunks);
      }
    });
    it(`${name}: measures a four times longer document with about four times the work`, () => {
      assertLinearMeasuring(name, s.defaultTokenizer, (text, tokenizer) => void run(s, text, tokenizer));
    });
  }

  it('a 2 MB single line and 40,000 sections cost time in proportion to their size', () => {
    const s = configured({});
    const time = (text: string) => {
      const start = performance.now();
      run(s, text);
      return performance.now() - start;
    };
    const line = (n: number) => '# not a heading ``` ~~~ <| word '.repeat(n);
    const sections = (n: number) => Array.from({ length: n }, (_, i) => `${'#'.repeat((i % 3) + 1)} T${i}\nx`).join('\n');
    for (const [what, make, n] of [['one line', line, 8_000], ['sections', sections, 5_000]] as const) {
      time(make(n / 4));
      const small = time(make(n));
      const large = time(make(8 * n));
      assert.ok(large < 24 * small + 400, `${what}: ${small.toFixed(0)} ms, then ${large.toFixed(0)} ms at 8x`);
    }
  });

  it('merges a heading into the section before it, deepest level first, only while the sum stays under joinThreshold', () => {
    // ### C joins ## B; ## D then follows the merged ## B, and their sum with D's heading is not under 10.
    const chunks = run(configured({ joinThreshold: 10 }), '# A\nx\n## B\nx\n### C\nx\n## D\nx');
    assert.deepEqual(
      chunks.map((c) => c.content),
      ['# A\nx', '## B\nx\n\n### C\nx', '## D\nx'],
    );
    assert.deepEqual(chunks[1].spans, [{ start: 6, end: 12 }, { start: 13, end: 20 }]);
  });
});
