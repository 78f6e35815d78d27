import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EmbeddingVectors } from '../../../../server/host/embeddingVectors';

describe('the server\'s embedding vectors', () => {
  it('are kept by model and exact text: another model or text has none', () => {
    const vectors = new EmbeddingVectors();
    vectors.set('a', 'One sentence.', [1, 2]);
    assert.deepEqual(vectors.get('a', 'One sentence.'), [1, 2]);
    assert.equal(vectors.get('b', 'One sentence.'), undefined);
    assert.equal(vectors.get('a', 'One sentence. '), undefined);
    assert.deepEqual(vectors.lookup('a').vectorOf('One sentence.'), [1, 2]);
    assert.equal(vectors.lookup('a').model, 'a');
  });

  it('list the missing texts once each, in order', () => {
    const vectors = new EmbeddingVectors();
    vectors.set('m', 'known', [1]);
    assert.deepEqual(vectors.missing('m', ['x', 'known', 'y', 'x']), ['x', 'y']);
  });

  it('forget the least recently used past the limit of numbers, never the vector just kept', () => {
    const vectors = new EmbeddingVectors(6);
    vectors.set('m', 'a', [1, 1]);
    vectors.set('m', 'b', [2, 2]);
    vectors.set('m', 'c', [3, 3]);
    vectors.get('m', 'a');
    vectors.set('m', 'd', [4, 4]);
    assert.deepEqual(['a', 'b', 'c', 'd'].map((t) => vectors.get('m', t) !== undefined), [true, false, true, true]);
    vectors.set('m', 'huge', [1, 2, 3, 4, 5, 6, 7]);
    assert.deepEqual(vectors.get('m', 'huge'), [1, 2, 3, 4, 5, 6, 7]);
    assert.equal(vectors.get('m', 'a'), undefined);
  });

  it('count their revision up with every vector kept, not with a read', () => {
    const vectors = new EmbeddingVectors();
    const start = vectors.revision;
    vectors.set('m', 'a', [1]);
    vectors.get('m', 'a');
    vectors.set('m', 'b', [2]);
    assert.equal(vectors.revision, start + 2);
  });

  it('count a vector kept again for the same text once', () => {
    const vectors = new EmbeddingVectors(4);
    vectors.set('m', 'a', [1, 1]);
    vectors.set('m', 'a', [5, 5]);
    vectors.set('m', 'b', [2, 2]);
    assert.deepEqual(vectors.get('m', 'a'), [5, 5]);
    assert.deepEqual(vectors.get('m', 'b'), [2, 2]);
  });

  it('read through to a store, keep what they read in memory, and write setAll there (not set)', () => {
    const disk = new Map<string, readonly number[]>([['m\u0000stored', [7]]]);
    const reads: string[] = [];
    const vectors = new EmbeddingVectors();
    assert.equal(vectors.get('m', 'stored'), undefined);
    vectors.useStore({ get: (model, text) => (reads.push(text), disk.get(`${model}\u0000${text}`)), put: (model, entries) => entries.forEach(([t, v]) => disk.set(`${model}\u0000${t}`, v)) });
    assert.deepEqual(vectors.missing('m', ['stored', 'new']), ['new']);
    assert.deepEqual(vectors.get('m', 'stored'), [7]);
    assert.deepEqual(reads, ['stored', 'new'], 'a vector read from the store is not read again');
    vectors.set('m', 'memory only', [1]);
    vectors.setAll('m', ['a', 'b'], [[2], [3]]);
    assert.deepEqual([...disk.keys()].sort(), ['m\u0000a', 'm\u0000b', 'm\u0000stored']);
    assert.deepEqual(vectors.lookup('m').vectorOf('b'), [3]);
  });
});
