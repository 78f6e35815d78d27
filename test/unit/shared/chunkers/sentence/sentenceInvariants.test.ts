// Invariants of the sentence strategy over generated documents and a real-looking page list: no source text
// is lost or duplicated outside the marked overlap, spans reproduce the text, the text keeps its order (but for
// the reference's carried-forward head that follows its tail), and the hard cap holds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Budgets } from '../../../../../shared/chunkers/types';
import type { Chunk } from '../../../../../shared/model/types';
import { splitPageBreaks } from '../../../../../shared/parse/pageBreaks';
import { chunkText } from '../../../../helpers/sentenceHelpers';
import { repoPath } from '../../../../helpers/repoPath';

const WORDS = ['alpha', 'beta', 'the', 'Gamma', 'delta,', 'under', 'load;', '東京', '資料', 'x1', '(note)', 'über', '🚀'];
const ENDINGS = ['.', '!', '?', '。', '', '', ''];

/** A deterministic document of `pages` pages with sentences, figures, long unbroken runs and blank lines. */
function generate(seed: number, pages: number): string {
  let state = seed;
  const next = (n: number): number => ((state = (state * 1103515245 + 12345) % 2147483648), state % n);
  const page = (): string => {
    const parts: string[] = [];
    for (let s = next(12) + 1; s > 0; s--) {
      const roll = next(20);
      if (roll === 0) parts.push(`<figure>${'Figure text. '.repeat(next(4) + 1)}</figure>`);
      else if (roll === 1) parts.push('Q'.repeat(next(400) + 50));
      else parts.push(Array.from({ length: next(40) + 1 }, () => WORDS[next(WORDS.length)]).join(' ') + ENDINGS[next(ENDINGS.length)]);
      parts.push(['', ' ', ' ', '\n', '\n\n'][next(5)]);
    }
    return parts.join('');
  };
  return Array.from({ length: pages }, page).join('\f');
}

/** Checks that the spans of `chunk` reproduce its content, allowing single inserted spaces between pieces. */
function assertSpansReproduce(text: string, chunk: Chunk): void {
  let cursor = 0;
  for (const span of chunk.spans) {
    const slice = text.slice(span.start, span.end);
    if (chunk.content.startsWith(slice, cursor)) cursor += slice.length;
    else if (chunk.content[cursor] === ' ' && chunk.content.startsWith(slice, cursor + 1)) cursor += 1 + slice.length;
    else assert.fail(`chunk ${chunk.index}: span ${span.start}-${span.end} does not continue its content at ${cursor}`);
  }
  assert.ok(chunk.content.length - cursor <= 1 && !chunk.content.slice(cursor).trim(), `chunk ${chunk.index}: content beyond its spans`);
}

function assertInvariants(text: string, chunks: Chunk[], budgets: Required<Pick<Budgets, 'maxTokens'>>): void {
  const owner = new Array<number>(text.length).fill(-1);
  let lastStart = -1;
  for (const chunk of chunks) {
    assert.ok(chunk.content.trim(), `chunk ${chunk.index} is blank`);
    if (!chunk.content.toLowerCase().includes('<figure')) {
      assert.ok(chunk.tokens <= budgets.maxTokens, `chunk ${chunk.index} has ${chunk.tokens} tokens`);
    }
    assertSpansReproduce(text, chunk);
    // The one reordering the reference makes: a carried-forward sentence head follows its tail, which did not fit.
    const headAfterTail = chunk.notes.some((n) => /its tail did not fit and is in the chunk before/.test(n.detail ?? ''));
    for (const [k, span] of chunk.spans.filter((s) => !s.overlap).entries()) {
      if (!(headAfterTail && k === 0)) assert.ok(span.start >= lastStart, `chunk ${chunk.index} goes back in the document`);
      lastStart = Math.max(lastStart, span.start);
      for (let i = span.start; i < span.end; i++) {
        assert.equal(owner[i], -1, `offset ${i} belongs to chunks ${owner[i]} and ${chunk.index} outside the overlap`);
        owner[i] = chunk.index;
      }
    }
  }
  const pageText = new Array<boolean>(text.length).fill(false);
  for (const page of splitPageBreaks(text)) for (let i = page.start; i < page.end; i++) pageText[i] = true;
  for (let i = 0; i < text.length; i++) {
    if (pageText[i] && /\S/.test(text[i])) assert.notEqual(owner[i], -1, `offset ${i} (${JSON.stringify(text[i])}) is in no chunk`);
  }
}

describe('sentence: invariants', () => {
  const budgetSets: Budgets[] = [{}, { maxTokens: 30, maxChars: 120 }, { maxTokens: 12, maxChars: 40, overlapPercent: 30 }, { maxTokens: 60, maxChars: 200, overlapPercent: 0 }];
  for (const budgets of budgetSets) {
    it(`keeps every non-blank character once, in order, and the hard cap (${JSON.stringify(budgets)})`, () => {
      for (let seed = 1; seed <= 25; seed++) {
        const text = generate(seed, (seed % 4) + 1);
        const r = chunkText('text', text, budgets);
        assertInvariants(text, r.chunks, { maxTokens: budgets.maxTokens ?? 500 });
      }
    });
  }

  it('holds on the real-looking handbook page list, where every chunk is reproduced by its JSON source', () => {
    const text = readFileSync(repoPath('test/fixtures/sentence/northwind-handbook.pages.json'), 'utf8');
    for (const budgets of [{}, { maxTokens: 40, maxChars: 150 }]) {
      const r = chunkText('pages', text, budgets);
      assert.deepEqual(r.problems, []);
      for (const chunk of r.chunks) {
        const source = chunk.spans.map((s) => JSON.parse(`"${text.slice(s.start, s.end)}"`) as string);
        assert.equal(chunk.content.replace(/ /g, ''), source.join('').replace(/ /g, ''));
        if (!chunk.content.includes('<figure')) assert.ok(chunk.tokens <= (budgets.maxTokens ?? 500));
      }
    }
  });
});
