// Where a LangChain splitter rewrites text, the chunk keeps the library's text, maps each piece back to the
// source, and says why its text differs from the source.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { parseDocument } from '../../../../../shared/parse';
import { splitOnTokens } from '../../../../../shared/chunkers/langchain/tokenSplitter';
import { spansOf } from '../../../../../shared/chunkers/mappedText';
import { getTokenizer } from '../../../../../shared/tokenizers';

function chunk(id: string, options: Record<string, unknown>, text: string) {
  const base = findStrategy(id)!;
  const { options: valid, problems } = base.options!.validate(options);
  assert.deepEqual(problems, []);
  const s = base.withOptions!(valid);
  return s.chunk(parseDocument('markdown', text), { tokenizer: getTokenizer(s.defaultTokenizer), budgets: {}, documentId: 'd' }).chunks;
}

const slices = (text: string, spans: Array<{ start: number; end: number }>) => spans.map((s) => text.slice(s.start, s.end));

describe('LangChain strategies: spans of rewritten text', () => {
  it('MarkdownHeaderTextSplitter: stripped lines map to their text, the "  \\n" joins to nothing, and the chunk says so', () => {
    const text = '# A\n\n  first line  \nsecond\n\n\tthird\n## B\nlast';
    const chunks = chunk('langchain-markdown-header', { headers_to_split_on: [['#', 'H1'], ['##', 'H2']] }, text);
    // Python 1.1.2: 'first line\nsecond  \nthird' {'H1': 'A'}, 'last' {'H1': 'A', 'H2': 'B'}
    assert.deepEqual(chunks.map((c) => [c.content, c.headingsPath]), [['first line\nsecond  \nthird', ['A']], ['last', ['A', 'B']]]);
    assert.deepEqual(slices(text, chunks[0].spans), ['first line', 'second', 'third']);
    assert.ok(chunks[0].notes.some((n) => n.reason === 'normalized' && /re-joins lines/.test(n.detail ?? '')));
    assert.ok(!chunks[1].notes.some((n) => n.reason === 'normalized'), 'a chunk that is one stretch of the source has no such note');
  });

  it('MarkdownHeaderTextSplitter: characters Python does not print go, inside a line too (tab, zero-width space, CR)', () => {
    const text = '# A\nfirst\tline\u200b\r\nsecond\r\n## B\nlast';
    const chunks = chunk('langchain-markdown-header', { headers_to_split_on: [['#', 'H1'], ['##', 'H2']] }, text);
    // Python: line.strip(), then only str.isprintable() characters: 'firstline\nsecond' {'H1': 'A'}, 'last'.
    assert.deepEqual(chunks.map((c) => c.content), ['firstline\nsecond', 'last']);
    assert.deepEqual(slices(text, chunks[0].spans), ['first', 'line', 'second']);
  });

  it('CharacterTextSplitter with a regex separator joins with the pattern text, as LangChain does; only the words have spans', () => {
    const text = 'ab  cd\nef gh';
    const chunks = chunk('langchain-character', { separator: '\\s+', is_separator_regex: true, chunk_size: 9, chunk_overlap: 0 }, text);
    assert.deepEqual(chunks.map((c) => c.content), ['ab\\s+cd', 'ef\\s+gh']);
    assert.deepEqual(chunks.map((c) => slices(text, c.spans)), [['ab', 'cd'], ['ef', 'gh']]);
    assert.ok(chunks.every((c) => c.notes.some((n) => n.reason === 'normalized')));
  });

  it('TokenTextSplitter: a window that cuts a character decodes it to U+FFFD, which has no span', () => {
    const text = 'x 東京 y';
    const gpt2 = getTokenizer('gpt2');
    const ids = gpt2.encode(text);
    const chunks = chunk('langchain-token', { chunk_size: 1, chunk_overlap: 0 }, text);
    assert.deepEqual(chunks.map((c) => c.content), ids.map((id) => gpt2.decode([id])));
    const cut = chunks.filter((c) => c.content.includes('\ufffd'));
    assert.ok(cut.length > 0, 'gpt2 spells these characters with tokens of partial bytes');
    for (const c of cut) {
      assert.ok(c.notes.some((n) => n.reason === 'normalized'));
      for (const s of c.spans) assert.ok(!text.slice(s.start, s.end).includes('東'), 'no span claims part of a character');
    }
    const whole = chunks.filter((c) => !c.content.includes('\ufffd'));
    for (const c of whole) assert.equal(slices(text, c.spans).join(''), c.content);
  });

  it('TokenTextSplitter under chars: windows of code points, as decoding their ids gives, each one slice of the source', () => {
    const chars = getTokenizer('chars');
    const texts = ['', 'a', 'x 東京 y 🚀🚀 z', `lone \ud800 high and \udc00 low, pair 😀 end`, '🚀'.repeat(9), 'plain text '.repeat(7)];
    for (const text of texts) {
      const ids = chars.encode(text);
      for (const [size, overlap] of [[1, 0], [2, 1], [3, 0], [5, 2], [40, 10]]) {
        const expected: string[] = [];
        for (let start = 0; start < ids.length; start += size - overlap) {
          expected.push(chars.decode(ids.slice(start, start + size)));
          if (start + size >= ids.length) break;
        }
        const windows = splitOnTokens(text, chars, size, overlap);
        assert.deepEqual(windows.map((w) => w.text), expected, `${JSON.stringify(text)} ${size}/${overlap}`);
        for (const w of windows) assert.equal(slices(text, spansOf(w)).join(''), w.text);
      }
    }
  });

  it('the same words twice map to their own place, not to the first occurrence', () => {
    const text = 'same words\n\nsame words\n\nsame words';
    const chunks = chunk('langchain-recursive', { chunk_size: 12, chunk_overlap: 0 }, text);
    assert.deepEqual(chunks.map((c) => c.spans.map((s) => s.start)), [[0], [12], [24]]);
  });
});
