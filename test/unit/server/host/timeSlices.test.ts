import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { timeSlices } from '../../../../server/host/timeSlices';
import { readState, writeState } from '../../../../server/host/analysisTransfer';

/** Keeps this thread busy for `ms`. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('time slices of a long main-thread job', () => {
  it('go on at once within a slice, and pause once the slice is used up, at the checked calls only', async () => {
    const breathe = timeSlices(4);
    for (let i = 0; i < 12; i++) assert.equal(breathe(), undefined, `call ${i + 1} within the slice`);
    busy(20);
    assert.equal(breathe(), undefined, 'the 13th call reads no clock');
    assert.equal(breathe(), undefined);
    assert.equal(breathe(), undefined);
    let servedMeanwhile = false;
    setImmediate(() => (servedMeanwhile = true));
    const turn = breathe();
    assert.ok(turn instanceof Promise, 'the 16th call reads the clock and pauses');
    await turn;
    assert.ok(servedMeanwhile, 'work queued before the pause ran before the job went on');
    assert.equal(breathe(), undefined, 'a new slice starts after the pause');
  });

  it('read a worker state back whole, with shared objects shared, and stop when cancelled after a pause', async () => {
    const shared = { path: ['Guide', 'Install'] };
    const state = { items: Array.from({ length: 20_000 }, (_, i) => ({ index: i, heading: shared, text: `chunk ${i}` })), shared };
    const back = await readState<typeof state>(writeState(state));
    assert.ok(back);
    assert.equal(back.items.length, 20_000);
    assert.deepEqual(back.items[19_999], { index: 19_999, heading: { path: ['Guide', 'Install'] }, text: 'chunk 19999' });
    assert.equal(back.items[0].heading, back.shared, 'one object, as it was');
    const big = { items: Array.from({ length: 400_000 }, (_, i) => ({ index: i, words: ['a', 'b', 'c'] })) };
    assert.equal(await readState(writeState(big), () => true), undefined, 'reading stops at the first pause');
  });
});
