// Invariants of every LangChain strategy (Python and JavaScript) over generated Markdown: no empty chunk, spans
// inside the document and in order, each span's text in the chunk's content in order, every non-blank source
// character in a chunk (but header lines the header splitter consumes), the same chunks twice, and work linear
// in the text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGCHAIN_STRATEGIES } from '../../../../../shared/chunkers/langchain';
import { LANGCHAINJS_STRATEGIES } from '../../../../../shared/chunkers/langchainjs';
import type { Strategy } from '../../../../../shared/chunkers/types';
import type { Chunk } from '../../../../../shared/model/types';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../../../../shared/tokenizers';
import { generateMarkdown } from '../../../../helpers/generateMarkdown';
import { assertCovered, assertLinearMeasuring, assertSpansInOrder } from '../../../../helpers/libraryChunkInvariants';

/** Options small enough that the generated documents give many chunks. */
const SMALL: Record<string, Record<string, unknown>> = {
  'langchain-recursive': { chunk_size: 60, chunk_overlap: 15 },
  'langchain-character': { chunk_size: 80, chunk_overlap: 20 },
  'langchain-markdown': { chunk_size: 60, chunk_overlap: 10 },
  'langchain-token': { chunk_size: 30, chunk_overlap: 6 },
  'langchain-markdown-header': {},
  'langchain-markdown-header-recursive': { chunk_size: 50, chunk_overlap: 10 },
  'langchainjs-recursive': { chunkSize: 60, chunkOverlap: 15 },
  'langchainjs-character': { chunkSize: 80, chunkOverlap: 20 },
  'langchainjs-markdown': { chunkSize: 60, chunkOverlap: 10 },
};

function configured(s: Strategy): Strategy {
  const { options, problems } = s.options!.validate(SMALL[s.id]);
  assert.deepEqual(problems, []);
  return s.withOptions!(options);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer = getTokenizer(s.defaultTokenizer)): Chunk[] {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' }).chunks;
}

function assertInvariants(s: Strategy, text: string, chunks: Chunk[]): void {
  const covered = assertSpansInOrder(s.id, text, chunks);
  const consumed = s.id.startsWith('langchain-markdown-header') ? headerLines(text) : new Uint8Array(text.length);
  assertCovered(s.id, text, covered, (i) => /\S/.test(text[i]) && !consumed[i]);
}

/** Characters on heading lines, which MarkdownHeaderTextSplitter turns into metadata. */
function headerLines(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (const m of text.matchAll(/^[ \t]*#{1,3}(?: [^\n]*)?$/gm)) out.fill(1, m.index!, m.index! + m[0].length);
  return out;
}

describe('LangChain strategies: invariants', () => {
  for (const base of [...LANGCHAIN_STRATEGIES, ...LANGCHAINJS_STRATEGIES]) {
    const s = configured(base);
    it(`${s.id}: keeps every non-blank character in order, spans inside and ascending, no empty chunk, deterministic`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const text = generateMarkdown(seed, 5 + seed * 3);
        const chunks = run(s, text);
        assertInvariants(s, text, chunks);
        assert.deepEqual(run(s, text), chunks);
      }
    });

    it(`${s.id}: measures a four times longer document with about four times the work`, () => {
      assertLinearMeasuring(s.id, s.defaultTokenizer, (text, tokenizer) => void run(s, text, tokenizer));
    });
  }
});
