import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TokenCountMemo } from '../../../../shared/tokenizers/memo';

/** A memo whose compute function records which texts it was asked to count. */
function countingMemo(capacity: number, generationCharacters?: number): { memo: TokenCountMemo; count: (text: string) => number; computed: string[] } {
  const memo = new TokenCountMemo(capacity, generationCharacters);
  const computed: string[] = [];
  return { memo, computed, count: (text) => memo.get(text, () => (computed.push(text), text.length)) };
}

describe('TokenCountMemo', () => {
  it('counts a text once and answers later lookups of an equal text from memory', () => {
    const { count, computed } = countingMemo(10);
    assert.equal(count('hello'), 5);
    assert.equal(count('say hello'.slice(4)), 5);
    assert.deepEqual(computed, ['hello']);
  });

  it('never holds more texts than its capacity', () => {
    const { memo, count } = countingMemo(6);
    for (let i = 0; i < 100; i++) count(`text ${i}`);
    assert.ok(memo.size <= 6, `size ${memo.size}`);
  });

  it('never holds more than twice its characters per generation, however few the texts', () => {
    const { memo, count, computed } = countingMemo(1000, 100);
    for (let i = 0; i < 50; i++) count(`${i}`.padEnd(40, 'x'));
    assert.ok(memo.size <= 6, `size ${memo.size}: 40-character texts, 100 characters a generation`);
    computed.length = 0;
    count('49'.padEnd(40, 'x'));
    assert.deepEqual(computed, [], 'the latest text is remembered');
    count('long'.padEnd(500, 'y'));
    count('long'.padEnd(500, 'y'));
    assert.equal(computed.length, 1, 'a text over the budget is still remembered until the next turn-over');
  });

  it('keeps a text that was used again since the last turn-over and forgets one that was not', () => {
    const { count, computed } = countingMemo(4);
    count('kept');
    count('dropped');
    count('a'); // the recent generation (2 texts) turns over: kept and dropped become the older one
    count('kept'); // promoted into the recent generation
    count('b'); // turns over again: the older generation (kept, dropped) is dropped, recent (a, kept) kept
    computed.length = 0;
    count('kept');
    count('dropped');
    assert.deepEqual(computed, ['dropped']);
  });
});
