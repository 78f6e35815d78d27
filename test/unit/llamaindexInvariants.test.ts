// Invariants of every LlamaIndex strategy over generated Markdown: no empty chunk, spans inside the document and
// in order, each span's text in the chunk's content in order, every non-blank source character in a chunk, the
// same chunks twice, work linear in the text; and what the library raises is a CK100 finding, not a crash.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LLAMAINDEX_STRATEGIES } from '../../shared/chunkers/llamaindex';
import type { Strategy } from '../../shared/chunkers/types';
import type { Chunk } from '../../shared/model';
import { parseDocument } from '../../shared/parse';
import { getTokenizer, type Tokenizer } from '../../shared/tokenizers';
import { generateMarkdown } from '../helpers/generateMarkdown';

/** Options small enough that the generated documents give many chunks. */
const SMALL: Record<string, Record<string, unknown>> = {
  'llamaindex-sentence': { chunk_size: 40, chunk_overlap: 10 },
  'llamaindex-token': { chunk_size: 30, chunk_overlap: 6 },
  'llamaindex-markdown': {},
  'llamaindex-markdown-sentence': { chunk_size: 60, chunk_overlap: 12 },
};

function configured(s: Strategy, raw: Record<string, unknown> = SMALL[s.id]): Strategy {
  const { options, problems } = s.options!.validate(raw);
  assert.deepEqual(problems, []);
  return s.withOptions!(options);
}

function run(s: Strategy, text: string, tokenizer: Tokenizer = getTokenizer(s.defaultTokenizer)) {
  return s.chunk(parseDocument('markdown', text), { tokenizer, budgets: {}, documentId: 'd' });
}

function assertInvariants(s: Strategy, text: string, chunks: Chunk[]): void {
  const covered = new Uint8Array(text.length);
  let ownEnd = 0;
  for (const c of chunks) {
    const where = `${s.id} chunk ${c.index}`;
    assert.ok(c.content.length > 0, `${where} is empty`);
    let from = 0;
    for (const span of c.spans) {
      assert.ok(span.start >= 0 && span.start < span.end && span.end <= text.length, `${where}: span ${span.start}-${span.end} outside the text`);
      const at = c.content.indexOf(text.slice(span.start, span.end), from);
      assert.ok(at >= from, `${where}: span ${span.start}-${span.end} is not the next text of the content`);
      from = at + span.end - span.start;
      if (!span.overlap) {
        assert.ok(span.start >= ownEnd, `${where}: own text at ${span.start} goes back before ${ownEnd}`);
        ownEnd = span.end;
      }
      covered.fill(1, span.start, span.end);
    }
  }
  for (let i = 0; i < text.length; i++) {
    if (/\S/.test(text[i])) assert.equal(covered[i], 1, `${s.id}: character ${i} ${JSON.stringify(text.slice(i, i + 12))} is in no chunk`);
  }
}

describe('LlamaIndex strategies: invariants', () => {
  for (const base of LLAMAINDEX_STRATEGIES) {
    const s = configured(base);
    it(`${s.id}: keeps every non-blank character in order, spans inside and ascending, no empty chunk, deterministic`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const text = generateMarkdown(seed, 5 + seed * 3);
        const { chunks, problems } = run(s, text);
        assert.deepEqual(problems, []);
        assertInvariants(s, text, chunks);
        assert.deepEqual(run(s, text).chunks, chunks);
      }
    });

    it(`${s.id}: measures a four times longer document with about four times the work`, () => {
      const counted = (text: string) => {
        let chars = 0;
        const inner = getTokenizer(s.defaultTokenizer);
        const tokenizer: Tokenizer = {
          ...inner,
          count: (t) => ((chars += t.length), inner.count(t)),
          countUpTo: (t, limit) => ((chars += t.length), inner.countUpTo(t, limit)),
          encode: (t) => ((chars += t.length), inner.encode(t)),
        };
        run(s, text, tokenizer);
        return chars;
      };
      const small = counted(generateMarkdown(99, 400));
      const large = counted(generateMarkdown(99, 1600));
      assert.ok(large < small * 6, `${large} characters measured for 4x the text, against ${small}`);
    });
  }

  it('a heading whose hashes are followed by a tab is rewritten with a space, and the chunk says so', () => {
    const text = '#\tTitle\nBody text.\n';
    const [chunk] = run(configured(LLAMAINDEX_STRATEGIES.find((x) => x.id === 'llamaindex-markdown')!), text).chunks;
    assert.equal(chunk.content, '# Title\nBody text.');
    assert.deepEqual(chunk.spans, [{ start: 0, end: 1 }, { start: 2, end: 18 }]);
    assert.ok(chunk.notes.some((n) => n.reason === 'normalized'));
  });

  it('metadata longer than chunk_size, or a character longer than chunk_size, is the ValueError Python raises, as a CK100 error', () => {
    const pipeline = configured(LLAMAINDEX_STRATEGIES.find((x) => x.id === 'llamaindex-markdown-sentence')!, { chunk_size: 5, chunk_overlap: 0 });
    const r = run(pipeline, '# A rather long heading title\n\n## Part\n\nText.\n');
    assert.deepEqual(r.chunks, []);
    assert.equal(r.problems[0].code, 'CK100');
    assert.match(r.problems[0].message, /ValueError: Metadata length \(\d+\) is longer than chunk size \(5\)/);
    const sentence = configured(LLAMAINDEX_STRATEGIES.find((x) => x.id === 'llamaindex-sentence')!, { chunk_size: 1, chunk_overlap: 0 });
    assert.match(run(sentence, 'a 🜁 b').problems[0]?.message ?? '', /ValueError: Single token exceeded chunk size/);
  });
});
