// text-splitter 0.32.0's unit tests (src/splitter/text.rs, src/splitter/markdown.rs, src/trim.rs and
// src/chunk_size.rs at tag v0.32.0, commit 8f2b263d) that fit the strategies, each named after its #[test] fn.
// Below them, pulldown-cmark 0.13.4's offset events on small inputs, which the crate's parse turns into its semantic items.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { findStrategy } from '../../../../../shared/chunkers';
import { fits } from '../../../../../shared/chunkers/textSplitter/chunkCapacity';
import { markdownLevels, BLOCK, INLINE, SOFT_BREAK, RULE, headingLevel } from '../../../../../shared/chunkers/textSplitter/markdownLevels';
import { lineBreakLevels } from '../../../../../shared/chunkers/textSplitter/lineBreakLevels';
import { SemanticRanges } from '../../../../../shared/chunkers/textSplitter/semanticRanges';
import { measureText } from '../../../../../shared/chunkers/textSplitter/textMeasure';
import { trimRange } from '../../../../../shared/chunkers/textSplitter/trim';
import type { StrategyId } from '../../../../../shared/model/types';
import { getTokenizer } from '../../../../../shared/tokenizers';
import { repoPath } from '../../../../helpers/repoPath';

function split(id: StrategyId, text: string, options: Record<string, unknown>): Array<{ chunk: string; char_offset: number }> {
  const strategy = findStrategy(id)!;
  const validated = strategy.options!.validate(options);
  assert.deepEqual(validated.problems, []);
  const s = strategy.withOptions!(validated.options);
  const ctx = { tokenizer: getTokenizer('chars'), budgets: {}, documentId: 'd' };
  const { chunks } = s.chunk({ kind: 'text', text, blocks: [], problems: [] }, ctx);
  return chunks.map((c) => s.toRecord(c, ctx) as { chunk: string; char_offset: number });
}


interface ChunkCase {
  strategy: StrategyId;
  test: string;
  text: string;
  options: Record<string, unknown>;
  chunks: string[];
  char_offsets?: number[];
}

/** The unit tests whose input and chunks are data (test/fixtures/text-splitter/cases.json), for both splitters. */
const { cases } = JSON.parse(readFileSync(repoPath('test/fixtures/text-splitter/cases.json'), 'utf8')) as { cases: ChunkCase[] };

describe('text-splitter 0.32.0 unit tests with chunks (test/fixtures/text-splitter/cases.json)', () => {
  for (const c of cases) {
    it(`${c.test}: ${JSON.stringify(c.text)} gives the crate's chunks${c.char_offsets ? ' at its character offsets' : ''} (${c.strategy})`, () => {
      const records = split(c.strategy, c.text, c.options);
      assert.deepEqual(records.map((r) => r.chunk), c.chunks);
      if (c.char_offsets) assert.deepEqual(records.map((r) => r.char_offset), c.char_offsets);
    });
  }
});

describe('text-splitter 0.32.0 src/splitter/text.rs (TextSplitter only)', () => {
  it('correctly_determines_newlines: \\r\\n counts as one line break of a run', () => {
    assert.deepEqual(new SemanticRanges(lineBreakLevels('\r\n\r\ntext\n\n\ntext2')).ranges, [{ level: 2, start: 0, end: 4 }, { level: 3, start: 8, end: 11 }]);
  });
});

describe('text-splitter 0.32.0 src/splitter/markdown.rs (MarkdownSplitter only)', () => {

  const B = BLOCK;
  const I = INLINE;
  const ranges = (text: string) => new SemanticRanges(markdownLevels(text)).ranges.map((r) => [r.level, r.start, r.end]);
  const RANGE_CASES: Array<[string, string, number[][]]> = [
    ['test_no_markdown_separators', 'Some text without any markdown separators', [[B, 0, 41], [I, 0, 41]]],
    ['test_checklist', '- [ ] incomplete task\n- [x] completed task', [[B, 0, 42], [B, 0, 22], [I, 2, 5], [I, 6, 21], [B, 22, 42], [I, 24, 27], [I, 28, 42]]],
    ['test_footnote_reference', 'Footnote[^1]', [[B, 0, 12], [I, 0, 8], [I, 8, 12]]],
    ['test_inline_code', '`bash`', [[B, 0, 6], [I, 0, 6]]],
    ['test_emphasis', '*emphasis*', [[B, 0, 10], [I, 0, 10], [I, 1, 9]]],
    ['test_strong', '**emphasis**', [[B, 0, 12], [I, 0, 12], [I, 2, 10]]],
    ['test_strikethrough', '~~emphasis~~', [[B, 0, 12], [I, 0, 12], [I, 2, 10]]],
    ['test_link', '[link](url)', [[B, 0, 11], [I, 0, 11], [I, 1, 5]]],
    ['test_image', '![link](url)', [[B, 0, 12], [I, 0, 12], [I, 2, 6]]],
    ['test_inline_html', '<span>Some text</span>', [[B, 0, 22], [I, 0, 6], [I, 6, 15], [I, 15, 22]]],
    ['test_html', '<div>Some text</div>', [[B, 0, 20], [B, 0, 20]]],
    ['test_table', '| Header 1 | Header 2 |\n| --- | --- |\n| Cell 1 | Cell 2 |', [[B, 0, 57], [B, 0, 24], [I, 1, 11], [I, 2, 10], [I, 12, 22], [I, 13, 21], [B, 38, 57], [I, 39, 47], [I, 40, 46], [I, 48, 56], [I, 49, 55]]],
    ['test_softbreak', 'Some text\nwith a softbreak', [[B, 0, 26], [I, 0, 9], [SOFT_BREAK, 9, 10], [I, 10, 26]]],
    ['test_hardbreak', 'Some text\\\nwith a hardbreak', [[B, 0, 27], [I, 0, 9], [I, 9, 11], [I, 11, 27]]],
    ['test_footnote_def', '[^first]: Footnote', [[B, 0, 18], [B, 10, 18], [I, 10, 18]]],
    ['test_code_block', '```\ncode\n```', [[B, 0, 12], [I, 4, 9]]],
    ['test_block_quote', '> quote', [[B, 0, 7], [B, 2, 7], [I, 2, 7]]],
    ['test_with_rule', 'Some text\n\n---\n\nwith a rule', [[B, 0, 10], [I, 0, 9], [RULE, 11, 15], [B, 16, 27], [I, 16, 27]]],
  ];
  for (const [name, text, expected] of RANGE_CASES) {
    it(`${name}: ${JSON.stringify(text)} has pulldown-cmark's semantic ranges`, () => assert.deepEqual(ranges(text), expected));
  }
  it('test_heading: "# Heading" to "###### Heading" rank by depth, their text inline', () => {
    for (let depth = 1; depth <= 6; depth++) {
      assert.deepEqual(ranges(`${'#'.repeat(depth)} Heading`), [[headingLevel(depth), 0, 8 + depth], [I, 1 + depth, 8 + depth]]);
    }
  });
  it('test_ranges_after_offset_block: the block level gives the list items, not the list', () => {
    const semantic = new SemanticRanges(markdownLevels('- [ ] incomplete task\n- [x] completed task'));
    assert.deepEqual([...semantic.levelRanges(BLOCK)].map((r) => [r.start, r.end]), [[0, 22], [22, 42]]);
  });
});

describe("pulldown-cmark 0.13.4's offset events as MarkdownSplitter maps them (Options::all(), as text-splitter 0.32.0 parses)", () => {
  const B = BLOCK;
  const I = INLINE;
  /** Items ordered by start, then longest first, then by level: one order for both sides, duplicates kept. */
  const ordered = (items: number[][]) => [...items].sort((a, b) => a[1] - b[1] || b[2] - a[2] || a[0] - b[0]);
  // Expected: pulldown-cmark 0.13.4 (the version text-splitter 0.32.0's Cargo.lock pins), `Parser::new_ext(text,
  // Options::all()).into_offset_iter()` through markdown.rs's `parse` (start events, text, breaks, rules).
  const EVENT_CASES: Array<[string, string, number[][]]> = [
    ["a closed fenced code block ends before its closing fence's line break, and its info string is no text", "```c#\na\n```\n", [[B, 0, 11], [I, 6, 8]]],
    ["a fenced code block's first blank line is text, joined to the line after it", "```\n\na\n```\n", [[B, 0, 10], [I, 4, 7]]],
    ["an indented code block starts after the indentation, its text one item per run of adjacent lines", "    a\n\n    b\n      c\n", [[B, 4, 21], [I, 4, 7], [I, 11, 13], [I, 17, 21]]],
    ["code text after a CRLF starts at the LF, which the next line's text continues", "```\r\na\r\n\r\nb\r\n```\r\n", [[B, 0, 16], [I, 5, 6], [I, 7, 8], [I, 9, 11], [I, 12, 13]]],
    ["a nested list item starts after its container's prefix, with its own indentation", "1. Make\n    1. Fix\n    2. Imp\n", [[B, 0, 30], [B, 0, 30], [I, 3, 7], [B, 11, 30], [B, 11, 19], [I, 15, 18], [B, 22, 30], [I, 26, 29]]],
    ["a list ends where a list of another kind starts in the same container", "- a\n    * b\n    + c\n", [[B, 0, 20], [B, 0, 20], [I, 2, 3], [B, 6, 14], [B, 6, 12], [I, 10, 11], [B, 14, 20], [B, 14, 20], [I, 18, 19]]],
    ["an indented HTML block starts after its indentation, with an empty text there", "<dl>\n  <dt>A</dt>\n\n  <dt>B</dt>\n</dl>\n", [[B, 0, 18], [B, 0, 5], [B, 5, 18], [B, 21, 38], [B, 21, 32], [I, 21, 21], [B, 32, 38]]],
    ["unmatched delimiters, dollars and brackets are texts of their own", "Inline^[Text] costs $1600, 2*3 and [x", [[B, 0, 37], [I, 0, 6], [I, 6, 7], [I, 7, 8], [I, 8, 12], [I, 12, 13], [I, 13, 20], [I, 20, 21], [I, 21, 28], [I, 28, 29], [I, 29, 35], [I, 35, 36], [I, 36, 37]]],
    ["a wikilink is a link whose text is its label, else its target", "See [[Intro|Obsidian Sync]], [[x]] and ![[img.png]].", [[B, 0, 52], [I, 0, 4], [I, 4, 27], [I, 12, 25], [I, 27, 29], [I, 29, 34], [I, 31, 32], [I, 34, 39], [I, 39, 51], [I, 42, 49], [I, 51, 52]]],
    ["a heading's attribute block is no text, and the heading keeps its line break", "# Terms {#terms}\n\n## a *b* {.c}\n", [[headingLevel(1), 0, 17], [I, 2, 7], [headingLevel(2), 18, 32], [I, 21, 23], [I, 23, 26], [I, 24, 25]]],
    ["a footnote definition ends after its first blank line; the indented lines after it are code", "x[^a]\n\n[^a]: A\n\n    b\n\n    - c\n\nd\n", [[B, 0, 6], [I, 0, 1], [I, 1, 5], [B, 7, 16], [B, 13, 15], [I, 13, 14], [B, 20, 31], [I, 20, 23], [I, 27, 31], [B, 32, 34], [I, 32, 33]]],
    ["a last table cell ends before its pipe, white space after the pipe left out", "| a | b |\n|---|---|\n| c| d|  \n", [[B, 0, 30], [B, 0, 10], [I, 1, 4], [I, 2, 3], [I, 5, 8], [I, 6, 7], [B, 20, 30], [I, 21, 23], [I, 22, 23], [I, 24, 26], [I, 25, 26]]],
    ["a collapsed reference link ends with its label", "See [Jaeger][] and [x][y].\n\n[Jaeger]: /j\n[y]: /y\n", [[B, 0, 27], [I, 0, 4], [I, 4, 12], [I, 5, 11], [I, 14, 19], [I, 19, 25], [I, 20, 21], [I, 25, 26]]],
    ["a nested list ends where the paragraph after it in the same item starts", "- a\n  - b\n\n  c\n", [[B, 0, 15], [B, 0, 15], [B, 2, 4], [I, 2, 3], [B, 6, 13], [B, 6, 11], [I, 8, 9], [B, 13, 15], [I, 13, 14]]],
    ["a metadata block ends with its closing line", "---\na: b\n---\n\ntext\n", [[B, 0, 12], [I, 4, 9], [B, 14, 19], [I, 14, 18]]],
    ["a literal URL is text, an autolink holds its text", "see http://www.example.com or <http://www.example.com>.", [[B, 0, 55], [I, 0, 30], [I, 30, 54], [I, 31, 53], [I, 54, 55]]],
  ];
  for (const [behaviour, text, expected] of EVENT_CASES) {
    it(`${behaviour}: ${JSON.stringify(text)}`, () => assert.deepEqual(ordered(markdownLevels(text).map((r) => [r.level, r.start, r.end])), ordered(expected)));
  }
});

describe('text-splitter 0.32.0 src/trim.rs and src/chunk_size.rs', () => {
  it('trim_all, trim_indentation_fallback and trim_indentation_preserved trim as the crate does', () => {
    assert.deepEqual(trimRange('all', measureText('  hello world  '), 0, 15), [2, 13]);
    assert.deepEqual(trimRange('preserveIndentation', measureText('  hello world  '), 0, 15), [2, 13]);
    assert.deepEqual(trimRange('preserveIndentation', measureText('\n  hello\n  world  '), 0, 18), [1, 16]);
  });
  it('check_chunk_capacity and check_chunk_capacity_for_range: 5 characters against 4, 5, 6, 0..5, 5..6 and 6..100', () => {
    assert.equal(fits({ desired: 4, max: 4 }, 5), 1);
    assert.equal(fits({ desired: 5, max: 5 }, 5), 0);
    assert.equal(fits({ desired: 6, max: 6 }, 5), -1);
    assert.equal(fits({ desired: 0, max: 4 }, 5), 1);
    assert.equal(fits({ desired: 5, max: 5 }, 5), 0);
    assert.equal(fits({ desired: 6, max: 99 }, 5), -1);
  });
  it("returns_offsets (tiktoken.rs): cl100k_base sizes 'An apple a' as 3 tokens, through tiktoken_model gpt-3.5-turbo", () => {
    const strategy = findStrategy('text-splitter-text')!;
    assert.equal(strategy.withOptions!(strategy.options!.validate({ tiktoken_model: 'gpt-3.5-turbo' }).options).defaultTokenizer, 'cl100k_base');
    assert.equal(getTokenizer('cl100k_base').count('An apple a'), 3);
  });
  it('the crate rejects a max below the desired size, and an overlap not below the desired size, with its messages', () => {
    const strategy = findStrategy('text-splitter-markdown')!;
    assert.deepEqual(strategy.options!.validate({ capacity: [10, 5] }).problems.map((p) => p.message), ['Max chunk size must be greater than or equal to the desired chunk size']);
    assert.deepEqual(strategy.options!.validate({ capacity: 10, overlap: 10 }).problems.map((p) => p.message), ['The overlap is larger than or equal to the desired chunk capacity']);
  });
});
