import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boundOverlap, deriveThresholds } from '../../../../../shared/chunkers/paragraphSemantic/thresholds';

describe('P thresholds (spec §3.8)', () => {
  it('at N = 2000 the thresholds are 2000 / 1500 / 1250 / 750 / 400 / 250 and anchors are ≤ 100 characters', () => {
    assert.deepEqual(deriveThresholds(2000), {
      targetMax: 2000, targetIdeal: 1500, tableMax: 1250, tableIdeal: 750, tableMinLast: 400, smallTail: 250, maxAnchorChars: 100,
    });
  });

  it('each threshold is int() of its ratio, table_min_last taken from table_max, not from N', () => {
    const t = deriveThresholds(333);
    assert.deepEqual([t.targetIdeal, t.tableMax, t.tableIdeal, t.tableMinLast, t.smallTail], [249, 208, 124, 66, 41]);
  });

  it('no threshold drops below 1 for a tiny N', () => {
    const t = deriveThresholds(1);
    assert.deepEqual([t.targetMax, t.targetIdeal, t.tableMax, t.tableIdeal, t.tableMinLast, t.smallTail], [1, 1, 1, 1, 1, 1]);
  });

  it('the R overlap inside P stays below the cap so R always progresses', () => {
    assert.equal(boundOverlap(100, 150), 99);
    assert.equal(boundOverlap(1, 50), 0);
    assert.equal(boundOverlap(100, -3), 0);
  });
});
