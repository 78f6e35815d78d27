// A section whose only body is a comment saying a tool writes it (pmd/pmd release_notes.md: `### ✨️ Merged pull
// requests` over `<!-- content will be automatically generated, see /do-release.sh -->`, BSD-style licence) is
// empty only in the source: the release script fills it, so CK003 is a pipeline finding that quotes the placeholder.
// So is a section whose only body is the empty region between a tool's named start and end markers (apache/
// datafusion-comet configs.md: `<!--BEGIN:CONFIG_TABLE[shuffle]-->` then `<!--END:CONFIG_TABLE-->`, Apache-2.0), which
// the docs build fills. A comment that says anything else (a note to the writer) leaves the section the writer's.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../../helpers/analyzeText';

const notes = (comment: string) =>
  `# PMD 7.17.0\n\nThe PMD team is pleased to announce PMD 7.17.0, with new rules for Kotlin and a faster type resolution.\n\n### 🐛️ Fixed Issues\n\n* java: the rule no longer reports records.\n\n### ✨️ Merged pull requests\n${comment}\n\n### 📦️ Dependency updates\n\n* Bump the parser to 4.13.\n`;

describe('a section whose only body is a placeholder comment', () => {
  it('is filled by the tool its comment names: a pipeline finding quoting the placeholder', () => {
    const a = analyzeText(notes('<!-- content will be automatically generated, see /do-release.sh -->'));
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003'), []);
    const [moved] = a.pipelineFindings.filter((f) => f.ruleId === 'CK003');
    assert.match(moved.message, /^Heading "✨️ Merged pull requests" has no content in the source: its placeholder says "content will be automatically generated, see \/do-release\.sh"/);
  });

  it('stays the writer\'s when the comment is a note to the writer', () => {
    const a = analyzeText(notes('<!-- TODO: list the merged pull requests -->'));
    assert.equal(a.findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('is filled by the tool whose named start and end markers enclose nothing: a pipeline finding quoting the start marker', () => {
    for (const [open, close] of [['<!--BEGIN:CONFIG_TABLE[shuffle]-->', '<!--END:CONFIG_TABLE-->'], ['<!-- BEGIN_TF_DOCS -->', '<!-- END_TF_DOCS -->'], ['<!-- TOC:START -->', '<!-- TOC:END -->']]) {
      const a = analyzeText(notes(`\n${open}\n${close}`));
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003'), [], open);
      assert.match(a.pipelineFindings.find((f) => f.ruleId === 'CK003')!.message, /has no content in the source: its placeholder says "/, open);
    }
  });

  it('stays the writer\'s when the markers name different regions, or something stands between them', () => {
    assert.equal(analyzeText(notes('\n<!--BEGIN:CONFIG_TABLE-->\n<!--END:OTHER_TABLE-->')).findings.filter((f) => f.ruleId === 'CK003').length, 1);
    assert.equal(analyzeText(notes('\n<!--BEGIN:CONFIG_TABLE-->\n<!-- list the pull requests here -->\n<!--END:CONFIG_TABLE-->')).findings.filter((f) => f.ruleId === 'CK003').length, 1);
  });

  it('is filled by the preprocessor whose directive is its only body, a list of pages or a table of contents (tock/book `<!-- chapter-list -->`, Apache-2.0 or MIT)', () => {
    for (const directive of ['chapter-list', 'toc', 'mdbook-toc']) {
      const a = analyzeText(notes(`\n<!-- ${directive} -->`));
      assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK003'), [], directive);
      assert.match(a.pipelineFindings.find((f) => f.ruleId === 'CK003')!.message, new RegExp(`its placeholder says "${directive}"`));
    }
    for (const note of ['TODO', 'more', 'prettier-ignore']) assert.equal(analyzeText(notes(`\n<!-- ${note} -->`)).findings.filter((f) => f.ruleId === 'CK003').length, 1, note);
  });
});
