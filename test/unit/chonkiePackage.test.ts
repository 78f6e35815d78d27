// chunklens's chonkie port beside the real code where it can run here: chonkie-core's split and merge (the Rust
// core that chonkie 1.6.8 calls, compiled to WebAssembly in @chonkiejs/chunk 0.9.3, whose split.rs and merge.rs
// differ from v0.10.1 in formatting only), and the TypeScript port @chonkiejs/core 0.0.11 on the inputs where
// it behaves like the Python library (ASCII text, single-character ASCII delimiters, no whitespace level,
// the character tokenizer).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { init, merge_splits, split_offsets } from '@chonkiejs/chunk';
import { RecursiveChunker, RecursiveRules, TokenChunker } from '@chonkiejs/core';
import { findStrategy } from '../../shared/chunkers';
import { mergeSplits } from '../../shared/chunkers/chonkie/mergeSplits';
import { splitOffsets, utf8Length } from '../../shared/chunkers/chonkie/splitOffsets';
import { parseDocument } from '../../shared/parse';
import { getTokenizer } from '../../shared/tokenizers';
import { generateMarkdown } from '../helpers/generateMarkdown';

/** A deterministic pseudo-random source. */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => ((state = (state * 1103515245 + 12345) % 2147483648), state % n);
}

const PIECES = ['a', 'bc', ' ', '.', '. ', '!', '?', '\n', '\n\n', ',', 'é', '語', '😀', 'word', ';', '-'];

function ours(id: string, options: Record<string, unknown>, text: string) {
  const base = findStrategy(id)!;
  const valid = base.options!.validate(options);
  assert.deepEqual(valid.problems, []);
  const s = base.withOptions!(valid.options);
  const ctx = { tokenizer: getTokenizer(s.defaultTokenizer), budgets: {}, documentId: 'd' };
  return s.chunk(parseDocument('text', text), ctx).chunks.map((c) => s.toRecord(c, ctx));
}

describe('chonkie-core (WebAssembly build) and the port agree', () => {
  before(async () => init());

  it('split_offsets: the same pieces for 600 generated texts, single-byte delimiters, prev/next/none, min_chars 0-30', () => {
    const next = random(7);
    for (let k = 0; k < 600; k++) {
      const text = Array.from({ length: next(60) }, () => PIECES[next(PIECES.length)]).join('');
      const delimiters = ['.', '.?!', '\n', ' ', ',;-', '.?!\n'][next(6)];
      const include = (['prev', 'next', 'none'] as const)[next(3)];
      const minChars = [0, 1, 4, 12, 30][next(5)];
      const bytesAt = (utf16: number) => utf8Length(text, 0, utf16);
      const mine = splitOffsets(text, [...delimiters], include, minChars).map(([s, e]) => [bytesAt(s), bytesAt(e)]);
      const real = split_offsets(text, { delimiters, includeDelim: include, minChars });
      assert.deepEqual(mine, real, `${JSON.stringify(text)} ${JSON.stringify(delimiters)} ${include} ${minChars}`);
    }
  });

  it("merge_splits: the WebAssembly binding's own merge stops below chunk_size, the crate's (Python's) merges up to it", () => {
    assert.deepEqual(merge_splits([1, 1, 1, 1, 1, 1, 1], 3, false).indices, [2, 4, 6, 7]);
    assert.deepEqual(mergeSplits([1, 1, 1, 1, 1, 1, 1], 3).map((r) => r.end), [3, 6, 7]);
  });
});

describe('@chonkiejs/core and the port agree where it behaves like the Python library', () => {
  const ascii = (seed: number, lines: number) => generateMarkdown(seed, lines).replace(/[^\x00-\x7f]/g, 'x');
  const RULES = [
    { delimiters: ['\n'] },
    { delimiters: ['.', '?', '!'] },
    { delimiters: [',', ';', ':', '-'] },
    {},
  ];

  it('RecursiveChunker: a merge that reaches chunk_size exactly is one chunk in Python and two in the port', async () => {
    const levels = [{ delimiters: ['.'] }];
    const real = await RecursiveChunker.create({ chunkSize: 4, minCharactersPerChunk: 1, rules: new RecursiveRules({ levels }) });
    assert.deepEqual((await real.chunk('a.b.c.d.')).map((c) => c.text), ['a.', 'b.', 'c.', 'd.']);
    assert.deepEqual(ours('chonkie-recursive', { chunk_size: 4, min_characters_per_chunk: 1, rules: { levels } }, 'a.b.c.d.').map((r) => r.text), ['a.b.', 'c.d.']);
  });

  it('RecursiveChunker: the same chunks and records on 60 generated ASCII documents where no merge reaches chunk_size exactly', async () => {
    let compared = 0;
    for (const [chunkSize, minCharactersPerChunk] of [[41, 1], [121, 24], [301, 12], [2047, 24]]) {
      const real = await RecursiveChunker.create({ chunkSize, minCharactersPerChunk, rules: new RecursiveRules({ levels: RULES }) });
      for (let seed = 1; seed <= 15; seed++) {
        const text = ascii(seed, 10 + seed * 8);
        const theirs = (await real.chunk(text)).map((c) => ({ text: c.text, start_index: c.startIndex, end_index: c.endIndex, token_count: c.tokenCount }));
        const mine = ours('chonkie-recursive', { chunk_size: chunkSize, min_characters_per_chunk: minCharactersPerChunk, rules: { levels: RULES } }, text).map(
          ({ text: t, start_index, end_index, token_count }) => ({ text: t, start_index, end_index, token_count }),
        );
        if (mine.some((r) => r.token_count === chunkSize)) continue;
        compared++;
        assert.deepEqual(mine, theirs, `seed ${seed}, chunk_size ${chunkSize}`);
      }
    }
    assert.ok(compared >= 35, `${compared} documents compared`);
  });

  it('TokenChunker: the same chunks and records on 20 generated ASCII documents (character tokenizer), up to the window that reaches the end, where Python stops', async () => {
    for (const [chunkSize, chunkOverlap] of [[50, 0], [64, 16]]) {
      const real = await TokenChunker.create({ chunkSize, chunkOverlap });
      for (let seed = 1; seed <= 10; seed++) {
        const text = ascii(seed, 5 + seed * 6);
        const theirs = (await real.chunk(text)).map((c) => ({ text: c.text, start_index: c.startIndex, end_index: c.endIndex, token_count: c.tokenCount }));
        const mine = ours('chonkie-token', { chunk_size: chunkSize, chunk_overlap: chunkOverlap }, text).map(({ text: t, start_index, end_index, token_count }) => ({
          text: t,
          start_index,
          end_index,
          token_count,
        }));
        const last = theirs.findIndex((r) => r.end_index === text.length);
        assert.deepEqual(mine, theirs.slice(0, last + 1), `seed ${seed}`);
        for (const extra of theirs.slice(last + 1)) assert.ok(extra.start_index > theirs[last].start_index && extra.end_index === text.length, 'the port adds windows inside the last one');
      }
    }
  });
});
