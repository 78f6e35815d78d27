// Checks that a replacement micromark resolver gives remark the same tree as the original: on random inline text
// made of given pieces, and on given long runs. `treesOf(text)` returns both trees as JSON, original first.

import assert from 'node:assert/strict';
import fc from 'fast-check';

export type TreesOf = (text: string) => [string, string];

/** Random texts of up to 40 `pieces` get the same tree both ways (fast-check, `numRuns` at a fixed `seed`). */
export function assertSameTreesOnRandomText(treesOf: TreesOf, pieces: readonly string[], runs: { numRuns: number; seed: number }): void {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (drawn) => {
      const [expected, actual] = treesOf(drawn.join(''));
      assert.equal(actual, expected);
    }),
    runs,
  );
}

/** Each of `texts` gets the same tree both ways. */
export function assertSameTreesOn(treesOf: TreesOf, texts: readonly string[]): void {
  for (const text of texts) {
    const [expected, actual] = treesOf(text);
    assert.equal(actual, expected, text.slice(0, 40));
  }
}
