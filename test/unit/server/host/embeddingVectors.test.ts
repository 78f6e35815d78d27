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
});
