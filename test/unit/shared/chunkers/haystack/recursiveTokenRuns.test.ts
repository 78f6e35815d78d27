// Haystack's recursive splitter in token units with an overlap, on texts with long runs of letters: the splits
// are the ones it gave before such runs were read by their places (recursiveUnits.ts), kept in a fixture made
// by the build before that change (8288790, which encoded every chunk with the rest it carries whole).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { splitRecursively } from '../../../../../shared/chunkers/haystack/recursiveSplitter';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { TOKEN_RUN_CASES, tokenRunRecord } from '../../../../helpers/haystackTokenRuns';
import { repoPath } from '../../../../helpers/repoPath';

const expected = JSON.parse(readFileSync(repoPath('test/fixtures/haystack/runs/recursive-token-runs.json'), 'utf8')) as Record<string, unknown[]>;

describe('haystack-recursive in tokens over long runs of letters', () => {
  for (const c of TOKEN_RUN_CASES) {
    it(`cuts ${c.name} into the same splits as encoding each chunk whole did`, () => {
      const splits = splitRecursively(c.text, { ...c.args, split_unit: 'token', separators: null, sentence_splitter_params: null }, getTokenizer('o200k_base'));
      assert.deepEqual(JSON.parse(JSON.stringify(splits.map(tokenRunRecord))), expected[c.name]);
    });
  }

  it('keeps the text of every window it cuts from a run', () => {
    const c = TOKEN_RUN_CASES[0];
    const splits = splitRecursively(c.text, { ...c.args, split_unit: 'token', separators: null, sentence_splitter_params: null }, getTokenizer('o200k_base'));
    assert.ok(splits.length > 40);
    for (const s of splits) for (const seg of s.content.segments) assert.equal(s.content.text.slice(seg.from, seg.to), c.text.slice(seg.at!, seg.at! + seg.to - seg.from));
  });
});
