// Empty headings whose place names what they are (CK003): a release's per-package slot under its category (`### @scope/pkg
// Bug Fixes` under `## Bug Fixes`) is a slot each entry repeats; a page's first heading reads as its title only when
// it says what the front matter's title says.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../../helpers/analyzeText';

function orphans(findings: { ruleId: string; message: string }[]): string[] {
  return findings.filter((f) => f.ruleId === 'CK003').map((f) => f.message);
}

const FIX = (pkg: string) => `### \`@typespec/${pkg}\` Bug Fixes\n\n- Fix: corrected handling of a custom path name when building the route of ${pkg}.\n\n`;

describe('a per-package slot of release notes', () => {
  const notes = (empty: string) => `# Release notes — January 2024\n\n## Bug Fixes\n\n${FIX('compiler')}${FIX('http')}${FIX('rest')}${empty}## Deprecations\n\n- The old decorator is deprecated.\n`;

  it('an empty `### @typespec/versioning Bug Fixes` among other packages\' Bug Fixes under `## Bug Fixes` is a summary entry of the slot', () => {
    const a = analyzeText(notes('### `@typespec/versioning` Bug Fixes\n\n'));
    assert.deepEqual(orphans(a.findings), []);
    const moved = a.pipelineFindings.filter((f) => f.ruleId === 'CK003');
    assert.equal(moved.length, 1);
    assert.match(moved[0].pipeline!.cause, /^"Bug Fixes" names 4 sections at this level of the page, a slot each entry repeats/);
  });

  it('an empty heading that is not a name before its parent\'s title (`### Known problems`) stays the writer\'s', () => {
    assert.deepEqual(orphans(analyzeText(notes('### Known problems\n\n')).findings), ['Heading "Known problems" has no content before the next heading of the same or a higher level (write what it covers under it, or remove it)']);
  });
});

describe('a page\'s first heading set at the level of its sections', () => {
  it('an empty `## Prerequisites` after the intro of a page titled "Using Cursor with Unkey" is an empty section, not the title', () => {
    const page = '---\ntitle: Using Cursor with Unkey\n---\n\nCursor is an AI-powered code editor that can help you build applications faster.\n\n## Prerequisites\n\n## Getting Started\n\nCreate a workspace and a root key.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), ['Heading "Prerequisites" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Getting Started" and the headings after it belong to it, make them a level deeper)']);
  });

  it('without a title in front matter, nothing says the first heading is the title: no hint', () => {
    const page = '---\ncreated: 2025-11-13T11:43\n---\n## Cognitive walkthrough\n\n## Heuristic Evaluation\n\nExperts review the interface against a list of principles.\n';
    assert.deepEqual(orphans(analyzeText(page).findings), ['Heading "Cognitive walkthrough" has no content before the next heading of the same or a higher level (write what it covers under it, or, where "Heuristic Evaluation" and the headings after it belong to it, make them a level deeper)']);
  });
});
