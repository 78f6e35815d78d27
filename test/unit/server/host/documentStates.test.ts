import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DocumentStates } from '../../../../server/host/documentStates';

const URI = 'file:///docs/guide.md';

describe('document states', () => {
  it('an analysis stays current until its version, its generation or its state is overtaken', () => {
    const states = new DocumentStates();
    const state = states.stateOf(URI);
    assert.equal(states.isCurrent(URI, state, 3, states.generation, { version: 3 }), true);
    assert.equal(states.isCurrent(URI, state, 3, states.generation, { version: 4 }), false, 'a newer version');
    assert.equal(states.isCurrent(URI, state, 3, states.generation, undefined), false, 'closed');
    assert.equal(states.isCurrent(URI, state, 3, states.generation - 1, { version: 3 }), false, 'settings changed since');
    states.delete(URI);
    assert.equal(states.isCurrent(URI, state, 3, states.generation, { version: 3 }), false, 'closed and reopened');
  });

  it('the latest analysis is fresh only for its version in the current generation', () => {
    const states = new DocumentStates();
    const state = states.stateOf(URI);
    const latest = { uri: URI, version: 2 } as NonNullable<typeof state.latest>;
    state.latest = latest;
    state.latestGeneration = states.generation;
    assert.equal(states.freshLatest(URI, 2), latest);
    assert.equal(states.freshLatest(URI, 3), undefined);
    assert.equal(states.freshLatest(URI, undefined), undefined);
    states.generation++;
    assert.equal(states.freshLatest(URI, 2), undefined);
  });
});
