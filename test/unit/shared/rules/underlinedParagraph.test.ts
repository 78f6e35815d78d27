// A `---` right under lines of text makes them a setext heading, not the break the writer meant (argo-rollouts
// docs/getting-started/ambassador/index.md, Apache-2.0: a note framed by `---` with no blank line before the second).
// CK100 says so at the underline and CK003 does not call the "heading" empty; a one-line title over `---`, a heading
// underlined with `=`, and front matter after a blank first line (lateFrontMatter.ts) are not reported here.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../../helpers/analyzeText';

function report(text: string): { ck100: string[]; ck003: number } {
  const a = analyzeText(text);
  const line = (offset: number) => text.slice(0, offset).split('\n').length;
  return { ck100: a.findings.filter((f) => f.ruleId === 'CK100').map((f) => `${line(f.span.start)}: ${text.slice(f.span.start, f.span.end)}`), ck003: a.findings.filter((f) => f.ruleId === 'CK003').length };
}

const INTRO = '# Ambassador\n\nThis guide covers how Argo Rollouts integrates with Ambassador to perform canary analysis and progressive delivery.\n\n## Requirements\n\n- Kubernetes cluster\n- Argo-Rollouts installed in the cluster\n\n';
const NEXT = '\n\n## 1. Install and configure Ambassador Edge Stack\n\nInstall the chart first, then configure the listener for the rollout.\n';

describe('lines of text a --- makes a heading', () => {
  it('a note framed by breaks with no blank line before the second is CK100 at that line, not an empty heading', () => {
    const text = `${INTRO}---\n**Note**\nIf using Ambassador Edge Stack 2.0+, you will need to install Argo-Rollouts version v1.1+.\n---${NEXT}`;
    assert.deepEqual(report(text), { ck100: ['13: ---'], ck003: 0 });
  });

  it('one sentence of prose over --- is reported; a short title over ---, a title over === and front matter keys are not', () => {
    const sentence = `${INTRO}If you use the edge stack of version two or later, install the newer release of the controller first.\n---${NEXT}`;
    assert.deepEqual(report(sentence).ck100, ['11: ---']);
    assert.deepEqual(report(`${INTRO}Configuration\n---\n\nSet the listener.\n`).ck100, []);
    assert.deepEqual(report(`${INTRO}A long title written over two lines\nof the source file\n===\n\nSet the listener.\n`).ck100, []);
    assert.deepEqual(report(`\n---\ntitle: "Big data"\nlinkTitle: "Big Data"\n---\n\n${INTRO}`).ck100, []);
    const question = `${INTRO}How can I find the lines corresponding to a given HTTP request in my homeserver log?\n---${NEXT}`;
    assert.deepEqual(report(question).ck100, [], 'a question underlined is an FAQ\'s heading (matrix-org/synapse admin_faq.md)');
    assert.deepEqual(report(`${INTRO}markmap:\n  colorFreezeLevel: 2\ntitle: Mind map\n---\n\nText.\n`).ck100, [], 'a key whose value is on the next lines');
    assert.deepEqual(report(`${INTRO}The limit of the quotient is:\n$$\n\\lim_{n \\to \\infty} \\frac{f(n)}{g(n)} = 0\n$$\n---\n\nText.\n`).ck100, [], 'a display formula is its own block where math is read');
  });

  it('lines with no words over `---` (a backslash and an anchor, as a GitBook export leaves them before a long dash line) make an empty heading, and the message says so', () => {
    const text = `${INTRO}\\\n <a href="#ensure-unformatted-drives" id="ensure-unformatted-drives"></a>\n-------------------------------------------------------------------------${NEXT}`;
    const messages = analyzeText(text).findings.filter((f) => f.ruleId === 'CK100').map((f) => f.message);
    assert.deepEqual(messages, ['Line "---" right under 2 lines of text with no words (markup only) makes an empty heading of them, not a thematic break: the chunks of its section end their heading path in an empty title (put a blank line above the "---")']);
  });

  it("a slide's settings between two `---` (a Slidev deck's `layout: section`) are no empty section; a title over `---` after a break is", () => {
    const deck = '---\ntheme: default\ntitle: Data models\n---\n\n# Data models\n\nWhere each model wins, and where it hurts.\n\n---\nlayout: section\n---\n\n# Relational vs. document\n\nTables and joins against nested records.\n\n---\nlayout: two-cols\nlayoutClass: gap-12\n---\n\n# Relational\n\nRows of one shape.\n';
    assert.deepEqual(report(deck), { ck100: [], ck003: 0 });
    const titled = '# Data models\n\nWhere each model wins.\n\n---\nRelational\n---\n\n## Tables\n\nRows of one shape.\n';
    assert.equal(report(titled).ck003, 1);
    const late = '<!-- toc -->\n\n---\ndescription: Conventions used in the book\n---\n\n# Conventions\n\nThe book writes commands in monospace.\n';
    assert.equal(report(late).ck003, 1, 'front matter after a comment at the top is no slide\'s: the writer moves it up');
    const pasted = '---\ntitle: J-Type\n---\n\nThe jal instruction format.\n\n---\ntitle: A Bit About Machine Programs\nsubtitle: Draft\n---\n\n## Programs\n\nA program is a list of instructions.\n';
    assert.equal(report(pasted).ck003, 1, "a page's front matter pasted in its middle is no slide's");
  });
});
