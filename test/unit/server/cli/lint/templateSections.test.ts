// A section left empty under the same heading in many files of one lint run is a page template's placeholder:
// counted once in the summary per heading, not listed on every page; a section empty in a few files stays on
// its line.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../../../server/cli/main';
import { TEMPLATE_SECTION_FILES } from '../../../../../server/cli/lint/templateSections';

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

describe('empty sections repeated across files', () => {
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
