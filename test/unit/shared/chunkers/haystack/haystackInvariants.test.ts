// Invariants of the Haystack strategies over generated Markdown (accents, CJK, emoji): no empty chunk, spans
// inside the document and in order, each span's text in the chunk's content in order, every source character in
// a chunk, records whose split_idx_start is where the content starts (code points) and whose split_id counts
// the chunks, the same chunks twice, and work linear in the text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HAYSTACK_RECURSIVE_STRATEGY, HAYSTACK_STRATEGIES } from '../../../../../shared/chunkers/haystack';
import type { Strategy } from '../../../../../shared/chunkers/types';
import type { Chunk } from '../../../../../shared/model/types';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../../../../shared/tokenizers';
import { generateMarkdown } from '../../../../helpers/generateMarkdown';
import { assertCovered, assertLinearMeasuring, assertSpansInOrder } from '../../../../helpers/libraryChunkInvariants';

/** Arguments small enough that the generated documents give many chunks, per strategy. */
const CONFIGS: Array<[string, Record<string, unknown>]> = [
  ['haystack-document', { split_by: 'word', split_length: 12, split_overlap: 3 }],
  ['haystack-document', { split_by: 'word', split_length: 15, split_threshold: 6 }],
  ['haystack-document', { split_by: 'passage', split_length: 2, split_overlap: 1, split_threshold: 2 }],
  ['haystack-document', { split_by: 'line', split_length: 3 }],
  ['haystack-document', { split_by: 'period', split_length: 2, split_overlap: 1 }],
  ['haystack-document', { split_by: 'page', split_length: 1 }],
  ['haystack-markdown-header', {}],
  ['haystack-markdown-header', { header_split_levels: [1, 2], secondary_split: 'word', split_length: 20, split_overlap: 4 }],
  ['haystack-markdown-header', { keep_headers: false, secondary_split: 'passage', split_length: 1 }],
  ['haystack-recursive', { split_length: 20 }],
  ['haystack-recursive', { split_length: 25, split_overlap: 6 }],
  ['haystack-recursive', { split_unit: 'char', split_length: 120, split_overlap: 30 }],
  ['haystack-recursive', { split_unit: 'char', split_length: 90, separators: ['\n\n', 'sentence', ' '], sentence_splitter_params: {} }],
  ['haystack-recursive', { split_unit: 'token', split_length: 40, split_overlap: 8 }],
];

function configured(id: string, raw: Record<string, unknown>): Strategy {
  const base = [...HAYSTACK_STRATEGIES, HAYSTACK_RECURSIVE_STRATEGY].find((s) => s.id === id)!;
  const { options, problems } = base.options!.validate(raw);
  assert.deepEqual(problems, []);
  return base.withOptions!(options);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer = getTokenizer(s.defaultTokenizer)): Chunk[] {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' }).chunks;
}

/**
 * The span checks, and the records: split_id counts the chunks, and DocumentSplitter's split_idx_start is where
 * the content starts. Every character is in a chunk for DocumentSplitter; RecursiveDocumentSplitter keeps every
 * character but white space (its word windows rejoin words with one space, a sentence loses the white space
 * at the end of the text it was split from) and, in token windows, the halves of a character cut between two
 * windows (each written as U+FFFD); MarkdownHeaderSplitter drops the text
 * before its first header, the whitespace of a section with no content, the headers of empty sections at the end
 * (no later section takes them), and with keep_headers false the header lines, so it keeps every other character
 * from its first chunk to its last.
 */
function assertInvariants(id: string, raw: Record<string, unknown>, where: string, text: string, chunks: Chunk[]): void {
  const covered = assertSpansInOrder(where, text, chunks);
  const codePoints = Array.from(text);
  for (const c of chunks) {
    const meta = (c.libraryRecord as { meta: { split_id: number; split_idx_start: number } }).meta;
    assert.equal(meta.split_id, c.index, `${where} chunk ${c.index}: split_id`);
    if (id === 'haystack-document') assert.ok(codePoints.slice(meta.split_idx_start).join('').startsWith(c.content.slice(0, 40)), `${where} chunk ${c.index}: split_idx_start ${meta.split_idx_start}`);
  }
  if (id === 'haystack-document') assertCovered(where, text, covered, () => true);
  else if (id === 'haystack-recursive') assertCovered(where, text, covered, (i) => /\S/.test(text[i]) && !(raw.split_unit === 'token' && /[\ud800-\udfff]/.test(text[i])));
  else if (raw.keep_headers !== false) {
    const first = chunks[0]?.spans[0]?.start ?? text.length;
    const last = chunks.at(-1)?.spans.at(-1)?.end ?? 0;
    assertCovered(where, text, covered, (i) => i >= first && i < last && /\S/.test(text[i]));
  }
}

describe('Haystack strategies: invariants', () => {
  for (const [id, raw] of CONFIGS) {
    const s = configured(id, raw);
    const name = `${id} ${JSON.stringify(raw)}`;
    it(`${name}: keeps every character in order, spans inside and ascending, records locate the content, deterministic`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const text = generateMarkdown(seed, 5 + seed * 3).replace(/\n## /g, (m, at: number) => (at % 3 === 0 ? '\f## ' : m));
        const chunks = run(s, text);
        assertInvariants(id, raw, name, text, chunks);
        assert.deepEqual(run(s, text), chunks);
      }
    });

    it(`${name}: measures a four times longer document with about four times the work`, () => {
      assertLinearMeasuring(name, s.defaultTokenizer, (text, tokenizer) => void run(s, text, tokenizer));
    });
  }
});
