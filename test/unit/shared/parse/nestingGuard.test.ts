// A region nested too deeply for the Markdown block parser to stay linear is read as plain paragraphs, with a
// CK100 warning naming the line, and every character kept; real nesting is still parsed as Markdown.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDocument } from '../../../../shared/parse';
import { excessiveNesting, MAX_DEEP_ITEMS, MAX_LAZY_LINES, MAX_MARKERS_ON_A_LINE } from '../../../../shared/parse/nestingGuard';
import { analyzeText } from '../../../helpers/analyzeText';
import { PATHOLOGICAL_CASES } from '../../../helpers/pathological';

const make = (name: string, scale: number): string => PATHOLOGICAL_CASES.find((c) => c.name === name)!.make(scale);

function nonSpace(text: string): string {
  return text.replace(/\s+/g, '');
}

describe('the nesting guard around the Markdown parser', () => {
  for (const [name, scale] of [
    ['nested list markers on one line', 4],
    ['nested block quotes on one line', 4],
    ['staircases of nested list items', 7],
    ['table rows continuing a nested list item', 4],
  ] as const) {
    it(`${name}: read as plain paragraphs with a CK100 naming the line, nothing lost`, () => {
      const text = make(name, scale);
      const doc = parseDocument('markdown', text);
      assert.ok(doc.blocks.every((b) => b.kind === 'paragraph'), doc.blocks.map((b) => b.kind).join());
      assert.equal(nonSpace(doc.blocks.map((b) => b.text).join('')), nonSpace(text));
      const analysis = analyzeText(text);
      const ck100 = analysis.findings.filter((f) => f.ruleId === 'CK100');
      assert.ok(ck100.length >= 1 && ck100.length <= scale, `${ck100.length} CK100 findings`);
      for (const f of ck100) assert.match(f.message, /^Nested too deeply to read as Markdown, read as plain text here: line \d+ /);
      assert.equal(nonSpace(analysis.chunks.map((c) => c.content).join('')).length >= nonSpace(text).length, true);
    });
  }

  it('names the first line over a limit', () => {
    assert.match(excessiveNesting(`text\n\n${'> '.repeat(MAX_MARKERS_ON_A_LINE + 1)}x\n`) ?? '', /^line 3 opens 33 or more nested containers/);
    assert.equal(excessiveNesting(`${'> '.repeat(MAX_MARKERS_ON_A_LINE)}x\n`), undefined);
    const deepItems = Array.from({ length: MAX_DEEP_ITEMS + 1 }, () => `${' '.repeat(130)}- item\n`).join('');
    assert.match(excessiveNesting(deepItems) ?? '', /^line 33 is list item number 33 indented 128 columns or more/);
    assert.equal(excessiveNesting(deepItems.slice(deepItems.indexOf('\n') + 1)), undefined);
    const lazy = (lines: number) => `- item\n${'more words\n'.repeat(lines)}`;
    assert.match(excessiveNesting(lazy(MAX_LAZY_LINES + 1)) ?? '', /^line 1002 continues a list item or quote by more than 1,000 unindented lines/);
    assert.equal(excessiveNesting(lazy(MAX_LAZY_LINES)), undefined);
    assert.equal(excessiveNesting(`- item\n\n${'more words\n'.repeat(2 * MAX_LAZY_LINES)}`), undefined);
    assert.equal(excessiveNesting(`\`\`\`\n- item\n${'code\n'.repeat(2 * MAX_LAZY_LINES)}\`\`\`\n`), undefined);
    const diagram = `+${' -'.repeat(MAX_MARKERS_ON_A_LINE + 1)} +\n`;
    assert.equal(excessiveNesting(`## Frame format\n\n\`\`\`\n 0 1 2 3\n${diagram}\`\`\`\n`), undefined, 'a packet diagram\'s rule in a fenced code block (thesubtleties/obsidian-notes Websockets Overview.md)');
    assert.match(excessiveNesting(`## Frame format\n\n${diagram}`) ?? '', /^line 3 opens/, 'the same line outside a fence');
    assert.match(excessiveNesting(`~~~\n\`\`\`\n~~~\n${diagram}`) ?? '', /^line 4 opens/, 'a fence of another character closes nothing: the line after the real close is counted');
    assert.match(excessiveNesting(`    \`\`\`\n${diagram}`) ?? '', /^line 2 opens/, 'four spaces in, no fence');
  });

  it('a `1. ` line inside an HTML block (a generated reference written without blank lines) opens no list', () => {
    const rows = (lines: number) => Array.from({ length: lines }, (_, i) => `<td>field${i}</td>`).join('\n');
    const reference = `<p>Packages:</p>\n<table>\n<tr>\n<td>\n<p>The source must be mountable:\n1. The file must be named <code>krb5.keytab</code>.\n2. Its mode must be 0600.</p>\n${rows(2 * MAX_LAZY_LINES)}\n</table>\n`;
    assert.equal(excessiveNesting(reference), undefined);
    assert.match(excessiveNesting(`<p>Packages:</p>\n\n1. The file must be named krb5.keytab.\n${'more words\n'.repeat(MAX_LAZY_LINES + 1)}`) ?? '', /continues a list item or quote/);
    assert.ok(parseDocument('markdown', reference).blocks.every((b) => b.kind === 'html' && b.meta?.parseProblem === undefined));
    assert.match(excessiveNesting(`    <div>\n${'> '.repeat(MAX_MARKERS_ON_A_LINE + 1)}x\n`) ?? '', /^line 2 opens/, 'a tag indented four spaces is code, no HTML block');
  });

  it('real nesting, deep indentation outside lists and a long spaced thematic break are still Markdown', () => {
    const nested = Array.from({ length: 12 }, (_, i) => `${'  '.repeat(i)}- level ${i}\n`).join('');
    const code = `\`\`\`yaml\n${Array.from({ length: 40 }, () => `${' '.repeat(140)}key: value\n`).join('')}\`\`\`\n`;
    const rule = `${'- '.repeat(60)}\n`;
    const doc = parseDocument('markdown', `# Title\n\n${nested}\n${code}\n${rule}\nend\n`);
    assert.deepEqual(doc.blocks.map((b) => b.kind), ['heading', 'list', 'code', 'thematicBreak', 'paragraph']);
    assert.ok(doc.blocks.every((b) => b.meta?.parseProblem === undefined));
  });
});
