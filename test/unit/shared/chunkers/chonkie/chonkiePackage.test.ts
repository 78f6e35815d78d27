// chunklens's chonkie port beside the real code where it can run here: chonkie-core's split and merge (the Rust
// core that chonkie 1.6.8 calls, compiled to WebAssembly in @chonkiejs/chunk 0.9.3, whose split.rs and merge.rs
// differ from v0.10.1 in formatting only).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { init, merge_splits, split_offsets } from '@chonkiejs/chunk';
import { mergeSplits } from '../../../../../shared/chunkers/chonkie/mergeSplits';
import { splitOffsets, utf8Length } from '../../../../../shared/chunkers/chonkie/splitOffsets';

/** A deterministic pseudo-random source. */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => ((state = (state * 1103515245 + 12345) % 2147483648), state % n);
}

const PIECES = ['a', 'bc', ' ', '.', '. ', '!', '?', '\n', '\n\n', ',', 'é', '語', '😀', 'word', ';', '-'];

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
