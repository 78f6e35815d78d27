// Every expectation transcribed from LightRAG's own tests of `chunking_by_token_size` (test/fixtures/lightrag/
// chunking_by_token_size.json, LightRAG v1.5.5rc1) holds for chunklens's port: the function's chunk dicts
// (empty ones included) and its ChunkTokenLimitExceededError under the tests' tokenizers, and, where the
// tokenizer is one chunklens offers, the lightrag-fixed-token strategy's records, which are the same dicts
// without the empty chunks LightRAG's pipeline drops, with spans that are the source of each chunk's text.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { ChunkTokenLimitExceeded, chunkingByTokenSize, type TokenSizeArgs, type TokenSizeRecord, type WindowTokenizer } from '../../../../../shared/chunkers/lightrag/chunkingByTokenSize';
import { parseDocument } from '../../../../../shared/parse';
import { charsTokenizer } from '../../../../../shared/tokenizers/chars';
import { getTokenizer, type TokenizerId } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

interface Case {
  test: string;
  file: string;
  tokenizer: 'chars' | 'o200k_base' | 'multi-token' | 'counting-chars';
  options?: Record<string, unknown>;
  input?: string | Array<[string, number]>;
  expected_contents?: string[];
  expected_tokens?: number[];
  expected_order?: number[];
  expected_count?: number;
  min_count?: number;
  expected_at?: Record<string, Partial<TokenSizeRecord>>;
  expected_spans?: Array<{ start: number; end: number }>;
  expected_spans_at?: Record<string, { start: number; end: number }>;
  expected_error?: { chunk_tokens?: number; chunk_token_limit?: number; chunk_preview?: string; message_includes?: string };
  all_tokens?: number;
  all_contents?: string;
  contents_include?: string[];
  any_content_contains?: string;
  no_content_contains?: string;
  spans_match_full_prefix?: boolean;
  spans_exact?: boolean;
  some_content_has_replacement?: boolean;
  some_chunk_lacks_span?: boolean;
  replacement_chunks_lack_span?: boolean;
  max_decoded_tokens_per_token?: number;
  round_trips?: string[];
}

/**
 * The tests' MultiTokenCharacterTokenizer: an uppercase letter is two tokens (its code point, + 1000), `.`, `?`
 * and `!` three (+ 2000, + 3000), any other character one; decoding reads those runs back, and a lone token as
 * the character of its number.
 */
const multiToken: WindowTokenizer = {
  encode(text) {
    const ids: number[] = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (ch !== ch.toLowerCase() && ch === ch.toUpperCase()) ids.push(cp, cp + 1000);
      else if ('.?!'.includes(ch)) ids.push(cp, cp + 2000, cp + 3000);
      else ids.push(cp);
    }
    return ids;
  },
  decode(ids) {
    let out = '';
    for (let i = 0; i < ids.length; ) {
      const base = ids[i];
      out += String.fromCodePoint(base);
      if (i + 2 < ids.length && ids[i + 1] === base + 2000 && ids[i + 2] === base + 3000) i += 3;
      else if (i + 1 < ids.length && ids[i + 1] === base + 1000) i += 2;
      else i += 1;
    }
    return out;
  },
};

/** The tests' _CountingTokenizer: characters, counting the tokens handed to decode (no byte lengths, as in Python). */
function countingChars(): WindowTokenizer & { decoded: number } {
  const t = { decoded: 0, encode: (text: string) => charsTokenizer.encode(text), decode: (ids: number[]) => ((t.decoded += ids.length), charsTokenizer.decode(ids)) };
  return t;
}

function tokenizerOf(c: Case): WindowTokenizer & { decoded?: number } {
  if (c.tokenizer === 'multi-token') return multiToken;
  if (c.tokenizer === 'counting-chars') return countingChars();
  return getTokenizer(c.tokenizer);
}

function inputOf(c: Case): string {
  return typeof c.input === 'string' ? c.input : c.input!.map(([s, n]) => s.repeat(n)).join('');
}

function argsOf(c: Case): TokenSizeArgs {
  const base = findStrategy('lightrag-fixed-token')!;
  const { options, problems } = base.options!.validate(c.options);
  assert.deepEqual(problems, [], `${c.test}: arguments`);
  return options as unknown as TokenSizeArgs;
}

/**
 * The tests' reference `_ref_full_prefix_span` over every window: the start predicted by decoding all the ids
 * before the window, then checked and searched for as the chunker does (code points throughout).
 */
function fullPrefixSpans(tokenizer: WindowTokenizer, text: string, args: TokenSizeArgs): Array<{ start: number; end: number } | undefined> {
  const cps = Array.from(text);
  const ids = tokenizer.encode(text);
  const out: Array<{ start: number; end: number } | undefined> = [];
  const isSpace = (ch: string | undefined) => ch !== undefined && /^[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/.test(ch);
  for (let s = 0; s < ids.length; s += args.chunk_token_size - args.chunk_overlap_token_size) {
    const window = Array.from(tokenizer.decode(ids.slice(s, s + args.chunk_token_size)));
    let start = Array.from(tokenizer.decode(ids.slice(0, s))).length;
    let end = start + window.length;
    if (cps.slice(start, end).join('') !== window.join('')) {
      const lo = Math.max(0, start - 32);
      const hi = Math.min(cps.length, end + 32 + window.length);
      const found = cps.slice(lo, hi).join('').indexOf(window.join(''));
      if (found < 0) {
        out.push(undefined);
        continue;
      }
      start = lo + Array.from(cps.slice(lo, hi).join('').slice(0, found)).length;
      end = start + window.length;
    }
    while (start < end && isSpace(cps[start])) start++;
    while (end > start && isSpace(cps[end - 1])) end--;
    out.push(start < end ? { start, end } : undefined);
  }
  return out;
}

function checkRecords(c: Case, text: string, records: TokenSizeRecord[], tokenizer: WindowTokenizer & { decoded?: number }): void {
  const contents = records.map((r) => r.content);
  if (c.expected_contents) assert.deepEqual(contents, c.expected_contents);
  if (c.expected_tokens) assert.deepEqual(records.map((r) => r.tokens), c.expected_tokens);
  if (c.expected_order) assert.deepEqual(records.map((r) => r.chunk_order_index), c.expected_order);
  if (c.expected_count !== undefined) assert.equal(records.length, c.expected_count);
  if (c.min_count !== undefined) assert.ok(records.length >= c.min_count, `${records.length} chunks`);
  for (const [at, expected] of Object.entries(c.expected_at ?? {})) {
    const r = records.at(Number(at))!;
    for (const [k, v] of Object.entries(expected)) assert.deepEqual(r[k as keyof TokenSizeRecord], v, `chunks[${at}]["${k}"]`);
  }
  if (c.expected_spans) assert.deepEqual(records.map((r) => r._source_span), c.expected_spans);
  for (const [at, span] of Object.entries(c.expected_spans_at ?? {})) assert.deepEqual(records.at(Number(at))!._source_span, span, `chunks[${at}]["_source_span"]`);
  if (c.all_tokens !== undefined) for (const r of records) assert.equal(r.tokens, c.all_tokens);
  if (c.all_contents !== undefined) for (const r of records) assert.equal(r.content, c.all_contents);
  for (const s of c.contents_include ?? []) assert.ok(contents.includes(s), `no chunk is ${JSON.stringify(s)}`);
  if (c.any_content_contains) assert.ok(contents.some((t) => t.includes(c.any_content_contains!)));
  if (c.no_content_contains) for (const t of contents) assert.ok(!t.includes(c.no_content_contains), t);
  if (c.spans_match_full_prefix) assert.deepEqual(records.map((r) => r._source_span), fullPrefixSpans(tokenizer, text, argsOf(c)));
  const cps = Array.from(text);
  if (c.spans_exact) {
    for (const r of records) {
      if (!r.content || r.content.includes('\ufffd')) continue;
      assert.ok(r._source_span, `chunk ${r.chunk_order_index} is located`);
      assert.equal(cps.slice(r._source_span!.start, r._source_span!.end).join(''), r.content);
    }
  }
  if (c.some_content_has_replacement) assert.ok(contents.some((t) => t.includes('\ufffd')));
  if (c.some_chunk_lacks_span) assert.ok(records.some((r) => !r._source_span));
  if (c.replacement_chunks_lack_span) for (const r of records) if (r.content.includes('\ufffd')) assert.equal(r._source_span, undefined);
  if (c.max_decoded_tokens_per_token !== undefined) assert.ok(tokenizer.decoded! <= c.max_decoded_tokens_per_token * tokenizer.encode(text).length, `${tokenizer.decoded} tokens decoded`);
}

/** The strategy's records (through chunklens's strategy and record) equal the function's non-empty dicts. */
function checkStrategy(c: Case, text: string, records: TokenSizeRecord[]): void {
  const strategy = findStrategy('lightrag-fixed-token')!.withOptions!(argsOf(c) as unknown as Record<string, unknown>);
  const ctx = { tokenizer: getTokenizer(c.tokenizer as TokenizerId), budgets: {}, documentId: 'case' };
  const { chunks, problems } = strategy.chunk(parseDocument('text', text), ctx);
  assert.deepEqual(problems, []);
  const got = chunks.map((ch) => {
    const { source_spans: _, ...record } = strategy.toRecord(ch, ctx);
    return record;
  });
  assert.deepEqual(got, records.filter((r) => r.content !== ''));
  for (const ch of chunks) {
    assert.ok(ch.spans.length > 0, `chunk ${ch.index} has source spans`);
    if (!ch.notes.some((n) => n.reason === 'normalized')) assert.equal(ch.spans.map((s) => text.slice(s.start, s.end)).join(''), ch.content);
  }
}

const fixture = JSON.parse(readFileSync(repoPath('test/fixtures/lightrag/chunking_by_token_size.json'), 'utf8')) as {
  source: { repository: string; release: string };
  cases: Case[];
};

describe(`${fixture.source.repository} ${fixture.source.release}: chunking_by_token_size's own tests (${fixture.cases.length} cases)`, () => {
  for (const [i, c] of fixture.cases.entries()) {
    it(`${c.file} ${c.test} (#${i + 1}, ${c.tokenizer} ${JSON.stringify(c.options ?? {})})`, () => {
      const tokenizer = tokenizerOf(c);
      if (c.round_trips) {
        for (const s of c.round_trips) assert.equal(tokenizer.decode(tokenizer.encode(s)), s);
        return;
      }
      const text = inputOf(c);
      if (c.expected_error) {
        assert.throws(
          () => chunkingByTokenSize(tokenizer, text, argsOf(c)),
          (e: unknown) => {
            assert.ok(e instanceof ChunkTokenLimitExceeded);
            const x = c.expected_error!;
            if (x.chunk_tokens !== undefined) assert.equal(e.chunkTokens, x.chunk_tokens);
            if (x.chunk_token_limit !== undefined) assert.equal(e.chunkTokenLimit, x.chunk_token_limit);
            if (x.chunk_preview !== undefined) assert.equal(e.chunkPreview, x.chunk_preview);
            if (x.message_includes !== undefined) assert.ok(e.message.includes(x.message_includes), e.message);
            return true;
          },
        );
        return;
      }
      const records = chunkingByTokenSize(tokenizer, text, argsOf(c)).map((ch) => ch.record);
      checkRecords(c, text, records, tokenizer);
      if (c.tokenizer === 'chars' || c.tokenizer === 'o200k_base') checkStrategy(c, text, records);
    });
  }
});
