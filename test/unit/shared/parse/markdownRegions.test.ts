import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { splitSectionRegions } from '../../../../shared/parse/markdownRegions';
import { scanSectionStarts } from '../../../../shared/parse/markdownSections';
import { parseSection, type SectionBlock } from '../../../../shared/parse/markdown';
import { repoPath } from '../../../helpers/repoPath';

const SAMPLES = repoPath('test/fixtures/corpus-sample');

/** Blocks of `[start, end)` parsed region by region, in section coordinates. */
function parseByRegions(text: string, start: number, end: number, minLength: number): { regions: number; blocks: SectionBlock[] } {
  const offsets = splitSectionRegions(text, start, end, minLength);
  const blocks = offsets.flatMap((o, i) => {
    const regionEnd = i + 1 < offsets.length ? start + offsets[i + 1] : end;
    return parseSection(text.slice(start + o, regionEnd)).map((b) => ({
      ...b,
      start: b.start + o,
      end: b.end + o,
      ...(b.parts ? { parts: b.parts.map((p) => ({ start: p.start + o, end: p.end + o })) } : {}),
      ...(b.nestedCode ? { nestedCode: b.nestedCode.map((p) => ({ start: p.start + o, end: p.end + o })) } : {}),
    }));
  });
  return { regions: offsets.length, blocks };
}

function assertSameAsWholeParse(text: string, minLength: number): number {
  let regions = 0;
  const starts = scanSectionStarts(text, 0);
  starts.forEach((s, i) => {
    const e = i + 1 < starts.length ? starts[i + 1] : text.length;
    const split = parseByRegions(text, s, e, minLength);
    regions += split.regions;
    assert.deepEqual(split.blocks, parseSection(text.slice(s, e)), `section at ${s}`);
  });
  return regions;
}

describe('Markdown regions', () => {
  it('parsing a section region by region gives the blocks of a whole-section parse on real documents', () => {
    for (const name of readdirSync(SAMPLES).filter((n) => n.endsWith('.md') && n !== 'README.md')) {
      const text = readFileSync(join(SAMPLES, name), 'utf8');
      const regions = assertSameAsWholeParse(text, 60);
      assert.ok(regions > scanSectionStarts(text, 0).length, `${name} is split below its sections`);
    }
  });

  it('a region is never cut inside a list, quote, indented code, fence or HTML comment that spans blank lines', () => {
    const para = 'Some words of a paragraph.\n\n';
    const cases = [
      '- item one\n\n- item two after a blank line\n\n  continued item\n\n',
      '> quoted\n\n> another quote\n\n',
      '    indented code\n\n    more indented code\n\n',
      '```\ncode\n\nafter blank in fence\n```\n\n',
      '<!--\ncomment\n\nstill comment\n-->\n\n',
      '1. first\n\n2) second\n\n',
      '---\n\nthematic\n\n+++\n\n',
      '[^note]: footnote\n\n    footnote continued\n\n',
    ];
    for (const body of cases) {
      const text = `# Title\n\n${para.repeat(3)}${body}${para.repeat(3)}`;
      assertSameAsWholeParse(text, 10);
      const offsets = splitSectionRegions(text, 0, text.length, 10);
      const bodyStart = text.indexOf(body);
      const nextLineIsSafe = (o: number) => /^(?:[ \t]*\n)*[^-+*>\s\d]/.test(text.slice(o));
      for (const o of offsets) assert.ok(o <= bodyStart || o >= bodyStart + body.length - 2 || nextLineIsSafe(o), `cut at ${JSON.stringify(text.slice(o, o + 20))}`);
    }
  });

  it('a section whose heading uses a link defined further down is not split', () => {
    const text = `# About [tool]\n\n${'Words here.\n\n'.repeat(20)}[tool]: https://example.com\n`;
    assert.deepEqual(splitSectionRegions(text, 0, text.length, 10), [0]);
    assertSameAsWholeParse(text, 10);
  });

  it('no further cut follows a fence opened inside a list item', () => {
    const text = `# T\n\n${'Words.\n\n'.repeat(8)}- item\n  \`\`\`\n  code\n\nOutside.\n\n${'More.\n\n'.repeat(8)}`;
    const offsets = splitSectionRegions(text, 0, text.length, 10);
    assert.ok(offsets.every((o) => o < text.indexOf('- item')));
  });

  it('setext headings without blank lines are cut after their underlines, and lazy `===` lines are not cut after', () => {
    const headings = Array.from({ length: 40 }, (_, i) => (i % 2 ? `Heading ${i}\n===\n` : `Heading ${i}\n---\n`)).join('');
    const offsets = splitSectionRegions(headings, 0, headings.length, 10);
    assert.ok(offsets.length > 30, `${offsets.length} regions`);
    assertSameAsWholeParse(headings, 10);
    const lazy = [
      '> quoted\nlazy line\n===\nstill the quote\n',
      '- item\nlazy line\n===\nstill the item\n',
      'para\ncontinued\n===\nafter\n',
      '===\nnot an underline\n',
      '> quote\n---\nafter a rule\n',
      '- item\n---\nafter a rule\n',
      '```\n---\ncode\n```\n',
      '<div>\n---\nhtml\n</div>\n',
    ];
    for (const body of lazy) {
      const text = `# T\n\n${'Words of text here.\n---\n'.repeat(6)}${body}${'More words of text.\n===\n'.repeat(6)}`;
      assertSameAsWholeParse(text, 10);
    }
  });

  it('lines that open and close an HTML comment are cut after, and so are the blocks they interrupt', () => {
    const comments = '<!-- PageBreak -->\n'.repeat(40);
    assert.ok(splitSectionRegions(comments, 0, comments.length, 10).length > 30);
    assertSameAsWholeParse(comments, 10);
    const bodies = [
      '> quote\n<!-- c -->\nafter\n',
      '- item\n<!-- c -->\nafter\n',
      '| a | b |\n| - | - |\n| 1 | 2 |\n<!-- c -->\nafter\n',
      '```\n<!-- c -->\ncode\n```\n',
      '<div>\n<!-- c -->\nhtml\n</div>\n',
      'para\n<!-- c -->\n===\n',
      '    indented\n<!-- c -->\n    code\n',
      '<!-- open\n<!-- c -->\nstill open -->\nafter\n',
      '<!-->\ntext\n-->\n',
      '<!-- a --> trailing text\nnext\n---\n',
      ' <!-- indented -->\n===\n',
      '<https://a.b> starts a paragraph\n===\n',
      '<!-- c --><b>\n===\n',
    ];
    for (const body of bodies) {
      const text = `# T\n\n${'<!-- PageBreak -->\n'.repeat(6)}${body}${'Words of text.\n<!-- PageBreak -->\n'.repeat(6)}`;
      assertSameAsWholeParse(text, 10);
    }
  });

  it('a long run of blank lines before a safe line or the section end is cut into equal regions of blank lines', () => {
    for (const tail of ['Text after the run.\n', '']) {
      const text = `# T\n\nIntro.\n${'\n'.repeat(100)}${tail}`;
      const offsets = splitSectionRegions(text, 0, text.length, 10);
      const regions = offsets.map((o, i) => text.slice(o, offsets[i + 1] ?? text.length));
      assert.ok(regions.length > 8, `${regions.length} regions`);
      assert.ok(regions.filter((r) => r === '\n'.repeat(10)).length >= regions.length - 3, JSON.stringify(regions));
      assertSameAsWholeParse(text, 10);
    }
  });

  it('a run of blank lines is not cut when what follows it may continue a list, quote or indented code', () => {
    for (const after of ['  continued item\n', '> more quote\n', '    more code\n', '- next item\n', '2. next\n']) {
      for (const before of ['- item\n', '> quote\n', '    code\n', '1. first\n']) {
        const text = `${'Words.\n\n'.repeat(4)}${before}${'\n'.repeat(60)}${after}`;
        const offsets = splitSectionRegions(text, 0, text.length, 10);
        assert.ok(offsets.every((o) => o <= text.indexOf(before)), `${JSON.stringify(before + after)}: ${offsets}`);
        assertSameAsWholeParse(text, 10);
      }
    }
  });

  it('lines of U+00A0, U+3000, U+FEFF or U+2028 are paragraph text, not blank lines a region starts after', () => {
    for (const space of ['\u00a0', '\u3000', '\ufeff', '\u2028', ' \u00a0\t']) {
      const text = `${'A paragraph of words that is long enough to be a region of its own.\n\n'}${space}\nText continuing\n===\n\nAfter.\n`;
      assertSameAsWholeParse(text, 20);
      assert.ok(!splitSectionRegions(text, 0, text.length, 20).includes(text.indexOf('Text continuing')));
    }
  });
});
