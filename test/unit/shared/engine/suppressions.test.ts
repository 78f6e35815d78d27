// Inline suppression comments: disable/enable ranges, next line, whole file, ids or names, code is not a directive.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Finding } from '../../../../shared/model/types';
import { applySuppressions, findDirectiveComments, readDirectives } from '../../../../shared/engine/suppressions';
import { parseMarkdown } from '../../../../shared/parse/markdown';
import { findRule } from '../../../../shared/rules';
import { analyzeText } from '../../../helpers/analyzeText';
import { PieceText } from '../../../../shared/text/pieceText';
import { seededRandom } from '../../../helpers/randomEdits';

/** Lines (1-based) of the orphan-heading findings of a document. */
function orphanLines(text: string): number[] {
  const a = analyzeText(text);
  return a.findings.filter((f) => f.ruleId === 'CK003').map((f) => text.slice(0, f.span.start).split('\n').length);
}

/** `n` orphan headings, each before a sibling with content (three empty headings in a row would be one finding). */
const ORPHANS = (n: number): string => Array.from({ length: n }, (_, i) => `## H${i + 1}\n\n## C${i + 1}\n\ntext\n`).join('\n');

/** The 1-based line of `needle` in `text`. */
const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('suppression comments', () => {
  it('without comments every orphan heading is reported', () => {
    const text = ORPHANS(3);
    assert.deepEqual(orphanLines(text), [lineOf(text, '## H1'), lineOf(text, '## H2'), lineOf(text, '## H3')]);
  });

  it('disable … enable turns a rule off between the comments, by id or by name', () => {
    for (const id of ['CK003', 'orphan-heading']) {
      const text = `## H1\n\n## C1\n\ntext\n\n<!-- chunklens-disable ${id} -->\n## H2\n\n## C2\n\ntext\n<!-- chunklens-enable ${id} -->\n## H4\n\n## C4\n\ntext\n`;
      assert.deepEqual(orphanLines(text), [lineOf(text, '## H1'), lineOf(text, '## H4')], id);
    }
  });

  it('disable without ids turns every rule off, and enable without ids turns them back on', () => {
    const text = `<!-- chunklens-disable -->\n## H1\n\n<!-- chunklens-enable -->\n## H2\n\n## H3\n\ntext\n`;
    assert.deepEqual(orphanLines(text), [5]);
  });

  it('disable of another rule leaves this one on', () => {
    const text = `<!-- chunklens-disable CK002 -->\n## H1\n\n## H2\n\ntext\n`;
    assert.deepEqual(orphanLines(text), [2]);
  });

  it('disable-next-line silences the next line only', () => {
    const text = `<!-- chunklens-disable-next-line CK003 -->\n## H1\n\n## H2\n\n## H3\n\ntext\n`;
    assert.deepEqual(orphanLines(text), [4]);
  });

  it('disable-file silences the rule anywhere in the file, even above the comment', () => {
    const text = `## H1\n\n## H2\n\n<!-- chunklens-disable-file orphan-heading -->\n## H3\n\ntext\n`;
    assert.deepEqual(orphanLines(text), []);
  });

  it('a comment inside a fenced code block is code, not a directive', () => {
    const text = "## H1\n\n```html\n<!-- chunklens-disable-file -->\n```\n\n## H2\n\n## H3\n\ntext\n";
    assert.deepEqual(orphanLines(text), [7]);
  });

  it('an unknown rule name is reported where the comment is, and silences nothing', () => {
    const text = `<!-- chunklens-disable-file CK999 -->\n## H1\n\n## H2\n\ntext\n`;
    const a = analyzeText(text);
    assert.deepEqual(a.findings.map((f) => [f.ruleId, text.slice(0, f.span.start).split('\n').length]), [['CK100', 1], ['CK003', 2]]);
    assert.match(a.findings[0].message, /Unknown rule "CK999"/);
  });

  it('rules listed as never suppressible (internal errors) survive every directive', () => {
    const doc = parseMarkdown('<!-- chunklens-disable-file -->\ntext\n');
    const { directives } = readDirectives(doc, (n) => findRule(n)?.id);
    const findings: Finding[] = [
      { ruleId: 'CK900', ruleName: 'internal-error', severity: 'error', message: 'x', span: { start: 33, end: 34 } },
      { ruleId: 'CK001', ruleName: 'chunk-too-large', severity: 'warning', message: 'y', span: { start: 33, end: 34 } },
    ];
    assert.deepEqual(applySuppressions(findings, doc.text, directives, new Set(['CK900'])).map((f) => f.ruleId), ['CK900']);
  });

  it('comments are found as one global match over the whole text finds them, in a string or in pieces', () => {
    // The reference: the pattern matched over the whole text at once (how the comments were read before).
    const whole = /<!--\s*chunklens-(disable-next-line|disable-file|disable|enable)(?=[\s-])((?:(?!-->)[\s\S])*)-->/g;
    const random = seededRandom(5);
    const pick = (options: string[]) => options[Math.floor(random() * options.length)];
    // Near-comments: every part may be missing or off, and loose markers lie between them.
    const fragment = () =>
      random() < 0.3
        ? pick(['<!--', '-->', ' ', '\n', 'chunklens-', 'x', '-', '->'])
        : pick(['<!--', '<!-', '']) + pick(['', ' ', '\n  ']) + pick(['chunklens-', 'chunklens']) + pick(['disable', 'enable', 'disable-next-line', 'disable-file', 'disablex', '']) +
          pick(['', ' CK003', '-', ' x,CK003 ', '->', ' <!-- chunklens-enable ']) + pick(['-->', '', '--', ' -->']);
    let found = 0;
    for (let round = 0; round < 600; round++) {
      const text = Array.from({ length: 8 }, fragment).join('');
      const expected = [...text.matchAll(whole)].map((m) => ({ index: m.index, 0: m[0], 1: m[1], 2: m[2] }));
      found += expected.length;
      for (const source of [text, PieceText.from(text, 4)]) {
        assert.deepEqual([...findDirectiveComments(source)], expected, `round ${round}: ${JSON.stringify(text)}`);
      }
    }
    assert.ok(found > 100, `the random texts hold ${found} comments`);
  });
});
