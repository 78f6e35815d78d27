import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { adaptiveSectionStrategy } from '../../../../../shared/chunkers/adaptiveSection';
import { extractSections } from '../../../../../shared/chunkers/adaptiveSection/extractSections';
import { packSpans } from '../../../../../shared/chunkers/adaptiveSection/packSpans';
import type { Budgets, StrategyContext } from '../../../../../shared/chunkers/types';
import type { TokenizerId } from '../../../../../shared/tokenizers';
import { parseDocument } from '../../../../../shared/parse';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

const ctx = (budgets: Budgets, tokenizer: TokenizerId = 'chars'): StrategyContext => ({
  tokenizer: getTokenizer(tokenizer),
  budgets: { ...adaptiveSectionStrategy.defaults, ...budgets },
  documentId: 'doc',
});
const chunk = (text: string, budgets: Budgets = {}, tokenizer: TokenizerId = 'chars') =>
  adaptiveSectionStrategy.chunk(parseDocument('markdown', text), ctx(budgets, tokenizer));
/** A section of exactly `size` characters: `# T` heading, blank line, filler. */
const section = (title: string, size: number) => `# ${title}\n\n${'x'.repeat(size - title.length - 4)}`;
const headings = (text: string, budgets: Budgets) => chunk(text, budgets).chunks.map((c) => c.sectionHeadings);

describe('adaptive-section: sections', () => {
  it('a section is a heading of any level and its blocks up to the next heading; text before the first heading is one too', () => {
    const text = 'Preface.\n\n# A\n\none\n\n### B\n\ntwo\n\n- x\n\n## C\n';
    const sections = extractSections(parseDocument('markdown', text), getTokenizer('chars'));
    assert.deepEqual(sections.map((s) => [s.heading, s.level, s.text]), [
      [undefined, undefined, 'Preface.'],
      ['A', 1, '# A\n\none'],
      ['B', 3, '### B\n\ntwo\n\n- x'],
      ['C', 2, '## C'],
    ]);
    assert.deepEqual(sections[2].parentHeadings, ['A']);
  });

  it('page-break comments at the edges of a section are left out of it', () => {
    const text = '# A\n\none\n\n<!-- PageBreak -->\n\n# B\n\ntwo\n';
    const sections = extractSections(parseDocument('markdown', text), getTokenizer('chars'));
    assert.deepEqual(sections.map((s) => s.text), ['# A\n\none', '# B\n\ntwo']);
  });
});

describe('adaptive-section: the adaptive rules', () => {
  it('a section of exactly largeThreshold tokens is small and merges; one token more stands alone', () => {
    const budgets = { largeThreshold: 20, maxTokens: 60 };
    assert.deepEqual(headings([section('A', 10), section('B', 20), section('C', 10)].join('\n\n'), budgets), [['A', 'B', 'C']]);
    assert.deepEqual(headings([section('A', 10), section('B', 21), section('C', 10)].join('\n\n'), budgets), [['A'], ['B'], ['C']]);
  });

  it('small sections merge while the joined text stays within maxTokens (equal is allowed)', () => {
    const text = [section('A', 10), section('B', 10), section('C', 10)].join('\n\n');
    assert.deepEqual(headings(text, { largeThreshold: 20, maxTokens: 34 }), [['A', 'B', 'C']]);
    assert.deepEqual(headings(text, { largeThreshold: 20, maxTokens: 33 }), [['A', 'B'], ['C']]);
    assert.equal(chunk(text, { largeThreshold: 20, maxTokens: 34 }).chunks[0].tokens, 34);
  });

  it('a large section closes the open merge group, so merging never crosses it', () => {
    const text = [section('A', 5), section('Big', 30), section('C', 5)].join('\n\n');
    const { chunks } = chunk(text, { largeThreshold: 20, maxTokens: 60 });
    assert.deepEqual(chunks.map((c) => c.sectionHeadings), [['A'], ['Big'], ['C']]);
    assert.deepEqual(chunks.map((c) => c.notes[0].reason), ['heading', 'heading', 'end']);
  });

  it('merging crosses heading levels, as the ADR merges its flat list of sections', () => {
    assert.deepEqual(headings('# A\n\none\n\n### B\n\ntwo\n\n## C\n\nthree\n', { largeThreshold: 20, maxTokens: 60 }), [['A', 'B', 'C']]);
  });

  it('merged sections are joined by a blank line and keep one source span each', () => {
    const text = '# A\n\none\n\n\n\n## B\n\ntwo   \n';
    const [c] = chunk(text).chunks;
    assert.equal(c.content, '# A\n\none\n\n## B\n\ntwo');
    assert.deepEqual(c.spans.map((s) => text.slice(s.start, s.end)), ['# A\n\none', '## B\n\ntwo']);
  });

  it('thresholds default to the ADR values and are configurable', () => {
    assert.deepEqual(adaptiveSectionStrategy.defaults, { maxTokens: 1800, largeThreshold: 1200 });
    const text = [section('A', 300), section('B', 300)].join('\n\n');
    assert.equal(chunk(text).chunks.length, 1);
    assert.equal(chunk(text, { largeThreshold: 250 }).chunks.length, 2);
  });
});

describe('adaptive-section: large sections over the cap', () => {
  it('a large section over maxTokens is split at block boundaries into parts within the cap', () => {
    const paragraphs = Array.from({ length: 6 }, (_, i) => `Paragraph ${i} ${'y'.repeat(20)}.`);
    const text = `# Big\n\n${paragraphs.join('\n\n')}\n`;
    const { chunks, problems } = chunk(text, { largeThreshold: 40, maxTokens: 70 });
    assert.deepEqual(problems, []);
    assert.ok(chunks.length > 1);
    for (const c of chunks) assert.ok(c.tokens <= 70, `${c.tokens} > 70`);
    assert.deepEqual(chunks.map((c) => c.heading?.heading), chunks.map((_, i) => `Big [part ${i + 1}]`));
    assert.deepEqual(chunks.map((c) => c.sectionHeadings), chunks.map(() => ['Big']));
    assert.equal(chunks.map((c) => c.content).join('\n\n'), text.trimEnd(), 'parts are whole blocks, in order');
  });

  it('one block over the cap is cut at sentences, then words, then characters, and reported as CK101', () => {
    const sentences = `# S\n\n${Array.from({ length: 8 }, (_, i) => `Sentence number ${i} ends here.`).join(' ')}\n`;
    const bySentence = chunk(sentences, { largeThreshold: 30, maxTokens: 70 });
    assert.ok(bySentence.chunks.every((c) => c.tokens <= 70 && /\.$/.test(c.content)));
    assert.deepEqual(bySentence.problems.map((p) => [p.code, p.severity]), [['CK101', 'info']]);
    assert.match(bySentence.problems[0].message, /split at sentence boundaries/);

    const oneWord = `# W\n\n${'z'.repeat(150)}\n`;
    const byChar = chunk(oneWord, { largeThreshold: 30, maxTokens: 70 });
    assert.ok(byChar.chunks.every((c) => c.tokens <= 70));
    assert.equal(byChar.chunks.map((c) => c.content).join('').replace(/\s/g, ''), oneWord.replace(/\s/g, ''));
    assert.deepEqual(byChar.problems.map((p) => [p.code, p.severity]), [['CK101', 'warning']]);
  });

  it('packing checks the exact count of each piece, so wide gaps between units never take it over the cap', () => {
    const text = `aaaa${' '.repeat(10)}bbbb cc`;
    const units = [{ start: 0, end: 4 }, { start: 14, end: 18 }, { start: 19, end: 21 }];
    assert.deepEqual(packSpans(text, units, 10, getTokenizer('chars')), [{ start: 0, end: 4 }, { start: 14, end: 21 }]);
  });

  it('every non-blank character of the input is in some chunk, in order, under a small cap', () => {
    const text = readFileSync(repoPath('test/fixtures/example-kb/api/endpoints.md'), 'utf8');
    const { chunks } = chunk(text, { largeThreshold: 150, maxTokens: 200 }, 'o200k_base');
    for (const c of chunks) assert.ok(c.tokens <= 200);
    assert.equal(chunks.map((c) => c.content).join('').replace(/\s/g, ''), text.replace(/\s/g, ''));
  });
});

describe('adaptive-section: multi-section metadata and record', () => {
  it('every chunk lists its section headings and the first as primary section', () => {
    const [c] = chunk('Intro\n\n# A\n\none\n\n## B\n\ntwo\n').chunks;
    assert.deepEqual(c.sectionHeadings, ['A', 'B']);
    assert.equal(c.primarySection, 'A');
    const [bare] = chunk('only text\n').chunks;
    assert.deepEqual([bare.sectionHeadings, bare.primarySection], [[], undefined]);
  });

  it('section pages come from page-break comments and form feeds, 1-based in the record; null without markers', () => {
    const text = '# A\n\none\n\n<!-- PageBreak -->\n\n# B\n\ntwo\n\n# B\n\nstill two\f\n# C\n\nthree\n';
    const [c] = chunk(text).chunks;
    assert.deepEqual(c.pages, [0, 1, 2]);
    const record = adaptiveSectionStrategy.toRecord(c, ctx({}));
    assert.deepEqual(record.section_pages, [1, 2, 2, 3]);
    const plain = adaptiveSectionStrategy.toRecord(chunk('# A\n\none\n').chunks[0], ctx({}));
    assert.equal(plain.section_pages, null);
  });

  it('the record carries the ADR-039 fields', () => {
    const [c] = chunk('# A\n\none\n\n# B\n\ntwo\n').chunks;
    assert.deepEqual(adaptiveSectionStrategy.toRecord(c, ctx({})), {
      content: '# A\n\none\n\n# B\n\ntwo', tokens: 18, chunk_order_index: 0,
      section_headings: ['A', 'B'], primary_section: 'A', section_pages: null,
      source_spans: [{ start: 0, end: 8 }, { start: 10, end: 18 }],
    });
  });

  it('plain text input is one section without a heading', () => {
    const { chunks } = adaptiveSectionStrategy.chunk(parseDocument('text', 'one\n\ntwo\n'), ctx({}));
    assert.deepEqual(chunks.map((c) => c.content), ['one\n\ntwo']);
  });
});

describe('adaptive-section: the ADR PowerPoint example (15 slides, o200k_base)', () => {
  const deck = readFileSync(repoPath('test/fixtures/adaptive-section/powerpoint-deck.md'), 'utf8');

  it('the fixture has the ADR slide token counts', () => {
    const sections = extractSections(parseDocument('markdown', deck), getTokenizer('o200k_base'));
    assert.deepEqual(sections.map((s) => s.tokens), [200, 180, 220, 250, 190, 210, 230, 180, 220, 220, 220, 220, 220, 220, 220]);
  });

  it('with a cap of 640 tokens it gives the ADR chunks 0–2 exactly and 7 chunks in all (ADR: 6–8)', () => {
    const { chunks } = chunk(deck, { maxTokens: 640 }, 'o200k_base');
    assert.equal(chunks.length, 7);
    const records = chunks.slice(0, 3).map((c) => adaptiveSectionStrategy.toRecord(c, ctx({}, 'o200k_base')));
    assert.deepEqual(records.map((r) => [r.section_headings, r.primary_section, r.section_pages]), [
      [['Multi-Server Architecture', 'Load Balancing Strategies', 'Caching Optimization'], 'Multi-Server Architecture', [1, 2, 3]],
      [['Database Indexing', 'Query Optimization'], 'Database Indexing', [4, 5]],
      [['Connection Pooling', 'Performance Monitoring', 'Profiling Tools'], 'Connection Pooling', [6, 7, 8]],
    ]);
    assert.deepEqual(records.map((r) => r.tokens), [600 + 2, 440 + 1, 620 + 2], 'section sums plus one token per blank-line join');
  });

  it('with the default cap of 1800 the merging loop gives 2 chunks (slides 1–8 and 9–15), as the ADR arithmetic does', () => {
    const { chunks } = chunk(deck, {}, 'o200k_base');
    assert.deepEqual(chunks.map((c) => c.sectionHeadings!.length), [8, 7]);
    assert.deepEqual(chunks.map((c) => c.tokens), [1660 + 7, 1540 + 6]);
  });
});
