// The strategy id list StrategyId is derived from (shared/chunkers/strategyIds.ts) and the registry
// (shared/chunkers/index.ts) name the same strategies in the same order.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STRATEGIES } from '../../../../shared/chunkers';
import { STRATEGY_IDS } from '../../../../shared/chunkers/strategyIds';

describe('strategy ids', () => {
  it('list every registered strategy once, in the registry’s order', () => {
    assert.deepEqual(
      STRATEGIES.map((s) => s.id),
      [...STRATEGY_IDS],
    );
    assert.equal(new Set(STRATEGY_IDS).size, STRATEGY_IDS.length);
  });
});
