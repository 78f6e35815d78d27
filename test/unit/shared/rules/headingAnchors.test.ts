// An HTML anchor alone on its line before a heading (`<span id="prereq"></span>`, `<a name="x"></a>`) belongs to that
// heading: the section above ends where the anchor starts, for CK002's last chunk of a section, CK003's empty and
// include-only sections, and the outline a template is told by.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { tallyOutline } from '../../../../shared/engine/tallyOutline';
import { parseMarkdownIncremental } from '../../../../shared/parse/incrementalMarkdown';
import { analyzeText, readFixture } from '../../../helpers/analyzeText';

const INSTALL = '# Setup\n\n## Install\n\nRun the installer and follow the prompts on the screen.\n\n';
const PREREQUISITES = '## Prerequisites\n\nYou need a recent version of Node and a package manager that can install dependencies from the registry, plus git to fetch the sources.\n';

function small(text: string) {
  const a = analyzeText(text);
  return [...a.findings, ...a.pipelineFindings].filter((f) => f.ruleId === 'CK002');
}

describe('an anchor before a heading belongs to the heading', () => {
  it('a break, then an anchor and a heading, closes the section: the small chunk before the break is its last chunk', () => {
    for (const anchor of ['<span id="prereq"></span>', '<a name="prereq"></a>', '<a id="prereq"></a>']) {
      assert.deepEqual(small(`${INSTALL}---\n\n${anchor}\n${PREREQUISITES}`), [], anchor);
      assert.deepEqual(small(`${INSTALL}---\n\n${anchor}\n\n${PREREQUISITES}`), [], `${anchor} and a blank line`);
    }
    // A self-closing tag alone on its line opens an HTML block, which runs to the next blank line.
    assert.deepEqual(small(`${INSTALL}---\n\n<a id="prereq" />\n\n${PREREQUISITES}`), []);
  });

  it('an anchor before more prose of the same section leaves the break the writer\'s', () => {
    const a = analyzeText(`${INSTALL}---\n\n<a id="more"></a>\n\nThe installer asks for a folder; the default one is fine for most setups, and you can move it later.\n\n${PREREQUISITES}`);
    assert.equal(a.findings.filter((f) => f.ruleId === 'CK002').length, 1);
  });

  it('an anchor inside other words is prose, not an anchor: the break stays the writer\'s', () => {
    const a = analyzeText(`${INSTALL}---\n\nSee <a id="note"></a> the note on folders.\n\n${PREREQUISITES}`);
    assert.equal(a.findings.filter((f) => f.ruleId === 'CK002').length, 1);
  });

  it('a heading whose only body is the anchor of the next heading is an empty section (CK003)', () => {
    const a = analyzeText('# Guide\n\nIntro to the guide.\n\n## Overview\n\n<a id="usage"></a>\n## Usage\n\nRun it.\n');
    assert.deepEqual(
      a.findings.filter((f) => f.ruleId === 'CK003').map((f) => f.message),
      ['Heading "Overview" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Usage" and the headings after it belong to it, make them a level deeper)'],
    );
  });

  it('a section whose body is an include and the anchor of the next heading is include-only (CK003, the pipeline\'s)', () => {
    const a = analyze({ kind: 'markdown', text: '# Doc\n\nIntro paragraph.\n\n## Shared\n\n--8<-- "includes/abbreviations.md"\n\n<a id="next"></a>\n## Next\n\nText.\n', documentId: 'doc.md', settings: resolveSettings({ dialect: 'mkdocs' }, 'markdown') });
    const empty = a.pipelineFindings.filter((f) => f.ruleId === 'CK003');
    assert.deepEqual(empty.map((f) => f.message), ['Heading "Shared" has no content of its own: its only body is an include (`--8<-- "includes/abbreviations.md"`)']);
  });

  it('a leaf section whose only body is an anchor counts as empty in the outline', () => {
    const { outline } = tallyOutline(parseMarkdownIncremental('# A\n\n<span id="b"></span>\n\n# B\n\nText of B.\n').doc.blocks);
    assert.deepEqual(outline, { leaves: 2, empty: 1, fillIn: false });
  });
});

describe('a decorative picture before a heading belongs to the heading', () => {
  it('a closing "Great!" closed by a break, then a floated picture and the next heading, is the last chunk of its section', () => {
    const a = analyzeText(readFixture('headings', 'decorative-image-before-heading.md'));
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK002'), []);
  });

  it('a picture without alt text, or an `<img>` aligned to one side, after the break is no content either', () => {
    for (const picture of ['![](img/divider.png)', '<img src="img/bee.gif" align="right">', '[![](img/logo.png)](https://example.org/)']) {
      assert.deepEqual(small(`${INSTALL}---\n\n${picture}\n\n${PREREQUISITES}`), [], picture);
    }
  });

  it('spacers of HTML line breaks around the break before the next heading (TabularEditorDocs incremental-refresh-modify.md) are no content', () => {
    for (const spacer of ['<br></br>', '<br>\n<br/>', '<p>&nbsp;</p>']) {
      assert.deepEqual(small(`${INSTALL}${spacer}\n\n---\n\n${spacer}\n\n${PREREQUISITES}`), [], spacer);
    }
    assert.equal(small(`${INSTALL}---\n\n<br>See the notes below.\n\n${PREREQUISITES}`).length, 1, 'a line with words after the break is content');
  });

  it('a picture with alt text set on its own (a diagram) is content: the break before it stays the writer\'s', () => {
    const a = analyzeText(`${INSTALL}---\n\n![Architecture of the installer](img/installer.png)\n\n${PREREQUISITES}`);
    assert.equal(a.findings.filter((f) => f.ruleId === 'CK002').length, 1);
  });
});
