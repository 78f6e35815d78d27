import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelParts, stripPartSuffixes } from '../../../../../shared/chunkers/paragraphSemantic/partLabeling';
import { block, contentLine, pctx, runP } from '../../../../helpers/paragraphSemantic';

describe('PartLabeling (spec §4.4)', () => {
  it('numbers the fragments of one content line [part 1]…[part n] and leaves parent_headings alone', () => {
    const ctx = pctx();
    const out = labelParts([block('H', ['a'], ctx, { parents: ['P'] }), block('H', ['b'], ctx, { parents: ['P'] }), block('A', ['c'], ctx, { parents: ['P', 'H'] })]);
    assert.deepEqual(out.map((b) => b.heading), ['H [part 1]', 'H [part 2]', 'A [part 3]']);
    assert.deepEqual(out.map((b) => b.parentHeadings), [['P'], ['P'], ['P', 'H']]);
  });

  it('leaves an unsplit line unchanged', () => {
    const ctx = pctx();
    assert.equal(labelParts([block('H', ['a'], ctx)])[0].heading, 'H');
  });

  it('replaces earlier generated suffixes, including the legacy [表格片段N]', () => {
    assert.equal(stripPartSuffixes('H [part 2] [表格片段3]'), 'H');
    const ctx = pctx();
    assert.deepEqual(labelParts([block('H [part 9]', ['a'], ctx), block('', ['b'], ctx)]).map((b) => b.heading), ['H [part 1]', '[part 2]']);
  });

  it('restarts the numbering for every original content line', () => {
    const long = (c: string) => Array.from({ length: 3 }, () => c.repeat(120)).join('\n');
    const r = runP([contentLine(long('a'), 'One', { blockid: 'x' }), contentLine(long('b'), 'Two', { blockid: 'y' })], 300, 0);
    assert.deepEqual(r.chunks.map((c) => c.heading?.heading), ['One [part 1]', 'One [part 2]', 'Two [part 1]', 'Two [part 2]']);
  });
});
