// Invariants of every LlamaIndex strategy over generated Markdown: no empty chunk, spans inside the document and
// in order, each span's text in the chunk's content in order, every non-blank source character in a chunk, the
// same chunks twice, work linear in the text; and what the library raises is a CK100 finding, not a crash.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LLAMAINDEX_STRATEGIES } from '../../../../../shared/chunkers/llamaindex/index';
import type { Strategy } from '../../../../../shared/chunkers/types';
import type { Chunk } from '../../../../../shared/model/types';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../../../../shared/tokenizers';
import { generateMarkdown } from '../../../../helpers/generateMarkdown';
import { assertCovered, assertLinearMeasuring, assertSpansInOrder } from '../../../../helpers/libraryChunkInvariants';

/** Options small enough that the generated documents give many chunks. */
const SMALL: Record<string, Record<string, unknown>> = {
  'llamaindex-sentence': { chunk_size: 40, chunk_overlap: 10 },
  'llamaindex-token': { chunk_size: 30, chunk_overlap: 6 },
  'llamaindex-markdown': {},
  'llamaindex-markdown-sentence': { chunk_size: 60, chunk_overlap: 12 },
  'llamaindex-sentence-window': { window_size: 2 },
  'llamaindex-hierarchical': { chunk_sizes: [120, 40, 15], chunk_overlap: 5 },
};

function configured(s: Strategy, raw: Record<string, unknown> = SMALL[s.id]): Strategy {
  const { options, problems } = s.options!.validate(raw);
  assert.deepEqual(problems, []);
  return s.withOptions!(options);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer = getTokenizer(s.defaultTokenizer)) {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' });
}

function assertInvariants(s: Strategy, text: string, chunks: Chunk[]): void {
  assertCovered(s.id, text, assertSpansInOrder(s.id, text, chunks), (i) => /\S/.test(text[i]));
}

describe('LlamaIndex strategies: invariants', () => {
  for (const base of LLAMAINDEX_STRATEGIES) {
    const s = configured(base);
    it(`${s.id}: keeps every non-blank character in order, spans inside and ascending, no empty chunk, deterministic`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const text = generateMarkdown(seed, 5 + seed * 3);
        const { chunks, problems } = run(s, text);
        assert.deepEqual(problems, []);
        assertInvariants(s, text, chunks);
        assert.deepEqual(run(s, text).chunks, chunks);
      }
    });

    it(`${s.id}: measures a four times longer document with about four times the work`, () => {
      assertLinearMeasuring(s.id, s.defaultTokenizer, (text, tokenizer) => void run(s, text, tokenizer));
    });
  }

  it('a heading whose hashes are followed by a tab is rewritten with a space, and the chunk says so', () => {
    const text = '#\tTitle\nBody text.\n';
    const [chunk] = run(configured(LLAMAINDEX_STRATEGIES.find((x) => x.id === 'llamaindex-markdown')!), text).chunks;
    assert.equal(chunk.content, '# Title\nBody text.');
    assert.deepEqual(chunk.spans, [{ start: 0, end: 1 }, { start: 2, end: 18 }]);
    assert.ok(chunk.notes.some((n) => n.reason === 'normalized'));
  });

  it('metadata longer than chunk_size, or a character longer than chunk_size, is the ValueError Python raises, as a CK100 error', () => {
    const pipeline = configured(LLAMAINDEX_STRATEGIES.find((x) => x.id === 'llamaindex-markdown-sentence')!, { chunk_size: 5, chunk_overlap: 0 });
    const r = run(pipeline, '# A rather long heading title\n\n## Part\n\nText.\n');
    assert.deepEqual(r.chunks, []);
    assert.equal(r.problems[0].code, 'CK100');
    assert.match(r.problems[0].message, /ValueError: Metadata length \(\d+\) is longer than chunk size \(5\)/);
    const sentence = configured(LLAMAINDEX_STRATEGIES.find((x) => x.id === 'llamaindex-sentence')!, { chunk_size: 1, chunk_overlap: 0 });
    assert.match(run(sentence, 'a 🜁 b').problems[0]?.message ?? '', /ValueError: Single token exceeded chunk size/);
  });

  it('llamaindex-hierarchical: every leaf lies inside each of its parents, at most the last chunk size long, and its parents are shared by neighbours', () => {
    const s = configured(LLAMAINDEX_STRATEGIES.find((x) => x.id === 'llamaindex-hierarchical')!);
    const text = generateMarkdown(7, 40);
    const { chunks } = run(s, text);
    const extent = (spans: readonly { start: number; end: number }[]) => [spans[0].start, spans[spans.length - 1].end];
    for (const c of chunks) {
      assert.ok(c.tokens <= 15, `leaf ${c.index} has ${c.tokens} tokens`);
      assert.deepEqual(c.parents!.map((p) => p.label.split(' ')[0]), ['chunk_size_120', 'chunk_size_40']);
      const [start, end] = extent(c.spans);
      for (const p of c.parents!) {
        const [ps, pe] = extent(p.spans);
        assert.ok(ps <= start && end <= pe, `leaf ${c.index} ${start}-${end} outside ${p.label} ${ps}-${pe}`);
      }
    }
    const middles = new Set(chunks.map((c) => c.parents![1]));
    assert.ok(middles.size > 1 && middles.size < chunks.length, `${middles.size} parents of ${chunks.length} leaves`);
  });

  it('llamaindex-hierarchical: a word of letters longer than every chunk size gives the leaves, parents and counts of counting every text from its characters', () => {
    const s = configured(LLAMAINDEX_STRATEGIES.find((x) => x.id === 'llamaindex-hierarchical')!, { chunk_sizes: [300, 100, 30], chunk_overlap: 5 });
    let x = 7;
    const letters = Array.from({ length: 6000 }, () => String.fromCharCode(97 + ((x = (Math.imul(x, 1103515245) + 12345) >>> 1) >>> 8) % 26)).join('');
    const text = `Some words before it. ${letters} and words after it.\n`;
    const tokenizer = getTokenizer('cl100k_base');
    // The same counts without counting by places (no sliceCounter) or remembering counts found that way.
    const byText: Tokenizer = {
      id: tokenizer.id,
      count: (t) => tokenizer.count(t),
      countUpTo: (t, limit) => tokenizer.countUpTo(t, limit),
      encode: (t) => tokenizer.encode(t),
      decode: (ids) => tokenizer.decode(ids),
      tokenByteLengths: (ids) => tokenizer.tokenByteLengths(ids),
    };
    const expected = run(s, text, byText).chunks;
    const { chunks, problems } = run(s, text, tokenizer);
    assert.deepEqual(problems, []);
    assert.ok(chunks.length > 200, `${chunks.length} leaves`);
    assert.deepEqual(chunks, expected);
    const source = (spans: readonly { start: number; end: number }[]) => spans.map((sp) => text.slice(sp.start, sp.end)).join('');
    for (const c of chunks) for (const p of c.parents!) assert.equal(p.tokens, tokenizer.encode(source(p.spans)).length, p.label);
  });

  it('llamaindex-sentence-window: each node is one sentence of the source, and its window the sentences around it joined by a space', () => {
    const s = configured(LLAMAINDEX_STRATEGIES.find((x) => x.id === 'llamaindex-sentence-window')!, { window_size: 1, window_metadata_key: 'around' });
    const text = 'First one here. Second one here.\n\nThird one. Fourth.';
    const { chunks } = run(s, text);
    assert.deepEqual(chunks.map((c) => c.content), ['First one here. ', 'Second one here.\n\n', 'Third one. ', 'Fourth.']);
    const windows = chunks.map((c) => (c.libraryRecord!.metadata as Record<string, string>).around);
    assert.deepEqual(windows, ['First one here.  Second one here.\n\n', 'First one here.  Second one here.\n\n Third one. ', 'Second one here.\n\n Third one.  Fourth.', 'Third one.  Fourth.']);
    assert.deepEqual((chunks[2].libraryRecord!.metadata as Record<string, string>).original_text, 'Third one. ');
  });
});
