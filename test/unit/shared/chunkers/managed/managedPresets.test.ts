// The approximate managed-service presets (OpenAI file search static chunking, Bedrock default and fixed-size
// chunking): the invariants of every library strategy over generated Markdown, the documented parameters and
// their ranges, window sizes and overlaps in tokens, and Bedrock's default chunking cutting at sentence ends.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import type { Strategy } from '../../../../../shared/chunkers/types';
import type { Chunk } from '../../../../../shared/model/types';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../../../../shared/tokenizers';
import { generateMarkdown } from '../../../../helpers/generateMarkdown';
import { assertCovered, assertLinearMeasuring, assertSpansInOrder } from '../../../../helpers/libraryChunkInvariants';

/** Parameters small enough that the generated documents give many chunks, per preset. */
const CONFIGS: Array<[string, Record<string, unknown>]> = [
  ['openai-file-search', { max_chunk_size_tokens: 100, chunk_overlap_tokens: 50 }],
  ['openai-file-search', { max_chunk_size_tokens: 120, chunk_overlap_tokens: 0 }],
  ['bedrock-default', {}],
  ['bedrock-fixed-size', { maxTokens: 40, overlapPercentage: 20 }],
  ['bedrock-fixed-size', { maxTokens: 25, overlapPercentage: 99 }],
];

function configured(id: string, raw: Record<string, unknown>): Strategy {
  const base = findStrategy(id)!;
  if (!base.options) return base;
  const { options, problems } = base.options.validate(raw);
  assert.deepEqual(problems, []);
  return base.withOptions!(options);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer = getTokenizer(s.defaultTokenizer)): Chunk[] {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' }).chunks;
}

const o200k = getTokenizer('o200k_base');
const prose = Array.from({ length: 120 }, (_, i) => `Sentence ${i} tells the reader what step ${i} does.`).join(' ');

describe('managed-service presets: invariants', () => {
  for (const [id, raw] of CONFIGS) {
    const s = configured(id, raw);
    const name = `${id} ${JSON.stringify(raw)}`;
    it(`${name}: keeps every character in order, spans inside and ascending, records are the chunk text, deterministic`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const text = generateMarkdown(seed, 5 + seed * 3);
        const chunks = run(s, text);
        const covered = assertSpansInOrder(name, text, chunks);
        for (const c of chunks) assert.equal((c.libraryRecord as { text: string }).text, c.content);
        const cutAllowed = chunks.some((c) => c.notes.some((n) => n.reason === 'normalized'));
        assertCovered(name, text, covered, (i) => !(cutAllowed && text.charCodeAt(i) >= 0x80));
        assert.deepEqual(run(s, text), chunks);
      }
    });

    it(`${name}: measures a four times longer document with about four times the work`, () => {
      assertLinearMeasuring(name, s.defaultTokenizer, (text, tokenizer) => void run(s, text, tokenizer));
    });
  }
});

describe('managed-service presets: documented parameters', () => {
  it('chunklens strategies lists the three presets as approximate, counting with o200k_base', () => {
    for (const id of ['openai-file-search', 'bedrock-default', 'bedrock-fixed-size']) {
      const s = findStrategy(id)!;
      assert.match(s.description, /^approximate /);
      assert.equal(s.library?.language, 'service');
      assert.equal(s.defaultTokenizer, 'o200k_base');
    }
  });

  it('openai-file-search defaults to windows of 800 tokens that repeat the last 400 of the previous window', () => {
    const s = findStrategy('openai-file-search')!;
    assert.deepEqual(s.options!.validate({}).options, { max_chunk_size_tokens: 800, chunk_overlap_tokens: 400 });
    const text = prose.repeat(3);
    const chunks = run(s, text);
    assert.ok(chunks.length >= 3);
    for (const c of chunks.slice(0, -1)) assert.equal(o200k.count(c.content), 800);
    for (const c of chunks.slice(1)) {
      const overlap = c.spans.filter((x) => x.overlap).map((x) => text.slice(x.start, x.end)).join('');
      assert.ok(Math.abs(o200k.count(overlap) - 400) <= 1, `overlap of about 400 tokens, got ${o200k.count(overlap)}`);
    }
  });

  it('openai-file-search refuses an overlap over half the chunk size and sizes outside 100–4096, by the documented names', () => {
    const v = findStrategy('openai-file-search')!.options!.validate;
    assert.deepEqual(v({ max_chunk_size_tokens: 800, chunk_overlap_tokens: 401 }).problems.map((p) => p.path), ['chunk_overlap_tokens']);
    assert.deepEqual(v({ max_chunk_size_tokens: 99 }).problems.map((p) => p.path), ['max_chunk_size_tokens']);
    assert.deepEqual(v({ max_chunk_size_tokens: 4097 }).problems.map((p) => p.path), ['max_chunk_size_tokens']);
    assert.deepEqual(v({ chunk_size: 100 }).problems.map((p) => p.path), ['chunk_size']);
    assert.deepEqual(v({ max_chunk_size_tokens: 200, chunk_overlap_tokens: 100 }).problems, []);
  });

  it('bedrock-fixed-size windows hold maxTokens and overlap by overlapPercentage of them, rounded down', () => {
    const s = configured('bedrock-fixed-size', { maxTokens: 50, overlapPercentage: 25 });
    const chunks = run(s, prose);
    assert.ok(chunks.length >= 5);
    for (const c of chunks.slice(0, -1)) assert.equal(o200k.count(c.content), 50);
    for (const c of chunks.slice(1)) {
      const overlap = c.spans.filter((x) => x.overlap).map((x) => prose.slice(x.start, x.end)).join('');
      assert.ok(Math.abs(o200k.count(overlap) - 12) <= 1, `overlap of about 12 tokens, got ${o200k.count(overlap)}`);
    }
    const v = findStrategy('bedrock-fixed-size')!.options!.validate;
    assert.deepEqual(v({ maxTokens: 0, overlapPercentage: 100 }).problems.map((p) => p.path), ['maxTokens', 'overlapPercentage']);
    assert.deepEqual(v({}).options, { maxTokens: 300, overlapPercentage: 20 });
  });

  it('bedrock-default packs whole sentences up to about 300 tokens, with no overlap and no parameters', () => {
    const s = findStrategy('bedrock-default')!;
    assert.equal(s.options, undefined);
    const chunks = run(s, prose);
    assert.ok(chunks.length >= 4);
    for (const c of chunks) {
      assert.ok(o200k.count(c.content) <= 300, `chunk ${c.index} within 300 tokens`);
      assert.match(c.content, /^Sentence \d+ .*\.\s?$/s, 'starts and ends at a sentence boundary');
      assert.ok(c.spans.every((x) => !x.overlap));
    }
    assert.equal(chunks.map((c) => c.content).join(''), prose);
  });
});
