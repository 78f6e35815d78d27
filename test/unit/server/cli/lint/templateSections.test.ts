// A section left empty under the same heading in many files of one lint run is a page template's placeholder:
// counted once in the summary per heading, not listed on every page; a section empty in a few files stays on
// its line.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../../server/cli/main';
import { TEMPLATE_SECTION_FILES } from '../../../../../shared/rules/templateSections';

function lint(root: string, ...flags: string[]) {
  let out = '';
  let err = '';
  const code = runCli(['lint', root, ...flags], { out: (t) => (out += t), err: (t) => (err += t), env: {} });
  return { code, out, err };
}

/**
 * `count` theme pages made from one template with its `## Features` left empty, each in a folder of its own under
 * a parent of its own (`group-0/theme/index.md`, so neither a folder's heading census nor the census of the folders
 * beside it sees the template), and one page with an empty section of its own.
 */
function themePages(count: number): string {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-template-'));
  for (let i = 0; i < count; i++) {
    mkdirSync(join(root, `group-${i}`, 'theme'), { recursive: true });
    writeFileSync(join(root, `group-${i}`, 'theme', 'index.md'), `# Theme ${i}\n\nA dark theme with rounded corners, number ${i}.\n\n## Features\n\n## Screenshots\n\nThe screenshots show theme ${i} in light and dark mode.\n`);
  }
  writeFileSync(join(root, 'guide.md'), '# Guide\n\nHow to pick a theme.\n\n## Colours\n\n## Fonts\n\nPick a font that reads well.\n');
  return root;
}

/** Literature Review template of an Obsidian vault (its sections as in a student's vault: Templater fields, an outline to fill). */
const LITERATURE_TEMPLATE = `Date: <% tp.date.now("Do MMMM YYYY")%>
File Folder: <% tp.file.folder() %>
## Publication Information

**Authors**:

## Summary

### Introduction

#### Motivation

#### Challenge

#### Background

### Methodology

### Conclusion
`;

/**
 * A vault with the template in `Templates/`, one card made from it with the introduction left as the template has it,
 * and one note with an outline of its own left unwritten.
 */
function vaultWithTemplate(): string {
  const root = mkdtempSync(join(tmpdir(), 'chunklens-vault-'));
  mkdirSync(join(root, 'Templates'));
  mkdirSync(join(root, 'Kanban'));
  writeFileSync(join(root, 'Templates', 'Literature Review Template.md'), LITERATURE_TEMPLATE);
  const card = LITERATURE_TEMPLATE.replace(/<%[^%]*%>/g, '12th March 2025')
    .replace('**Authors**:', '**Authors**: A. Rivera, B. Chen')
    .replace('### Methodology\n', '### Methodology\n\nThey measure the power of twelve sensor nodes under three voltage scaling policies.\n')
    .replace('### Conclusion\n', '### Conclusion\n\nDuty-cycling saves more energy than voltage scaling at low load.\n');
  writeFileSync(join(root, 'Kanban', 'Voltage Scaling for Sensor Nodes.md'), card);
  writeFileSync(join(root, 'Exam Review.md'), '# Exam Review\n\nWhat the final covers.\n\n## Topics\n\n### Op-amps\n\n### Phasors\n\n### Diodes\n\n## Formulas\n\nOhm: V = IR.\n');
  return root;
}

describe('empty sections repeated across files', () => {
  it('empty headings a note keeps exactly as a template file of the run has them are the template\'s, in a single copy', () => {
    const r = lint(vaultWithTemplate());
    assert.doesNotMatch(r.out, /Voltage Scaling for Sensor Nodes\.md:\d+:\d+ warning/);
    assert.match(r.out, /CK003\/orphan-heading ×1 in 1 file: the sections "motivation", "challenge", "background" are empty where the template \S*Literature Review Template\.md has them/);
    assert.match(r.out, /Exam Review\.md:7:1 warning CK003\/orphan-heading Headings "Op-amps", "Phasors", "Diodes" have no content/);
  });


  it(`the same heading empty in ${TEMPLATE_SECTION_FILES} files is one summary entry naming it and the file count`, () => {
    const r = lint(themePages(TEMPLATE_SECTION_FILES));
    assert.doesNotMatch(r.out, /Heading "Features"/);
    assert.match(r.out, /guide\.md:5:1 warning CK003\/orphan-heading Heading "Colours" has no content/);
    assert.match(r.out, /CK003\/orphan-heading ×5 in 5 files: the section "features" is empty in 5 files: a section of the template these pages were made from, left unfilled/);
  });

  it('in fewer files each empty section stays on its line', () => {
    const r = lint(themePages(TEMPLATE_SECTION_FILES - 1));
    assert.equal(r.out.match(/Heading "Features" has no content/g)?.length, TEMPLATE_SECTION_FILES - 1);
  });

  it('with pipeline findings inline they stay on their lines, marked as the template\'s', () => {
    const r = lint(themePages(TEMPLATE_SECTION_FILES), '--pipeline-findings', 'inline', '--format', 'json');
    const features = JSON.parse(r.out).filter((f: { message: string }) => f.message.startsWith('Heading "Features"'));
    assert.equal(features.length, TEMPLATE_SECTION_FILES);
  });
});
