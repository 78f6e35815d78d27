// The Markdown items read region by region (regionLevels.ts) against the whole text read as one region: the same
// items on every Markdown fixture and on texts built to cross a region's border (definitions, lists split at an
// item, a fence the line tracker misreads), whatever was read before.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { BLOCK, INLINE, markdownLevels, markdownLevelsIn } from '../../../../../shared/chunkers/textSplitter/markdownLevels';
import { regionStarts } from '../../../../../shared/chunkers/textSplitter/regionLevels';
import { repoPath } from '../../../../helpers/repoPath';

const whole = (text: string) => markdownLevelsIn(text, () => [0]);

function markdownFixtures(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? markdownFixtures(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : []));
}

/** A section of paragraphs long enough for the region splitter to cut (it cuts past 800 characters). */
const prose = (n: number) => Array.from({ length: n }, (_, i) => `Paragraph ${i} says something about the topic at some length.`).join('\n\n');

const CROSSING = {
  'a reference and a footnote call defined in a later region': `Use [the guide] and [^note].\n\n${prose(30)}\n\n# Later\n\n${prose(30)}\n\n[the guide]: /guide\n\n[^note]: The note.\n`,
  'a tight list cut at an item after a blank line (one loose list)': `${prose(20)}\n\n- one\n- two\n  - nested\n\n- three\n- four\n\n- five\n\n${prose(20)}\n`,
  'an ordered list cut where the delimiter changes (two lists)': `${prose(20)}\n\n1. one\n2. two\n\n3) three\n4) four\n\n${prose(20)}\n`,
  'a list inside a block quote before a list item in column 0': `${prose(20)}\n\n> - quoted\n> - items\n\n- plain\n- items\n\n${prose(20)}\n`,
  'a fence the line tracker reads as closed (by an over-indented fence)': `${prose(20)}\n\n\`\`\`\ncode\n    \`\`\`\n\n# Heading\n\n${prose(20)}\n\n- item\n\n- item\n\n\`\`\`\n\n${prose(20)}\n`,
  'an ordered item after an indented code block (micromark reads it as paragraph text)': `${prose(20)}\n\n1. First\n\nProgress\n\n    - code\n      - more code\n\n\n2. Second item\n\n- item\n\n- item\n\n${prose(20)}\n`,
  'front matter closed by ... and a heading right after it': `---\ntitle: x\n...\n# Title\n\n${prose(30)}\n`,
  'a footnote definition whose indented lines after its blank line are read at the top level': `${prose(20)}\n\nA call[^n].\n\n[^n]: The note.\n\n    More of it, [^n] and [[a|b]].\n\n    - code\n\n# Next\n\n${prose(20)}\n`,
  'a nested list ended by a list of another kind, then a list item in column 0': `${prose(20)}\n\n- a\n    * b\n    + c\n\n- d\n\n${prose(20)}\n`,
};

describe('text-splitter-markdown: items read region by region', () => {
  it('cuts a long document into many regions (a keystroke re-parses one of them)', () => {
    const text = `# A\n\n${prose(40)}\n\n- item\n\n- item\n\n# B\n\n${prose(40)}\n`;
    assert.ok(regionStarts(text).length >= 6, `${regionStarts(text).length} regions`);
  });

  it('finds the starts of a long run of blank lines in time linear in its length', () => {
    const blankRun = (lines: number) => `a\n${'\n'.repeat(lines)}b\n`;
    const timed = (text: string) => {
      const start = performance.now();
      const starts = regionStarts(text);
      return { ms: performance.now() - start, starts };
    };
    timed(blankRun(62_500));
    const small = timed(blankRun(62_500));
    const large = timed(blankRun(1_000_000));
    assert.deepEqual(small.starts, [0, 62_502]);
    // 16 times the run: about 16 times the time when linear, 256 times when every start walks the run to its end.
    assert.ok(large.ms < 48 * small.ms + 400, `${small.ms.toFixed(0)} ms, then ${large.ms.toFixed(0)} ms for 16 times the blank lines`);
  });

  for (const [name, text] of Object.entries(CROSSING)) {
    it(`gives the whole text's items for ${name}`, () => {
      const cut = (source: string) => {
        const starts = regionStarts(source);
        assert.ok(starts.length > 1, 'the text is cut');
        return starts;
      };
      assert.deepEqual(markdownLevelsIn(text, cut), whole(text));
      assert.deepEqual(markdownLevels(text), whole(text));
    });
  }

  it('gives the whole text\'s items on every Markdown fixture and the crate\'s github_flavored.md', () => {
    const files = markdownFixtures(repoPath('test/fixtures'));
    const texts = files.map((f) => readFileSync(f, 'utf8'));
    texts.push(JSON.parse(brotliDecompressSync(readFileSync(repoPath('test/fixtures/text-splitter/github_flavored.json.br'))).toString('utf8')).input);
    assert.ok(texts.length > 50);
    for (const [i, text] of texts.entries()) assert.deepEqual(markdownLevels(text), whole(text), files[i] ?? 'github_flavored.md');
  });

  it('reads a reference as a link only while its definition is in the text, whatever was read before', () => {
    const withDefinition = CROSSING['a reference and a footnote call defined in a later region'];
    const link = { level: INLINE, start: 4, end: 15 };
    assert.ok(markdownLevels(withDefinition).some((r) => r.level === link.level && r.start === link.start && r.end === link.end));
    const withoutDefinition = withDefinition.replace('[the guide]: /guide\n', 'no definition\n');
    const items = markdownLevels(withoutDefinition);
    assert.ok(!items.some((r) => r.level === link.level && r.start === link.start && r.end === link.end));
    assert.deepEqual(items, whole(withoutDefinition));
  });

  it('keeps the paragraphs of a tight list split at an item: joined, the list is loose and one block', () => {
    const text = CROSSING['a tight list cut at an item after a blank line (one loose list)'];
    const start = text.indexOf('- one');
    const end = text.indexOf(`\n${prose(1)}`, start) + 1;
    const items = markdownLevels(text);
    assert.ok(items.some((r) => r.level === BLOCK && r.start === start && r.end === end), 'the whole list is one block');
    assert.ok(items.some((r) => r.level === BLOCK && r.start === start + 2 && r.end === start + 6), 'the first item\'s paragraph is kept');
  });

  it('gives the same items after an edit as read from scratch', () => {
    const text = CROSSING['a tight list cut at an item after a blank line (one loose list)'];
    markdownLevels(text);
    const edited = text.replace('- four\n', '- four\n- more\n');
    const afterEdit = markdownLevels(edited);
    assert.deepEqual(afterEdit, whole(edited));
  });
});
