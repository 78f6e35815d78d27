// Rules of spec/azure-sentence-text-splitter.md within one page: sentence spans, the accumulator,
// recursive subdivision of oversized spans, and atomic figures.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SENTENCE_ENDINGS, WORD_BREAKS } from '../../../../../shared/chunkers/sentence/punctuation';
import { sentenceSpans } from '../../../../../shared/chunkers/sentence/sentenceSpans';
import { findSplitPosition } from '../../../../../shared/chunkers/sentence/splitOversized';
import { chunkText, contents, countTokens } from '../../../../helpers/sentenceHelpers';

const spansOf = (text: string) => sentenceSpans(text, 0, text.length).map((s) => text.slice(s.start, s.end));

describe('sentence: sentence-like spans', () => {
  it('a span ends just after . ! or ?, and the whitespace after it starts the next span', () => {
    assert.deepEqual(spansOf('One. Two! Three? tail'), ['One.', ' Two!', ' Three?', ' tail']);
  });

  it('CJK sentence endings 。！？‼⁇⁈⁉ end spans too', () => {
    assert.deepEqual(spansOf('一。二！三？四‼五⁇六⁈七⁉八'), ['一。', '二！', '三？', '四‼', '五⁇', '六⁈', '七⁉', '八']);
  });

  it('commas, colons and newlines do not end a span', () => {
    assert.deepEqual(spansOf('a, b: c\nd; e'), ['a, b: c\nd; e']);
  });
});

describe('sentence: the accumulator', () => {
  const sentences = 'Aaaa bbbb cccc. Dddd eeee ffff. Gggg hhhh iiii. Jjjj kkkk llll.'; // spans of 15 and 16 characters

  it('appends spans until the next one would pass the character limit, with no allowance', () => {
    assert.deepEqual(contents(chunkText('text', sentences, { maxChars: 32, overlapPercent: 0 })), [
      'Aaaa bbbb cccc. Dddd eeee ffff.',
      ' Gggg hhhh iiii. Jjjj kkkk llll.',
    ]);
    assert.deepEqual(contents(chunkText('text', sentences, { maxChars: 31, overlapPercent: 0 })), [
      'Aaaa bbbb cccc. Dddd eeee ffff.',
      ' Gggg hhhh iiii.',
      ' Jjjj kkkk llll.',
    ]);
  });

  it('flushes when the next span would pass the token cap', () => {
    const [a, b, c, d] = ['Aaaa bbbb cccc.', ' Dddd eeee ffff.', ' Gggg hhhh iiii.', ' Jjjj kkkk llll.'].map(countTokens);
    const cap = Math.max(a + b, c + d);
    assert.ok(a + b + c > cap);
    const r = chunkText('text', sentences, { maxTokens: cap, overlapPercent: 0 });
    assert.deepEqual(contents(r), ['Aaaa bbbb cccc. Dddd eeee ffff.', ' Gggg hhhh iiii. Jjjj kkkk llll.']);
    assert.ok(r.chunks.every((c) => c.notes[0].reason !== 'budget' || /tokens/.test(c.notes[0].detail ?? '')));
  });

  it('a span longer than the character limit but within the token cap stands alone, unsplit', () => {
    const long = ' This sentence is much longer than twenty characters.';
    const r = chunkText('text', `Short one.${long} End.`, { maxChars: 20, overlapPercent: 0 });
    // Over the 24-character soft budget, normalisation then drops the leading space that alone overflows.
    assert.deepEqual(contents(r), ['Short one.', long.trimStart(), ' End.']);
  });

  it('a span over the token cap flushes the open chunk and is split on its own', () => {
    const r = chunkText('text', 'Open. alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi', { maxTokens: 12, overlapPercent: 0 });
    assert.equal(r.chunks[0].content, 'Open.');
    assert.ok(r.chunks.slice(1).every((c) => c.tokens <= 12));
    assert.equal(r.chunks.length, 3);
  });
});

describe('sentence: recursive subdivision of oversized spans', () => {
  it('prefers a sentence ending in the central third, and keeps it in the first half', () => {
    const text = 'aaaa bbbb cccc dddd. eeee ffff gggg hhhh';
    assert.deepEqual(findSplitPosition(text), { at: 20, kind: 'sentence' });
  });

  it('falls back to a word break when no sentence ending lies in the central third', () => {
    const text = 'a. bbbbbbbbbbbbbb cccccccccccccccccccccccc';
    assert.deepEqual(findSplitPosition(text), { at: 18, kind: 'word' });
  });

  it('finds the boundary a scan outward from the middle finds, in long texts with few breaks too', () => {
    const scanned = (text: string) => {
      const mid = Math.trunc(text.length / 2);
      const limit = Math.trunc(text.length / 3);
      for (const [kind, set] of [['sentence', SENTENCE_ENDINGS], ['word', WORD_BREAKS]] as const) {
        for (let pos = 0; mid - pos > limit; pos++) {
          if (set.has(text[mid - pos])) return { at: mid - pos + 1, kind };
          if (mid + pos < text.length && set.has(text[mid + pos])) return { at: mid + pos + 1, kind };
        }
      }
      return undefined;
    };
    const run = fc.tuple(fc.constantFrom('中', 'a', '.', '。', ' ', '，', ']', '-', '\\', '^'), fc.integer({ min: 1, max: 400 }));
    fc.assert(
      fc.property(fc.array(run, { minLength: 1, maxLength: 8 }), (runs) => {
        const text = runs.map(([c, n]) => (/[中a]/.test(c) ? c.repeat(n) : c)).join('');
        assert.deepEqual(findSplitPosition(text), text.length < 4 ? undefined : scanned(text), JSON.stringify(text));
      }),
      { numRuns: 500, seed: 27 },
    );
    // Breaks placed where the native search takes over: equally far on both sides, and at the edges of the thirds.
    for (const length of [300, 301, 1001, 1002]) {
      const mid = Math.trunc(length / 2);
      const limit = Math.trunc(length / 3);
      for (const d of [63, 64, 65, 100, mid - limit - 1, mid - limit]) {
        for (const places of [[mid - d, mid + d], [mid - d], [mid + d], [limit + 1, mid + d], [limit], [mid + (mid - limit) - 1]]) {
          for (const mark of ['.', ' ']) {
            const chars = [...'中'.repeat(length)];
            for (const at of places) if (at >= 0 && at < length) chars[at] = mark;
            const text = chars.join('');
            assert.deepEqual(findSplitPosition(text), scanned(text), `${length} ${places} ${JSON.stringify(mark)}`);
          }
        }
      }
    }
  });

  it('finds no boundary when both kinds lie outside the central third', () => {
    assert.equal(findSplitPosition('a. bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb c'), undefined);
  });

  it('the midpoint fallback duplicates 2 × floor(10% × length) characters, marked as overlap', () => {
    const text = 'x'.repeat(7) + 'Q'.repeat(193); // no boundary anywhere, 200 characters
    const r = chunkText('text', text, { maxTokens: countTokens(text) - 1, overlapPercent: 0 });
    assert.equal(r.chunks.length, 2);
    assert.equal(r.chunks[0].content, text.slice(0, 120));
    assert.equal(r.chunks[1].content, text.slice(80));
    assert.deepEqual(r.chunks[1].spans, [{ start: 80, end: 120, overlap: true }, { start: 120, end: 200 }]);
    assert.equal(r.chunks[0].notes[0].reason, 'fallback');
    assert.equal(r.problems[0].code, 'CK101');
  });

  it('the midpoint cuts of one span are one CK101 that counts them and the characters they duplicate', () => {
    const text = 'Q'.repeat(1000);
    const r = chunkText('text', text, { maxTokens: 20, overlapPercent: 0 });
    const cuts = r.chunks.filter((c) => c.notes.some((n) => n.reason === 'fallback')).length;
    let duplicated = 0;
    for (const c of r.chunks) for (const s of c.spans) if (s.overlap) duplicated += s.end - s.start;
    assert.ok(cuts > 10, `${cuts} cuts`);
    const reports = r.problems.filter((p) => p.code === 'CK101');
    assert.equal(reports.length, 1);
    assert.match(reports[0].message, new RegExp(`cut at its midpoint ${cuts} times, with ${duplicated} characters duplicated in all$`));
    assert.deepEqual(reports[0].span, { start: 0, end: 1000 });
  });

  it('recursion continues until every part is within the token cap', () => {
    const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const r = chunkText('text', text, { maxTokens: 10, overlapPercent: 0 });
    assert.ok(r.chunks.length >= 8);
    for (const c of r.chunks) assert.ok(c.tokens <= 10, `${c.tokens} tokens: ${c.content}`);
    assert.equal(contents(r).join(''), text, 'word-break splits duplicate nothing');
  });
});

describe('sentence: atomic figures', () => {
  const figure = '<figure><figcaption>Revenue by quarter. Q1 up. Q2 down.</figcaption></figure>';

  it('a figure attaches to the text before it even past both limits, and is never split', () => {
    const r = chunkText('text', `Before it. ${figure} After it.`, { maxTokens: 8, maxChars: 20, overlapPercent: 0 });
    assert.deepEqual(contents(r), [`Before it. ${figure}`, ' After it.']);
    assert.ok(r.chunks[0].tokens > 8);
  });

  it('a figure with no text before it stands alone', () => {
    const r = chunkText('text', `${figure} After it.`);
    assert.deepEqual(contents(r), [figure, ' After it.']);
    assert.equal(r.chunks[0].type, 'figure');
  });

  it('figure tags match case-insensitively and across lines', () => {
    const fig = '<FIGURE class="x">\nline one.\nline two.\n</Figure>';
    assert.deepEqual(contents(chunkText('text', `${fig} Tail.`, { maxTokens: 5 })), [fig, ' Tail.']);
  });
});
