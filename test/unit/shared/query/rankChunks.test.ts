// Ranking chunks for a question with BM25 (MiniSearch): rare words weigh more than common ones, a chunk that holds
// more of the question's words ranks higher, ties keep document order, and a snippet shows where a word matched.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Chunk } from '../../../../shared/model/types';
import { rankChunks, snippetOf } from '../../../../shared/query/rankChunks';

function chunks(...contents: string[]): Chunk[] {
  return contents.map((content, index) => ({ index, id: String(index), strategy: 'recursive', type: 'text', content, tokens: 0, spans: [], headingsPath: [], notes: [] }));
}

const corpus = chunks(
  'Install the indexer with npm. The indexer needs a recent runtime.',
  'Rotate your API token every ninety days; a rotated token stops the old one.',
  'The indexer reads the docs folder and the indexer writes an index file.',
  'Troubleshooting: when the index is stale, run the indexer again.',
);

describe('BM25 ranking of chunks', () => {
  it('ranks the chunk holding the rare words of the question first, best first', () => {
    const hits = rankChunks('how do I rotate the token', [corpus], 3);
    assert.equal(hits[0].chunk, 1);
    assert.deepEqual(hits[0].terms, ['rotate', 'the', 'token']);
    for (let i = 1; i < hits.length; i++) assert.ok(hits[i - 1].score >= hits[i].score);
  });

  it('a word in most chunks weighs less than a word in one: "indexer rotated" ranks the chunk with "rotated" once above those with "indexer" twice', () => {
    const hits = rankChunks('indexer rotated', [corpus], 4);
    assert.deepEqual(hits.map((h) => h.chunk), [1, 0, 2, 3]);
  });

  it('a chunk holding more words of the question ranks higher: "indexer stale" finds the troubleshooting chunk', () => {
    const hits = rankChunks('indexer stale', [corpus], 4);
    assert.equal(hits[0].chunk, 3);
    assert.deepEqual(hits.map((h) => h.chunk).sort(), [0, 2, 3]);
  });

  it('ranks across documents and breaks ties by document, then chunk order', () => {
    const same = chunks('token rotation guide', 'token rotation guide');
    const hits = rankChunks('rotation', [same, same], 4);
    assert.deepEqual(hits.map((h) => [h.document, h.chunk]), [[0, 0], [0, 1], [1, 0], [1, 1]]);
    assert.equal(new Set(hits.map((h) => h.score)).size, 1);
  });

  it('an empty question, a question with no word in any chunk, or top 0 ranks nothing', () => {
    assert.deepEqual(rankChunks('   ', [corpus], 5), []);
    assert.deepEqual(rankChunks('kubernetes', [corpus], 5), []);
    assert.deepEqual(rankChunks('token', [corpus], 0), []);
  });

  it('a snippet starts near the first matched word, on one line, cut with an ellipsis', () => {
    const long = `${'lorem ipsum '.repeat(30)}\nThe Token is rotated here.\n${'dolor sit '.repeat(30)}`;
    const snippet = snippetOf(long, ['token'], 60);
    assert.match(snippet, /^….*The Token is rotated.*…$/);
    assert.ok(!snippet.includes('\n'));
    assert.equal(snippetOf('short text', ['absent']), 'short text');
  });
});
