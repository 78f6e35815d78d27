import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { needsNewWindow, windowAround } from '../../../../server/present/decorationWindow';

const lines = (start: number, end: number) => ({ start: { line: start, character: 0 }, end: { line: end, character: 20 } });

describe('the window of lines whose decorations are published', () => {
  it('is the visible lines widened by 300 lines each way, the last visible line included', () => {
    assert.deepEqual(windowAround(lines(1000, 1059), 10_000), { startLine: 700, endLine: 1360 });
  });

  it('a tall editor gets two screen heights each way', () => {
    assert.deepEqual(windowAround(lines(1000, 1199), 10_000), { startLine: 600, endLine: 1600 });
  });

  it('is clamped to the document, so a small document is covered whole', () => {
    assert.deepEqual(windowAround(lines(0, 40), 120), { startLine: 0, endLine: 120 });
    assert.deepEqual(windowAround(lines(9950, 9999), 10_000), { startLine: 9650, endLine: 10_000 });
  });

  it('before the editor says what it shows, covers the first 100 lines and the margin below them', () => {
    assert.deepEqual(windowAround(undefined, 10_000), { startLine: 0, endLine: 400 });
  });

  it('is due again once the visible lines come within half a margin of an edge, not before', () => {
    const published = windowAround(lines(1000, 1059), 10_000);
    assert.equal(needsNewWindow(published, lines(1100, 1159), 10_000), false, '100 lines down: 200 lines left below');
    assert.equal(needsNewWindow(published, lines(1160, 1219), 10_000), true, '160 lines down: 140 lines left below');
    assert.equal(needsNewWindow(published, lines(850, 909), 10_000), false, '150 lines up: 150 lines left above');
    assert.equal(needsNewWindow(published, lines(849, 908), 10_000), true, '151 lines up: 149 lines left above');
    assert.equal(needsNewWindow(published, lines(5000, 5059), 10_000), true, 'far away');
  });

  it('an edge that is the document\'s own never makes a new window due', () => {
    const top = windowAround(lines(0, 59), 10_000);
    assert.equal(needsNewWindow(top, lines(0, 59), 10_000), false);
    const small = windowAround(lines(0, 59), 200);
    assert.equal(needsNewWindow(small, lines(140, 199), 200), false);
  });
});
