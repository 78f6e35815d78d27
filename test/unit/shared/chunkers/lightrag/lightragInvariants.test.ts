// Invariants of the LightRAG F strategy over generated Markdown (accents, CJK, emoji): no empty chunk, spans
// inside the document and in order, each span's text in the chunk's content in order, every source character in
// a chunk but the whitespace `.strip()` removes, the separators split_by_character drops and (under a byte-level
// tokenizer) the characters a window cuts, LightRAG's `_source_span` the chunk's span wherever it has one, the
// same chunks twice, and work linear in the text; what LightRAG raises is a CK100 finding at the piece.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkingByTokenSize } from '../../../../../shared/chunkers/lightrag/chunkingByTokenSize';
import { codePointIndex } from '../../../../../shared/chunkers/lightrag/codePointIndex';
import { tokenBytes } from '../../../../../shared/chunkers/lightrag/tokenBytes';
import { LIGHTRAG_STRATEGIES } from '../../../../../shared/chunkers/lightrag';
import type { Strategy } from '../../../../../shared/chunkers/types';
import type { Chunk } from '../../../../../shared/model/types';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type Tokenizer, type TokenizerId } from '../../../../../shared/tokenizers';
import { codePointLength } from '../../../../../shared/chunkers/chonkie/codePoints';
import { generateMarkdown } from '../../../../helpers/generateMarkdown';
import { assertCovered, assertLinearMeasuring, assertSpansInOrder } from '../../../../helpers/libraryChunkInvariants';

/** Arguments small enough that the generated documents give many chunks, with the tokenizer each runs under. */
const CONFIGS: Array<[Record<string, unknown>, TokenizerId]> = [
  [{ chunk_token_size: 40, chunk_overlap_token_size: 8 }, 'o200k_base'],
  [{ chunk_token_size: 30, chunk_overlap_token_size: 0 }, 'cl100k_base'],
  [{ chunk_token_size: 50, chunk_overlap_token_size: 10 }, 'chars'],
  [{ chunk_token_size: 25, chunk_overlap_token_size: 5, split_by_character: '\n\n' }, 'o200k_base'],
  [{ chunk_token_size: 400, split_by_character: '\n', split_by_character_only: true }, 'chars'],
];

const BASE = LIGHTRAG_STRATEGIES.find((s) => s.id === 'lightrag-fixed-token')!;

function configured(raw: Record<string, unknown>): Strategy {
  const { options, problems } = BASE.options!.validate(raw);
  assert.deepEqual(problems, []);
  return BASE.withOptions!(options);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer) {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' });
}

function assertInvariants(where: string, text: string, chunks: Chunk[], separator: string | undefined, tokenizer: TokenizerId): void {
  const covered = assertSpansInOrder(where, text, chunks);
  const cpi = codePointIndex(text);
  for (const c of chunks) {
    const span = (c.libraryRecord as { _source_span?: { start: number; end: number } })._source_span;
    const joined = c.spans.reduce<Array<{ start: number; end: number }>>((out, s) => (out.length && out[out.length - 1].end === s.start ? (out[out.length - 1].end = s.end) : out.push({ start: s.start, end: s.end }), out), []);
    if (span) assert.deepEqual(joined, [{ start: cpi.unitOf(span.start), end: cpi.unitOf(span.end) }], `${where} chunk ${c.index}`);
    else assert.ok(c.notes.some((n) => n.reason === 'normalized'), `${where} chunk ${c.index}: LightRAG located no span, and the chunk does not say why`);
  }
  const dropped = new Uint8Array(text.length);
  if (separator) for (let i = text.indexOf(separator); i >= 0; i = text.indexOf(separator, i + separator.length)) dropped.fill(1, i, i + separator.length);
  const cutAllowed = tokenizer !== 'chars' && chunks.some((c) => c.notes.some((n) => n.reason === 'normalized'));
  assertCovered(where, text, covered, (i) => !dropped[i] && /\S/.test(text[i]) && !(cutAllowed && text.charCodeAt(i) >= 0x80));
}

describe('LightRAG F strategy: invariants', () => {
  for (const [raw, tokenizerId] of CONFIGS) {
    const s = configured(raw);
    const name = `lightrag-fixed-token ${JSON.stringify(raw)} (${tokenizerId})`;
    it(`${name}: keeps every character but stripped whitespace and separators, in order, spans inside and ascending, deterministic`, () => {
      const tokenizer = getTokenizer(tokenizerId);
      for (let seed = 1; seed <= 30; seed++) {
        const text = generateMarkdown(seed, 5 + seed * 3);
        const { chunks, problems } = run(s, text, tokenizer);
        assert.deepEqual(problems, []);
        assertInvariants(name, text, chunks, raw.split_by_character as string | undefined, tokenizerId);
        assert.deepEqual(run(s, text, tokenizer).chunks, chunks);
      }
    });

    it(`${name}: measures a four times longer document with about four times the work`, () => {
      assertLinearMeasuring(name, tokenizerId, (text, tokenizer) => void run(s, text, tokenizer));
    });
  }

  it('the length of decoding any run of token ids, counted from byte offsets, is the decoded text\'s length in code points', () => {
    for (const id of ['o200k_base', 'cl100k_base', 'chars'] as const) {
      const tokenizer = getTokenizer(id);
      const text = 'Ünïcödé 😀😁 ok 𝔘𝔫𝔦 中文字符 \u{20000}\u{2A6D6} ✅🔥 end'.repeat(3);
      const ids = tokenizer.encode(text);
      const bytes = tokenBytes(text, codePointIndex(text), ids, tokenizer.tokenByteLengths(ids));
      for (let a = 0; a < ids.length; a++) {
        for (let b = a; b <= ids.length; b += 3) {
          assert.equal(bytes.decodedLength(a, b), codePointLength(tokenizer.decode(ids.slice(a, b))), `${id} ids ${a}-${b}`);
        }
      }
    }
  });

  it('a window that cuts an emoji decodes it to U+FFFD: LightRAG records no _source_span, chunklens spans the whole characters', () => {
    const text = 'Status 🎉🚀 progress 😀😁😂 more 🔥💡✅ go. '.repeat(6);
    const chunks = chunkingByTokenSize(getTokenizer('o200k_base'), text, { chunk_token_size: 7, chunk_overlap_token_size: 2, split_by_character: null, split_by_character_only: false });
    const cut = chunks.filter((c) => c.record.content.includes('\ufffd'));
    assert.ok(cut.length > 0);
    for (const c of cut) {
      assert.equal(c.record._source_span, undefined);
      const whole = c.content.segments.filter((s) => s.at !== undefined).map((s) => text.slice(s.at!, s.at! + s.to - s.from)).join('');
      assert.equal(whole, c.record.content.replace(/\ufffd/g, ''));
    }
  });

  it('a piece over chunk_token_size under split_by_character_only is the ChunkTokenLimitExceededError LightRAG raises, a CK100 error at the piece', () => {
    const s = configured({ split_by_character: '\n\n', split_by_character_only: true, chunk_token_size: 5 });
    const text = 'short\n\nthis piece is longer than five tokens\n\nend';
    const r = run(s, text, getTokenizer('o200k_base'));
    assert.deepEqual(r.chunks, []);
    assert.equal(r.problems.length, 1);
    assert.equal(r.problems[0].code, 'CK100');
    assert.deepEqual(r.problems[0].span, { start: 7, end: 44 });
    assert.match(r.problems[0].message, /^chunking_by_token_size raises ChunkTokenLimitExceededError: Chunk token length 7 exceeds chunk_token_size 5\. Preview: 'this piece is longer than five tokens'$/);
  });

  it('an overlap not below the size is refused where windows are cut, and allowed where only split_by_character cuts', () => {
    assert.deepEqual(BASE.options!.validate({ chunk_token_size: 50 }).problems, [{ path: 'chunk_overlap_token_size', message: 'chunk_overlap_token_size (100) must be < chunk_token_size (50)' }]);
    assert.deepEqual(BASE.options!.validate({ chunk_token_size: 50, split_by_character: '\n', split_by_character_only: true }).problems, []);
    assert.deepEqual(BASE.options!.validate({ chunk_overlap_token_size: -1 }).problems.map((p) => p.path), ['chunk_overlap_token_size']);
  });
});
