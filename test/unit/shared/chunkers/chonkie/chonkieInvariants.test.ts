// Invariants of the chonkie strategies over generated Markdown (accents, CJK, emoji): no empty chunk, spans
// inside the document and in order, each span's text in the chunk's content in order, every source character
// in a chunk (chonkie drops nothing; a character a token window cuts decodes to U+FFFD), records whose
// start_index/end_index slice the text in code points wherever the text is the source's, the same chunks
// twice, and work linear in the text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHONKIE_STRATEGIES } from '../../../../../shared/chunkers/chonkie';
import type { Strategy } from '../../../../../shared/chunkers/types';
import type { Chunk } from '../../../../../shared/model/types';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../../../../shared/tokenizers';
import { generateMarkdown } from '../../../../helpers/generateMarkdown';
import { assertCovered, assertLinearMeasuring, assertSpansInOrder } from '../../../../helpers/libraryChunkInvariants';

/** Arguments small enough that the generated documents give many chunks, per strategy. */
const CONFIGS: Array<[string, Record<string, unknown>]> = [
  ['chonkie-recursive', { chunk_size: 60 }],
  ['chonkie-recursive', { chunk_size: 40, min_characters_per_chunk: 1, recipe: 'markdown' }],
  ['chonkie-recursive', { chunk_size: 25, tokenizer: 'gpt2' }],
  ['chonkie-recursive', { chunk_size: 30, rules: { levels: [{ delimiters: ['\n'] }, { whitespace: true }, {}] } }],
  ['chonkie-token', { chunk_size: 50, chunk_overlap: 10 }],
  ['chonkie-token', { chunk_size: 20, chunk_overlap: 0.25, tokenizer: 'cl100k_base' }],
  ['chonkie-sentence', { chunk_size: 80, chunk_overlap: 30 }],
  ['chonkie-sentence', { chunk_size: 20, min_sentences_per_chunk: 2, tokenizer: 'cl100k_base', include_delim: 'next' }],
];

function configured(id: string, raw: Record<string, unknown>): Strategy {
  const base = CHONKIE_STRATEGIES.find((s) => s.id === id)!;
  const { options, problems } = base.options!.validate(raw);
  assert.deepEqual(problems, []);
  return base.withOptions!(options);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer = getTokenizer(s.defaultTokenizer)): Chunk[] {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' }).chunks;
}

function assertInvariants(where: string, text: string, chunks: Chunk[]): void {
  const covered = assertSpansInOrder(where, text, chunks);
  const codePoints = Array.from(text);
  for (const c of chunks) {
    const record = c.libraryRecord as { text: string; start_index: number; end_index: number };
    assert.equal(record.text, c.content);
    if (!c.notes.some((n) => n.reason === 'normalized') && !chunks.slice(0, c.index).some((p) => p.notes.some((n) => n.reason === 'normalized'))) {
      assert.equal(codePoints.slice(record.start_index, record.end_index).join(''), c.content, `${where} chunk ${c.index}: text[start_index:end_index]`);
    }
  }
  // A token window may cut a character of several UTF-8 bytes: both halves decode to U+FFFD (noted), with no span.
  const cutAllowed = chunks.some((c) => c.notes.some((n) => n.reason === 'normalized'));
  assertCovered(where, text, covered, (i) => !(cutAllowed && text.charCodeAt(i) >= 0x80));
}

describe('chonkie strategies: invariants', () => {
  for (const [id, raw] of CONFIGS) {
    const s = configured(id, raw);
    const name = `${id} ${JSON.stringify(raw)}`;
    it(`${name}: keeps every character in order, spans inside and ascending, records slice the text, deterministic`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const text = generateMarkdown(seed, 5 + seed * 3);
        const chunks = run(s, text);
        assertInvariants(name, text, chunks);
        assert.deepEqual(run(s, text), chunks);
      }
    });

    it(`${name}: measures a four times longer document with about four times the work`, () => {
      assertLinearMeasuring(name, s.defaultTokenizer, (text, tokenizer) => void run(s, text, tokenizer));
    });
  }

  it('chonkie-sentence packs whole sentences up to chunk_size and starts the next chunk as many sentences back as fit in chunk_overlap', () => {
    // Character counts: "One two three. " 15, "Four five six. " 15, "Seven eight nine. Ten." 22 ("Ten." is shorter
    // than min_characters_per_sentence and joins the sentence before it). At 32 the first two fit; one sentence
    // of 15 (+1) fits the overlap of 16, so the second chunk starts at "Four"; 15 + 22 is over 32.
    const s = configured('chonkie-sentence', { chunk_size: 32, chunk_overlap: 16 });
    const text = 'One two three. Four five six. Seven eight nine. Ten.';
    const chunks = run(s, text);
    assert.deepEqual(chunks.map((c) => c.content), ['One two three. Four five six. ', 'Four five six. ', 'Seven eight nine. Ten.']);
    assert.deepEqual(chunks.map((c) => [(c.libraryRecord as { start_index: number }).start_index, (c.libraryRecord as { end_index: number }).end_index]), [[0, 30], [15, 30], [30, 52]]);
    assert.deepEqual(chunks[1].spans, [{ start: 15, end: 30, overlap: true }]);
  });
});
