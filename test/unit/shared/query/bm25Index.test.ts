// The BM25 index scores as MiniSearch 7.2 does (the retriever chunklens had before): the same texts match a
// question, with the same floating-point scores, and chunks rank in the same order.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import type { Chunk } from '../../../../shared/model/types';
import { Bm25Index } from '../../../../shared/query/bm25Index';
import { ChunkSearch } from '../../../../shared/query/rankChunks';
import { seededRandom } from '../../../helpers/randomEdits';

/** Words of very different frequencies, cases, digits and non-ASCII letters; separators of every kind MiniSearch splits at. */
const WORDS = ['the', 'The', 'THE', 'a', 'index', 'Indexer', 'token', 'rotate', 'rotated', 'café', 'Straße', '東京', '2024', 'v1', 'x', 'constructor', 'ninety', 'docs', 'run', 'stale'];
const SEPARATORS = [' ', '  ', '\n', '\r\n', '. ', ', ', '; ', '—', '\u00a0', '\u3000', '(', ')', '_', "'", '-', '!? '];

function randomText(random: () => number, words: number): string {
  let text = random() < 0.2 ? '.' : '';
  for (let i = 0; i < words; i++) {
    // A skewed pick: early words of the list are common, late ones rare.
    const word = WORDS[Math.floor(random() ** 2 * WORDS.length)];
    text += word + SEPARATORS[Math.floor(random() * SEPARATORS.length)];
  }
  return text;
}

/** MiniSearch as rankChunks used it: one `content` field, no stored fields, default search options. */
function miniSearchOf(texts: string[]): MiniSearch<{ id: number; content: string }> {
  const index = new MiniSearch<{ id: number; content: string }>({ fields: ['content'], storeFields: [] });
  index.addAll(texts.map((content, id) => ({ id, content })));
  return index;
}

function chunksOf(texts: string[]): Chunk[] {
  return texts.map((content, index) => ({ index, id: String(index), strategy: 'recursive', type: 'text', content, tokens: 0, spans: [], headingsPath: [], notes: [] }));
}

describe('Bm25Index', () => {
  it('matches the texts MiniSearch matches, with scores equal to the last bit, for questions with repeated, absent and mixed-case words', () => {
    const random = seededRandom(30);
    for (let corpus = 0; corpus < 20; corpus++) {
      const texts = Array.from({ length: 1 + Math.floor(random() * 300) }, () => randomText(random, Math.floor(random() * 60)));
      const reference = miniSearchOf(texts);
      const index = new Bm25Index(texts);
      for (let q = 0; q < 40; q++) {
        const query = q === 0 ? 'the THE the' : q === 1 ? 'absent words only' : randomText(random, 1 + Math.floor(random() * 8)) + (q % 5 === 0 ? ' missing' : '');
        const expected = new Map(reference.search(query).map((r) => [r.id as number, r.score]));
        const { texts: matched, scores } = index.search(query);
        assert.equal(matched.length, expected.size, `corpus ${corpus}, ${JSON.stringify(query)}`);
        matched.forEach((text, i) => assert.equal(scores[i], expected.get(text), `text ${text} for ${JSON.stringify(query)}`));
      }
    }
  });

  it('gives the words of the question a text holds, lower-cased and sorted, as MiniSearch names the matched terms', () => {
    const index = new Bm25Index(['Rotate the Token; tokens rotate.', 'nothing here']);
    assert.deepEqual(index.matchedTerms('token ROTATE absent rotate', 0), ['rotate', 'token']);
    assert.deepEqual(index.matchedTerms('token', 1), []);
  });
});

describe('ChunkSearch', () => {
  it('ranks chunks as ranking MiniSearch results did: the same chunks, order, scores and terms at every depth', () => {
    const random = seededRandom(31);
    for (let corpus = 0; corpus < 10; corpus++) {
      const files = Array.from({ length: 1 + Math.floor(random() * 6) }, () => Array.from({ length: Math.floor(random() * 50) }, () => randomText(random, Math.floor(random() * 40))));
      const documents = files.map(chunksOf);
      const all = files.flat();
      const places = files.flatMap((texts, document) => texts.map((_, chunk) => ({ document, chunk })));
      const reference = miniSearchOf(all);
      const search = new ChunkSearch(documents);
      for (let q = 0; q < 30; q++) {
        const query = randomText(random, 1 + Math.floor(random() * 6));
        const top = 1 + Math.floor(random() * 12);
        const results = reference.search(query);
        // The ranking chunklens made of MiniSearch's results: every chunk scoring at least the top-th score, by score, document, chunk.
        const floor = results.length ? results[Math.min(top, results.length) - 1].score : Infinity;
        const expected = results
          .filter((r) => r.score >= floor)
          .map((r) => ({ ...places[r.id as number], score: r.score, terms: [...r.terms].sort() }))
          .sort((x, y) => y.score - x.score || x.document - y.document || x.chunk - y.chunk)
          .slice(0, top);
        assert.deepEqual(search.rank(query, top), expected, `${JSON.stringify(query)} top ${top}`);
      }
    }
  });
});
